/**
 * Office hours as staff type them ('Mon-Fri 9AM-4PM', 'Monday to Friday 9:00 AM – 4:00 PM') turned
 * into schema.org opening hours. Anything unreadable falls back to the company's stated hours,
 * Monday to Friday 9AM to 4PM (spec 01 §1).
 */
export const SCHEMA_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export type SchemaDay = (typeof SCHEMA_DAYS)[number]

export type OpeningHours = { days: SchemaDay[]; opens: string; closes: string }

export const DEFAULT_OPENING_HOURS: OpeningHours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '16:00',
}

const DAY_PREFIX: Record<string, SchemaDay> = {
  mo: 'Monday',
  tu: 'Tuesday',
  we: 'Wednesday',
  th: 'Thursday',
  fr: 'Friday',
  sa: 'Saturday',
  su: 'Sunday',
}

function day(word: string): SchemaDay | undefined {
  return DAY_PREFIX[word.slice(0, 2).toLowerCase()]
}

function time(hour: string, minute: string | undefined, meridiem: string | undefined): string | undefined {
  let h = Number(hour)
  const m = Number(minute ?? '0')
  if (!Number.isInteger(h) || h > 24 || m > 59) return undefined
  const mer = meridiem?.toLowerCase()
  if (mer === 'pm' && h < 12) h += 12
  if (mer === 'am' && h === 12) h = 0
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

export function parseOpeningHours(text: string | null | undefined): OpeningHours {
  if (!text) return DEFAULT_OPENING_HOURS
  const match =
    /([a-z]{2,9})\.?\s*(?:-|–|—|to|through|thru)\s*([a-z]{2,9})\.?,?\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*(?:-|–|—|to)\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?/i.exec(
      text,
    )
  if (!match) return DEFAULT_OPENING_HOURS
  const [, fromDay, toDay, oh, om, omer, ch, cm, cmer] = match
  const first = day(fromDay ?? '')
  const last = day(toDay ?? '')
  const opens = time(oh ?? '', om, omer)
  const closes = time(ch ?? '', cm, cmer ?? (omer?.toLowerCase() === 'am' ? 'pm' : omer))
  if (!first || !last || !opens || !closes || opens >= closes) return DEFAULT_OPENING_HOURS
  const start = SCHEMA_DAYS.indexOf(first)
  const end = SCHEMA_DAYS.indexOf(last)
  if (end < start) return DEFAULT_OPENING_HOURS
  return { days: SCHEMA_DAYS.slice(start, end + 1), opens, closes }
}

/** The short form, e.g. 'Mo-Fr 09:00-16:00'. */
export function openingHoursText(hours: OpeningHours): string {
  const first = hours.days[0]
  const last = hours.days[hours.days.length - 1]
  const short = (d: SchemaDay | undefined) => (d ?? '').slice(0, 2)
  const range = first === last ? short(first) : `${short(first)}-${short(last)}`
  return `${range} ${hours.opens}-${hours.closes}`
}
