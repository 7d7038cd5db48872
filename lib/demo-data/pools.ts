/** Turns the demo catalogue into pool rows: size text, depth, volume, copy, finishes and images. */
import { TIMELINES } from '@/content/marketing'
import { CLASSIC_COLLECTION_COLORS, CRYSTAL_COLLECTION_COLORS } from '@/content/pool-colors'
import type { pools } from '@/db/schema'
import { POOL_CATALOGUE, type PoolColorName, type PoolShape, type PoolSpec } from './pool-catalogue'
import { poolImagePath } from './image-paths'

type PoolInsert = typeof pools.$inferInsert

/** The Latham collections of spec 02 §2.7, as /latham-pools shows them. */
export const CRYSTAL_COLLECTION: PoolColorName[] = [...CRYSTAL_COLLECTION_COLORS]
export const CLASSIC_COLLECTION: PoolColorName[] = [...CLASSIC_COLLECTION_COLORS]

/** Part of each shape's bounding box that holds water, after steps and benches (for volume). */
const SHAPE_FILL: Record<PoolShape, number> = {
  Rectangle: 0.92,
  Roman: 0.88,
  Grecian: 0.87,
  Oval: 0.79,
  Kidney: 0.8,
  Freeform: 0.78,
  'L-Shape': 0.84,
}

const GALLONS_PER_CUBIC_FOOT = 7.48

/** Model codes: series, width and length, shape, S for a built-in spa (e.g. LCR-1632R). */
const SHAPE_CODE: Record<PoolShape, string> = {
  Rectangle: 'R',
  Roman: 'RM',
  Grecian: 'G',
  Oval: 'O',
  Kidney: 'K',
  Freeform: 'F',
  'L-Shape': 'L',
}

const INSTALLATION_TIME: Record<PoolSpec['sizeCategory'], string> = TIMELINES.daysOnSiteBySize

const SIZE_SENTENCE: Record<PoolSpec['sizeCategory'], string> = {
  Plunge: 'it is sized for small yards, courtyards and lanais',
  Small: 'it suits a typical Florida lot and still leaves room for a deck',
  Medium: 'it gives a family of four or five room to swim and play',
  Large: 'it has room for swimming laps, games and a crowd of guests',
  'X-Large': 'it is one of the largest one-piece shells that can be delivered by road',
}

export function poolSlug(spec: Pick<PoolSpec, 'brand' | 'name'>): string {
  return `${spec.brand}-${spec.name}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** 2 pictures per pool, 3 when it has a spa (the third shows it lit at dusk). */
export function poolImageCount(spec: Pick<PoolSpec, 'spa'>): number {
  return spec.spa ? 3 : 2
}

export function formatFeetInches(inches: number): string {
  return `${Math.floor(inches / 12)}'${inches % 12}"`
}

export function poolVolumeGallons(spec: PoolSpec): number {
  const averageDepthFt = (spec.shallowIn + spec.deepIn) / 2 / 12
  const cubicFeet = spec.lengthFt * spec.widthFt * averageDepthFt * SHAPE_FILL[spec.shape]
  return Math.round((cubicFeet * GALLONS_PER_CUBIC_FOOT) / 100) * 100
}

function finishOptions(spec: PoolSpec): PoolColorName[] {
  if (spec.brand === 'Latham') return spec.series === 'Classic' ? CLASSIC_COLLECTION : CRYSTAL_COLLECTION
  if (spec.series === 'Elite') return CRYSTAL_COLLECTION
  if (spec.series === 'Coastal') return ['Ocean Blue', 'Shale Gray', 'Coastal Bronze', 'Pearl White']
  return ['Sapphire Blue', 'Ocean Blue', 'Shale Gray', 'Pearl White']
}

function warranty(spec: PoolSpec): string {
  if (spec.brand === 'Latham') return 'Lifetime limited structural warranty'
  if (spec.series === 'Classic') return '20-year structural warranty'
  return '25-year structural warranty'
}

function seriesSentence(spec: PoolSpec): string {
  const finishes = finishOptions(spec).length
  if (spec.brand === 'Latham') {
    return `Part of the Latham ${spec.series} series, it comes in ${finishes} gelcoat colors and carries a lifetime limited warranty.`
  }
  return `Part of the San Juan ${spec.series} series, it comes in ${finishes} gelcoat colors and carries a ${warranty(spec).replace(' warranty', '')} warranty.`
}

function description(spec: PoolSpec): string {
  const depth = `${formatFeetInches(spec.shallowIn)} to ${formatFeetInches(spec.deepIn)}`
  const sizeLine =
    spec.shallowIn === spec.deepIn
      ? `At ${spec.widthFt}' x ${spec.lengthFt}' and ${formatFeetInches(spec.deepIn)} deep throughout, ${SIZE_SENTENCE[spec.sizeCategory]}.`
      : `At ${spec.widthFt}' x ${spec.lengthFt}' with depths from ${depth}, ${SIZE_SENTENCE[spec.sizeCategory]}.`
  return `${spec.blurb} ${sizeLine} ${seriesSentence(spec)}`
}

function features(spec: PoolSpec): string[] {
  const list = [...spec.features]
  if (spec.spa && !list.some((f) => /spa/i.test(f))) list.push('Built-in spa with hydrotherapy jets')
  return list.slice(0, 6)
}

export function poolImageAlts(spec: PoolSpec): string[] {
  const kind = `${spec.shape.toLowerCase()} fiberglass pool`
  const alts = [
    `Aerial view of the ${spec.name} ${kind} in ${spec.colors[0]} with a paver deck`,
    `The ${spec.name} in ${spec.colors[1]} seen from the patio of a Florida backyard`,
  ]
  if (spec.spa) alts.push(`The ${spec.name} and its built-in spa lit up at dusk`)
  return alts
}

export function toPoolRow(spec: PoolSpec): PoolInsert {
  const slug = poolSlug(spec)
  const images = Array.from({ length: poolImageCount(spec) }, (_, i) => poolImagePath(slug, i + 1))
  const depth =
    spec.shallowIn === spec.deepIn
      ? formatFeetInches(spec.deepIn)
      : `${formatFeetInches(spec.shallowIn)} - ${formatFeetInches(spec.deepIn)}`
  const seriesCode = `${spec.brand === 'Latham' ? 'L' : 'S'}${spec.series.slice(0, 2).toUpperCase()}`
  return {
    name: spec.name,
    model: `${seriesCode}-${spec.widthFt}${spec.lengthFt}${SHAPE_CODE[spec.shape]}${spec.spa ? 'S' : ''}`,
    brand: spec.brand,
    manufacturer: spec.brand,
    series: spec.series,
    size: `${spec.widthFt}x${spec.lengthFt}`,
    sizeCategory: spec.sizeCategory,
    dimensions: `${spec.widthFt}' x ${spec.lengthFt}'`,
    lengthFt: spec.lengthFt,
    widthFt: spec.widthFt,
    depth,
    volume: `${poolVolumeGallons(spec).toLocaleString('en-US')} gallons`,
    shape: spec.shape,
    builtInSpa: spec.spa ? 'Yes' : 'No',
    features: features(spec),
    material: 'Fiberglass',
    warranty: warranty(spec),
    finishOptions: finishOptions(spec),
    imageUrl: images[0],
    imageUrl1: images[0],
    imageUrl2: images[1],
    imageUrl3: images[2] ?? null,
    imageAlts: poolImageAlts(spec),
    description: description(spec),
    price: spec.price,
    installationTime: INSTALLATION_TIME[spec.sizeCategory],
    isActive: spec.isActive ?? true,
  }
}

export const DEMO_POOLS: PoolInsert[] = POOL_CATALOGUE.map(toPoolRow)
