import { describe, expect, it } from 'vitest'
import { isoDate } from './list-params'
import { parseLeadFilters } from '@/lib/leads/estimates/filters'

describe('date filters of the admin lists', () => {
  it('refuse years PostgreSQL or the day after cannot hold, with a message', () => {
    expect(isoDate.safeParse('2025-01-31').success).toBe(true)
    for (const date of ['0000-01-01', '9999-12-31', '1899-12-31', '3000-01-01']) {
      const result = isoDate.safeParse(date)
      expect(result.success, date).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('Use a date between 1900 and 2999.')
    }
  })

  it('a lead list asked for 0000-01-01 to 9999-12-31 answers field errors, not a query', () => {
    const parsed = parseLeadFilters(new URLSearchParams('from=0000-01-01&to=9999-12-31'))
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(['from', 'to'])
  })
})
