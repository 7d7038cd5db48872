/**
 * Publication times are typed as wall-clock time in the company's time zone (Florida, Eastern),
 * whatever the time zone of the browser or the server, so the form renders the same on both and a
 * post scheduled for "9:00" goes out at 9:00 in Florida. The conversions are the admin's shared
 * ones (lib/format); these take and give the ISO strings the blog form holds.
 */
import { fromDateTimeLocal, toDateTimeLocal } from '@/lib/format'

export { BUSINESS_TIME_ZONE, BUSINESS_TIME_ZONE_LABEL } from '@/lib/format'

/** 'YYYY-MM-DDTHH:mm' (a datetime-local value) for an instant, in Eastern time. */
export function toZonedInput(iso: string | null | undefined): string {
  return toDateTimeLocal(iso)
}

/** The instant (ISO) of a datetime-local value read as Eastern wall time; '' when invalid. */
export function fromZonedInput(value: string): string {
  return fromDateTimeLocal(value)?.toISOString() ?? ''
}
