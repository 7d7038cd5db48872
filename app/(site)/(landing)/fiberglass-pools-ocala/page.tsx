/** /fiberglass-pools-ocala: the published landing page with this slug (spec 01 §2). */
import { fixedLandingRoute } from '@/components/landing/landing-route'

const route = fixedLandingRoute('fiberglass-pools-ocala')

export const generateMetadata = route.generateMetadata
export default route.Page
