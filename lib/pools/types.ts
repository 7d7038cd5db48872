/**
 * The pool as the site works with it (Pool: its facts and an ordered list of photos), and the
 * shape GET /api/pools answers with (ApiPool, spec 01 §3 and spec 02 §3), mapped from the stored
 * row in ./mapping.ts.
 *
 * API images: the table stores imageUrl, imageUrl1..imageUrl5 and image1Url..image10Url. Clients of the
 * old API read several spellings, so the pool carries every one of them with the same values:
 * camelCase (imageUrl, imageUrl1..imageUrl5, image1Url..image10Url) and snake_case (image_url,
 * image_url_1..image_url_5, image_1_url..image_10_url). `images` is the result of the one image
 * selection rule (lib/pools/images.ts) and `imageAlts` the alt text in the stored image order.
 * Absent values are null, never undefined, so the JSON always has every key. None of this is in
 * Pool, whose `images` are the selected photos with their alt text.
 */
export const CAMEL_NUMBERED_IMAGE_KEYS = [
  'imageUrl1',
  'imageUrl2',
  'imageUrl3',
  'imageUrl4',
  'imageUrl5',
] as const
export const CAMEL_INDEXED_IMAGE_KEYS = [
  'image1Url',
  'image2Url',
  'image3Url',
  'image4Url',
  'image5Url',
  'image6Url',
  'image7Url',
  'image8Url',
  'image9Url',
  'image10Url',
] as const
export const SNAKE_NUMBERED_IMAGE_KEYS = [
  'image_url_1',
  'image_url_2',
  'image_url_3',
  'image_url_4',
  'image_url_5',
] as const
export const SNAKE_INDEXED_IMAGE_KEYS = [
  'image_1_url',
  'image_2_url',
  'image_3_url',
  'image_4_url',
  'image_5_url',
  'image_6_url',
  'image_7_url',
  'image_8_url',
  'image_9_url',
  'image_10_url',
] as const

export type PoolImageKey =
  | 'imageUrl'
  | 'image_url'
  | (typeof CAMEL_NUMBERED_IMAGE_KEYS)[number]
  | (typeof CAMEL_INDEXED_IMAGE_KEYS)[number]
  | (typeof SNAKE_NUMBERED_IMAGE_KEYS)[number]
  | (typeof SNAKE_INDEXED_IMAGE_KEYS)[number]

/** Every image field name, in the order the selection rule collects them. */
export const ALL_IMAGE_KEYS: readonly PoolImageKey[] = [
  'imageUrl',
  ...CAMEL_NUMBERED_IMAGE_KEYS,
  ...CAMEL_INDEXED_IMAGE_KEYS,
  'image_url',
  ...SNAKE_NUMBERED_IMAGE_KEYS,
  ...SNAKE_INDEXED_IMAGE_KEYS,
]

export type PoolImageFields = { [K in PoolImageKey]: string | null }

/** A photo of a pool: its address and its alt text (the stored one, else a described default). */
export type PoolPhoto = { src: string; alt: string }

type PoolFacts = {
  id: number
  name: string
  model: string | null
  /** The maker; either manufacturer or brand may identify it (spec 01 §3). */
  manufacturer: string | null
  brand: string | null
  series: string | null
  shape: string | null
  /** Free-text size as the maker states it, e.g. '16x32'. */
  size: string | null
  /** One of POOL_SIZE_CATEGORIES (Plunge, Small, Medium, Large, X-Large) or null. */
  sizeCategory: string | null
  /** Display dimensions, e.g. 16' x 32'. */
  dimensions: string | null
  /** Length and width in feet. */
  length: number | null
  width: number | null
  depth: string | null
  volume: string | null
  description: string | null
  /** 'Yes' or 'No'. */
  builtInSpa: string
  features: string[]
  finishOptions: string[]
  warranty: string
  material: string
  /** Whole US dollars; null when not published. */
  price: number | null
  installationTime: string | null
  productUrl: string | null
  /** Always true in the public list, which holds active pools only (spec 01 §3). */
  isActive: boolean
  /** ISO timestamps of the creation and of the last change. */
  createdAt: string
  updatedAt: string
}

/** A pool as pages, cards, the finder's scoring and structured data read it. */
export type Pool = PoolFacts & {
  /** The usable photos after the selection rule (lib/pools/images.ts), best first. */
  images: PoolPhoto[]
}

/** One pool of GET /api/pools: the facts, every stored image field in both spellings, the rule's result. */
export type ApiPool = PoolFacts &
  PoolImageFields & {
    /** Alt text per stored image, in stored order. */
    imageAlts: string[]
    /** The usable image addresses after the selection rule, best first. */
    images: string[]
  }

/** The maker of a pool: manufacturer, else brand, else ''. */
export function poolMaker(pool: Pick<Pool, 'manufacturer' | 'brand'>): string {
  return pool.manufacturer?.trim() || pool.brand?.trim() || ''
}

export function poolHasSpa(pool: Pick<Pool, 'builtInSpa'>): boolean {
  return /^(yes|true|1)$/i.test(pool.builtInSpa.trim())
}
