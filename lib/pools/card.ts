/** The slim pool a card needs: what pages pass to client components (no duplicate image fields). */
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
    gallery: pool.images,
  }
}

/** What the design teaser shows and links with: no description, features or sizes. */
export type TeaserPool = Pick<
  CardPool,
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
  | 'price'
  | 'gallery'
>

/**
 * The teaser's pools hold only what it shows: they travel to the browser as the component's
 * props, and the full cards made the home page's payload about 30 kB heavier.
 */
export function toTeaserPool(card: CardPool): TeaserPool {
  return {
    id: card.id,
    name: card.name,
    model: card.model,
    manufacturer: card.manufacturer,
    brand: card.brand,
    series: card.series,
    shape: card.shape,
    sizeCategory: card.sizeCategory,
    dimensions: card.dimensions,
    depth: card.depth,
    price: card.price,
    gallery: card.gallery,
  }
}

/**
 * A card for a grid that is rendered in the browser (the home gallery): grid cards show neither
 * the description nor the features (only list cards do), so they are left out of the payload.
 */
export function toGridCardPool(card: CardPool): CardPool {
  return { ...card, description: null, features: [] }
}
