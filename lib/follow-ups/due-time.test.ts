import { describe, expect, it } from 'vitest'
import { parseDueTime } from './due-time'
import { FOLLOW_UP_MESSAGES } from './rules'

// 2026-03-07 15:00 UTC is 10:00 AM Eastern (EST, UTC-5), the day before clocks spring forward.
const NOW = new Date('2026-03-07T15:00:00Z')

describe('parseDueTime', () => {
  it('reads Eastern wall time, in standard and daylight time', () => {
    expect(parseDueTime('2026-03-07T16:30', NOW)).toEqual({
      ok: true,
      dueAt: new Date('2026-03-07T21:30:00Z'),
      overdue: false,
    })
    // After the change (EDT, UTC-4).
    expect(parseDueTime('2026-03-09T09:00', NOW)).toMatchObject({ dueAt: new Date('2026-03-09T13:00:00Z') })
  })

  it('refuses the hour the clocks skip, saying why', () => {
    const result = parseDueTime('2026-03-08T02:30', NOW)
    expect(result).toEqual({ ok: false, message: FOLLOW_UP_MESSAGES.dueInDstGap('Mar 8, 2026, 2:30 AM') })
  })

  it('accepts the repeated hour of the autumn change (its first occurrence)', () => {
    const result = parseDueTime('2026-11-01T01:30', NOW)
    expect(result).toMatchObject({ ok: true })
    if (result.ok)
      expect([5.5, 6.5]).toContain(result.dueAt.getUTCHours() + result.dueAt.getUTCMinutes() / 60)
  })

  it('accepts an earlier time today as overdue, refuses an earlier day', () => {
    expect(parseDueTime('2026-03-07T08:00', NOW)).toMatchObject({ ok: true, overdue: true })
    expect(parseDueTime('2026-03-06T17:00', NOW)).toEqual({ ok: false, message: FOLLOW_UP_MESSAGES.duePast })
  })

  it('refuses absurdly far dates, blanks and malformed or impossible values', () => {
    expect(parseDueTime('2062-03-07T10:00', NOW)).toEqual({
      ok: false,
      message: FOLLOW_UP_MESSAGES.dueTooFar,
    })
    expect(parseDueTime('2027-03-01T10:00', NOW)).toMatchObject({ ok: true })
    expect(parseDueTime('', NOW)).toEqual({ ok: false, message: FOLLOW_UP_MESSAGES.dueRequired })
    expect(parseDueTime(undefined, NOW)).toEqual({ ok: false, message: FOLLOW_UP_MESSAGES.dueRequired })
    for (const bad of ['tomorrow', '2026-02-30T10:00', '2026-03-09T24:00', '2026-03-09T10:61']) {
      expect(parseDueTime(bad, NOW), bad).toEqual({ ok: false, message: FOLLOW_UP_MESSAGES.dueMalformed })
    }
  })
})
