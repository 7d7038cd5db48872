/**
 * Links from pool cards to the estimate form and the detail page, with the query parameters
 * spec 01 §2 gives each place. Empty values are left out.
 */
import type { Pool } from './types'
import { poolMaker } from './types'

type Params = Record<string, string | number | null | undefined>

function href(path: string, params: Params): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && String(value).trim() !== '') query.set(key, String(value))
  }
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

export function poolDetailHref(pool: Pick<Pool, 'id'>): string {
  return `/pool-detail/${pool.id}`
}

type LinkPool = Pick<
  Pool,
  | 'id'
  | 'name'
  | 'model'
  | 'manufacturer'
  | 'brand'
  | 'series'
  | 'dimensions'
  | 'depth'
  | 'shape'
  | 'sizeCategory'
  | 'length'
  | 'width'
>

/** The estimate form credited to the page the visitor came from (no pool chosen). */
export function sourceEstimateHref(sourcePage: string): string {
  return href('/estimate', { sourcePage })
}

/**
 * Design teaser: pool, model, manufacturer, series, dimensions, depth, shape, size and the page's
 * sourcePage ('home' on the home page, spec 01 §2; 'design' on /design). poolId and poolName are
 * added so the estimate form shows its 'Pool Selected' banner (see
 * docs/decisions/0049-estimate-link-parameters.md).
 */
export function teaserEstimateHref(
  pool: Omit<LinkPool, 'length' | 'width'>,
  sourcePage: string = 'home',
): string {
  return href('/estimate', {
    pool: pool.name,
    model: pool.model,
    manufacturer: poolMaker(pool),
    series: pool.series,
    dimensions: pool.dimensions,
    depth: pool.depth,
    shape: pool.shape,
    size: pool.sizeCategory,
    sourcePage,
    poolId: pool.id,
    poolName: pool.name,
  })
}

/** Home gallery: poolId, poolName, poolDimensions, sourcePage=home. */
export function homeGalleryEstimateHref(pool: LinkPool): string {
  return href('/estimate', {
    poolId: pool.id,
    poolName: pool.name,
    poolDimensions: pool.dimensions,
    sourcePage: 'home',
  })
}

/**
 * /pools grid card: poolName, poolSeries, poolShape, poolSize, poolLength, poolWidth, poolDepth,
 * poolManufacturer, sourcePage=pools (plus poolId, so the form can name the exact pool). The same
 * card among a detail page's related pools credits that page (sourcePage=pool-detail).
 */
export function galleryCardEstimateHref(pool: LinkPool, sourcePage: string = 'pools'): string {
  return href('/estimate', {
    poolName: pool.name,
    poolSeries: pool.series,
    poolShape: pool.shape,
    poolSize: pool.sizeCategory,
    poolLength: pool.length,
    poolWidth: pool.width,
    poolDepth: pool.depth,
    poolManufacturer: poolMaker(pool),
    sourcePage,
    poolId: pool.id,
  })
}

/** /pools list view: poolId, poolName, poolDimensions (plus sourcePage=pools). */
export function galleryListEstimateHref(pool: LinkPool): string {
  return href('/estimate', {
    poolId: pool.id,
    poolName: pool.name,
    poolDimensions: pool.dimensions,
    sourcePage: 'pools',
  })
}

/** Pool detail page: every pool field the estimate form reads, sourcePage=pool-detail. */
export function detailEstimateHref(pool: LinkPool): string {
  return href('/estimate', {
    poolId: pool.id,
    poolName: pool.name,
    poolModel: pool.model,
    poolSize: pool.sizeCategory,
    poolShape: pool.shape,
    poolSeries: pool.series,
    poolManufacturer: poolMaker(pool),
    poolDimensions: pool.dimensions,
    poolDepth: pool.depth,
    sourcePage: 'pool-detail',
  })
}
