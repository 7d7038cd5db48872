/** Test-only: an .ics read back with ical.js (the parser calendar clients use), as the tests check it. */
import ICAL from 'ical.js'

type ParsedInvite = {
  method: string
  uid: string
  sequence: number
  tzid: string
  wall: string
  start: Date
  end: Date
  status: string
  organizer: string
  location: string
}

/** The .ics parsed back with ical.js: METHOD, UID, SEQUENCE and DTSTART with its zone. */
export function parseInvite(ics: string): ParsedInvite {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  const zone = calendar.getFirstSubcomponent('vtimezone')
  if (zone) ICAL.TimezoneService.register(zone)
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no VEVENT')
  const event = new ICAL.Event(vevent)
  const dtstart = vevent.getFirstProperty('dtstart')
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    tzid: String(dtstart?.getParameter('tzid')),
    wall: event.startDate.toString(),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    status: String(vevent.getFirstPropertyValue('status')),
    organizer: String(vevent.getFirstPropertyValue('organizer')),
    location: String(vevent.getFirstPropertyValue('location')),
  }
}
