import { describe, expect, it } from 'vitest'
import { manufacturers, pools, testimonials } from '@/db/schema'
import { invalidate, CacheTags } from '@/lib/cache'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { GET as getPoolsRoute } from '@/app/api/pools/route'
import { GET as getManufacturersRoute } from '@/app/api/manufacturers/route'
import { getManufacturers } from '@/lib/manufacturers/queries'
import { getPublicTestimonials } from '@/lib/testimonials/queries'
import { getActivePools, getPoolById } from './queries'
import { ALL_IMAGE_KEYS, type ApiPool, type Pool } from './types'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

describe('pool queries and GET /api/pools', () => {
  it('returns active pools only, with every field and image spelling, and follows invalidation', async () => {
    const [active] = await db()
      .insert(pools)
      .values({
        name: 'Query Test Roman',
        model: 'QT-1632',
        brand: 'Latham',
        manufacturer: 'Latham',
        series: 'Crystal',
        size: '16x32',
        sizeCategory: 'Medium',
        dimensions: "16' x 32'",
        lengthFt: 32,
        widthFt: 16,
        depth: '3\'6" - 6\'2"',
        volume: '17,000 gallons',
        shape: 'Roman',
        features: ['Tanning ledge'],
        finishOptions: ['Sapphire Blue'],
        imageUrl: '/images/pools/qt-1.webp',
        imageUrl1: '/images/pools/qt-1.webp',
        imageUrl2: '/images/pools/qt-2.webp',
        image6Url: '/images/placeholder-pool.svg',
        imageAlts: ['One', 'Two'],
        price: 59_900,
      })
      .returning()
    const [inactive] = await db().insert(pools).values({ name: 'Hidden Pool', isActive: false }).returning()
    if (!active || !inactive) throw new Error('insert failed')

    const list = await getActivePools()
    expect(list.map((p) => p.name)).toEqual(['Query Test Roman'])
    const pool = list[0] as Pool
    // The site's pool: facts and the selected photos with their alt text, no stored image fields.
    expect(pool).toMatchObject({
      id: active.id,
      model: 'QT-1632',
      length: 32,
      width: 16,
      builtInSpa: 'No',
      material: 'Fiberglass',
      warranty: 'Lifetime structural and surface',
      images: [
        { src: '/images/pools/qt-1.webp', alt: 'One' },
        { src: '/images/pools/qt-2.webp', alt: 'Two' },
      ],
    })
    for (const key of ALL_IMAGE_KEYS) expect(pool).not.toHaveProperty(key)
    expect(pool).not.toHaveProperty('imageAlts')

    expect(await getPoolById(active.id)).toMatchObject({ name: 'Query Test Roman' })
    expect(await getPoolById(inactive.id)).toBeNull()
    expect(await getPoolById(999_999)).toBeNull()
    expect(await getPoolById(Number.NaN)).toBeNull()

    const response = await getPoolsRoute(new Request('http://localhost/api/pools'))
    expect(response.status).toBe(200)
    const body = (await response.json()) as ApiPool[]
    expect(body).toHaveLength(1)
    // The API's shape (spec 01 §3): every image field in both spellings, the rule's result, the alts.
    for (const key of ALL_IMAGE_KEYS) expect(body[0]).toHaveProperty(key)
    expect(body[0]).toMatchObject({
      name: 'Query Test Roman',
      length: 32,
      imageUrl1: '/images/pools/qt-1.webp',
      image_url_1: '/images/pools/qt-1.webp',
      image_url_2: '/images/pools/qt-2.webp',
      image_6_url: '/images/placeholder-pool.svg',
      image1Url: null,
      images: ['/images/pools/qt-1.webp', '/images/pools/qt-2.webp'],
      imageAlts: ['One', 'Two'],
      image_1_url: null,
      imageUrl2: '/images/pools/qt-2.webp',
      isActive: true,
      createdAt: active.createdAt.toISOString(),
      updatedAt: active.updatedAt.toISOString(),
    })

    // Browsers must revalidate (spec 01 §7: the gallery does not cache); an unchanged list is a 304.
    expect(response.headers.get('cache-control')).toBe('public, no-cache')
    const etag = response.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w-]{32}"$/)
    const again = await getPoolsRoute(
      new Request('http://localhost/api/pools', { headers: { 'if-none-match': etag } }),
    )
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe('public, no-cache')
    expect(await again.text()).toBe('')
    const weak = await getPoolsRoute(
      new Request('http://localhost/api/pools', { headers: { 'if-none-match': `"other", W/${etag}` } }),
    )
    expect(weak.status).toBe(304)

    // A write is served from the cache until the admin write invalidates the tag.
    await db().insert(pools).values({ name: 'Added Later' })
    expect((await getActivePools()).map((p) => p.name)).not.toContain('Added Later')
    invalidate(CacheTags.pools)
    expect((await getActivePools()).map((p) => p.name)).toContain('Added Later')

    // The changed list has a new ETag, so the browser's copy is replaced at once.
    const changed = await getPoolsRoute(
      new Request('http://localhost/api/pools', { headers: { 'if-none-match': etag } }),
    )
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(((await changed.json()) as ApiPool[]).map((p) => p.name)).toContain('Added Later')
  })
})

describe('GET /api/manufacturers', () => {
  it('lists every manufacturer in display order, enabled or not', async () => {
    await db()
      .insert(manufacturers)
      .values([
        { name: 'Second Maker', displayOrder: 2, enabled: false, description: 'A – b' },
        { name: 'First Maker', displayOrder: 1, logo: '🏊' },
      ])
    invalidate(CacheTags.manufacturers)
    expect((await getManufacturers()).map((m) => [m.name, m.enabled])).toEqual([
      ['First Maker', true],
      ['Second Maker', false],
    ])
    const response = await getManufacturersRoute(new Request('http://localhost/api/manufacturers'))
    expect(response.status).toBe(200)
    expect(((await response.json()) as { name: string }[]).map((m) => m.name)).toEqual([
      'First Maker',
      'Second Maker',
    ])
    expect(response.headers.get('cache-control')).toBe('public, no-cache')
    const etag = response.headers.get('etag') ?? ''
    const unchanged = await getManufacturersRoute(
      new Request('http://localhost/api/manufacturers', { headers: { 'if-none-match': etag } }),
    )
    expect(unchanged.status).toBe(304)
    await db().insert(manufacturers).values({ name: 'Third Maker', displayOrder: 3 })
    invalidate(CacheTags.manufacturers)
    const changed = await getManufacturersRoute(
      new Request('http://localhost/api/manufacturers', { headers: { 'if-none-match': etag } }),
    )
    expect(changed.status).toBe(200)
    expect(((await changed.json()) as { name: string }[]).map((m) => m.name)).toContain('Third Maker')
  })
})

describe('public testimonials', () => {
  it('lists featured first, then verified, then newest', async () => {
    await db()
      .insert(testimonials)
      .values([
        { customerName: 'Plain', content: 'Fine.', rating: 4 },
        { customerName: 'Verified', content: 'Good.', isVerified: true, city: 'Ocala', state: 'FL' },
        { customerName: 'Featured', content: 'Great!', isFeatured: true },
      ])
    invalidate(CacheTags.testimonials)
    const list = await getPublicTestimonials(2)
    expect(list.map((t) => t.customerName)).toEqual(['Featured', 'Verified'])
    expect(list[1]?.location).toBe('Ocala, FL')
  })
})
