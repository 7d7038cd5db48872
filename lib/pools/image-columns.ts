/**
 * The pools table keeps pictures in three generations of columns (imageUrl; imageUrl1..5;
 * image1Url..image10Url) that different readers use. The admin edits one ordered list and
 * writes it to all of them, so every reader shows the same pictures in the same order.
 */
import type { pools } from '@/db/schema'
import { MAX_POOL_IMAGES } from './schema'

type PoolRow = typeof pools.$inferSelect
export type PoolImage = { url: string; alt: string }

const NUMBERED = [
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
const LEGACY = ['imageUrl1', 'imageUrl2', 'imageUrl3', 'imageUrl4', 'imageUrl5'] as const

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
