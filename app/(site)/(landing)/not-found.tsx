import { LandingNotFound } from '@/components/landing/landing-not-found'

/**
 * notFound() of any route in this group: the landing 'Page Not Found' / 'The requested landing
 * page could not be loaded.' (status 404). See docs/decisions.md "Which 404 a missing landing
 * slug shows".
 */
export default function LandingRouteNotFound() {
  return <LandingNotFound />
}
