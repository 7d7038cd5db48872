import { describe, expect, it, vi } from 'vitest'
import { fetchManufacturers } from './client'
import { FALLBACK_MANUFACTURERS } from './fallback'
import { isImageLogo, manufacturerFeatures } from './types'

describe('manufacturer helpers', () => {
  it('splits description lines into title and text', () => {
    expect(manufacturerFeatures('Warranty – Lifetime\nColors - Nine\n\nPlain line')).toEqual([
      { title: 'Warranty', text: 'Lifetime' },
      { title: 'Colors', text: 'Nine' },
      { title: 'Plain line', text: '' },
    ])
    expect(manufacturerFeatures(null)).toEqual([])
  })

  it('tells image logos from emoji', () => {
    expect(isImageLogo('/logos/latham.png')).toBe(true)
    expect(isImageLogo('data:image/png;base64,AA')).toBe(true)
    expect(isImageLogo('🏊')).toBe(false)
  })

  it('has four built-in entries, two enabled and two disabled', () => {
    expect(FALLBACK_MANUFACTURERS).toHaveLength(4)
    expect(FALLBACK_MANUFACTURERS.filter((m) => m.enabled)).toHaveLength(2)
  })

  it('falls back to the built-in entries when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const failing = vi.fn(async () => new Response('nope', { status: 500 }))
    expect(await fetchManufacturers(failing as unknown as typeof fetch)).toEqual(FALLBACK_MANUFACTURERS)
    const throwing = vi.fn(async () => {
      throw new TypeError('network')
    })
    expect(await fetchManufacturers(throwing as unknown as typeof fetch)).toEqual(FALLBACK_MANUFACTURERS)
    const ok = vi.fn(async () => Response.json([{ id: 9, name: 'X', enabled: true }]))
    expect(await fetchManufacturers(ok as unknown as typeof fetch)).toEqual([
      { id: 9, name: 'X', enabled: true },
    ])
  })
})
