import { existsSync } from 'node:fs'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { POOL_SIZE_CATEGORIES } from '@/content/pricing'
import {
  adminUsers,
  analyticsConfig,
  blogCategories,
  blogPosts,
  companyInfo,
  contacts,
  financingOptions,
  googleBusinessLocations,
  landingPages,
  leadSources,
  manufacturers,
  offices,
  poolColors,
  pools,
  resources,
  testimonials,
} from '@/db/schema'
import { verifyPassword } from '@/lib/auth/password'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { seedDemoData } from './index'
import { POOL_CATALOGUE } from './pool-catalogue'
import { toPoolRow } from './pools'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

const publicFile = (url: string) => path.join(process.cwd(), 'public', url)

/** Length range (ft) and width range of each size category (spec 01 §9 sizes). */
const CATEGORY_BOUNDS: Record<string, { length: [number, number]; width: [number, number] }> = {
  Plunge: { length: [10, 16], width: [7, 10] },
  Small: { length: [20, 27], width: [10, 14] },
  Medium: { length: [28, 33], width: [14, 16] },
  Large: { length: [34, 37], width: [16, 18] },
  'X-Large': { length: [38, 42], width: [19, 21] },
}

const LOCAL_PAGE_PATHS = [
  '/pools',
  '/packages',
  '/resurfacing',
  '/installation',
  '/above-ground-pools',
  '/san-juan-pools',
  '/latham-pools',
  '/calculator',
  '/contact',
  '/estimate',
]

async function tableCounts() {
  const tables = {
    offices,
    companyInfo,
    pools,
    manufacturers,
    poolColors,
    financingOptions,
    testimonials,
    blogCategories,
    blogPosts,
    resources,
    landingPages,
    googleBusinessLocations,
    analyticsConfig,
  }
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db().select({ n: count() }).from(table)
      return [name, row?.n ?? 0] as const
    }),
  )
  return Object.fromEntries(entries)
}

describe('demo catalogue', () => {
  it('has unique names and models, and draws each pool in finishes it is sold in', () => {
    const rows = POOL_CATALOGUE.map(toPoolRow)
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length)
    expect(new Set(rows.map((r) => r.model)).size).toBe(rows.length)
    for (const spec of POOL_CATALOGUE) {
      const finishes = toPoolRow(spec).finishOptions ?? []
      for (const color of spec.colors) expect(finishes, spec.name).toContain(color)
    }
  })
})

describe('seedDemoData', () => {
  let adminPassword = ''

  it('loads the demo data into an empty database and creates the admin', async () => {
    const result = await seedDemoData(db())
    expect(result.seeded).toBe(true)
    expect(result.admin?.username).toBe('admin')
    adminPassword = result.admin?.password ?? ''
    expect(adminPassword).toMatch(/^[\w]{5}(-[\w]{5}){3}$/)

    const counts = await tableCounts()
    expect(counts).toMatchObject({
      offices: 3,
      companyInfo: 1,
      manufacturers: 4,
      poolColors: 9,
      financingOptions: 6,
      blogCategories: 4,
      blogPosts: 8,
      resources: 6,
      landingPages: 9,
      googleBusinessLocations: 3,
      analyticsConfig: 1,
    })
    expect(counts.testimonials).toBeGreaterThanOrEqual(8)

    const [admin] = await db().select().from(adminUsers).where(eq(adminUsers.username, 'admin'))
    expect(admin).toMatchObject({
      email: 'admin@floridafiberglasspools.example',
      role: 'admin',
      isActive: true,
    })
    expect(await verifyPassword(admin?.passwordHash ?? '', adminPassword)).toBe(true)
  })

  it('seeds offices and company facts with Ocala as the primary office', async () => {
    const rows = await db().select().from(offices).orderBy(offices.displayOrder)
    expect(rows.map((o) => o.id)).toEqual(['ocala', 'west-palm-beach', 'orlando'])
    expect(rows.filter((o) => o.isPrimary).map((o) => o.id)).toEqual(['ocala'])
    const [company] = await db().select().from(companyInfo)
    expect(company?.name).toBe('Florida Fiberglass Pools')
    expect(existsSync(publicFile(company?.logo ?? ''))).toBe(true)
  })

  it('seeds a varied pool catalogue whose pictures all exist', async () => {
    const all = await db().select().from(pools)
    const active = all.filter((p) => p.isActive)
    expect(active.length).toBeGreaterThanOrEqual(40)
    expect(new Set(active.map((p) => p.manufacturer))).toEqual(new Set(['Latham', 'San Juan']))
    expect(new Set(active.map((p) => p.sizeCategory))).toEqual(new Set(POOL_SIZE_CATEGORIES))
    expect(new Set(active.map((p) => p.builtInSpa))).toEqual(new Set(['Yes', 'No']))
    expect(new Set(active.filter((p) => p.brand === 'San Juan').map((p) => p.series))).toEqual(
      new Set(['Elite', 'Classic', 'Coastal']),
    )
    expect(
      new Set(active.filter((p) => p.brand === 'Latham').map((p) => p.series)).size,
    ).toBeGreaterThanOrEqual(3)
    expect(new Set(active.map((p) => p.shape)).size).toBeGreaterThanOrEqual(6)
    // Every demo pool has an installed price (docs/decisions/teaser-price-a-listed-pool-has.md).
    expect(active.filter((p) => p.price === null)).toEqual([])

    for (const pool of all) {
      const images = [pool.imageUrl1, pool.imageUrl2, pool.imageUrl3].filter((u): u is string => !!u)
      expect(images.length, pool.name).toBeGreaterThanOrEqual(2)
      expect(pool.imageUrl).toBe(pool.imageUrl1)
      expect(pool.imageAlts).toHaveLength(images.length)
      for (const url of images) expect(existsSync(publicFile(url)), url).toBe(true)

      const bounds = CATEGORY_BOUNDS[pool.sizeCategory ?? '']
      expect(bounds, pool.name).toBeDefined()
      expect(pool.lengthFt).toBeGreaterThanOrEqual(bounds?.length[0] ?? 0)
      expect(pool.lengthFt).toBeLessThanOrEqual(bounds?.length[1] ?? 0)
      expect(pool.widthFt).toBeGreaterThanOrEqual(bounds?.width[0] ?? 0)
      expect(pool.widthFt).toBeLessThanOrEqual(bounds?.width[1] ?? 0)
      expect(pool.size).toBe(`${pool.widthFt}x${pool.lengthFt}`)
      expect(pool.dimensions).toBe(`${pool.widthFt}' x ${pool.lengthFt}'`)

      expect(pool.features.length).toBeGreaterThanOrEqual(3)
      expect(pool.features.length).toBeLessThanOrEqual(6)
      expect(pool.description?.split('. ').length).toBeGreaterThanOrEqual(2)
      if (pool.price !== null) {
        expect(pool.price).toBeGreaterThanOrEqual(38_000)
        expect(pool.price).toBeLessThanOrEqual(95_000)
      }
    }
  })

  it('seeds two enabled and two disabled manufacturers with "title – text" descriptions', async () => {
    const rows = await db().select().from(manufacturers).orderBy(manufacturers.displayOrder)
    expect(rows.filter((m) => m.enabled).map((m) => m.name)).toEqual(['Latham', 'San Juan'])
    expect(rows.filter((m) => !m.enabled)).toHaveLength(2)
    for (const m of rows) {
      for (const line of (m.description ?? '').split('\n')) expect(line).toMatch(/^[^–]+ – .+/)
    }
  })

  it("names every demo pool's maker exactly as a manufacturer, so the admin's counts and renames find them", async () => {
    const names = new Set((await db().select().from(manufacturers)).map((m) => m.name))
    const rows = await db().select({ brand: pools.brand, manufacturer: pools.manufacturer }).from(pools)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(names, `brand ${row.brand}`).toContain(row.brand)
      expect(names, `manufacturer ${row.manufacturer}`).toContain(row.manufacturer)
    }
  })

  it('seeds the blog with published, draft and scheduled posts whose covers exist', async () => {
    const posts = await db().select().from(blogPosts)
    const now = Date.now()
    const published = posts.filter((p) => p.status === 'published')
    expect(published).toHaveLength(6)
    for (const post of published) expect(post.publishedAt?.getTime()).toBeLessThan(now)
    expect(posts.filter((p) => p.status === 'draft')).toHaveLength(1)
    const scheduled = posts.filter((p) => p.status === 'scheduled')
    expect(scheduled).toHaveLength(1)
    expect(scheduled[0]?.scheduledFor?.getTime()).toBeGreaterThan(now)
    const categories = new Set((await db().select().from(blogCategories)).map((c) => c.name))
    for (const post of posts) {
      expect(categories.has(post.category ?? '')).toBe(true)
      expect(existsSync(publicFile(post.coverImage ?? '')), post.slug).toBe(true)
      expect(post.content.split('\n\n').length).toBeGreaterThanOrEqual(4)
    }
  })

  it('seeds resources whose files exist and landing pages for every fixed local route', async () => {
    const files = await db().select().from(resources)
    expect(files.filter((r) => r.status === 'published')).toHaveLength(5)
    for (const r of files) expect(existsSync(publicFile(r.fileUrl ?? '')), r.title).toBe(true)

    const pages = await db().select().from(landingPages)
    const published = new Set(pages.filter((p) => p.status === 'published').map((p) => p.slug))
    for (const slug of [
      'fiberglass-pools-ocala',
      '10x20-fiberglass-pool',
      'test-landing',
      'pool-resurfacing-ocala-fl',
      'pool-services-tampa-fl',
      'enhanced-pool-installation-jacksonville-fl',
    ]) {
      expect(published.has(slug), slug).toBe(true)
    }
    expect(pages.filter((p) => p.status === 'draft')).toHaveLength(1)
    for (const page of pages) {
      expect(page.metaTitle?.length ?? 0, page.slug).toBeLessThanOrEqual(60)
      expect(page.metaDescription?.length ?? 0, page.slug).toBeLessThanOrEqual(160)
      expect(page.targetKeywords.length).toBeGreaterThan(0)
      if (page.contentType === 'page') {
        expect(LOCAL_PAGE_PATHS).toContain(page.localPagePath)
      } else {
        expect(page.content).toContain('<h2>')
        expect(page.content).toContain('href="/estimate')
      }
    }
  })

  it('seeds the analytics settings disabled, excluding /admin', async () => {
    const [config] = await db().select().from(analyticsConfig)
    expect(config).toMatchObject({ isEnabled: false, gaTrackingId: null, gtmContainerId: null })
    expect(config?.excludedPaths).toEqual(['/admin'])
  })

  it('does nothing when the database already has data and no reset is asked', async () => {
    const before = await tableCounts()
    await db().delete(pools).where(eq(pools.name, 'Captiva 16'))
    expect(await seedDemoData(db())).toEqual({ seeded: false })
    const after = await tableCounts()
    expect(after.pools).toBe((before.pools ?? 0) - 1)
  })

  it('reloads with reset, keeping leads and admin accounts, with the same counts and ids', async () => {
    await seedDemoData(db(), { reset: true })
    const firstCounts = await tableCounts()
    const firstIds = (
      await db().select({ id: pools.id, name: pools.name }).from(pools).orderBy(pools.id)
    ).slice(0, 3)

    const [source] = await db().select().from(leadSources).orderBy(leadSources.id).limit(1)
    const sourceId = source?.id ?? 0
    await db()
      .update(leadSources)
      .set({ name: 'Phone call (office line)' })
      .where(eq(leadSources.id, sourceId))
    await db().insert(contacts).values({
      name: 'Test Lead',
      email: 'lead@example.com',
      phone: '3525550100',
      message: 'Please call me about a pool.',
    })
    const result = await seedDemoData(db(), { reset: true })
    expect(result).toEqual({ seeded: true })

    expect(await tableCounts()).toEqual(firstCounts)
    expect(firstIds[0]?.id).toBe(1)
    const ids = (await db().select({ id: pools.id, name: pools.name }).from(pools).orderBy(pools.id)).slice(
      0,
      3,
    )
    expect(ids).toEqual(firstIds)
    const [lead] = await db().select().from(contacts)
    expect(lead?.email).toBe('lead@example.com')
    // The lists leads name are staff's once loaded: a reset keeps their edits and ids.
    expect(
      await db().select({ name: leadSources.name }).from(leadSources).where(eq(leadSources.id, sourceId)),
    ).toEqual([{ name: 'Phone call (office line)' }])
    const admins = await db().select().from(adminUsers)
    expect(admins).toHaveLength(1)
    expect(await verifyPassword(admins[0]?.passwordHash ?? '', adminPassword)).toBe(true)
  })
})
