/** The Latham color collections of /latham-pools (spec 02 §2.7): Crystal six, Classic three. */
import { POOL_COLOR_LOOKS } from '@/content/pool-colors'
import type { poolColors } from '@/db/schema'
import { CLASSIC_COLLECTION, CRYSTAL_COLLECTION } from './pools'
import type { PoolColorName } from './pool-catalogue'

type PoolColorInsert = typeof poolColors.$inferInsert

/**
 * How each finish tints the water in the demo pictures (scripts/demo-images): light shallow end to
 * deep end. Not a swatch: swatches and the stored rows take their look from content/pool-colors.ts.
 */
export const WATER_GRADIENTS: Record<PoolColorName, { from: string; to: string }> = {
  'Sapphire Blue': { from: '#4a9be0', to: '#1a4f9e' },
  'Ocean Blue': { from: '#5cc1e6', to: '#1f77b4' },
  'Night Sky': { from: '#35649a', to: '#141f3c' },
  'Shale Gray': { from: '#6fb0bb', to: '#3d6675' },
  'Coastal Bronze': { from: '#6fb5a2', to: '#3f6b5a' },
  'Pearl White': { from: '#9ee6ef', to: '#3db5d2' },
}

const DESCRIPTIONS: Record<PoolColorName, string> = {
  'Sapphire Blue':
    'Our most popular finish: a rich royal blue that reads deep and clear in full Florida sun.',
  'Ocean Blue': 'A bright mid-blue that gives the water a classic, inviting swimming-pool look.',
  'Night Sky': 'A dark navy with a subtle sparkle that makes the water look like a reflecting pond.',
  'Shale Gray': 'A modern gray that turns the water a calm blue-green, ideal with contemporary homes.',
  'Coastal Bronze': 'A warm bronze that gives the water a natural lagoon tone beside rock and palms.',
  'Pearl White': 'A light pearl finish for brilliant turquoise water, like a Caribbean shallows.',
}

function collection(series: 'Crystal' | 'Classic', names: PoolColorName[], start: number): PoolColorInsert[] {
  return names.map((name, i) => ({
    manufacturer: 'Latham',
    colorName: name,
    colorSeries: `${series} Collection`,
    colorType: series === 'Crystal' ? 'Sparkle' : 'Solid',
    colorHex: POOL_COLOR_LOOKS[name].hex,
    gradientFrom: POOL_COLOR_LOOKS[name].from,
    gradientTo: POOL_COLOR_LOOKS[name].to,
    description: DESCRIPTIONS[name],
    displayOrder: start + i,
  }))
}

export const DEMO_POOL_COLORS: PoolColorInsert[] = [
  ...collection('Crystal', CRYSTAL_COLLECTION, 1),
  ...collection('Classic', CLASSIC_COLLECTION, CRYSTAL_COLLECTION.length + 1),
]
