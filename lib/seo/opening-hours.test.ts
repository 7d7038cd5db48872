import { describe, expect, it } from 'vitest'
import { DEFAULT_OPENING_HOURS, openingHoursText, parseOpeningHours } from './opening-hours'

describe('parseOpeningHours', () => {
  it.each([
    ['Mon-Fri 9AM-4PM'],
    ['Monday to Friday 9AM to 4PM'],
    ['Mon–Fri 9:00 AM – 4:00 PM'],
    ['Mon-Fri 9-4pm'],
  ])('reads %s as Monday to Friday 09:00-16:00', (text) => {
    expect(parseOpeningHours(text)).toEqual(DEFAULT_OPENING_HOURS)
    expect(openingHoursText(parseOpeningHours(text))).toBe('Mo-Fr 09:00-16:00')
  })

  it('reads other days and times', () => {
    expect(parseOpeningHours('Tue-Sat 8:30am-5:30pm')).toEqual({
      days: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '08:30',
      closes: '17:30',
    })
  })

  it('falls back to the company hours for text it cannot read', () => {
    expect(parseOpeningHours('By appointment')).toEqual(DEFAULT_OPENING_HOURS)
    expect(parseOpeningHours('Fri-Mon 9AM-4PM')).toEqual(DEFAULT_OPENING_HOURS)
    expect(parseOpeningHours(null)).toEqual(DEFAULT_OPENING_HOURS)
  })
})
