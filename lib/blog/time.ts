/**
 * Publication times are typed as wall-clock time in the company's time zone (Florida, Eastern),
 * whatever the time zone of the browser or the server, so the form renders the same on both and a
 * post scheduled for "9:00" goes out at 9:00 in Florida.
 */
export const BUSINESS_TIME_ZONE = 'America/New_York'
export const BUSINESS_TIME_ZONE_LABEL = 'Eastern Time'

function zonedParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  }
}

/** Minutes the zone is ahead of UTC at that instant (negative west of Greenwich). */
function offsetMinutes(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000)
}

/** 'YYYY-MM-DDTHH:mm' (a datetime-local value) for an instant, in the zone. */
export function toZonedInput(iso: string | null | undefined, timeZone = BUSINESS_TIME_ZONE): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const p = zonedParts(date, timeZone)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`
}

/** The instant (ISO) of a datetime-local value read as wall time in the zone; '' when invalid. */
export function fromZonedInput(value: string, timeZone = BUSINESS_TIME_ZONE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim())
  if (!match) return ''
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const wall = Date.UTC(y, mo - 1, d, h, mi)
  // Two passes settle the offset across a daylight-saving change.
  let instant = wall - offsetMinutes(new Date(wall), timeZone) * 60_000
  instant = wall - offsetMinutes(new Date(instant), timeZone) * 60_000
  return new Date(instant).toISOString()
}

export function formatBusinessTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(iso))
}
