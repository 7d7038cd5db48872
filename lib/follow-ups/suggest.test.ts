import { describe, expect, it } from 'vitest'
import { nextWorkingMorning } from './suggest'

describe('nextWorkingMorning', () => {
  it('is the next weekday at 10:00 Eastern', () => {
    // Tuesday 2026-03-10, 11:00 PM Eastern (03:00 UTC Wednesday): the Eastern day counts.
    expect(nextWorkingMorning(new Date('2026-03-11T03:00:00Z'))).toBe('2026-03-11T10:00')
    // Friday afternoon → Monday.
    expect(nextWorkingMorning(new Date('2026-03-13T19:00:00Z'))).toBe('2026-03-16T10:00')
    // Saturday → Monday; across a month end.
    expect(nextWorkingMorning(new Date('2026-01-31T15:00:00Z'))).toBe('2026-02-02T10:00')
  })
})
