import { describe, expect, it } from 'vitest'
import {
  detailEstimateHref,
  galleryCardEstimateHref,
  galleryListEstimateHref,
  homeGalleryEstimateHref,
  sourceEstimateHref,
  teaserEstimateHref,
} from './links'

const POOL = {
  id: 7,
  name: 'Cancun 16',
  model: 'C16',
  manufacturer: 'Latham',
  brand: 'Latham',
  series: 'Crystal',
  dimensions: "16' x 32'",
  depth: "3'6\" - 6'",
  shape: 'Roman',
  sizeCategory: 'Medium',
  length: 32,
  width: 16,
}

const query = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams)

describe('estimate links carry the sourcePage of the page they are on', () => {
  it('design teaser: the spec fields, sourcePage home by default, the page passed otherwise', () => {
    expect(query(teaserEstimateHref(POOL))).toEqual({
      pool: 'Cancun 16',
      model: 'C16',
      manufacturer: 'Latham',
      series: 'Crystal',
      dimensions: "16' x 32'",
      depth: "3'6\" - 6'",
      shape: 'Roman',
      size: 'Medium',
      sourcePage: 'home',
      poolId: '7',
      poolName: 'Cancun 16',
    })
    expect(query(teaserEstimateHref(POOL, 'design')).sourcePage).toBe('design')
    expect(sourceEstimateHref('design')).toBe('/estimate?sourcePage=design')
    expect(sourceEstimateHref('home')).toBe('/estimate?sourcePage=home')
  })

  it('grid card: sourcePage pools on /pools, pool-detail among related pools', () => {
    expect(query(galleryCardEstimateHref(POOL))).toMatchObject({
      poolName: 'Cancun 16',
      poolLength: '32',
      poolWidth: '16',
      poolManufacturer: 'Latham',
      sourcePage: 'pools',
    })
    expect(query(galleryCardEstimateHref(POOL, 'pool-detail')).sourcePage).toBe('pool-detail')
  })

  it('home gallery, list view and detail page keep their own sourcePage', () => {
    expect(query(homeGalleryEstimateHref(POOL)).sourcePage).toBe('home')
    expect(query(galleryListEstimateHref(POOL)).sourcePage).toBe('pools')
    expect(query(detailEstimateHref(POOL)).sourcePage).toBe('pool-detail')
  })
})
