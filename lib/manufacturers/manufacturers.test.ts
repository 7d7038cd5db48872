import { describe, expect, it, vi } from 'vitest'
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

  it('pages get the built-in entries when the list cannot be read', async () => {
    vi.resetModules()
    vi.doMock('@/db/client', () => ({ getDb: () => Promise.reject(new Error('database down')) }))
    const { getManufacturersOrFallback } = await import('./queries')
    expect(await getManufacturersOrFallback()).toEqual(FALLBACK_MANUFACTURERS)
    vi.doUnmock('@/db/client')
  })
})
