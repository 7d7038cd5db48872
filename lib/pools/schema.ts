/**
 * The pool form: one schema for the browser and the server, covering every column of the pools
 * table. Images are an ordered list of up to MAX_POOL_IMAGES {url, alt}; the server spreads it
 * over the legacy image columns (imageUrl, imageUrl1..5, image1Url..image10Url) and image_alts.
 */
import { z } from 'zod'
import { POOL_SIZE_CATEGORIES } from '@/content/pricing'
import {
  checkbox,
  lines,
  oneOf,
  optionalNumber,
  optionalText,
  optionalUrl,
  requiredText,
  version,
} from '@/lib/write/fields-schema'

export const MAX_POOL_IMAGES = 10
export const BUILT_IN_SPA_OPTIONS = ['No', 'Yes'] as const
export const POOL_DEFAULTS = {
  material: 'Fiberglass',
  warranty: 'Lifetime structural and surface',
  builtInSpa: 'No',
} as const

export const poolImageSchema = z.object({
  url: optionalUrl('Image address').pipe(z.string('Upload an image or remove this row')),
  alt: requiredText('Alt text', 255),
})

export const poolFormSchema = z.object({
  updatedAt: version,
  name: requiredText('Name', 255),
  model: optionalText('Model', 255),
  brand: optionalText('Brand', 255),
  manufacturer: optionalText('Manufacturer', 255),
  series: optionalText('Series', 255),
  size: optionalText('Size', 100),
  sizeCategory: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : v),
    z.enum(POOL_SIZE_CATEGORIES, 'Choose a size category from the list').nullable(),
  ),
  dimensions: optionalText('Dimensions', 100),
  lengthFt: optionalNumber('Length', { min: 1, max: 999 }),
  widthFt: optionalNumber('Width', { min: 1, max: 999 }),
  depth: optionalText('Depth', 100),
  volume: optionalText('Volume', 100),
  shape: optionalText('Shape', 100),
  builtInSpa: oneOf('Built-in spa', BUILT_IN_SPA_OPTIONS),
  features: lines('feature', { maxItems: 40, maxLength: 255 }),
  material: requiredText('Material', 100),
  warranty: requiredText('Warranty', 255),
  finishOptions: lines('finish option', { maxItems: 40, maxLength: 255 }),
  productUrl: optionalUrl('Product page'),
  images: z.array(poolImageSchema).max(MAX_POOL_IMAGES, `At most ${MAX_POOL_IMAGES} images`).default([]),
  description: optionalText('Description', 10_000),
  price: optionalNumber('Price', { min: 0, max: 10_000_000, integer: true }),
  installationTime: optionalText('Days on site', 100),
  isActive: checkbox,
})

export type PoolFormInput = z.input<typeof poolFormSchema>
export type PoolFormValues = z.output<typeof poolFormSchema>

export const poolFilterSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  manufacturer: z.string().trim().max(255).catch(''),
  sizeCategory: z.string().trim().max(20).catch(''),
  status: z.enum(['all', 'active', 'inactive']).catch('all'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})
export type PoolFilters = z.output<typeof poolFilterSchema>
export const POOLS_PER_PAGE = 25
