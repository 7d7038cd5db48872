import { describe, expect, it } from 'vitest'
import { brandGalleryPools } from './brand-gallery-pools'

const pool = (
  id: number,
  maker: { manufacturer?: string | null; brand?: string | null },
  images: string[],
) => ({
  id,
  name: `Pool ${id}`,
  series: 'Elite',
  dimensions: "12' x 24'",
  manufacturer: maker.manufacturer ?? null,
  brand: maker.brand ?? null,
  images: images.map((src) => ({ src, alt: `Pool ${id}` })),
})

describe('brandGalleryPools', () => {
  it('keeps the brand’s pools that have a picture, in catalogue order, with their first picture', () => {
    const list = [
      pool(1, { manufacturer: 'San Juan' }, ['/images/pools/a-1.webp', '/images/pools/a-2.webp']),
      pool(2, { manufacturer: 'Latham' }, ['/images/pools/b-1.webp']),
      pool(3, { brand: 'San Juan Pools' }, []),
      pool(4, { manufacturer: null, brand: 'san juan' }, ['https://cdn.example.com/d.jpg']),
    ]
    expect(brandGalleryPools(list, 'san juan')).toEqual([
      { id: 1, name: 'Pool 1', series: 'Elite', dimensions: "12' x 24'", image: '/images/pools/a-1.webp' },
      {
        id: 4,
        name: 'Pool 4',
        series: 'Elite',
        dimensions: "12' x 24'",
        image: 'https://cdn.example.com/d.jpg',
      },
    ])
  })

  it('is empty when no pool of the brand has a picture (the page then invites visitors to ask for photos)', () => {
    expect(brandGalleryPools([pool(1, { manufacturer: 'San Juan' }, [])], 'san juan')).toEqual([])
    expect(brandGalleryPools([], 'san juan')).toEqual([])
  })
})
