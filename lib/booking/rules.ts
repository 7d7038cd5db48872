/**
 * The rules of online booking (issue 25): the hours a consultation can be booked in (spec 01's
 * office hours, Monday to Friday 9AM to 4PM Eastern), how far ahead, the limits of the two
 * settings staff may change, and the messages a visitor sees. One typed place, so the slot
 * generator, the server's re-check, the settings form and the tests cannot disagree.
 */
export const BOOKING_TIME_ZONE = 'America/New_York'

export const BOOKING_HOURS = {
  /** getUTCDay() numbers of the booking days: Monday to Friday. */
  weekdays: [1, 2, 3, 4, 5] as readonly number[],
  /** Minutes after midnight, Eastern wall-clock time: the first slot starts at 9AM. */
  openMinute: 9 * 60,
  /** A slot must END by 4PM. */
  closeMinute: 16 * 60,
}

/** Slots are offered for this many calendar days from the earliest bookable time. */
export const BOOKING_HORIZON_DAYS = 14

export const BOOKING_LIMITS = {
  slotMinutes: { min: 15, max: 240 },
  leadTimeHours: { min: 0, max: 336 },
} as const

export type BookingSettings = { slotMinutes: number; leadTimeHours: number }

/** What booking_settings holds before staff change it (the migration's defaults). */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = { slotMinutes: 60, leadTimeHours: 24 }

/** How many free slots a refused visitor is offered to pick from again. */
export const NEXT_SLOTS_OFFERED = 6

export const BOOKING_MESSAGES = {
  malformed: 'Please choose a time for your consultation from the list.',
  outsideHours:
    'That time is outside our consultation hours (Monday to Friday, 9AM to 4PM Eastern Time, closed on public holidays). Please choose a time from the list.',
  tooSoon: 'That time is too soon to book online. Please choose a later time from the list.',
  tooFar: 'That time is too far ahead to book online. Please choose a time from the list.',
  taken: 'Sorry, that time was just booked by someone else. Please choose another time.',
  noOffice: 'Please choose the office for your consultation.',
  officeInactive:
    'This office does not take online bookings just now. Send your request without a time and we will call you to agree one.',
  officeMissing: 'Say which office: add ?office= with an office id.',
  officeUnknown: 'There is no office with this id.',
} as const
