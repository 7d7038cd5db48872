/**
 * What the estimate form starts with, built from the query string (spec 01 §7 "Estimate form
 * prefill"; spec 02 §2.3 resurfacing parameters). Pure: the page calls it on the server.
 *
 * Parameters read: sourcePage / source / from; poolId, poolName, poolModel, poolSize, poolShape,
 * poolSeries, poolManufacturer, poolDimensions, poolDepth; service; interest; type=appointment.
 * Also the shorter names other pages link with (home teaser: pool, model, manufacturer, series,
 * dimensions, depth, shape, size; pool gallery: poolLength and poolWidth), see
 * docs/decisions/0049-estimate-link-parameters.md.
 */
import { cleanText, cutText } from './json-safe'
import { estimateSourcePage } from './source-page'
import { EMPTY_ESTIMATE_VALUES, type EstimateValues } from './forms/estimate-steps'

type Query = Record<string, string | string[] | undefined> | URLSearchParams

export type PoolSelection = {
  id?: string
  name: string
  model?: string
  dimensions?: string
  depth?: string
  size?: string
  shape?: string
  series?: string
  manufacturer?: string
}

export type EstimateVariant = 'estimate' | 'appointment'

export type EstimatePrefill = {
  variant: EstimateVariant
  sourcePage: string
  pool: PoolSelection | null
  /** The resurfacing service asked for (interest=pool-resurfacing), as its label. */
  resurfacingService: string | null
  values: EstimateValues
}

export const RESURFACING_INTEREST = 'pool-resurfacing'

/** interest=pool-resurfacing: the service parameter decides the pool type (spec 01 §7). */
export const RESURFACING_POOL_TYPES: Record<string, string> = {
  'epoxy-repair': 'Pool Resurfacing - Epoxy Repair',
  'complete-resurfacing': 'Pool Resurfacing - Complete',
  'crack-repair': 'Pool Resurfacing - Crack Repair',
}
export const RESURFACING_DEFAULT_POOL_TYPE = 'Pool Resurfacing'

export function resurfacingPoolType(service: string | undefined): string {
  return (service && RESURFACING_POOL_TYPES[service]) || RESURFACING_DEFAULT_POOL_TYPE
}

/** 'complete-resurfacing' -> 'Complete Resurfacing'. */
export function serviceLabel(service: string): string {
  return service
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

const PARAM_MAX = 255

function reader(query: Query) {
  return (...names: string[]): string | undefined => {
    for (const name of names) {
      const raw = query instanceof URLSearchParams ? query.get(name) : query[name]
      const value = cutText(cleanText((Array.isArray(raw) ? raw[0] : raw) ?? ''), PARAM_MAX)
      if (value) return value
    }
    return undefined
  }
}

export function readPoolSelection(query: Query): PoolSelection | null {
  const read = reader(query)
  const id = read('poolId')
  const name = read('poolName', 'pool') ?? (id ? `Pool #${id}` : undefined)
  if (!name) return null
  const length = read('poolLength')
  const width = read('poolWidth')
  const dimensions =
    // Width first, as the catalogue writes a pool's dimensions (16' x 32').
    read('poolDimensions', 'dimensions') ?? (length && width ? `${width}' x ${length}'` : undefined)
  const pool: PoolSelection = { name }
  const optional: Array<[keyof PoolSelection, string | undefined]> = [
    ['id', id],
    ['model', read('poolModel', 'model')],
    ['dimensions', dimensions],
    ['depth', read('poolDepth', 'depth')],
    ['size', read('poolSize', 'size')],
    ['shape', read('poolShape', 'shape')],
    ['series', read('poolSeries', 'series')],
    ['manufacturer', read('poolManufacturer', 'manufacturer')],
  ]
  for (const [key, value] of optional) if (value) pool[key] = value
  return pool
}

/** The message the form starts with when a pool was chosen on another page. */
export function poolInterestMessage(pool: PoolSelection, source: string): string {
  const details: Array<[string, string | undefined]> = [
    ['Model', pool.model],
    ['Dimensions', pool.dimensions],
    ['Depth', pool.depth],
    ['Size category', pool.size],
    ['Shape', pool.shape],
    ['Series', pool.series],
    ['Manufacturer', pool.manufacturer],
    ['Pool ID', pool.id],
    ['Source', source],
  ]
  const lines = details.filter(([, value]) => value).map(([label, value]) => `- ${label}: ${value}`)
  return [`I'm interested in getting a quote for the ${pool.name} pool.`, '', 'Pool details:', ...lines].join(
    '\n',
  )
}

export function resurfacingInterestMessage(service: string | undefined): string {
  const base = "I'm interested in pool resurfacing."
  return service ? `${base}\nService: ${serviceLabel(service)}` : base
}

export function estimatePrefill(query: Query, pathname = '/estimate'): EstimatePrefill {
  const read = reader(query)
  const sourcePage = estimateSourcePage(query, pathname).slice(0, PARAM_MAX)
  const variant: EstimateVariant = read('type') === 'appointment' ? 'appointment' : 'estimate'
  const values: EstimateValues = { ...EMPTY_ESTIMATE_VALUES }
  const pool = readPoolSelection(query)
  const interest = read('interest')
  const service = read('service')
  let resurfacingService: string | null = null

  if (pool) {
    values.poolType = pool.name
    values.message = poolInterestMessage(pool, read('source') ?? sourcePage)
  } else if (interest === RESURFACING_INTEREST) {
    values.poolType = resurfacingPoolType(service)
    values.message = resurfacingInterestMessage(service)
    resurfacingService = service ? serviceLabel(service) : null
  } else if (interest || service) {
    values.message = `I'm interested in ${serviceLabel(interest ?? service ?? '').toLowerCase()}.`
  }
  return { variant, sourcePage, pool, resurfacingService, values }
}

/**
 * The link a 'Schedule Consultation' button uses (the appointment variant,
 * docs/decisions/0040-appointment-variant-url.md).
 */
export function appointmentHref(sourcePage?: string): string {
  return sourcePage
    ? `/estimate?type=appointment&sourcePage=${encodeURIComponent(sourcePage)}`
    : '/estimate?type=appointment'
}
