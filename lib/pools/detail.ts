/** Pure helpers of the pool detail page. */
import { DEFAULT_COLOR_LOOK, poolColorLook, type ColorLook } from '@/content/pool-colors'
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

/** A colour as the page shows it: its name, its look, and the stored description if any. */
export type Swatch = { name: string; look: ColorLook; sparkle: boolean; description: string | null }

type StoredLook = Pick<PoolColor, 'hex' | 'gradientFrom' | 'gradientTo'>

/**
 * How a colour looks. A colour the colour table names looks as the table says, whatever a stored
 * pool_colors row holds, so it is the same on every page; a colour staff added that the table does
 * not know keeps its stored gradient or hex.
 */
export function colorLook(name: string, stored?: StoredLook | null): ColorLook {
  const known = poolColorLook(name)
  if (known) return known
  const hex = stored?.hex ?? stored?.gradientTo ?? stored?.gradientFrom
  if (!hex) return DEFAULT_COLOR_LOOK
  return { hex, from: stored?.gradientFrom ?? hex, to: stored?.gradientTo ?? hex }
}

/** A crystal (sparkle) finish, by its stored type or collection name. */
function isSparkle(color: PoolColor): boolean {
  return /sparkle|crystal/i.test(`${color.type ?? ''} ${color.series ?? ''}`)
}

function swatchOf(name: string, stored: PoolColor | undefined): Swatch {
  return {
    name,
    look: colorLook(name, stored),
    sparkle: stored ? isSparkle(stored) : false,
    description: stored?.description ?? null,
  }
}

/** The maker's colours (pool_colors whose manufacturer matches the pool's maker). */
export function makerColors(pool: Pool, colors: readonly PoolColor[]): PoolColor[] {
  const maker = poolMaker(pool).toLowerCase()
  if (!maker) return []
  return colors.filter((c) => {
    const m = c.manufacturer?.toLowerCase().trim()
    return !!m && (maker.includes(m) || m.includes(maker))
  })
}

/** A swatch for each finish option, with the description of the maker's colour of that name. */
export function finishSwatches(pool: Pool, colors: readonly PoolColor[]): Swatch[] {
  const own = makerColors(pool, colors)
  return pool.finishOptions.map((name) =>
    swatchOf(
      name,
      own.find((c) => c.name.toLowerCase() === name.toLowerCase()),
    ),
  )
}

/** The maker's colours grouped by collection (e.g. 'Crystal Collection'), in display order. */
export function colorCollections(
  pool: Pool,
  colors: readonly PoolColor[],
): { name: string; colors: (Swatch & { id: number })[] }[] {
  const groups = new Map<string, (Swatch & { id: number })[]>()
  for (const color of makerColors(pool, colors)) {
    const key = color.series ?? 'Colors'
    groups.set(key, [...(groups.get(key) ?? []), { id: color.id, ...swatchOf(color.name, color) }])
  }
  return [...groups].map(([name, list]) => ({ name, colors: list }))
}
