/** The slim pool a card needs: what pages pass to client components (no duplicate image fields). */
import { poolImagesWithAlt } from './images'
import type { Pool } from './types'

export type CardPool = Pick<
  Pool,
  | 'id'
  | 'name'
  | 'model'
  | 'manufacturer'
  | 'brand'
  | 'series'
  | 'shape'
  | 'sizeCategory'
  | 'dimensions'
  | 'depth'
  | 'length'
  | 'width'
  | 'builtInSpa'
  | 'features'
  | 'description'
  | 'price'
> & { gallery: { src: string; alt: string }[] }

export function toCardPool(pool: Pool): CardPool {
  return {
    id: pool.id,
    name: pool.name,
    model: pool.model,
    manufacturer: pool.manufacturer,
    brand: pool.brand,
    series: pool.series,
    shape: pool.shape,
    sizeCategory: pool.sizeCategory,
    dimensions: pool.dimensions,
    depth: pool.depth,
    length: pool.length,
    width: pool.width,
    builtInSpa: pool.builtInSpa,
    features: pool.features,
    description: pool.description,
    price: pool.price,
    gallery: poolImagesWithAlt(pool),
  }
}
