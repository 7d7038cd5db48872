/** /10x20-fiberglass-pool: the published landing page with this slug (spec 01 §2). */
import { fixedLandingRoute } from '@/components/landing/landing-route'

const route = fixedLandingRoute('10x20-fiberglass-pool')

export const generateMetadata = route.generateMetadata
export default route.Page
