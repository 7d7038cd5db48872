import { describe, expect, it } from 'vitest'
import { PUBLIC_ROUTES } from '@/lib/seo/public-routes'
import { SITEMAP_GROUPS } from './site-map'

describe('HTML sitemap groups', () => {
  it('list every public route exactly once', () => {
    const hrefs = SITEMAP_GROUPS.flatMap((g) => g.links.map((l) => l.href))
    expect(new Set(hrefs).size).toBe(hrefs.length)
    expect([...hrefs].sort()).toEqual(PUBLIC_ROUTES.map((r) => r.path).sort())
  })
})
