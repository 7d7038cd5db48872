/**
 * Slot generation and the re-check of a posted slot, as pure functions of a fixed clock:
 * weekends, the 4PM edge, the lead time, the window, a booked slot and the daylight-saving week
 * (2026-03-08, when Eastern time moves from -5h to -4h).
 */
import { describe, expect, it } from 'vitest'
import { easternInstant, easternWallTime } from './eastern-time'
import { formatSlotLong } from './format'
import { BOOKING_MESSAGES } from './rules'
import { freeSlots, isSlotStart, parseSlot, slotProblem } from './slots'

/** Eastern wall-clock time -> instant, for readable expectations. */
const et = (date: string, time: string) => {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number]
  const [h, mi] = time.split(':').map(Number) as [number, number]
  return easternInstant(y, mo, d, h * 60 + mi)
}
const wall = (instant: Date) => {
  const w = easternWallTime(instant)
  const hh = String(Math.floor(w.minute / 60)).padStart(2, '0')
  const mm = String(w.minute % 60).padStart(2, '0')
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')} ${hh}:${mm}`
}
const hourly = { slotMinutes: 60, leadTimeHours: 0 }

describe('free slots', () => {
  // Monday 2026-02-23, 8:00 in the morning Eastern (EST).
  const monday8am = et('2026-02-23', '08:00')

  it('run Monday to Friday from 9AM, every slot length, the last one ending by 4PM', () => {
    const slots = freeSlots(monday8am, hourly, []).map(wall)
    const monday = slots.filter((s) => s.startsWith('2026-02-23'))
    expect(monday).toEqual(
      ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'].map((t) => `2026-02-23 ${t}`),
    )
    // No Saturday or Sunday.
    expect(slots.some((s) => s.startsWith('2026-02-28') || s.startsWith('2026-03-01'))).toBe(false)
    expect(slots.some((s) => s.startsWith('2026-02-27'))).toBe(true)
  })

  it('skip public holidays: nothing on Thanksgiving, the days around it open, a posted holiday slot refused', () => {
    const slots = freeSlots(et('2026-11-23', '08:00'), hourly, []).map(wall)
    expect(slots.some((s) => s.startsWith('2026-11-26'))).toBe(false)
    expect(slots.some((s) => s.startsWith('2026-11-25'))).toBe(true)
    expect(slots.some((s) => s.startsWith('2026-11-27'))).toBe(true)
    expect(slotProblem(et('2026-11-26', '10:00'), et('2026-11-23', '08:00'), hourly)).toBe(
      BOOKING_MESSAGES.outsideHours,
    )
  })

  it('leave out a slot that would run past 4PM (90 minutes: the last starts at 1:30PM)', () => {
    const slots = freeSlots(monday8am, { slotMinutes: 90, leadTimeHours: 0 }, [])
    const monday = slots.map(wall).filter((s) => s.startsWith('2026-02-23'))
    expect(monday).toEqual(['09:00', '10:30', '12:00', '13:30'].map((t) => `2026-02-23 ${t}`))
    // 15 minutes: the last starts at 3:45PM.
    const quarter = freeSlots(monday8am, { slotMinutes: 15, leadTimeHours: 0 }, []).map(wall)
    expect(quarter.filter((s) => s.startsWith('2026-02-23')).at(-1)).toBe('2026-02-23 15:45')
  })

  it('start no earlier than now plus the lead time, and cover 14 days from there', () => {
    const slots = freeSlots(et('2026-02-23', '08:30'), { slotMinutes: 60, leadTimeHours: 24 }, [])
    expect(wall(slots[0] as Date)).toBe('2026-02-24 09:00')
    const within = freeSlots(et('2026-02-23', '08:30'), { slotMinutes: 60, leadTimeHours: 1 }, [])
    expect(wall(within[0] as Date)).toBe('2026-02-23 10:00')
    // The window ends 14 days after its start (Tuesday 8:30 + 14 days = Tuesday 2026-03-10 8:30).
    expect(wall(slots.at(-1) as Date)).toBe('2026-03-09 15:00')
    // Two full working weeks of 7 slots a day.
    expect(slots).toHaveLength(10 * 7)
  })

  it('are 9AM Eastern on both sides of the daylight-saving change', () => {
    const slots = freeSlots(et('2026-03-05', '08:00'), hourly, [])
    const friday9 = slots.find((s) => wall(s) === '2026-03-06 09:00')
    const monday9 = slots.find((s) => wall(s) === '2026-03-09 09:00')
    expect(friday9?.toISOString()).toBe('2026-03-06T14:00:00.000Z') // EST, -5h
    expect(monday9?.toISOString()).toBe('2026-03-09T13:00:00.000Z') // EDT, -4h
    expect(slots.filter((s) => wall(s).startsWith('2026-03-09'))).toHaveLength(7)
    // And back in November (2026-11-01): Monday 2 November, 3PM EST is 20:00 UTC.
    const fall = freeSlots(et('2026-10-30', '08:00'), hourly, [])
    expect(fall.find((s) => wall(s) === '2026-11-02 15:00')?.toISOString()).toBe('2026-11-02T20:00:00.000Z')
  })

  it('exclude a booked slot and any slot an appointment overlaps', () => {
    const busy = [
      { start: et('2026-02-23', '10:00'), minutes: 60 },
      // Put in by staff at 12:30 for 60 minutes: blocks the 12:00 and the 1:00PM slots.
      { start: et('2026-02-23', '12:30'), minutes: 60 },
    ]
    const monday = freeSlots(monday8am, hourly, busy)
      .map(wall)
      .filter((s) => s.startsWith('2026-02-23'))
    expect(monday).toEqual(['09:00', '11:00', '14:00', '15:00'].map((t) => `2026-02-23 ${t}`))
  })
})

describe('a posted slot', () => {
  const now = et('2026-02-23', '08:00')
  it('must be a slot start within booking hours', () => {
    expect(isSlotStart(et('2026-02-23', '15:00'), 60)).toBe(true)
    expect(slotProblem(et('2026-02-23', '16:00'), now, hourly)).toBe(BOOKING_MESSAGES.outsideHours)
    expect(slotProblem(et('2026-02-23', '08:00'), now, hourly)).toBe(BOOKING_MESSAGES.outsideHours)
    expect(slotProblem(et('2026-02-23', '09:30'), now, hourly)).toBe(BOOKING_MESSAGES.outsideHours)
    expect(slotProblem(et('2026-02-28', '10:00'), now, hourly)).toBe(BOOKING_MESSAGES.outsideHours)
    expect(slotProblem(new Date(et('2026-02-23', '10:00').getTime() + 1000), now, hourly)).toBe(
      BOOKING_MESSAGES.outsideHours,
    )
  })

  it('must not be in the past, within the lead time or beyond the window', () => {
    const lead = { slotMinutes: 60, leadTimeHours: 24 }
    expect(slotProblem(et('2026-02-20', '10:00'), now, lead)).toBe(BOOKING_MESSAGES.tooSoon)
    expect(slotProblem(et('2026-02-23', '15:00'), now, lead)).toBe(BOOKING_MESSAGES.tooSoon)
    expect(slotProblem(et('2026-02-24', '09:00'), now, lead)).toBeNull()
    expect(slotProblem(et('2026-03-10', '09:00'), now, lead)).toBe(BOOKING_MESSAGES.tooFar)
  })

  it('is read only as an ISO instant', () => {
    expect(parseSlot('2026-02-23T14:00:00.000Z')?.toISOString()).toBe('2026-02-23T14:00:00.000Z')
    expect(parseSlot('2026-02-23T14:00Z')?.toISOString()).toBe('2026-02-23T14:00:00.000Z')
    for (const bad of [
      'tomorrow',
      '2026-02-23',
      '2026-02-30T14:00:00Z',
      '2026-02-23T09:00-05:00',
      '1700000000000',
    ]) {
      expect(parseSlot(bad), bad).toBeNull()
    }
  })

  it('reads for a homeowner in Eastern time', () => {
    expect(formatSlotLong(new Date('2026-03-09T13:00:00Z'))).toBe('Monday, March 9, 2026 at 9:00 AM ET')
  })
})
