/** The landing pages' texts of the spec (spec 01 §2 Dynamic landing page, §7 GET /api/landing-pages/{slug}). */
export const LANDING_MESSAGES = {
  notFoundTitle: 'Page Not Found',
  notFoundText: 'The requested landing page could not be loaded.',
  notFoundError: 'Landing page not found',
  loadFailed: (status: number) => `Failed to load page: ${status}`,
} as const
