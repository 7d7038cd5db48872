/**
 * The public pages of spec 01 §2 that exist without data, each once: its path, its name and group
 * on the HTML sitemap, and what sitemap.xml says of it. Every list of pages reads this one: the
 * HTML sitemap (site-map.ts), the header and footer (header-links.ts, navigation.ts), sitemap.xml
 * (lib/seo/sitemap-entries.ts) and the pages a landing record may show (lib/landing-pages/types.ts).
 * Pool details, blog posts and landing pages come from the database.
 */
export type PublicRoute = {
  path: string
  /** The page's name on the HTML sitemap. */
  name: string
  /** Its group on the HTML sitemap (the groups show in the order they first appear here). */
  group: 'Pools' | 'Services' | 'Plan & Pay' | 'Learn' | 'Legal'
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly'
  priority: number
  /** Whose update time is this page's last modification. */
  lastModifiedFrom?: 'pools' | 'blog'
}

export const ROUTES = {
  home: {
    path: '/',
    name: 'Home',
    group: 'Pools',
    changeFrequency: 'weekly',
    priority: 1,
    lastModifiedFrom: 'pools',
  },
  pools: {
    path: '/pools',
    name: 'Pool Gallery',
    group: 'Pools',
    changeFrequency: 'weekly',
    priority: 0.9,
    lastModifiedFrom: 'pools',
  },
  latham: {
    path: '/latham-pools',
    name: 'Latham Pools',
    group: 'Pools',
    changeFrequency: 'monthly',
    priority: 0.7,
    lastModifiedFrom: 'pools',
  },
  sanJuan: {
    path: '/san-juan-pools',
    name: 'San Juan Pools',
    group: 'Pools',
    changeFrequency: 'monthly',
    priority: 0.7,
    lastModifiedFrom: 'pools',
  },
  aboveGround: {
    path: '/above-ground-pools',
    name: 'Above-Ground Pools',
    group: 'Pools',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  design: {
    path: '/design',
    name: 'Design Your Pool',
    group: 'Pools',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  packages: {
    path: '/packages',
    name: 'All-Inclusive Packages',
    group: 'Services',
    changeFrequency: 'monthly',
    priority: 0.8,
  },
  installation: {
    path: '/installation',
    name: 'Installation Timeline',
    group: 'Services',
    changeFrequency: 'monthly',
    priority: 0.8,
  },
  resurfacing: {
    path: '/resurfacing',
    name: 'Pool Resurfacing',
    group: 'Services',
    changeFrequency: 'monthly',
    priority: 0.8,
  },
  estimate: {
    path: '/estimate',
    name: 'Free Estimate',
    group: 'Plan & Pay',
    changeFrequency: 'monthly',
    priority: 0.9,
  },
  financing: {
    path: '/financing',
    name: 'Pool Financing Calculator',
    group: 'Plan & Pay',
    changeFrequency: 'monthly',
    priority: 0.7,
  },
  calculator: {
    path: '/calculator',
    name: 'Pool Payment Calculator',
    group: 'Plan & Pay',
    changeFrequency: 'monthly',
    priority: 0.7,
  },
  contact: {
    path: '/contact',
    name: 'Contact Us',
    group: 'Plan & Pay',
    changeFrequency: 'monthly',
    priority: 0.8,
  },
  about: { path: '/about', name: 'About Us', group: 'Learn', changeFrequency: 'monthly', priority: 0.6 },
  blog: {
    path: '/blog',
    name: 'Blog',
    group: 'Learn',
    changeFrequency: 'weekly',
    priority: 0.7,
    lastModifiedFrom: 'blog',
  },
  resources: {
    path: '/resources',
    name: 'Resources',
    group: 'Learn',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  privacy: {
    path: '/privacy-policy',
    name: 'Privacy Policy',
    group: 'Legal',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  terms: {
    path: '/terms-of-service',
    name: 'Terms of Service',
    group: 'Legal',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  disclaimers: {
    path: '/legal-disclaimers',
    name: 'Legal Disclaimers',
    group: 'Legal',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  cookies: {
    path: '/cookie-policy',
    name: 'Cookie Policy',
    group: 'Legal',
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  sitemap: { path: '/sitemap', name: 'Sitemap', group: 'Legal', changeFrequency: 'monthly', priority: 0.3 },
} as const satisfies Record<string, PublicRoute>

export type PublicRouteKey = keyof typeof ROUTES

/** Every public page, in the HTML sitemap's order. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = Object.values(ROUTES)

/** A link to a public page under the label a list gives it. */
export function linkTo(key: PublicRouteKey, label: string) {
  return { href: ROUTES[key].path, label }
}

/**
 * Staff-only and preview paths (spec 01 §2 admin routes), the JSON API and the homeowners' private
 * pages (/my-pool/…, never in the sitemap): robots.txt keeps crawlers out.
 */
export const ROBOTS_DISALLOW = [
  '/admin',
  '/my-pool',
  '/admin-login',
  '/admin-dashboard',
  '/api/',
  '/blog-preview',
  '/test-blog',
  '/simple-blog-test',
] as const
