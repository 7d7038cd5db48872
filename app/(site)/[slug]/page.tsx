/**
 * /{slug}: a published landing page (spec 01 §2). Every fixed route is matched before this one;
 * a slug that is no published landing page is "anything else" and gets the site's 404 page.
 */
import { catchAllLandingMetadata, SlugLandingPage } from '@/components/landing/landing-route'
import { noPathsAtBuild } from '@/lib/cache/build-phase'

export const generateMetadata = catchAllLandingMetadata
export const generateStaticParams = noPathsAtBuild
export default SlugLandingPage
