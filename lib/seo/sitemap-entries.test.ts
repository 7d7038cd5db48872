import { beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_ROUTES } from '@/content/routes'
import { blogPosts, landingPages, pools } from '@/db/schema'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { buildSitemap, loadSitemapData } from './sitemap-entries'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
const SITE = 'https://pools.example'
const at = (iso: string) => new Date(iso)

beforeAll(async () => {
  await db()
    .insert(pools)
    .values([
      { id: 1, name: 'Active', isActive: true, updatedAt: at('2025-03-01T00:00:00Z') },
      { id: 2, name: 'Retired', isActive: false, updatedAt: at('2025-04-01T00:00:00Z') },
      { id: 3, name: 'Newest', isActive: true, updatedAt: at('2025-05-01T00:00:00Z') },
    ])
  await db()
    .insert(blogPosts)
    .values([
      {
        title: 'Live',
        slug: 'live-post',
        status: 'published',
        publishedAt: at('2025-01-01T00:00:00Z'),
        updatedAt: at('2025-02-02T00:00:00Z'),
      },
      { title: 'Draft', slug: 'draft-post', status: 'draft' },
      { title: 'Future', slug: 'future-post', status: 'published', publishedAt: at('2999-01-01T00:00:00Z') },
    ])
  await db()
    .insert(landingPages)
    .values([
      {
        title: 'Ocala',
        slug: 'fiberglass-pools-ocala',
        status: 'published',
        updatedAt: at('2025-06-01T00:00:00Z'),
      },
      { title: 'Draft', slug: 'draft-landing', status: 'draft' },
    ])
})

describe('sitemap from the database', () => {
  it('lists public pages, active pools, published posts and landing pages with their update times', async () => {
    const entries = buildSitemap(SITE, await loadSitemapData(at('2025-07-01T00:00:00Z')))
    const byUrl = new Map(entries.map((e) => [e.url, e]))
    for (const route of PUBLIC_ROUTES) expect(byUrl.has(`${SITE}${route.path}`)).toBe(true)
    expect(byUrl.get(`${SITE}/pool-detail/1`)?.lastModified).toEqual(at('2025-03-01T00:00:00Z'))
    expect(byUrl.get(`${SITE}/pool-detail/3`)?.lastModified).toEqual(at('2025-05-01T00:00:00Z'))
    expect(byUrl.has(`${SITE}/pool-detail/2`)).toBe(false)
    expect(byUrl.get(`${SITE}/blog/live-post`)?.lastModified).toEqual(at('2025-02-02T00:00:00Z'))
    expect(byUrl.has(`${SITE}/blog/draft-post`)).toBe(false)
    expect(byUrl.has(`${SITE}/blog/future-post`)).toBe(false)
    expect(byUrl.get(`${SITE}/fiberglass-pools-ocala`)?.lastModified).toEqual(at('2025-06-01T00:00:00Z'))
    expect(byUrl.has(`${SITE}/draft-landing`)).toBe(false)
    // The gallery changes with the newest pool; pages without data carry no invented date.
    expect(byUrl.get(`${SITE}/pools`)?.lastModified).toEqual(at('2025-05-01T00:00:00Z'))
    expect(byUrl.get(`${SITE}/blog`)?.lastModified).toEqual(at('2025-02-02T00:00:00Z'))
    expect(byUrl.get(`${SITE}/privacy-policy`)?.lastModified).toBeUndefined()
    expect(new Set(entries.map((e) => e.url)).size).toBe(entries.length)
  })
})
