import { expect, type APIRequestContext } from '@playwright/test'

/** The fields the catalogue tests read from GET /api/pools. */
export type ApiPool = {
  id: number
  name: string
  model: string | null
  manufacturer: string | null
  brand: string | null
  series: string | null
  shape: string | null
  sizeCategory: string | null
  dimensions: string | null
  depth: string | null
  length: number | null
  width: number | null
  description: string | null
  price: number | null
  images: string[]
  [key: string]: unknown
}

export async function apiPools(request: APIRequestContext): Promise<ApiPool[]> {
  const response = await request.get('/api/pools')
  expect(response.status()).toBe(200)
  const body = (await response.json()) as ApiPool[]
  expect(body.length).toBeGreaterThan(0)
  return body
}

export const maker = (pool: ApiPool) => pool.manufacturer || pool.brand || ''

/** The test's own reading of the search rule: every word in name, model, description, shape, maker or series. */
export function searchMatches(pool: ApiPool, term: string) {
  const text = [
    pool.name,
    pool.model,
    pool.description,
    pool.shape,
    pool.manufacturer,
    pool.brand,
    pool.series,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
  return term
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word))
}

export function collectionTitle(count: number) {
  return `Pool Collection (${count} ${count === 1 ? 'pool' : 'pools'})`
}

export function queryOf(href: string | null) {
  expect(href).toBeTruthy()
  return Object.fromEntries(new URL(href ?? '', 'http://x').searchParams)
}
