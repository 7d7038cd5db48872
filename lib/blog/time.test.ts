import { describe, expect, it } from 'vitest'
import { fromZonedInput, toZonedInput } from './time'

describe('publication times in Florida time', () => {
  it('reads a datetime-local value as Eastern time, summer and winter', () => {
    expect(fromZonedInput('2026-07-04T09:00')).toBe('2026-07-04T13:00:00.000Z')
    expect(fromZonedInput('2026-01-15T09:30')).toBe('2026-01-15T14:30:00.000Z')
    expect(fromZonedInput('not a date')).toBe('')
  })

  it('shows an instant as Eastern wall time, and round-trips', () => {
    expect(toZonedInput('2026-07-04T13:00:00.000Z')).toBe('2026-07-04T09:00')
    expect(toZonedInput('2026-11-01T05:30:00.000Z')).toBe('2026-11-01T01:30')
    for (const value of ['2026-03-08T03:15', '2026-11-01T12:00', '2027-02-28T23:59']) {
      expect(toZonedInput(fromZonedInput(value))).toBe(value)
    }
    expect(toZonedInput('')).toBe('')
  })
})
