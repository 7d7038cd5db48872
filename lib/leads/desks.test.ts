/**
 * The contacts and appointments desks and the dashboard: their changes with history, and every
 * admin endpoint of these desks × every role (allowed or 403) and anonymous (401).
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as appointmentRoute, PATCH as patchAppointment } from '@/app/api/admin/appointments/[id]/route'
import { GET as appointmentsRoute } from '@/app/api/admin/appointments/route'
import { GET as contactRoute, PATCH as patchContact } from '@/app/api/admin/contacts/[id]/route'
import { GET as contactsExport } from '@/app/api/admin/contacts/export/route'
import { GET as contactsRoute } from '@/app/api/admin/contacts/route'
import { GET as dashboardRoute } from '@/app/api/admin/dashboard/route'
import { STALE_EDIT_MESSAGE } from '@/lib/errors'
import { appointments, contacts, estimateRequests, leadEvents } from '@/db/schema'
import { ROLES, can, type Permission } from '@/lib/auth/permissions'
import { dashboardData } from '@/lib/dashboard/queries'
import { apiRequest, createStaff, routeContext, signedInStaff } from '@/tests/helpers/admin-users'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { updateAppointment } from '@/lib/leads/appointments/mutations'
import { APPOINTMENT_MESSAGES, appointmentUpdateSchema } from '@/lib/leads/appointments/schemas'
import { listAppointments, parseAppointmentFilters } from '@/lib/leads/appointments/queries'
import { updateContact } from '@/lib/leads/contacts/mutations'
import { contactUpdateSchema } from '@/lib/leads/contacts/schemas'
import { listContacts, parseContactFilters } from '@/lib/leads/contacts/queries'
import { fromDateTimeLocal, toDateTimeLocal } from '@/lib/format'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

let contactId = 0
let appointmentId = 0

beforeAll(async () => {
  const [contact] = await db()
    .insert(contacts)
    .values({
      name: 'Desk Contact',
      email: 'desk@example.com',
      phone: '(352) 555-0177',
      message: 'Resurfacing quote please',
    })
    .returning()
  const [lead] = await db()
    .insert(estimateRequests)
    .values({ firstName: 'Desk Appt', requestType: 'appointment' })
    .returning()
  const [appointment] = await db()
    .insert(appointments)
    .values({ customerName: 'Desk Appt', phone: '4075550123', estimateRequestId: lead?.id })
    .returning()
  contactId = contact?.id ?? 0
  appointmentId = appointment?.id ?? 0
})

describe('contacts desk', () => {
  it('filters, moves new → replied → closed, keeps notes, and records the history', async () => {
    const { user } = await createStaff(db(), { role: 'sales' })
    const parsed = parseContactFilters({ q: '555-0177' })
    if (!parsed.ok) throw new Error('filters')
    expect((await listContacts(parsed.filters)).rows.map((c) => c.id)).toEqual([contactId])
    const replied = await updateContact(user, contactId, {
      status: 'replied',
      notes: 'Called back',
      updatedAt: await contactVersion(),
    })
    const closed = await updateContact(user, contactId, {
      status: 'closed',
      updatedAt: replied.updatedAt.toISOString(),
    })
    expect(closed).toMatchObject({
      status: 'closed',
      notes: 'Called back',
      statusUpdatedAt: expect.any(Date),
    })
    const events = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadType, 'contact'), eq(leadEvents.leadId, contactId)))
    expect(events.map((e) => [e.action, e.toValue])).toEqual([
      ['status', 'replied'],
      ['notes', 'Called back'],
      ['status', 'closed'],
    ])
    const onlyNew = parseContactFilters({ q: 'Desk', status: 'new' })
    if (!onlyNew.ok) throw new Error('filters')
    expect((await listContacts(onlyNew.filters)).rows).toHaveLength(0)
  })
})

describe('contact notes written by two people at once', () => {
  it('keeps the first notes and refuses the second save with a clear message', async () => {
    const { user: first } = await createStaff(db(), { role: 'sales' })
    const { user: second } = await createStaff(db(), { role: 'operations' })
    const opened = await contactVersion()
    await updateContact(first, contactId, { notes: 'First: quote sent by e-mail.', updatedAt: opened })
    await expect(
      updateContact(second, contactId, { notes: 'Second: will call Monday.', updatedAt: opened }),
    ).rejects.toThrow(STALE_EDIT_MESSAGE)
    const [stored] = await db().select().from(contacts).where(eq(contacts.id, contactId))
    expect(stored?.notes).toBe('First: quote sent by e-mail.')
    // Through the API: 409 with the same message; the notes stay the first person's.
    const { token } = await signedInStaff(db(), 'sales')
    const response = await patchContact(
      apiRequest(`/api/admin/contacts/${contactId}`, {
        method: 'PATCH',
        token,
        body: { notes: 'Third: overwrite?', updatedAt: opened },
      }),
      routeContext({ id: String(contactId) }),
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ message: STALE_EDIT_MESSAGE })
    expect(contactUpdateSchema.safeParse({ notes: 'x' }).error?.issues[0]?.path).toEqual(['updatedAt'])
  })
})

describe('appointments desk', () => {
  it('reads datetime-local input as Eastern time, whatever the server zone', () => {
    const summer = fromDateTimeLocal('2030-07-01T10:30')
    expect(summer?.toISOString()).toBe('2030-07-01T14:30:00.000Z')
    const winter = fromDateTimeLocal('2030-01-15T09:00')
    expect(winter?.toISOString()).toBe('2030-01-15T14:00:00.000Z')
    expect(toDateTimeLocal(winter)).toBe('2030-01-15T09:00')
    expect(fromDateTimeLocal('2030-02-30T09:00')).toBeUndefined()
    expect(
      appointmentUpdateSchema.safeParse({ scheduledAt: 'tomorrow', updatedAt: new Date().toISOString() })
        .error?.issues[0]?.message,
    ).toMatch(/Eastern/)
  })

  it('needs a date before confirming; then confirms, and lists by date', async () => {
    const { user } = await createStaff(db(), { role: 'operations' })
    const opened = await appointmentVersion()
    await expect(
      updateAppointment(user, appointmentId, { status: 'confirmed', updatedAt: opened }),
    ).rejects.toMatchObject({
      status: 400,
      field: 'scheduledAt',
    })
    // The same rule in the browser, before anything is sent.
    expect(
      appointmentUpdateSchema.safeParse({ status: 'confirmed', scheduledAt: '', updatedAt: opened }).error
        ?.issues[0],
    ).toMatchObject({ path: ['scheduledAt'], message: APPOINTMENT_MESSAGES.dateRequired })
    const when = fromDateTimeLocal('2030-04-18T10:30')
    const done = await updateAppointment(user, appointmentId, {
      status: 'confirmed',
      scheduledAt: when,
      updatedAt: opened,
    })
    // A second change made on the version opened before is refused: the confirmation stays.
    await expect(
      updateAppointment(user, appointmentId, { status: 'cancelled', updatedAt: opened }),
    ).rejects.toThrow(STALE_EDIT_MESSAGE)
    expect(done).toMatchObject({ status: 'confirmed', scheduledAt: when })
    // Clearing the date of a confirmed appointment (no status sent, as a direct API call can) is
    // refused too: a confirmed appointment always has its date and time.
    await expect(
      updateAppointment(user, appointmentId, {
        scheduledAt: null,
        updatedAt: done.updatedAt.toISOString(),
      }),
    ).rejects.toMatchObject({ status: 400, field: 'scheduledAt' })
    const parsed = parseAppointmentFilters({ from: '2030-04-18', to: '2030-04-18', status: 'confirmed' })
    if (!parsed.ok) throw new Error('filters')
    const list = await listAppointments(parsed.filters)
    expect(list.rows.map((r) => r.appointment.id)).toEqual([appointmentId])
    expect(list.rows[0]?.leadStatus).toBe('new')
    const events = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadType, 'appointment'), eq(leadEvents.leadId, appointmentId)))
    expect(events.map((e) => [e.action, e.toValue])).toEqual([
      ['scheduled_at', '2030-04-18T14:30:00.000Z'],
      ['status', 'confirmed'],
    ])
  })
})

async function contactVersion() {
  const [row] = await db().select().from(contacts).where(eq(contacts.id, contactId))
  if (!row) throw new Error('contact missing')
  return row.updatedAt.toISOString()
}

async function appointmentVersion() {
  const [row] = await db().select().from(appointments).where(eq(appointments.id, appointmentId))
  if (!row) throw new Error('appointment missing')
  return row.updatedAt.toISOString()
}

describe('dashboard', () => {
  it('counts today’s and this week’s leads and groups the last 90 days', async () => {
    await db()
      .insert(estimateRequests)
      .values([
        { firstName: 'Dash A', status: 'new', nearestBranch: 'ocala', sourcePage: 'dash-src' },
        { firstName: 'Dash B', status: 'won', nearestBranch: 'ocala', sourcePage: 'dash-src' },
        { firstName: 'Old', createdAt: new Date(Date.now() - 200 * 86_400_000), sourcePage: 'dash-old' },
      ])
    const data = await dashboardData()
    expect(data.leads.today).toBeGreaterThanOrEqual(2)
    expect(data.leads.week).toBeGreaterThanOrEqual(data.leads.today)
    expect(data.bySource.find((s) => s.key === 'dash-src')?.count).toBe(2)
    expect(data.bySource.find((s) => s.key === 'dash-old')).toBeUndefined()
    expect(data.byWeek).toHaveLength(12)
    expect(data.byWeek.at(-1)?.count).toBeGreaterThanOrEqual(2)
    expect(data.newest[0]?.firstName).toMatch(/Dash|Desk/)
  })
})

describe('desk endpoints × roles', () => {
  type Call = { name: string; permission: Permission; ok: number; run: (token?: string) => Promise<Response> }
  const calls: Call[] = [
    {
      name: 'GET contacts',
      permission: 'contacts:read',
      ok: 200,
      run: (t) => contactsRoute(apiRequest('/api/admin/contacts', { token: t }), routeContext()),
    },
    {
      name: 'GET contacts export',
      permission: 'leads:export',
      ok: 200,
      run: (t) => contactsExport(apiRequest('/api/admin/contacts/export', { token: t }), routeContext()),
    },
    {
      name: 'GET contact',
      permission: 'contacts:read',
      ok: 200,
      run: (t) =>
        contactRoute(
          apiRequest(`/api/admin/contacts/${contactId}`, { token: t }),
          routeContext({ id: String(contactId) }),
        ),
    },
    {
      name: 'PATCH contact',
      permission: 'contacts:write',
      ok: 200,
      run: async (t) =>
        patchContact(
          apiRequest(`/api/admin/contacts/${contactId}`, {
            method: 'PATCH',
            token: t,
            body: { notes: `x ${Math.random()}`, updatedAt: await contactVersion() },
          }),
          routeContext({ id: String(contactId) }),
        ),
    },
    {
      name: 'GET appointments',
      permission: 'appointments:read',
      ok: 200,
      run: (t) => appointmentsRoute(apiRequest('/api/admin/appointments', { token: t }), routeContext()),
    },
    {
      name: 'GET appointment',
      permission: 'appointments:read',
      ok: 200,
      run: (t) =>
        appointmentRoute(
          apiRequest(`/api/admin/appointments/${appointmentId}`, { token: t }),
          routeContext({ id: String(appointmentId) }),
        ),
    },
    {
      name: 'PATCH appointment',
      permission: 'appointments:write',
      ok: 200,
      run: async (t) =>
        patchAppointment(
          apiRequest(`/api/admin/appointments/${appointmentId}`, {
            method: 'PATCH',
            token: t,
            body: { scheduledAt: '2030-05-01T15:00:00Z', updatedAt: await appointmentVersion() },
          }),
          routeContext({ id: String(appointmentId) }),
        ),
    },
    {
      name: 'GET dashboard',
      permission: 'dashboard:read',
      ok: 200,
      run: (t) => dashboardRoute(apiRequest('/api/admin/dashboard', { token: t }), routeContext()),
    },
  ]
  for (const call of calls) {
    it(`${call.name}: 401 without a session`, async () => {
      expect((await call.run()).status).toBe(401)
    })
    for (const role of ROLES) {
      const allowed = can(role, call.permission)
      it(`${call.name}: ${role} ${allowed ? 'allowed' : 'refused (403)'}`, async () => {
        const { token } = await signedInStaff(db(), role)
        expect((await call.run(token)).status).toBe(allowed ? call.ok : 403)
      })
    }
  }

  it('answers 400 for bad input and 404 for unknown records', async () => {
    const { token } = await signedInStaff(db(), 'admin')
    expect(
      (await contactsRoute(apiRequest('/api/admin/contacts?status=open', { token }), routeContext())).status,
    ).toBe(400)
    expect(
      (await appointmentsRoute(apiRequest('/api/admin/appointments?page=0', { token }), routeContext()))
        .status,
    ).toBe(400)
    const badDate = await patchAppointment(
      apiRequest(`/api/admin/appointments/${appointmentId}`, {
        method: 'PATCH',
        token,
        body: { scheduledAt: 'soon', updatedAt: await appointmentVersion() },
      }),
      routeContext({ id: String(appointmentId) }),
    )
    expect(badDate.status).toBe(400)
    expect(
      (
        await contactRoute(
          apiRequest('/api/admin/contacts/999999', { token }),
          routeContext({ id: '999999' }),
        )
      ).status,
    ).toBe(404)
    const missing = await patchContact(
      apiRequest('/api/admin/contacts/999999', {
        method: 'PATCH',
        token,
        body: { status: 'closed', updatedAt: await contactVersion() },
      }),
      routeContext({ id: '999999' }),
    )
    expect(missing.status).toBe(404)
  })
})
