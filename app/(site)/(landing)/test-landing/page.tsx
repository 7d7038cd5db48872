/** /test-landing: the published landing page with this slug (spec 01 §2). */
import { fixedLandingRoute } from '@/components/landing/landing-route'

const route = fixedLandingRoute('test-landing')

export const generateMetadata = route.generateMetadata
export default route.Page
