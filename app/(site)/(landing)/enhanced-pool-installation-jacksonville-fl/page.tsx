/** /enhanced-pool-installation-jacksonville-fl: the published landing page with this slug (spec 01 §2). */
import { fixedLandingRoute } from '@/components/landing/landing-route'

const route = fixedLandingRoute('enhanced-pool-installation-jacksonville-fl')

export const generateMetadata = route.generateMetadata
export default route.Page
