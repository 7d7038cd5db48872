/**
 * The pools table keeps pictures in three generations of columns (imageUrl; imageUrl1..5;
 * image1Url..image10Url) that different readers use. The admin edits one ordered list and
 * writes it to all of them, so every reader shows the same pictures in the same order.
 */
import type { pools } from '@/db/schema'
import { MAX_POOL_IMAGES } from './schema'
import { CAMEL_INDEXED_IMAGE_KEYS, CAMEL_NUMBERED_IMAGE_KEYS } from './types'

type PoolRow = typeof pools.$inferSelect
export type PoolImage = { url: string; alt: string }

/** image1Url..image10Url (newest) and imageUrl1..imageUrl5: the API's camelCase keys name the columns. */
const NUMBERED = CAMEL_INDEXED_IMAGE_KEYS
const LEGACY = CAMEL_NUMBERED_IMAGE_KEYS

type ImageColumns = Pick<
  PoolRow,
  'imageUrl' | 'imageAlts' | (typeof NUMBERED)[number] | (typeof LEGACY)[number]
>

export function imagesFromRow(row: ImageColumns): PoolImage[] {
  const urls: string[] = []
  const add = (url: string | null) => {
    if (url && !urls.includes(url)) urls.push(url)
  }
  const numbered = NUMBERED.map((key) => row[key])
  const legacy = LEGACY.map((key) => row[key])
  // The newest generation wins when it is filled; otherwise fall back to the older ones.
  if (numbered.some(Boolean)) numbered.forEach(add)
  else if (legacy.some(Boolean)) legacy.forEach(add)
  add(row.imageUrl)
  return urls.slice(0, MAX_POOL_IMAGES).map((url, i) => ({ url, alt: row.imageAlts[i] ?? '' }))
}

export function imageColumns(images: readonly PoolImage[]): ImageColumns {
  const url = (i: number) => images[i]?.url ?? null
  const columns = { imageUrl: url(0), imageAlts: images.map((image) => image.alt) } as ImageColumns
  NUMBERED.forEach((key, i) => {
    columns[key] = url(i)
  })
  LEGACY.forEach((key, i) => {
    columns[key] = url(i)
  })
  return columns
}
