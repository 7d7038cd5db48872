import { describe, expect, it } from 'vitest'
import { homeGalleryData, interleaveBySeries, teaserPoolsBySize } from './home'

type P = {
  id: number
  sizeCategory: string | null
  series: string | null
  manufacturer: string | null
  brand: string | null
  price: number | null
}
const make = (id: number, sizeCategory: string, series: string, price: number | null = null): P => ({
  id,
  sizeCategory,
  series,
  manufacturer: 'M',
  brand: null,
  price,
})

describe('home pool selection', () => {
  const pools = [
    ...Array.from({ length: 8 }, (_, i) => make(i + 1, 'Medium', 'A')),
    ...Array.from({ length: 8 }, (_, i) => make(i + 11, 'Large', 'B')),
    make(30, 'Plunge', 'A'),
  ]

  it('gives the teaser at most six pools of exactly the chosen size', () => {
    const bySize = teaserPoolsBySize(pools, ['Plunge', 'Small', 'Medium', 'Large', 'X-Large'])
    expect(bySize.Medium?.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(bySize.Plunge?.map((p) => p.id)).toEqual([30])
    expect(bySize.Small).toEqual([])
  })

  it("lists the teaser's pools cheapest first, those without a price last, so the first is the 'from' price", () => {
    const priced = [
      make(1, 'Medium', 'A', 61_900),
      make(2, 'Medium', 'A', null),
      make(3, 'Medium', 'B', 49_900),
      make(4, 'Medium', 'B', 52_900),
    ]
    expect(teaserPoolsBySize(priced, ['Medium']).Medium?.map((p) => p.id)).toEqual([3, 4, 1, 2])
  })

  it('interleaves series so the first pools show the range', () => {
    expect(
      interleaveBySeries(pools)
        .slice(0, 4)
        .map((p) => p.id),
    ).toEqual([1, 11, 2, 12])
    expect(interleaveBySeries(pools)).toHaveLength(pools.length)
  })

  it('cuts every gallery view to twelve and lists the categories in size order', () => {
    const data = homeGalleryData(pools)
    expect(data.categories).toEqual(['Plunge', 'Medium', 'Large'])
    expect(data.views.all).toHaveLength(12)
    expect(data.views.Large).toEqual([11, 12, 13, 14, 15, 16, 17, 18])
    expect(data.views.Plunge).toEqual([30])
    const ids = new Set(data.pools.map((p) => p.id))
    for (const view of Object.values(data.views)) for (const id of view) expect(ids.has(id)).toBe(true)
  })
})
