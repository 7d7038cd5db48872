/**
 * The invite as the homeowner's mail program receives it: confirm, reschedule and cancel an
 * appointment, let the outbox worker send through the REAL transport (nodemailer) to an SMTP
 * server on loopback, parse each message with mailparser and its .ics with ical.js.
 */
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { appointments } from '@/db/schema'
import { fromDateTimeLocal } from '@/lib/format'
import { workOutbox } from '@/lib/mail/outbox'
import { smtpSender } from '@/lib/mail/transport'
import { createStaff } from '@/tests/helpers/admin-users'
import { parseInvite } from '@/tests/helpers/ical'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { seedLeadFixtures } from '@/tests/helpers/leads'
import { updateAppointment } from './mutations'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

const received: ParsedMail[] = []
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push(mail)
        callback()
      })
      .catch(callback)
  },
})
let port = 0

beforeAll(async () => {
  await seedLeadFixtures(db())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

async function sendOutbox() {
  const send = smtpSender(`smtp://127.0.0.1:${port}`, 'Florida Fiberglass Pools <office@example.com>')
  return workOutbox(db(), { send })
}

/** The text/calendar part nodemailer adds for icalEvent (with its method), as the client sees it. */
function calendarPart(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType === 'text/calendar')
  if (!part) throw new Error(`no text/calendar part in "${mail.subject}"`)
  return { method: part.headers.get('content-type'), ics: part.content.toString('utf8') }
}

describe('invites through a real SMTP server', () => {
  it('delivers REQUEST, REQUEST with a higher SEQUENCE, then CANCEL, for the same UID', async () => {
    const { user } = await createStaff(db(), { role: 'sales' })
    const [a] = await db()
      .insert(appointments)
      .values({ customerName: 'Smtp Homeowner', email: 'smtp-home@example.com', officeId: 'ocala' })
      .returning()
    if (!a) throw new Error('appointment not inserted')
    const version = async () =>
      (await db().select().from(appointments).where(eq(appointments.id, a.id)))[0]?.updatedAt.toISOString() ??
      ''
    const steps = [
      { status: 'confirmed' as const, scheduledAt: fromDateTimeLocal('2030-03-07T10:00') },
      { scheduledAt: fromDateTimeLocal('2030-03-14T13:30') }, // after the spring change: EDT
      { status: 'cancelled' as const },
    ]
    for (const step of steps) {
      await updateAppointment(user, a.id, { updatedAt: await version(), ...step })
      expect(await sendOutbox()).toMatchObject({ sent: 1, failed: 0 })
    }
    expect(received.map((m) => m.to && !Array.isArray(m.to) && m.to.text)).toEqual([
      'smtp-home@example.com',
      'smtp-home@example.com',
      'smtp-home@example.com',
    ])
    const parts = received.map(calendarPart)
    expect(parts.map((p) => p.method)).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ method: 'REQUEST' }) }),
      expect.objectContaining({ params: expect.objectContaining({ method: 'REQUEST' }) }),
      expect.objectContaining({ params: expect.objectContaining({ method: 'CANCEL' }) }),
    ])
    const invites = parts.map((p) => parseInvite(p.ics))
    expect(invites.map((i) => [i.method, i.uid, i.sequence, i.tzid, i.wall])).toEqual([
      ['REQUEST', `appointment-${a.id}@localhost`, 0, 'America/New_York', '2030-03-07T10:00:00'],
      ['REQUEST', `appointment-${a.id}@localhost`, 1, 'America/New_York', '2030-03-14T13:30:00'],
      ['CANCEL', `appointment-${a.id}@localhost`, 2, 'America/New_York', '2030-03-14T13:30:00'],
    ])
    // The zone is applied: EST (UTC-5) before the change, EDT (UTC-4) after it.
    expect(invites[0]?.start.toISOString()).toBe('2030-03-07T15:00:00.000Z')
    expect(invites[1]?.start.toISOString()).toBe('2030-03-14T17:30:00.000Z')
    expect(received[0]?.text).toContain('When: Mar 7, 2030, 10:00 AM ET (60 minutes)')
    expect(received[1]?.subject).toBe('Your pool consultation has moved to Mar 14, 2030, 1:30 PM ET')
    expect(received[2]?.text).toContain('has been cancelled')
  })
})
