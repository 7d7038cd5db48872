/** Pure helpers of the pool detail page. */
import { POOL_COLORS } from '@/content/pricing'
import type { PoolColor } from './queries'
import { poolMaker, type Pool } from './types'

/** A route id: digits only, a safe positive integer; anything else is null (→ 404). */
export function parsePoolId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Related pools: same series and maker first, then same size category, never the pool itself. */
export function relatedPools(pool: Pool, all: readonly Pool[], limit = 3): Pool[] {
  const maker = poolMaker(pool).toLowerCase()
  const score = (other: Pool) =>
    (other.series && other.series === pool.series && poolMaker(other).toLowerCase() === maker ? 2 : 0) +
    (other.sizeCategory && other.sizeCategory === pool.sizeCategory ? 1 : 0)
  return all
    .filter((other) => other.id !== pool.id && score(other) > 0)
    .sort((a, b) => score(b) - score(a) || a.id - b.id)
    .slice(0, limit)
}

export type Swatch = { name: string; from: string; to: string; description: string | null }

/** The maker's colours (pool_colors whose manufacturer matches the pool's maker). */
export function makerColors(pool: Pool, colors: readonly PoolColor[]): PoolColor[] {
  const maker = poolMaker(pool).toLowerCase()
  if (!maker) return []
  return colors.filter((c) => {
    const m = c.manufacturer?.toLowerCase().trim()
    return !!m && (maker.includes(m) || m.includes(maker))
  })
}

/** A swatch for each finish option, coloured from the maker's colours or the teaser palette. */
export function finishSwatches(pool: Pool, colors: readonly PoolColor[]): Swatch[] {
  const own = makerColors(pool, colors)
  return pool.finishOptions.map((name) => {
    const match = own.find((c) => c.name.toLowerCase() === name.toLowerCase())
    const base = POOL_COLORS.find((c) => c.name.toLowerCase() === name.toLowerCase())?.hex ?? '#1f4e9c'
    return {
      name,
      from: match?.gradientFrom ?? match?.hex ?? base,
      to: match?.gradientTo ?? match?.hex ?? base,
      description: match?.description ?? null,
    }
  })
}

/** The maker's colours grouped by collection (e.g. 'Crystal Collection'), in display order. */
export function colorCollections(
  pool: Pool,
  colors: readonly PoolColor[],
): { name: string; colors: PoolColor[] }[] {
  const groups = new Map<string, PoolColor[]>()
  for (const color of makerColors(pool, colors)) {
    const key = color.series ?? 'Colors'
    groups.set(key, [...(groups.get(key) ?? []), color])
  }
  return [...groups].map(([name, list]) => ({ name, colors: list }))
}
