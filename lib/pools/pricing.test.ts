import { describe, expect, it } from 'vitest'
import { POOL_SIZES } from '@/content/pricing'
import {
  detailEstimateHref,
  galleryCardEstimateHref,
  galleryListEstimateHref,
  homeGalleryEstimateHref,
  teaserEstimateHref,
} from './links'
import { teaserPrice, teaserPriceText } from './pricing'

describe('teaser price by size', () => {
  it('adds the size add-on to the 42,200 base', () => {
    expect(teaserPriceText(POOL_SIZES, 'Plunge')).toBe('42,200')
    expect(teaserPriceText(POOL_SIZES, 'Small')).toBe('44,200')
    expect(teaserPriceText(POOL_SIZES, 'Medium')).toBe('49,900')
    expect(teaserPriceText(POOL_SIZES, 'Large')).toBe('54,200')
    expect(teaserPriceText(POOL_SIZES, 'X-Large')).toBe('66,200')
    expect(teaserPrice(POOL_SIZES, 'Large')).toBe(54_200)
  })

  it("shows '35,000' when the size list is empty", () => {
    expect(teaserPriceText([], 'Medium')).toBe('35,000')
    expect(teaserPrice([], 'Medium')).toBeNull()
  })
})

describe('estimate links', () => {
  const pool = {
    id: 7,
    name: 'Captiva 16',
    model: 'LC-1632',
    manufacturer: 'Latham',
    brand: 'Latham',
    series: 'Crystal',
    dimensions: "16' x 32'",
    depth: '3\'6" - 6\'2"',
    shape: 'Rectangle',
    sizeCategory: 'Medium',
    length: 32,
    width: 16,
  }
  const query = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams)

  it('gives the home teaser every parameter of the spec', () => {
    expect(query(teaserEstimateHref(pool))).toMatchObject({
      pool: 'Captiva 16',
      model: 'LC-1632',
      manufacturer: 'Latham',
      series: 'Crystal',
      dimensions: "16' x 32'",
      depth: '3\'6" - 6\'2"',
      shape: 'Rectangle',
      size: 'Medium',
      sourcePage: 'home',
    })
  })

  it('gives the home gallery and the list view poolId, poolName and poolDimensions', () => {
    expect(query(homeGalleryEstimateHref(pool))).toEqual({
      poolId: '7',
      poolName: 'Captiva 16',
      poolDimensions: "16' x 32'",
      sourcePage: 'home',
    })
    expect(query(galleryListEstimateHref(pool))).toMatchObject({
      poolId: '7',
      poolName: 'Captiva 16',
      poolDimensions: "16' x 32'",
    })
  })

  it('gives the gallery card the pool fields and sourcePage=pools', () => {
    expect(query(galleryCardEstimateHref({ ...pool, manufacturer: null }))).toMatchObject({
      poolName: 'Captiva 16',
      poolSeries: 'Crystal',
      poolShape: 'Rectangle',
      poolSize: 'Medium',
      poolLength: '32',
      poolWidth: '16',
      poolDepth: '3\'6" - 6\'2"',
      poolManufacturer: 'Latham',
      sourcePage: 'pools',
    })
  })

  it('leaves out empty values on the detail link', () => {
    const q = query(detailEstimateHref({ ...pool, model: null, depth: '' }))
    expect(q).not.toHaveProperty('poolModel')
    expect(q).not.toHaveProperty('poolDepth')
    expect(q.sourcePage).toBe('pool-detail')
  })
})
