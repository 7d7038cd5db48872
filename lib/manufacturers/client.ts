/** Browser read of GET /api/manufacturers; any failure gives the four built-in entries (spec 01 §7). */
import { FALLBACK_MANUFACTURERS } from './fallback'
import type { Manufacturer } from './types'

function isManufacturer(value: unknown): value is Manufacturer {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return typeof v.id === 'number' && typeof v.name === 'string' && typeof v.enabled === 'boolean'
}

export async function fetchManufacturers(fetchImpl: typeof fetch = fetch): Promise<Manufacturer[]> {
  try {
    const response = await fetchImpl('/api/manufacturers', { credentials: 'include' })
    if (!response.ok) throw new Error(`${response.status}`)
    const body: unknown = await response.json()
    if (!Array.isArray(body) || !body.every(isManufacturer)) throw new Error('unexpected body')
    return body
  } catch (error) {
    console.warn('Manufacturers could not be loaded; using the built-in list', error)
    return [...FALLBACK_MANUFACTURERS]
  }
}
