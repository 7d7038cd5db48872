import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeLeadEvent } from '@/lib/leads/history'
import {
  businessDay,
  compareText,
  formatDate,
  formatDateTime,
  formatNumber,
  formatSortableDateTime,
  formatUsd,
  formatWait,
  fromDateTimeLocal,
  toDateTimeLocal,
} from './format'

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

describe('admin times: one zone (Eastern), one format', () => {
  it('shows an instant as Eastern wall time with ET, in winter (EST) and summer (EDT)', () => {
    expect(formatDateTime(new Date('2026-01-15T19:05:00Z'))).toBe('Jan 15, 2026, 2:05 PM ET')
    expect(formatDateTime('2026-07-04T13:00:00.000Z')).toBe('Jul 4, 2026, 9:00 AM ET')
    // Just after midnight UTC is still the previous evening in Florida.
    expect(formatDateTime(new Date('2026-11-25T02:42:00Z'))).toBe('Nov 24, 2026, 9:42 PM ET')
    expect(formatDate(new Date('2026-11-25T02:42:00Z'))).toBe('Nov 24, 2026')
    expect(businessDay(new Date('2026-11-25T02:42:00Z'))).toBe('2026-11-24')
  })

  it('gives a dash for a missing or unreadable time, never "Invalid Date"', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDateTime(value)).toBe('—')
      expect(formatDate(value)).toBe('—')
      expect(formatSortableDateTime(value)).toBe('')
    }
  })

  it('writes sortable Eastern times for CSV files and reads datetime-local input back', () => {
    const instant = new Date('2026-03-07T19:05:00Z')
    expect(formatSortableDateTime(instant)).toBe('2026-03-07 14:05')
    expect(toDateTimeLocal(instant)).toBe('2026-03-07T14:05')
    expect(fromDateTimeLocal('2026-03-07T14:05')?.toISOString()).toBe(instant.toISOString())
    expect(fromDateTimeLocal('2026-03-08T02:30')).toBeUndefined() // skipped at the spring change
    expect(fromDateTimeLocal('tomorrow')).toBeUndefined()
  })

  it('shows appointment dates in the history in the same format, old and new events alike', () => {
    const base = { action: 'scheduled_at', actor: 'maria' }
    expect(describeLeadEvent({ ...base, fromValue: null, toValue: '2030-04-18T14:30:00.000Z' })).toBe(
      'maria set the date to Apr 18, 2030, 10:30 AM ET',
    )
    expect(
      describeLeadEvent({ ...base, fromValue: '2030-04-18 10:30 ET', toValue: '2030-04-19T14:30:00.000Z' }),
    ).toBe('maria set the date to Apr 19, 2030, 10:30 AM ET (was Apr 18, 2030, 10:30 AM ET)')
  })

  it('says whose rep changed: a lead, or a contact message', () => {
    const rep = { action: 'sales_rep', actor: 'maria', fromValue: null, toValue: 'devon' }
    expect(describeLeadEvent({ ...rep, leadType: 'estimate' })).toBe('maria assigned the lead to devon')
    expect(describeLeadEvent({ ...rep, leadType: 'contact' })).toBe('maria assigned the message to devon')
  })
})

/** Every source file under the admin's folders, as [path, text]. */
function adminSources(): [string, string][] {
  const roots = [
    'app/(admin)',
    'components/admin',
    'lib/admin',
    'lib/audit',
    'lib/dashboard',
    'lib/settings',
    'lib/write',
    'app/api/admin',
  ]
  const found: [string, string][] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
        found.push([full, readFileSync(full, 'utf8')])
    }
  }
  for (const root of roots) walk(path.join(process.cwd(), root))
  return found
}

describe('the admin formats dates only through lib/format', () => {
  it('has no other date formatting: no toLocale*, no Intl.DateTimeFormat elsewhere', () => {
    const offenders = adminSources().flatMap(([file, text]) =>
      [...text.matchAll(/toLocale\w*String\(|Intl\.DateTimeFormat/g)].map(
        (m) => `${path.relative(process.cwd(), file)}: ${m[0]}`,
      ),
    )
    expect(offenders).toEqual([])
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
