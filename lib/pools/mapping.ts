/** Maps a stored pool row to the site's Pool and to the API's shape (lib/pools/types.ts). Pure. */
import type { pools } from '@/db/schema'
import { poolImagesWithAlt, selectPoolImages } from './images'
import type { ApiPool, Pool } from './types'

export type PoolRow = typeof pools.$inferSelect

export function toPool(row: PoolRow): Pool {
  return { ...poolFacts(row), images: poolImagesWithAlt(row) }
}

/** The spec's API shape: every image field in both spellings, the selection rule's result, the alts. */
export function toApiPool(row: PoolRow): ApiPool {
  const imageFields = {
    imageUrl: row.imageUrl,
    imageUrl1: row.imageUrl1,
    imageUrl2: row.imageUrl2,
    imageUrl3: row.imageUrl3,
    imageUrl4: row.imageUrl4,
    imageUrl5: row.imageUrl5,
    image1Url: row.image1Url,
    image2Url: row.image2Url,
    image3Url: row.image3Url,
    image4Url: row.image4Url,
    image5Url: row.image5Url,
    image6Url: row.image6Url,
    image7Url: row.image7Url,
    image8Url: row.image8Url,
    image9Url: row.image9Url,
    image10Url: row.image10Url,
  }
  const snake = {
    image_url: row.imageUrl,
    image_url_1: row.imageUrl1,
    image_url_2: row.imageUrl2,
    image_url_3: row.imageUrl3,
    image_url_4: row.imageUrl4,
    image_url_5: row.imageUrl5,
    image_1_url: row.image1Url,
    image_2_url: row.image2Url,
    image_3_url: row.image3Url,
    image_4_url: row.image4Url,
    image_5_url: row.image5Url,
    image_6_url: row.image6Url,
    image_7_url: row.image7Url,
    image_8_url: row.image8Url,
    image_9_url: row.image9Url,
    image_10_url: row.image10Url,
  }
  return {
    ...poolFacts(row),
    imageAlts: row.imageAlts,
    images: selectPoolImages(imageFields),
    ...imageFields,
    ...snake,
  }
}

function poolFacts(row: PoolRow) {
  return {
    id: row.id,
    name: row.name,
    model: row.model,
    manufacturer: row.manufacturer,
    brand: row.brand,
    series: row.series,
    shape: row.shape,
    size: row.size,
    sizeCategory: row.sizeCategory,
    dimensions: row.dimensions,
    length: row.lengthFt,
    width: row.widthFt,
    depth: row.depth,
    volume: row.volume,
    description: row.description,
    builtInSpa: row.builtInSpa,
    features: row.features,
    finishOptions: row.finishOptions,
    warranty: row.warranty,
    material: row.material,
    price: row.price,
    installationTime: row.installationTime,
    productUrl: row.productUrl,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
