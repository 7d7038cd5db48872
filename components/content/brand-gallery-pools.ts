/**
 * The pools a brand page's gallery shows: the catalogue's pools of the brand (manufacturer or brand
 * contains its name) that have a picture after the image-selection rule, in catalogue order.
 */
import type { Pool } from '@/lib/pools/types'
import { restrictToBrand } from './latham/brand-filters'

export type BrandGalleryPool = {
  id: number
  name: string
  series: string | null
  dimensions: string | null
  /** The pool's first picture by the image-selection rule. */
  image: string
}

type GalleryInput = Pick<Pool, 'id' | 'name' | 'series' | 'dimensions' | 'manufacturer' | 'brand' | 'images'>

export function brandGalleryPools(pools: readonly GalleryInput[], brand: string): BrandGalleryPool[] {
  return restrictToBrand(pools, brand).flatMap((pool) => {
    const image = pool.images[0]?.src
    return image
      ? [{ id: pool.id, name: pool.name, series: pool.series, dimensions: pool.dimensions, image }]
      : []
  })
}
