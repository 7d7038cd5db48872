/**
 * How the site and the admin area write numbers, money and times: one module.
 *
 * Numbers and text ordering go without Intl, for code that runs in the browser while a page
 * hydrates. The first Intl number format in a page costs Chromium 35–50 ms of ICU set-up and the
 * first localeCompare 20–28 ms (measured on this machine), one long task that Lighthouse's 4× CPU
 * slowdown turns into 150–200 ms of blocking time. These give the en-US results the site needs
 * (the unit tests compare them with Intl) for the cost of a few string operations.
 *
 * Dates and times are shown in one zone and one format: the business's zone (America/New_York,
 * where the offices are), whatever the zone of the server or the browser. Their Intl formats are
 * made on first use, so a page that only formats numbers never sets them up.
 *
 * - On screen: 'Mar 7, 2025, 2:05 PM ET' (formatDateTime), or 'Mar 7, 2025' for a calendar day
 *   (formatDate). The ' ET' suffix is part of the format, so no page adds its own zone note.
 * - In CSV files: '2025-03-07 14:05' (formatSortableDateTime), which spreadsheets sort and read as
 *   a date; the column headers say '(ET)'.
 * - In form inputs: datetime-local values read and written as Eastern wall-clock time.
 * See docs/decisions/admin-times-in-eastern-time.md.
 */

/**
 * `abs` (≥ 0) with exactly `decimals` places, rounded half away from zero on its shortest decimal
 * form, in decimal digits as Intl does (binary arithmetic would round 118790.54999999999 up).
 */
function fixed(abs: number, decimals: number): string {
  const text = String(abs)
  if (text.includes('e')) return abs.toFixed(decimals)
  const [whole = '0', fraction = ''] = text.split('.')
  const digits = (whole + fraction.padEnd(decimals, '0').slice(0, decimals)).split('').map(Number)
  if ((fraction[decimals] ?? '0') >= '5') {
    let i = digits.length - 1
    while (i >= 0 && digits[i] === 9) digits[i--] = 0
    if (i >= 0) digits[i] = (digits[i] ?? 0) + 1
    else digits.unshift(1)
  }
  const joined = digits.join('')
  const cut = joined.length - decimals
  return decimals ? `${joined.slice(0, cut)}.${joined.slice(cut)}` : joined
}

function grouped(value: number, decimals: number, prefix: string): string {
  if (!Number.isFinite(value)) return String(value)
  const [whole = '0', fraction] = fixed(Math.abs(value), decimals).split('.')
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const text = fraction ? `${prefix}${digits}.${fraction}` : `${prefix}${digits}`
  // A value that rounds to zero reads "0", never "-0".
  return value < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? `-${text}` : text
}

/** '54,200', '4.9' with one decimal: en-US digits with thousands separators. */
export function formatNumber(value: number, decimals = 0): string {
  return grouped(value, decimals, '')
}

/** '$54,200', '-$1,200': US dollars without cents. */
export function formatUsd(amount: number): string {
  return grouped(amount, 0, '$')
}

/**
 * Orders text case-insensitively, a lower-case spelling before an upper-case one of the same word,
 * as localeCompare does for the names and facet values the site sorts (letters, digits, spaces).
 */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  if (x !== y) return x < y ? -1 : 1
  return a === b ? 0 : a > b ? -1 : 1
}

/** The business's time zone: every date and time is shown, read and grouped by day in it. */
export const BUSINESS_TIME_ZONE = 'America/New_York'
/** The zone's name as forms and hints spell it out. */
export const BUSINESS_TIME_ZONE_LABEL = 'Eastern Time'
/** The suffix every shown time carries. */
export const BUSINESS_TIME_ZONE_SHORT = 'ET'

type Instant = Date | string | number | null | undefined

type TimeFormats = {
  dateTime: Intl.DateTimeFormat
  dateOnly: Intl.DateTimeFormat
  parts: Intl.DateTimeFormat
}
let timeFormats: TimeFormats | undefined

/** The Intl formats of times, made the first time one is shown (not when the module loads). */
function formats(): TimeFormats {
  timeFormats ??= {
    dateTime: new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIME_ZONE,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
    dateOnly: new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIME_ZONE,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }),
    parts: new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  }
  return timeFormats
}

/** The instant, or null for a missing or unreadable value. */
function toDate(value: Instant): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** 'Mar 7, 2025, 2:05 PM ET'; '—' when there is no time. */
export function formatDateTime(value: Instant): string {
  const date = toDate(value)
  return date ? `${formats().dateTime.format(date)} ${BUSINESS_TIME_ZONE_SHORT}` : '—'
}

/** 'Mar 7, 2025': the calendar day in Eastern time; '—' when there is no date. */
export function formatDate(value: Instant): string {
  const date = toDate(value)
  return date ? formats().dateOnly.format(date) : '—'
}

/** '2025-03-07 14:05' in Eastern time: sortable, for CSV files (whose headers say ET). */
export function formatSortableDateTime(value: Instant): string {
  const date = toDate(value)
  if (!date) return ''
  const p = Object.fromEntries(
    formats()
      .parts.formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`
}

/** The calendar day (YYYY-MM-DD) in Eastern time of an instant. */
export function businessDay(value: Date): string {
  return formatSortableDateTime(value).slice(0, 10)
}

/** The value for an <input type="datetime-local"> showing an instant in Eastern time. */
export function toDateTimeLocal(value: Instant): string {
  return formatSortableDateTime(value).replace(' ', 'T')
}

/**
 * The instant of a wall-clock time in Eastern time ('2025-03-07T14:05' from a datetime-local
 * input), whatever the server's own time zone. Undefined for malformed input.
 */
export function fromDateTimeLocal(value: string): Date | undefined {
  const match = value.trim().match(/^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/)
  if (!match) return undefined
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const guess = Date.UTC(y, mo - 1, d, h, mi)
  if (Number.isNaN(guess)) return undefined
  // Find the offset of Eastern time at that moment (two passes settle daylight-saving edges).
  let instant = guess
  for (let i = 0; i < 2; i++) {
    const shown = formatSortableDateTime(new Date(instant))
    const [datePart, timePart] = shown.split(' ')
    const [sy, smo, sd] = (datePart ?? '').split('-').map(Number) as [number, number, number]
    const [sh, smi] = (timePart ?? '').split(':').map(Number) as [number, number]
    instant += guess - Date.UTC(sy, smo - 1, sd, sh, smi)
  }
  const check = new Date(instant)
  const wall = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}`
  return toDateTimeLocal(check) === wall ? check : undefined
}

/**
 * A wait as a message states it, from the Retry-After seconds it goes with: '45 seconds',
 * '1 minute', '10 minutes', '2 hours' (rounded up: nobody is told to come back too early).
 */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  if (s < 60) return s === 1 ? '1 second' : `${s} seconds`
  const minutes = Math.ceil(s / 60)
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`
  return `${Math.ceil(minutes / 60)} hours`
}
