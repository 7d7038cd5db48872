/** /pool-services-tampa-fl: the published landing page with this slug (spec 01 §2). */
import { fixedLandingRoute } from '@/components/landing/landing-route'

const route = fixedLandingRoute('pool-services-tampa-fl')

export const generateMetadata = route.generateMetadata
export default route.Page
