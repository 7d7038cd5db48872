/** /enhanced-test/{slug}: the landing page with this slug, or the landing 'Page Not Found' (404). */
import { SlugLandingPage, slugLandingMetadata } from '@/components/landing/landing-route'

export const generateMetadata = slugLandingMetadata
export default SlugLandingPage
