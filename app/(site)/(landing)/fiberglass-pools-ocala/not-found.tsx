import { LandingNotFound } from '@/components/landing/landing-not-found'

export default function NotFound() {
  return <LandingNotFound />
}
