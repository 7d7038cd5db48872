import { describe, expect, it } from 'vitest'
import { imageColumns, imagesFromRow } from './image-columns'

const empty = {
  imageUrl: null,
  imageAlts: [] as string[],
  imageUrl1: null,
  imageUrl2: null,
  imageUrl3: null,
  imageUrl4: null,
  imageUrl5: null,
  image1Url: null,
  image2Url: null,
  image3Url: null,
  image4Url: null,
  image5Url: null,
  image6Url: null,
  image7Url: null,
  image8Url: null,
  image9Url: null,
  image10Url: null,
}

describe('pool image columns', () => {
  it('reads the legacy numbered columns when the newer ones are empty', () => {
    const row = {
      ...empty,
      imageUrl: '/a.webp',
      imageUrl1: '/a.webp',
      imageUrl2: '/b.webp',
      imageAlts: ['A', 'B'],
    }
    expect(imagesFromRow(row)).toEqual([
      { url: '/a.webp', alt: 'A' },
      { url: '/b.webp', alt: 'B' },
    ])
  })

  it('writes one ordered list to every generation of columns and reads it back', () => {
    const images = Array.from({ length: 7 }, (_, i) => ({
      url: `/uploads/pools/${i}.webp`,
      alt: `Picture ${i}`,
    }))
    const columns = imageColumns(images)
    expect(columns.imageUrl).toBe('/uploads/pools/0.webp')
    expect(columns.imageUrl5).toBe('/uploads/pools/4.webp')
    expect(columns.image7Url).toBe('/uploads/pools/6.webp')
    expect(columns.image8Url).toBeNull()
    expect(columns.imageAlts).toEqual(images.map((i) => i.alt))
    expect(imagesFromRow(columns)).toEqual(images)
  })

  it('clears every column when the list is empty', () => {
    const columns = imageColumns([])
    expect(Object.values(columns).filter((v) => v !== null && !Array.isArray(v))).toEqual([])
    expect(imagesFromRow(columns)).toEqual([])
  })
})
