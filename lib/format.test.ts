import { describe, expect, it } from 'vitest'
import { compareText, formatNumber, formatUsd, formatWait } from './format'

const intlNumber = (value: number, decimals: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
const intlUsd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    value,
  )

// Deterministic spread of values: small, large, fractional, negative, halves.
const samples = [
  0,
  1,
  9,
  10,
  999,
  1000,
  1001,
  12_345,
  54_200,
  999_999,
  1_000_000,
  1_234_567_890,
  0.5,
  1.5,
  2.5,
  1.005,
  1.045,
  4.9,
  4.95,
  99.99,
  417.6,
  0.04,
  0.05,
  123_456.789,
  ...Array.from({ length: 200 }, (_, i) => (i * 7919.37) / 13),
]

describe('formatNumber', () => {
  it('writes what Intl en-US writes, for 0, 1 and 2 decimals', () => {
    for (const value of samples) {
      for (const decimals of [0, 1, 2]) {
        expect(formatNumber(value, decimals), `${value} @ ${decimals}`).toBe(intlNumber(value, decimals))
        // Intl writes '-0' for a negative that rounds to zero; formatNumber writes '0' (below).
        const negative = intlNumber(-value, decimals)
        if (!/^-0(\.0*)?$/.test(negative)) expect(formatNumber(-value, decimals), `-${value}`).toBe(negative)
      }
    }
  })

  it('groups thousands and keeps the decimals asked for', () => {
    expect(formatNumber(54_200)).toBe('54,200')
    expect(formatNumber(1_234_567.891, 2)).toBe('1,234,567.89')
    expect(formatNumber(4.9, 1)).toBe('4.9')
    expect(formatNumber(20, 1)).toBe('20.0')
  })

  it('never writes minus zero', () => {
    expect(formatNumber(-0)).toBe('0')
    expect(formatNumber(-0.4)).toBe('0')
    expect(formatNumber(-0.004, 2)).toBe('0.00')
  })
})

describe('formatUsd', () => {
  it('writes what Intl en-US currency without cents writes', () => {
    for (const value of samples) {
      expect(formatUsd(value), String(value)).toBe(intlUsd(value))
      if (Math.round(value) > 0) expect(formatUsd(-value), String(-value)).toBe(intlUsd(-value))
    }
    expect(formatUsd(54_720)).toBe('$54,720')
    expect(formatUsd(417.6)).toBe('$418')
    expect(formatUsd(-1_200)).toBe('-$1,200')
  })
})

describe('compareText', () => {
  it('orders names and facet values as localeCompare does', () => {
    const values = [
      'Rectangle',
      'freeform',
      'Freeform Lagoon',
      'L-Shape',
      'lazy river',
      'Kidney',
      'Roman',
      'Classic 12',
      'Classic 2',
      'X-Large',
      'Medium',
      'medium',
      'Plunge',
      'Latham',
      'Leisure Pools',
      'San Juan',
      'Captiva 16',
    ]
    const expected = [...values].sort((a, b) => a.localeCompare(b, 'en'))
    expect([...values].sort(compareText)).toEqual(expected)
    expect([...values].reverse().sort(compareText)).toEqual(expected)
  })

  it('is 0 only for the same text', () => {
    expect(compareText('Roman', 'Roman')).toBe(0)
    expect(compareText('Roman', 'roman')).not.toBe(0)
  })
})

describe('formatWait', () => {
  it('says the wait a Retry-After means, rounded up', () => {
    expect(formatWait(0)).toBe('1 second')
    expect(formatWait(1)).toBe('1 second')
    expect(formatWait(42)).toBe('42 seconds')
    expect(formatWait(59.2)).toBe('1 minute')
    expect(formatWait(60)).toBe('1 minute')
    expect(formatWait(61)).toBe('2 minutes')
    expect(formatWait(2439)).toBe('41 minutes')
    expect(formatWait(7200)).toBe('2 hours')
  })
})
