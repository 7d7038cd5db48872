import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCAL_PAGE_PATHS } from '@/lib/landing-pages/types'
import { HEADER_LINKS, MOBILE_ONLY_LINKS } from './header-links'
import { FOOTER_LINK_GROUPS } from './navigation'
import { PUBLIC_ROUTES, ROBOTS_DISALLOW } from './routes'
import { SITEMAP_GROUPS } from './site-map'

const SITE = path.join(process.cwd(), 'app', '(site)')

/**
 * The paths of the public pages that exist without data: every page.tsx under app/(site) but the
 * landing routes (records of the database), dynamic segments (pools, posts, landing pages) and
 * the query variants that proxy.ts rewrites to.
 */
function fixedPagePaths(dir = SITE, route = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [route || '/'] : []
    if (entry.name === '(landing)' || entry.name === 'variant' || entry.name.startsWith('[')) return []
    return fixedPagePaths(path.join(dir, entry.name), `${route}/${entry.name}`)
  })
}

const paths = PUBLIC_ROUTES.map((route) => route.path)

describe('the public route list', () => {
  it('is the site: every fixed page of app/(site) once, and no page that is not there', () => {
    expect(new Set(paths).size).toBe(paths.length)
    expect([...paths].sort()).toEqual(fixedPagePaths().sort())
  })

  it('is what the HTML sitemap shows, in its groups', () => {
    expect(SITEMAP_GROUPS.map((g) => g.title)).toEqual(['Pools', 'Services', 'Plan & Pay', 'Learn', 'Legal'])
    expect(SITEMAP_GROUPS.flatMap((g) => g.links.map((l) => l.href))).toEqual(paths)
  })

  it('is where the header, the footer and the landing records point', () => {
    const listed = new Set(paths)
    for (const link of [...HEADER_LINKS, ...MOBILE_ONLY_LINKS]) expect(listed, link.href).toContain(link.href)
    for (const local of LOCAL_PAGE_PATHS) expect(listed, local).toContain(local)
    // The footer also has the spec's /above-ground (redirected), two anchors of the home page and
    // the staff sign-in.
    const others = ['/above-ground', '/#testimonials', '/#warranty', '/admin-login']
    for (const link of FOOTER_LINK_GROUPS.flatMap((g) => g.links)) {
      expect(listed.has(link.href) || others.includes(link.href), link.href).toBe(true)
    }
  })

  it('keeps crawlers out of no public page', () => {
    for (const route of paths) {
      expect(
        ROBOTS_DISALLOW.some((prefix) => route.startsWith(prefix)),
        route,
      ).toBe(false)
    }
  })
})
