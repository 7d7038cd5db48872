import { describe, expect, it } from 'vitest'
import { isOfficeHoliday } from './holidays'

describe('isOfficeHoliday', () => {
  it('knows the fixed and the moving holidays of a year', () => {
    for (const [y, m, d] of [
      [2026, 1, 1],
      [2026, 5, 25],
      [2026, 7, 4],
      [2026, 9, 7],
      [2026, 11, 26],
      [2026, 12, 25],
      [2027, 5, 31],
      [2027, 9, 6],
      [2027, 11, 25],
    ] as const) {
      expect(isOfficeHoliday(y, m, d), `${y}-${m}-${d}`).toBe(true)
    }
  })

  it('leaves ordinary days, and the days next to a holiday, open', () => {
    for (const [y, m, d] of [
      [2026, 11, 25],
      [2026, 11, 27],
      [2026, 11, 19],
      [2026, 5, 18],
      [2026, 9, 14],
      [2026, 12, 24],
      [2026, 3, 9],
    ] as const) {
      expect(isOfficeHoliday(y, m, d), `${y}-${m}-${d}`).toBe(false)
    }
  })
})
