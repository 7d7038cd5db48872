'use client'

/**
 * Error boundary of every route in this group (the six fixed landing routes and
 * /enhanced-test/{slug}): a failure while loading the page shows 'Failed to load page: 500'.
 * The catch-all /{slug} sits outside the group (it has its own error.tsx) so that its missing
 * slugs keep the site's 404 rather than the not-found.tsx below.
 */
export { LandingError as default } from '@/components/landing/landing-error'
