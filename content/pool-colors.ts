/**
 * The pool finish colours: the one table of how each colour looks. Every page that shows a swatch
 * reads it (the home and /design teaser, /latham-pools, the pool detail page), and the demo
 * pool_colors rows are written from it (docs/decisions/one-pool-colour-table.md).
 */

/** Spec 01 §9 (home teaser) and spec 02 §2.7 (Latham Crystal Collection), in the spec's order. */
export const POOL_COLOR_NAMES = [
  'Sapphire Blue',
  'Ocean Blue',
  'Night Sky',
  'Shale Gray',
  'Coastal Bronze',
  'Pearl White',
] as const
export type PoolColorName = (typeof POOL_COLOR_NAMES)[number]

/**
 * How a finish looks: `hex` is the colour itself; a swatch shades from `from` (lit, a lighter tint
 * of the same colour) to `to` (the colour), so Shale Gray is grey and Coastal Bronze brown everywhere.
 */
export type ColorLook = { hex: string; from: string; to: string }

export const POOL_COLOR_LOOKS: Record<PoolColorName, ColorLook> = {
  'Sapphire Blue': { hex: '#1f4e9c', from: '#6d8cbf', to: '#1f4e9c' },
  'Ocean Blue': { hex: '#2a7ab8', from: '#75a9d1', to: '#2a7ab8' },
  'Night Sky': { hex: '#1b2440', from: '#6b7183', to: '#1b2440' },
  'Shale Gray': { hex: '#6b7a86', from: '#9fa9b0', to: '#6b7a86' },
  'Coastal Bronze': { hex: '#8a6a45', from: '#b39e86', to: '#8a6a45' },
  'Pearl White': { hex: '#dfe9ee', from: '#f7fafb', to: '#dfe9ee' },
}

/** Spec 01 §9: Sapphire Blue is marked popular in the teaser. */
export const POPULAR_POOL_COLOR: PoolColorName = 'Sapphire Blue'

/** Shown for a colour nobody gave a look (a stored colour without hex or gradient). */
export const DEFAULT_COLOR_LOOK: ColorLook = POOL_COLOR_LOOKS[POPULAR_POOL_COLOR]

export type PoolColor = ColorLook & { name: PoolColorName; popular: boolean }

/** The teaser's colour picker: every colour in the spec's order, with its look. */
export const POOL_COLORS: readonly PoolColor[] = POOL_COLOR_NAMES.map((name) => ({
  name,
  ...POOL_COLOR_LOOKS[name],
  popular: name === POPULAR_POOL_COLOR,
}))

/** Spec 02 §2.7: the Latham collections. */
export const CRYSTAL_COLLECTION_COLORS: readonly PoolColorName[] = POOL_COLOR_NAMES
export const CLASSIC_COLLECTION_COLORS: readonly PoolColorName[] = [
  'Sapphire Blue',
  'Ocean Blue',
  'Night Sky',
]

/** The look of a colour by its name in any case, or null when the table does not know the name. */
export function poolColorLook(name: string): ColorLook | null {
  const key = name.trim().toLowerCase()
  const known = POOL_COLOR_NAMES.find((candidate) => candidate.toLowerCase() === key)
  return known ? POOL_COLOR_LOOKS[known] : null
}
