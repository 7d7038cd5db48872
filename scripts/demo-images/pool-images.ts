/**
 * The pictures of every catalogue pool: an aerial view in its first color, a three-quarter view
 * in its second, and for pools with a spa a third view at dusk. Styling varies with the position
 * in the catalogue (never at random), so regenerating gives identical files.
 */
import { POOL_CATALOGUE, type PoolSpec } from '@/lib/demo-data/pool-catalogue'
import { poolImageCount, poolSlug } from '@/lib/demo-data/pools'
import { perspectiveView, topView, type Roof, type SceneOptions } from './backyard'
import type { PoolLook } from './pool-layer'
import type { Picture } from './content-images'

const ROOFS: Roof[] = ['tile', 'shingle', 'tile', 'flat']
const DECKS = ['#efe3cd', '#e6ddd0', '#eadbc2', '#dedbd4']
const CUSHIONS = ['#2a7ab8', '#f2f2ee', '#1f9e8f', '#e07a5f', '#34495e']
const UMBRELLAS: [string, string][] = [
  ['#f5efe3', '#2a7ab8'],
  ['#f5efe3', '#1f9e8f'],
  ['#f2f2ee', '#34495e'],
  ['#f5efe3', '#e07a5f'],
]
const TURNS = [-9, -6, -12, -8]

function nameVariant(name: string): number {
  return [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0)
}

function styleFor(index: number): SceneOptions {
  return {
    roof: ROOFS[index % ROOFS.length],
    deck: DECKS[index % DECKS.length],
    cushion: CUSHIONS[index % CUSHIONS.length],
    umbrella: UMBRELLAS[index % UMBRELLAS.length],
    turn: TURNS[index % TURNS.length],
    lanai: index % 3 === 1,
  }
}

export function lookFor(spec: PoolSpec, colorIndex: 0 | 1): PoolLook {
  return {
    shape: spec.shape,
    lengthFt: spec.lengthFt,
    widthFt: spec.widthFt,
    spa: spec.spa,
    color: spec.colors[colorIndex],
    variant: nameVariant(spec.name),
  }
}

export function poolPictures(): Picture[] {
  const size = { width: 1200, height: 800 }
  return POOL_CATALOGUE.flatMap((spec, index) => {
    const slug = poolSlug(spec)
    const style = styleFor(index)
    const views = [
      () => topView(lookFor(spec, 0), size.width, size.height, style),
      () => perspectiveView(lookFor(spec, 1), size.width, size.height, style),
      () => perspectiveView(lookFor(spec, 0), size.width, size.height, { ...style, light: 'dusk' }),
    ]
    return views.slice(0, poolImageCount(spec)).map((svg, i) => ({ name: `${slug}-${i + 1}`, ...size, svg }))
  })
}
