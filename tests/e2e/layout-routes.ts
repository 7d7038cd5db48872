import { expect, type APIRequestContext } from '@playwright/test'
import { PUBLIC_ROUTES } from '@/content/routes'
import { FIXED_PUBLIC_PATHS } from './a11y-helpers'

/** Every fixed public page: the sitemap's own list and spec 01 §2's, the landing routes included. */
export const PUBLIC_LAYOUT_PATHS = [
  ...new Set([...PUBLIC_ROUTES.map((route) => route.path), ...FIXED_PUBLIC_PATHS]),
]

/** A path no page answers: the 404 page. */
export const MISSING_PATH = '/no-such-page-here'

/** The staff screens with a fixed path (signed in as the demo admin). */
export const ADMIN_LAYOUT_PATHS = [
  '/admin-dashboard',
  '/admin/estimates',
  '/admin/estimates/new',
  '/admin/my-day',
  '/admin/pipeline',
  '/admin/admin-estimates',
  '/admin/calendar',
  '/admin/contacts',
  '/admin/spam',
  '/admin/pools',
  '/admin/pools/new',
  '/admin/manufacturers',
  '/admin/blog',
  '/admin/landing-pages',
  '/admin/media',
  '/admin/media/places',
  '/admin/media/places/home-hero',
  '/admin/users',
  '/admin/audit',
  '/admin/settings',
  '/admin/projects',
  '/admin/projects?view=board',
  '/admin/lead-lists',
  '/admin/quotes',
  // The builder for the first demo lead (the demo data's leads come first).
  '/admin/quotes/new?lead=1',
] as const

/** The paths of the sitemap (pools, posts and landing pages included), without the host. */
async function sitemapPaths(request: APIRequestContext) {
  const response = await request.get('/sitemap.xml')
  expect(response.ok(), 'GET /sitemap.xml').toBe(true)
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  )
}

/** The first sitemap path of a kind: a pool detail, a blog post, or a landing page of its own. */
export async function sitemapPath(request: APIRequestContext, kind: 'pool' | 'post' | 'landing') {
  const known = new Set<string>(PUBLIC_LAYOUT_PATHS)
  const pick = {
    pool: (path: string) => path.startsWith('/pool-detail/'),
    post: (path: string) => path.startsWith('/blog/'),
    // A landing record served by the catch-all route, not one of the fixed landing routes.
    landing: (path: string) => /^\/[^/]+$/.test(path) && !known.has(path),
  }[kind]
  const path = (await sitemapPaths(request)).find(pick)
  expect(path, `a ${kind} page in sitemap.xml`).toBeDefined()
  return path!
}

/** The first record screen linked from an admin list, e.g. /admin/pools/9 from /admin/pools. */
export async function firstAdminRecordPath(request: APIRequestContext, list: string) {
  const response = await request.get(list)
  expect(response.ok(), `GET ${list}`).toBe(true)
  const escaped = list.replace(/[/-]/g, '\\$&')
  const path = (await response.text()).match(new RegExp(`href="(${escaped}/\\d+)`))?.[1]
  expect(path, `a record linked from ${list}`).toBeDefined()
  return path!
}
