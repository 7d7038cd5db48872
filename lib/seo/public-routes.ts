/**
 * The public pages of spec 01 §2 that exist without data (the fixed landing routes, pool details,
 * blog posts and landing pages come from the database), and the paths robots.txt keeps crawlers
 * out of.
 */
export type PublicRoute = {
  path: string
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly'
  priority: number
  /** Whose update time is this page's last modification. */
  lastModifiedFrom?: 'pools' | 'blog'
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', changeFrequency: 'weekly', priority: 1, lastModifiedFrom: 'pools' },
  { path: '/pools', changeFrequency: 'weekly', priority: 0.9, lastModifiedFrom: 'pools' },
  { path: '/estimate', changeFrequency: 'monthly', priority: 0.9 },
  { path: '/contact', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/resurfacing', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/installation', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/packages', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/financing', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/calculator', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/san-juan-pools', changeFrequency: 'monthly', priority: 0.7, lastModifiedFrom: 'pools' },
  { path: '/latham-pools', changeFrequency: 'monthly', priority: 0.7, lastModifiedFrom: 'pools' },
  { path: '/above-ground-pools', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/design', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/about', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/blog', changeFrequency: 'weekly', priority: 0.7, lastModifiedFrom: 'blog' },
  { path: '/resources', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/sitemap', changeFrequency: 'monthly', priority: 0.3 },
  { path: '/privacy-policy', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/terms-of-service', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/legal-disclaimers', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/cookie-policy', changeFrequency: 'yearly', priority: 0.2 },
]

/** Staff-only and preview paths (spec 01 §2 admin routes) and the JSON API. */
export const ROBOTS_DISALLOW = [
  '/admin',
  '/admin-login',
  '/admin-dashboard',
  '/api/',
  '/blog-preview',
  '/test-blog',
  '/simple-blog-test',
] as const
