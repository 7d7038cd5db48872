/** /enhanced-test/{slug}: the landing page with this slug, or the landing 'Page Not Found' (404). */
import { SlugLandingPage, slugLandingMetadata } from '@/components/landing/landing-route'
import { noPathsAtBuild } from '@/lib/cache/build-phase'

export const generateMetadata = slugLandingMetadata
export const generateStaticParams = noPathsAtBuild
export default SlugLandingPage
