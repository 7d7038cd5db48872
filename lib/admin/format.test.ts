import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeLeadEvent } from '@/lib/leads/history'
import {
  businessDay,
  formatDate,
  formatDateTime,
  formatSortableDateTime,
  fromDateTimeLocal,
  toDateTimeLocal,
} from './format'

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
  const roots = ['app/(admin)', 'components/admin', 'lib/admin', 'lib/dashboard', 'app/api/admin']
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

describe('the admin formats dates only through lib/admin/format', () => {
  it('has no other date formatting: no toLocale*, no Intl.DateTimeFormat elsewhere', () => {
    const offenders = adminSources()
      .filter(([file]) => !file.endsWith(path.join('lib', 'admin', 'format.ts')))
      .flatMap(([file, text]) =>
        [...text.matchAll(/toLocale\w*String\(|Intl\.DateTimeFormat/g)].map(
          (m) => `${path.relative(process.cwd(), file)}: ${m[0]}`,
        ),
      )
    expect(offenders).toEqual([])
  })
})
