/**
 * The homeowner's calendar invite for a consultation (RFC 5545 / iTIP, built with ical-generator):
 * METHOD:REQUEST when it is confirmed or moved, METHOD:CANCEL when it is called off. One UID per
 * appointment and a SEQUENCE that grows with every update, so the homeowner's calendar replaces
 * the event instead of adding a second one. Times are Eastern wall time with TZID=America/New_York.
 * Plus the plain-text mail that carries it: what, when (ET), where, and the office phone.
 */
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { BUSINESS_TIME_ZONE, formatDateTime, toDateTimeLocal } from '@/lib/format'
import { headerSafe } from '@/lib/leads/mail-content'

export type InviteMethod = 'REQUEST' | 'CANCEL'
/** Why the homeowner gets an invite: the mail's wording. */
export type InviteReason = 'confirmed' | 'rescheduled' | 'cancelled'

export const INVITE_KIND: Record<InviteMethod, string> = {
  REQUEST: 'appointment:invite',
  CANCEL: 'appointment:cancel',
}

export type InviteAppointment = {
  id: number
  customerName: string
  email: string
  address: string | null
  scheduledAt: Date
  durationMinutes: number
  inviteSequence: number
}

/** Where the consultation is organised from: the appointment's office, else the company. */
export type InviteOrganizer = {
  companyName: string
  officeName: string | null
  email: string
  phone: string
  /** The office's street address and city, for a consultation without the homeowner's address. */
  address: string | null
}

/**
 * America/New_York since 2007 (second Sunday of March to first Sunday of November). RFC 5545
 * wants a VTIMEZONE for every TZID used; ical-generator only writes one from a generator package,
 * so the one zone the business uses is spelled out here.
 */
const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n')

/** The stable UID of an appointment's event, e.g. appointment-42@floridafiberglasspools.com. */
export function inviteUid(id: number, siteHost: string): string {
  return `appointment-${id}@${siteHost}`
}

export function consultationEnd(a: Pick<InviteAppointment, 'scheduledAt' | 'durationMinutes'>): Date {
  return new Date(a.scheduledAt.getTime() + a.durationMinutes * 60_000)
}

export function inviteLocation(a: Pick<InviteAppointment, 'address'>, organizer: InviteOrganizer): string {
  return a.address?.trim() || organizer.address || organizer.companyName
}

function summary(organizer: InviteOrganizer): string {
  return `Pool consultation with ${organizer.companyName}`
}

/** The .ics text of the invite (or its cancellation). */
export function buildInvite(
  a: InviteAppointment,
  organizer: InviteOrganizer,
  method: InviteMethod,
  siteHost: string,
): string {
  const calendar = ical({
    prodId: { company: organizer.companyName, product: 'Consultations', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  calendar.createEvent({
    id: inviteUid(a.id, siteHost),
    sequence: a.inviteSequence,
    // Eastern wall time with its zone: the same local time whatever the server's own zone.
    start: `${toDateTimeLocal(a.scheduledAt)}:00`,
    end: `${toDateTimeLocal(consultationEnd(a))}:00`,
    timezone: BUSINESS_TIME_ZONE,
    stamp: new Date(),
    summary: summary(organizer),
    location: inviteLocation(a, organizer),
    description: `Call ${organizer.phone} if you need to change the time.`,
    organizer: { name: organizer.officeName ?? organizer.companyName, email: organizer.email },
    attendees: [{ name: a.customerName, email: a.email, role: ICalAttendeeRole.REQ, rsvp: false }],
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  return calendar.toString().replace('BEGIN:VEVENT', `${NEW_YORK_VTIMEZONE}\r\nBEGIN:VEVENT`)
}

const SUBJECTS: Record<InviteReason, (when: string) => string> = {
  confirmed: (when) => `Your pool consultation is confirmed: ${when}`,
  rescheduled: (when) => `Your pool consultation has moved to ${when}`,
  cancelled: (when) => `Your pool consultation on ${when} is cancelled`,
}

const LEADS: Record<InviteReason, string> = {
  confirmed: 'Your free pool consultation is confirmed.',
  rescheduled: 'Your free pool consultation has a new time.',
  cancelled: 'Your free pool consultation has been cancelled.',
}

/** The homeowner's mail: what, when (ET), where, and the office phone. */
export function inviteMail(
  a: InviteAppointment,
  organizer: InviteOrganizer,
  reason: InviteReason,
): { subject: string; text: string } {
  const when = formatDateTime(a.scheduledAt)
  const who = organizer.officeName
    ? `${organizer.companyName}, ${organizer.officeName}`
    : organizer.companyName
  const closing =
    reason === 'cancelled'
      ? [
          `To book a new time, call us at ${organizer.phone}.`,
          'Your calendar can remove the event with the attached update.',
        ]
      : [
          `Need to change the time? Call us at ${organizer.phone}.`,
          'Add it to your calendar with the attached invite.',
        ]
  return {
    subject: headerSafe(SUBJECTS[reason](when)),
    text: [
      `Hi ${a.customerName},`,
      '',
      LEADS[reason],
      '',
      `What: ${summary(organizer)} (${who})`,
      `When: ${when} (${a.durationMinutes} minutes)`,
      `Where: ${inviteLocation(a, organizer)}`,
      `Phone: ${organizer.phone}`,
      '',
      ...closing,
    ].join('\n'),
  }
}
