/**
 * The appointment page's rules on both databases: length, office and assignee with history and
 * audit; times outside office hours or in the past refused (the hours can be overridden, the
 * past cannot); one live appointment per office and start (409); and the homeowner's calendar
 * invite queued in the same transaction on confirm, reschedule and cancel.
 */
import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { PATCH as patchAppointment } from '@/app/api/admin/appointments/[id]/route'
import { appointments, auditLog, leadEvents, mailOutbox, offices } from '@/db/schema'
import { fromDateTimeLocal } from '@/lib/format'
import { STALE_EDIT_MESSAGE } from '@/lib/errors'
import { apiRequest, createStaff, routeContext, signedInStaff } from '@/tests/helpers/admin-users'
import { parseInvite } from '@/tests/helpers/ical'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { seedLeadFixtures } from '@/tests/helpers/leads'
import { updateAppointment } from './mutations'
import { APPOINTMENT_MESSAGES, appointmentUpdateSchema } from './schemas'
import { TIME_RULE_MESSAGES, withinOfficeHours } from './time-rules'
import { inviteReason } from './invite-outbox'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

const et = (wall: string) => {
  const instant = fromDateTimeLocal(wall)
  if (!instant) throw new Error(`bad wall time ${wall}`)
  return instant
}

beforeAll(async () => {
  await seedLeadFixtures(db())
})

async function newAppointment(values: Partial<typeof appointments.$inferInsert> = {}) {
  const [row] = await db()
    .insert(appointments)
    .values({
      customerName: 'Cal Homeowner',
      email: 'cal@example.com',
      address: '12 Lake Rd, Ocala',
      ...values,
    })
    .returning()
  if (!row) throw new Error('appointment not inserted')
  return row
}

async function current(id: number) {
  const [row] = await db().select().from(appointments).where(eq(appointments.id, id))
  if (!row) throw new Error('appointment missing')
  return row
}

const version = async (id: number) => (await current(id)).updatedAt.toISOString()

describe('office hours (Eastern time)', () => {
  it('allows Monday to Friday from 9AM, ending by 4PM, in summer and winter time', () => {
    expect(withinOfficeHours(et('2030-04-18T09:00'), 60)).toBe(true) // Thursday, EDT
    expect(withinOfficeHours(et('2030-01-17T15:00'), 60)).toBe(true) // Thursday, EST
    expect(withinOfficeHours(et('2030-01-17T15:30'), 60)).toBe(false) // ends 4:30PM
    expect(withinOfficeHours(et('2030-04-18T08:59'), 30)).toBe(false)
    expect(withinOfficeHours(et('2030-04-20T10:00'), 60)).toBe(false) // Saturday
    expect(withinOfficeHours(et('2030-04-21T10:00'), 60)).toBe(false) // Sunday
  })

  it('reads the form: length from the list, blank office and assignee clear them, the tick', () => {
    const parsed = appointmentUpdateSchema.parse({
      updatedAt: new Date().toISOString(),
      durationMinutes: '90',
      officeId: '',
      assigneeId: '7',
      outsideHours: 'on',
    })
    expect(parsed).toMatchObject({ durationMinutes: 90, officeId: null, assigneeId: 7, outsideHours: true })
    const bad = appointmentUpdateSchema.safeParse({
      updatedAt: new Date().toISOString(),
      durationMinutes: '300',
    })
    expect(bad.error?.issues[0]?.message).toBe(APPOINTMENT_MESSAGES.badDuration)
  })
})

describe('editing an appointment', () => {
  it('sets length, office and assignee with history and audit; refuses inactive ones', async () => {
    const { user } = await createStaff(db(), { role: 'sales' })
    const { user: rep } = await createStaff(db(), { role: 'sales', username: 'cal-rep' })
    const { user: gone } = await createStaff(db(), { role: 'sales', isActive: false })
    const a = await newAppointment({ email: null })
    await db().update(offices).set({ isActive: false }).where(eq(offices.id, 'orlando'))
    await expect(
      updateAppointment(user, a.id, { updatedAt: await version(a.id), officeId: 'orlando' }),
    ).rejects.toMatchObject({ status: 400, field: 'officeId', message: APPOINTMENT_MESSAGES.badOffice })
    await expect(
      updateAppointment(user, a.id, { updatedAt: await version(a.id), assigneeId: gone.id }),
    ).rejects.toMatchObject({ status: 400, field: 'assigneeId', message: APPOINTMENT_MESSAGES.badAssignee })
    const opened = await version(a.id)
    const saved = await updateAppointment(user, a.id, {
      updatedAt: opened,
      durationMinutes: 90,
      officeId: 'ocala',
      assigneeId: rep.id,
    })
    expect(saved).toMatchObject({ durationMinutes: 90, officeId: 'ocala', assigneeId: rep.id })
    await expect(updateAppointment(user, a.id, { updatedAt: opened, durationMinutes: 30 })).rejects.toThrow(
      STALE_EDIT_MESSAGE,
    )
    const events = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadType, 'appointment'), eq(leadEvents.leadId, a.id)))
      .orderBy(asc(leadEvents.id))
    expect(events.map((e) => [e.action, e.fromValue, e.toValue])).toEqual([
      ['duration_minutes', '60', '90'],
      ['office', null, 'ocala'],
      ['assignee', null, 'cal-rep'],
    ])
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'appointment'), eq(auditLog.entityId, String(a.id))))
    expect(audit?.after).toMatchObject({ durationMinutes: 90, officeId: 'ocala', assigneeId: rep.id })
    await db().update(offices).set({ isActive: true }).where(eq(offices.id, 'orlando'))
  })

  it('refuses a past time always, and office hours unless staff tick the override', async () => {
    const { user } = await createStaff(db(), { role: 'sales' })
    const a = await newAppointment({ email: null })
    const now = et('2030-04-15T12:00')
    await expect(
      updateAppointment(
        user,
        a.id,
        { updatedAt: await version(a.id), scheduledAt: et('2030-04-15T10:00') },
        now,
      ),
    ).rejects.toMatchObject({ status: 400, field: 'scheduledAt', message: TIME_RULE_MESSAGES.past })
    await expect(
      updateAppointment(
        user,
        a.id,
        { updatedAt: await version(a.id), scheduledAt: et('2030-04-15T10:00'), outsideHours: true },
        now,
      ),
    ).rejects.toMatchObject({ message: TIME_RULE_MESSAGES.past })
    const saturday = et('2030-04-20T10:00')
    await expect(
      updateAppointment(user, a.id, { updatedAt: await version(a.id), scheduledAt: saturday }, now),
    ).rejects.toMatchObject({ status: 400, message: TIME_RULE_MESSAGES.outsideHours })
    // 3:30PM for an hour ends after closing.
    await expect(
      updateAppointment(
        user,
        a.id,
        { updatedAt: await version(a.id), scheduledAt: et('2030-04-16T15:30') },
        now,
      ),
    ).rejects.toMatchObject({ message: TIME_RULE_MESSAGES.outsideHours })
    const saved = await updateAppointment(
      user,
      a.id,
      { updatedAt: await version(a.id), scheduledAt: saturday, outsideHours: true },
      now,
    )
    expect(saved.scheduledAt).toEqual(saturday)
  })

  it('answers 409 with a message when the office already has a live appointment at that start', async () => {
    const { user, token } = await signedInStaff(db(), 'operations')
    const start = et('2030-05-07T11:00')
    const first = await newAppointment({ email: null, officeId: 'west-palm-beach' })
    await updateAppointment(user, first.id, {
      updatedAt: await version(first.id),
      scheduledAt: start,
      status: 'confirmed',
    })
    const second = await newAppointment({ email: null, officeId: 'west-palm-beach' })
    const response = await patchAppointment(
      apiRequest(`/api/admin/appointments/${second.id}`, {
        token,
        method: 'PATCH',
        body: { updatedAt: await version(second.id), scheduledAt: '2030-05-07T11:00' },
      }),
      routeContext({ id: String(second.id) }),
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ message: APPOINTMENT_MESSAGES.slotTaken })
    expect((await current(second.id)).scheduledAt).toBeNull()
    // Another office at the same time, or the first one cancelled, is fine.
    const elsewhere = await updateAppointment(user, second.id, {
      updatedAt: await version(second.id),
      scheduledAt: start,
      officeId: 'ocala',
    })
    expect(elsewhere.scheduledAt).toEqual(start)
  })
})

describe('one live appointment per office slot', () => {
  it('lets one of two staff taking the same slot at once win; the other gets 409 and a message', async () => {
    const { user } = await createStaff(db(), { role: 'sales' })
    const start = et('2030-06-04T13:00')
    const rivals = [await newAppointment({ email: null }), await newAppointment({ email: null })]
    const versions = await Promise.all(rivals.map((r) => version(r.id)))
    const results = await Promise.allSettled(
      rivals.map((r, i) =>
        updateAppointment(user, r.id, {
          updatedAt: versions[i] ?? '',
          scheduledAt: start,
          officeId: 'orlando',
          status: 'confirmed',
        }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    const refused = results.find((r) => r.status === 'rejected')
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
      status: 409,
      message: APPOINTMENT_MESSAGES.slotTaken,
    })
    const stored = await Promise.all(rivals.map((r) => current(r.id)))
    expect(stored.filter((r) => r.status === 'confirmed' && r.officeId === 'orlando')).toHaveLength(1)
  })
})

describe('calendar invites to the homeowner', () => {
  it('decides when a change e-mails: confirm, move, cancel; nothing else', () => {
    const base = {
      status: 'confirmed',
      scheduledAt: et('2030-04-18T10:00'),
      durationMinutes: 60,
      officeId: 'ocala',
    }
    expect(inviteReason({ ...base, status: 'pending' }, base)).toBe('confirmed')
    expect(inviteReason(base, { ...base, durationMinutes: 90 })).toBe('rescheduled')
    expect(inviteReason(base, { ...base, scheduledAt: et('2030-04-18T11:00') })).toBe('rescheduled')
    expect(inviteReason(base, { ...base, status: 'cancelled' })).toBe('cancelled')
    expect(inviteReason(base, { ...base, status: 'completed' })).toBeNull()
    expect(inviteReason({ ...base, status: 'pending' }, { ...base, status: 'pending' })).toBeNull()
  })

  it('queues REQUEST then an update with a higher SEQUENCE then CANCEL, in the change itself', async () => {
    const { user } = await createStaff(db(), { role: 'sales' })
    const a = await newAppointment({ officeId: 'ocala' })
    await updateAppointment(user, a.id, {
      updatedAt: await version(a.id),
      status: 'confirmed',
      scheduledAt: et('2030-04-18T10:30'),
    })
    await updateAppointment(user, a.id, {
      updatedAt: await version(a.id),
      scheduledAt: et('2030-11-05T14:00'), // after the change back to standard time
      durationMinutes: 90,
    })
    // A note-free change that does not move it sends nothing.
    await updateAppointment(user, a.id, { updatedAt: await version(a.id), assigneeId: user.id })
    await updateAppointment(user, a.id, { updatedAt: await version(a.id), status: 'cancelled' })
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.refId, a.id))
      .orderBy(asc(mailOutbox.id))
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([
      ['appointment:invite', 'cal@example.com'],
      ['appointment:invite', 'cal@example.com'],
      ['appointment:cancel', 'cal@example.com'],
    ])
    const invites = mails.map((m) => parseInvite(m.calendar?.content ?? ''))
    expect(mails.map((m) => m.calendar?.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL'])
    expect(invites.map((i) => [i.method, i.sequence, i.tzid, i.wall, i.status])).toEqual([
      ['REQUEST', 0, 'America/New_York', '2030-04-18T10:30:00', 'CONFIRMED'],
      ['REQUEST', 1, 'America/New_York', '2030-11-05T14:00:00', 'CONFIRMED'],
      ['CANCEL', 2, 'America/New_York', '2030-11-05T14:00:00', 'CANCELLED'],
    ])
    expect(new Set(invites.map((i) => i.uid))).toEqual(new Set([`appointment-${a.id}@localhost`]))
    expect(invites[0]?.start.toISOString()).toBe('2030-04-18T14:30:00.000Z')
    expect(invites[1]?.start.toISOString()).toBe('2030-11-05T19:00:00.000Z')
    expect(invites[1]?.end.toISOString()).toBe('2030-11-05T20:30:00.000Z')
    expect(mails[0]?.subject).toBe('Your pool consultation is confirmed: Apr 18, 2030, 10:30 AM ET')
    expect(mails[0]?.textBody).toContain('When: Apr 18, 2030, 10:30 AM ET (60 minutes)')
    expect(mails[0]?.textBody).toContain('Where: 12 Lake Rd, Ocala')
    expect(mails[1]?.subject).toContain('has moved to Nov 5, 2030, 2:00 PM ET')
    expect(mails[2]?.subject).toContain('is cancelled')
    expect((await current(a.id)).inviteSequence).toBe(2)
    const history = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, a.id), eq(leadEvents.action, 'invite')))
    expect(history.map((e) => e.toValue)).toEqual(['confirmed', 'rescheduled', 'cancelled'])
  })

  it('names the office as the place without a home address, and sends nothing without an e-mail', async () => {
    const { user } = await createStaff(db(), { role: 'sales' })
    const a = await newAppointment({ officeId: 'orlando', address: null })
    await updateAppointment(user, a.id, {
      updatedAt: await version(a.id),
      status: 'confirmed',
      scheduledAt: et('2030-04-19T09:00'),
    })
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.refId, a.id))
    const [orlando] = await db().select().from(offices).where(eq(offices.id, 'orlando'))
    expect(mail?.textBody).toContain(`Where: ${orlando?.address}, ${orlando?.city}, FL`)
    expect(mail?.textBody).toContain(`Phone: ${orlando?.phone}`)
    expect(parseInvite(mail?.calendar?.content ?? '')).toMatchObject({
      organizer: `mailto:${orlando?.email}`,
      location: `${orlando?.address}, ${orlando?.city}, FL`,
    })
    const silent = await newAppointment({ email: null })
    await updateAppointment(user, silent.id, {
      updatedAt: await version(silent.id),
      status: 'confirmed',
      scheduledAt: et('2030-04-19T10:00'),
    })
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.refId, silent.id))).toEqual([])
    expect((await current(silent.id)).inviteSequence).toBe(0)
  })
})
