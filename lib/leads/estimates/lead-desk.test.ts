/**
 * The rep records the deal (issue 35 §1), through the lead desk's server actions and API as the
 * pages call them, on PGlite and (TEST_DB=postgres) PostgreSQL: a lead entered by hand with its
 * source and the duplicate check; its contact details and office corrected with history, audit
 * and the version check (409); a site visit booked (the calendar, My day, the invite with its .ics
 * in the outbox); the deal value in cents; lost reasons from the list, 'Other' with its text.
 */
import { and, asc, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { PATCH as patchDetails } from '@/app/api/admin/estimates/[id]/details/route'
import { GET as getLeadRoute, PATCH as patchLead } from '@/app/api/admin/estimates/[id]/route'
import { GET as exportRoute } from '@/app/api/admin/estimates/export/route'
import {
  appointments,
  auditLog,
  estimateComments,
  estimateRequests,
  leadEvents,
  leadSources,
  lostReasons,
  mailOutbox,
} from '@/db/schema'
import { seedDemoData } from '@/lib/demo-data'
import { STALE_EDIT_MESSAGE } from '@/lib/errors'
import { addDays, calendarEntries } from '@/lib/leads/appointments/calendar'
import { bookSiteVisitAction } from '@/lib/leads/appointments/actions'
import { APPOINTMENT_MESSAGES } from '@/lib/leads/appointments/schemas'
import { TIME_RULE_MESSAGES } from '@/lib/leads/appointments/time-rules'
import { VISIT_MESSAGES } from '@/lib/leads/appointments/visit-schema'
import { describeLeadEvent } from '@/lib/leads/history'
import { loadMyDay } from '@/lib/my-day/queries'
import { businessDay, fromDateTimeLocal } from '@/lib/format'
import { createRoleAdmins, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { apiRequest, routeContext } from '@/tests/helpers/admin-users'
import { parseInvite } from '@/tests/helpers/ical'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { createLeadAction, updateLeadAction, updateLeadDetailsAction, updateLeadsManyAction } from './actions'
import { getLeadDetail } from './detail'
import { LEAD_DETAIL_MESSAGES } from './details-schemas'
import { LEAD_MESSAGES } from './statuses'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>
const source: Record<string, number> = {}
const reason: Record<string, number> = {}

beforeAll(async () => {
  users = await createRoleAdmins(db())
  await seedDemoData(db())
  for (const row of await db().select().from(leadSources)) source[row.name] = row.id
  for (const row of await db().select().from(lostReasons)) reason[row.label] = row.id
})

type Result = { ok: boolean; message: string; data?: unknown }
function ok<T>(result: { ok: true; data: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(result.message)
  return result.data
}

const lead = async (id: number) => {
  const [row] = await db().select().from(estimateRequests).where(eq(estimateRequests.id, id))
  if (!row) throw new Error(`no lead ${id}`)
  return row
}
const history = async (id: number) =>
  (
    await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadType, 'estimate'), eq(leadEvents.leadId, id)))
      .orderBy(asc(leadEvents.id))
  ).map((e) => describeLeadEvent(e))

let serial = 0
/** A phone lead as the New lead screen sends it (raw form values). */
function phoneLead(overrides: Record<string, unknown> = {}) {
  serial += 1
  return {
    firstName: 'Dana',
    lastName: `Phone${serial}`,
    phone: `(352) 555-${String(4000 + serial)}`,
    email: '',
    address: '2200 SW College Rd, Ocala, FL 34471',
    nearestBranch: 'west-palm-beach',
    leadSourceId: String(source['Phone call']),
    salesRep: '',
    notes: '',
    ...overrides,
  }
}

async function created(overrides: Record<string, unknown> = {}) {
  return ok(await createLeadAction(phoneLead(overrides))).id
}

describe('a lead entered by hand', () => {
  it('is stored with its source, office details, notes as a comment and its history, by a sales rep', async () => {
    signInAs(users.sales.token)
    const id = await created({
      firstName: ' Dana ',
      email: 'dana.rivera@example.com',
      salesRep: users.sales.username,
      notes: 'Saw the Ocala show pool; wants a tanning ledge. Call after 5 PM.',
      contacted: 'on',
    })
    const row = await lead(id)
    expect(row).toMatchObject({
      firstName: 'Dana',
      email: 'dana.rivera@example.com',
      requestType: 'estimate',
      leadSourceId: source['Phone call'],
      sourcePage: null,
      nearestBranch: 'west-palm-beach',
      salesRep: users.sales.username,
      status: 'contacted',
      dealValueCents: null,
    })
    expect(row.branchDetails).toMatchObject({ id: 'west-palm-beach', name: 'West Palm Beach Office' })
    expect(await history(id)).toEqual([
      `${users.sales.username} entered the lead (source: Phone call)`,
      `${users.sales.username} assigned the lead to ${users.sales.username}`,
      `${users.sales.username} changed the status from New to Contacted`,
      `${users.sales.username} commented: Saw the Ocala show pool; wants a tanning ledge. Call after 5 PM.`,
    ])
    const [comment] = await db().select().from(estimateComments).where(eq(estimateComments.estimateId, id))
    expect(comment).toMatchObject({ author: users.sales.username })
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'estimate'), eq(auditLog.entityId, String(id))))
    expect(audit).toMatchObject({ action: 'create', actorUsername: users.sales.username })
    // The lead page reads its source; a web lead has none.
    expect((await getLeadDetail(id))?.source).toEqual({ id: source['Phone call'], name: 'Phone call' })
  })

  it('runs the duplicate rule first: the matches come back with nothing stored, until the rep confirms', async () => {
    signInAs(users.sales.token)
    const first = await created({ phone: '(407) 555-7781', email: 'pat@example.com' })
    const before = await db().select({ id: estimateRequests.id }).from(estimateRequests)
    // The same number typed another way is the same number.
    const again = await createLeadAction(phoneLead({ firstName: 'Pat', phone: '407.555.7781' }))
    expect(again).toMatchObject({
      ok: false,
      status: 409,
      message: LEAD_DETAIL_MESSAGES.duplicate(1),
      duplicates: [{ id: first, status: 'new' }],
    })
    const byEmail = await createLeadAction(phoneLead({ phone: '', email: 'pat@example.com' }))
    expect(byEmail).toMatchObject({ ok: false, status: 409, duplicates: [{ id: first }] })
    expect(await db().select({ id: estimateRequests.id }).from(estimateRequests)).toHaveLength(before.length)

    const confirmed = ok(
      await createLeadAction(phoneLead({ firstName: 'Pat', phone: '407.555.7781', confirmDuplicate: 'on' })),
    )
    expect((await getLeadDetail(confirmed.id))?.duplicates.map((d) => d.id)).toEqual([first])
  })

  it('routes a lead left without an office to the office nearest its address', async () => {
    signInAs(users.operations.token)
    const byZip = ok(
      await createLeadAction(
        phoneLead({ nearestBranch: '', address: '4120 Lake Worth Rd, Lake Worth, FL 33461' }),
      ),
    )
    expect((await lead(byZip.id)).nearestBranch).toBe('west-palm-beach')
    const byCity = ok(
      await createLeadAction(phoneLead({ nearestBranch: '', address: '88 Main St, Kissimmee' })),
    )
    expect((await lead(byCity.id)).nearestBranch).toBe('orlando')
    // A chosen office wins over the address.
    const chosen = ok(
      await createLeadAction(
        phoneLead({ nearestBranch: 'ocala', address: '4120 Lake Worth Rd, Lake Worth, FL 33461' }),
      ),
    )
    expect((await lead(chosen.id)).nearestBranch).toBe('ocala')
  })

  it('answers bad input on its field with a 400 and stores nothing', async () => {
    signInAs(users.operations.token)
    const count = async () => (await db().select({ id: estimateRequests.id }).from(estimateRequests)).length
    const before = await count()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '  ' }, 'firstName', LEAD_DETAIL_MESSAGES.firstNameRequired],
      [{ phone: '', email: '' }, 'phone', LEAD_DETAIL_MESSAGES.emailOrPhoneRequired],
      [{ phone: '555-12' }, 'phone', LEAD_DETAIL_MESSAGES.phoneInvalid],
      [{ phone: '(352) 555-0142 ext 1234' }, 'phone', LEAD_DETAIL_MESSAGES.tooLong(20)],
      [{ email: 'dana@' }, 'email', LEAD_DETAIL_MESSAGES.emailInvalid],
      [{ nearestBranch: '', address: '' }, 'nearestBranch', LEAD_DETAIL_MESSAGES.officeNotFromAddress],
      [
        { nearestBranch: '', address: 'Lot 7, the back road' },
        'nearestBranch',
        LEAD_DETAIL_MESSAGES.officeNotFromAddress,
      ],
      [{ nearestBranch: 'tampa' }, 'nearestBranch', LEAD_DETAIL_MESSAGES.officeUnknown],
      [{ leadSourceId: '' }, 'leadSourceId', LEAD_DETAIL_MESSAGES.sourceRequired],
      [{ leadSourceId: '99999' }, 'leadSourceId', LEAD_DETAIL_MESSAGES.sourceUnknown],
      [{ salesRep: 'nobody-here' }, 'salesRep', LEAD_DETAIL_MESSAGES.repUnknown],
      [{ address: 'x'.repeat(501) }, 'address', LEAD_DETAIL_MESSAGES.tooLong(500)],
    ]
    for (const [input, field, message] of cases) {
      const result = await createLeadAction(phoneLead(input))
      expect(result, JSON.stringify(input)).toMatchObject({ ok: false, status: 400 })
      if (!result.ok) expect(result.fieldErrors?.[field], JSON.stringify(input)).toBe(message)
    }
    // A deactivated source is no longer offered, nor accepted.
    await db().update(leadSources).set({ isActive: false }).where(eq(leadSources.id, source['Yard sign']!))
    expect(await createLeadAction(phoneLead({ leadSourceId: String(source['Yard sign']) }))).toMatchObject({
      ok: false,
      fieldErrors: { leadSourceId: LEAD_DETAIL_MESSAGES.sourceUnknown },
    })
    expect(await count()).toBe(before)
    signInAs(null)
    expect(await createLeadAction(phoneLead())).toMatchObject({ ok: false, status: 401 })
    expect(await count()).toBe(before)
  })
})

describe("a lead's contact details and office", () => {
  it('are corrected with one history line per change, old → new, and the audit entry', async () => {
    signInAs(users.sales.token)
    const id = await created({ firstName: 'Ray', lastName: 'Ocala', email: 'ray@example.com' })
    const before = await lead(id)
    const saved = ok(
      await updateLeadDetailsAction(id, {
        updatedAt: before.updatedAt.toISOString(),
        firstName: 'Raymond',
        lastName: 'Ocala',
        phone: before.phone,
        email: '',
        address: '1000 N Flagler Dr, West Palm Beach, FL 33401',
        nearestBranch: 'orlando',
      }),
    )
    const after = await lead(id)
    expect(after).toMatchObject({
      firstName: 'Raymond',
      email: null,
      address: '1000 N Flagler Dr, West Palm Beach, FL 33401',
      nearestBranch: 'orlando',
    })
    expect(after.branchDetails).toMatchObject({ id: 'orlando', name: 'Orlando Office' })
    expect(saved.updatedAt).toBe(after.updatedAt.toISOString())
    const u = users.sales.username
    expect((await history(id)).slice(-4)).toEqual([
      `${u} changed the first name from Ray to Raymond`,
      `${u} cleared the e-mail (was ray@example.com)`,
      `${u} changed the address from 2200 SW College Rd, Ocala, FL 34471 to 1000 N Flagler Dr, West Palm Beach, FL 33401`,
      `${u} changed the office from West Palm Beach Office to Orlando Office`,
    ])
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'estimate'),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'update'),
        ),
      )
      .orderBy(desc(auditLog.id))
    expect(audit?.before).toMatchObject({ firstName: 'Ray', nearestBranch: 'west-palm-beach' })
    expect(audit?.after).toMatchObject({ firstName: 'Raymond', nearestBranch: 'orlando' })

    // The same values again change nothing and write nothing.
    const lines = (await history(id)).length
    const same = await updateLeadDetailsAction(id, {
      updatedAt: after.updatedAt.toISOString(),
      firstName: 'Raymond',
      lastName: 'Ocala',
      phone: after.phone,
      email: '',
      address: after.address,
      nearestBranch: 'orlando',
    })
    expect(same).toMatchObject({ ok: true, message: 'Nothing changed.' })
    expect(await history(id)).toHaveLength(lines)
  })

  it('refuses a stale version with the conflict message (409 in the API) and keeps the colleague’s change', async () => {
    signInAs(users.sales.token)
    const id = await created({ firstName: 'Stale' })
    const seen = (await lead(id)).updatedAt.toISOString()
    const values = { firstName: 'Stale', lastName: 'X', phone: '(352) 555-9000', nearestBranch: 'ocala' }
    ok(await updateLeadDetailsAction(id, { ...values, updatedAt: seen, firstName: 'Colleague' }))
    expect(await updateLeadDetailsAction(id, { ...values, updatedAt: seen })).toMatchObject({
      ok: false,
      status: 409,
      message: STALE_EDIT_MESSAGE,
      conflict: true,
    })
    const response = await patchDetails(
      apiRequest(`/api/admin/estimates/${id}/details`, {
        method: 'PATCH',
        token: users.sales.token,
        body: { ...values, updatedAt: seen },
      }),
      routeContext({ id: String(id) }),
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ message: STALE_EDIT_MESSAGE })
    expect((await lead(id)).firstName).toBe('Colleague')

    // Bad input through the API: 400 on the field, nothing changed.
    const current = (await lead(id)).updatedAt.toISOString()
    const bad = await patchDetails(
      apiRequest(`/api/admin/estimates/${id}/details`, {
        method: 'PATCH',
        token: users.sales.token,
        body: { ...values, updatedAt: current, phone: 12, email: 'nope' },
      }),
      routeContext({ id: String(id) }),
    )
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors).toMatchObject({ email: LEAD_DETAIL_MESSAGES.emailInvalid })
    expect((await lead(id)).firstName).toBe('Colleague')
  })
})

/** A weekday at least a week ahead, as the form's date value. */
function weekdayAhead(days = 8): string {
  let day = businessDay(new Date(Date.now() + days * 86_400_000))
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1)
  return day
}

describe('a site visit booked on a lead', () => {
  it('is a confirmed appointment on the calendar and My day, with the invite in the outbox, and schedules the lead', async () => {
    signInAs(users.sales.token)
    const id = await created({ firstName: 'Vera', lastName: 'Visit', email: 'vera@example.com' })
    const day = weekdayAhead()
    const seen = (await lead(id)).updatedAt.toISOString()
    const booked = await bookSiteVisitAction(id, {
      updatedAt: seen,
      visitDate: day,
      visitTime: '15:00',
      durationMinutes: '60',
      officeId: 'ocala',
      assigneeId: String(users.sales.id),
    })
    expect(booked).toMatchObject({ ok: true })
    if (!booked.ok) return
    const at = fromDateTimeLocal(`${day}T15:00`)
    const [visit] = await db().select().from(appointments).where(eq(appointments.estimateRequestId, id))
    expect(visit).toMatchObject({
      id: booked.data.appointmentId,
      customerName: 'Vera Visit',
      email: 'vera@example.com',
      status: 'confirmed',
      scheduledAt: at,
      durationMinutes: 60,
      officeId: 'ocala',
      assigneeId: users.sales.id,
    })
    // The lead: Scheduled, the visiting rep, the visit in its history; the form's version moves on.
    const after = await lead(id)
    expect(after).toMatchObject({ status: 'scheduled', salesRep: users.sales.username })
    expect(booked.data.updatedAt).toBe(after.updatedAt.toISOString())
    expect((await history(id)).slice(-3)).toEqual([
      expect.stringMatching(
        new RegExp(`^${users.sales.username} booked a site visit for .* \\(appointment #${visit?.id}\\)$`),
      ),
      `${users.sales.username} assigned the lead to ${users.sales.username}`,
      `${users.sales.username} changed the status from New to Scheduled`,
    ])
    // The invite: one REQUEST with the .ics at 3:00 PM New York time, to the homeowner.
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.refId, visit?.id ?? 0))
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ toAddress: 'vera@example.com', kind: 'appointment:invite' })
    expect(mails[0]?.subject).toMatch(/^Your pool consultation is confirmed/)
    const invite = parseInvite(mails[0]?.calendar?.content ?? '')
    expect(invite).toMatchObject({ method: 'REQUEST', tzid: 'America/New_York', status: 'CONFIRMED' })
    expect(invite.wall).toBe(`${day}T15:00:00`)
    expect(invite.start).toEqual(at)
    expect(invite.end).toEqual(new Date((at?.getTime() ?? 0) + 60 * 60_000))
    // On the calendar's day, and on the rep's My day on that day.
    const { byDay } = await calendarEntries({ view: 'week', date: day }, [day])
    expect(byDay.get(day)?.map((e) => e.id)).toContain(visit?.id)
    const myDay = await loadMyDay({
      user: { id: users.sales.id, username: users.sales.username },
      office: null,
      now: fromDateTimeLocal(`${day}T08:00`) ?? new Date(),
    })
    expect(myDay.appointments.map((a) => a.id)).toContain(visit?.id)
    expect(myDay.openLeads.map((l) => l.id)).toContain(id)
  })

  it('refuses a taken slot (409), the past and out-of-hours times (400), and a stale lead (409), booking nothing', async () => {
    signInAs(users.sales.token)
    const day = weekdayAhead(9)
    const first = await created({ firstName: 'Slot' })
    const book = async (leadId: number, values: Record<string, unknown>) =>
      bookSiteVisitAction(leadId, {
        updatedAt: (await lead(leadId)).updatedAt.toISOString(),
        visitDate: day,
        visitTime: '10:00',
        durationMinutes: '60',
        officeId: 'orlando',
        assigneeId: String(users.sales.id),
        ...values,
      })
    ok(await book(first, {}))
    const second = await created({ firstName: 'Clash' })
    const visits = async () =>
      (await db().select().from(appointments).where(eq(appointments.estimateRequestId, second))).length
    expect(await book(second, {})).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { visitTime: APPOINTMENT_MESSAGES.slotTaken },
    })
    expect(await book(second, { visitDate: '2020-03-02' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { visitTime: TIME_RULE_MESSAGES.past },
    })
    expect(await book(second, { visitTime: '18:00' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { visitTime: TIME_RULE_MESSAGES.outsideHours },
    })
    expect(await book(second, { visitTime: '' })).toMatchObject({
      ok: false,
      fieldErrors: { visitTime: VISIT_MESSAGES.timeRequired },
    })
    expect(await book(second, { visitDate: '2026-02-30' })).toMatchObject({
      ok: false,
      fieldErrors: { visitDate: VISIT_MESSAGES.dateInvalid },
    })
    expect(await book(second, { assigneeId: '' })).toMatchObject({
      ok: false,
      fieldErrors: { assigneeId: VISIT_MESSAGES.repRequired },
    })
    expect(await book(second, { updatedAt: '2020-01-01T00:00:00.000Z' })).toMatchObject({
      ok: false,
      status: 409,
      message: STALE_EDIT_MESSAGE,
    })
    expect(await visits()).toBe(0)
    expect((await lead(second)).status).toBe('new')
    // Outside the hours when the homeowner asked for it; no e-mail, no invite.
    const evening = ok(await book(second, { visitTime: '18:00', outsideHours: 'on' }))
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.refId, evening.appointmentId))).toEqual(
      [],
    )
  })
})

describe('the deal value', () => {
  it('is typed in dollars, stored in cents and kept in the history; Won needs it', async () => {
    signInAs(users.sales.token)
    const id = await created({ firstName: 'Deal' })
    const version = async () => (await lead(id)).updatedAt.toISOString()
    expect(await updateLeadAction(id, { updatedAt: await version(), status: 'won' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { dealValue: LEAD_MESSAGES.dealValueForWon },
    })
    expect((await lead(id)).status).toBe('new')
    ok(await updateLeadAction(id, { updatedAt: await version(), dealValue: '$46,500.50' }))
    expect((await lead(id)).dealValueCents).toBe(4_650_050)
    ok(await updateLeadAction(id, { updatedAt: await version(), status: 'won', dealValue: '48,000' }))
    expect(await lead(id)).toMatchObject({ status: 'won', dealValueCents: 4_800_000 })
    expect((await history(id)).slice(-3)).toEqual([
      `${users.sales.username} set the deal value to $46,500.50`,
      `${users.sales.username} changed the status from New to Won`,
      `${users.sales.username} set the deal value to $48,000.00 (was $46,500.50)`,
    ])
    // A won lead keeps its value: clearing it is refused.
    expect(await updateLeadAction(id, { updatedAt: await version(), dealValue: '' })).toMatchObject({
      ok: false,
      fieldErrors: { dealValue: LEAD_MESSAGES.dealValueForWon },
    })
    for (const [text, message] of [
      ['-5', 'Deal value cannot be negative'],
      ['12.345', 'Deal value must be an amount in dollars, e.g. 1,250 or 99.95'],
      ['10,000,000.01', 'Deal value can be at most $10,000,000'],
    ]) {
      expect(await updateLeadAction(id, { updatedAt: await version(), dealValue: text })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { dealValue: message },
      })
    }
    expect((await lead(id)).dealValueCents).toBe(4_800_000)
  })

  it('is set in cents through the API, with the version check', async () => {
    signInAs(users.sales.token)
    const id = await created({ firstName: 'Api' })
    const detail = await getLeadRoute(
      apiRequest(`/api/admin/estimates/${id}`, { token: users.sales.token }),
      routeContext({ id: String(id) }),
    )
    const { lead: read } = (await detail.json()) as { lead: { updatedAt: string } }
    const patch = (body: unknown) =>
      patchLead(
        apiRequest(`/api/admin/estimates/${id}`, { method: 'PATCH', token: users.sales.token, body }),
        routeContext({ id: String(id) }),
      )
    const saved = await patch({ updatedAt: read.updatedAt, dealValueCents: 3_999_900 })
    expect(saved.status).toBe(200)
    expect((await lead(id)).dealValueCents).toBe(3_999_900)
    expect((await patch({ updatedAt: read.updatedAt, dealValueCents: 1 })).status).toBe(409)
    const negative = await patch({ updatedAt: (await lead(id)).updatedAt.toISOString(), dealValueCents: -1 })
    expect(negative.status).toBe(400)
    expect((await lead(id)).dealValueCents).toBe(3_999_900)
  })
})

describe('lost reasons from the list', () => {
  it("takes a reason of the list, 'Other' with its text, and reads the old free text as it was", async () => {
    signInAs(users.sales.token)
    const id = await created({ firstName: 'Lost' })
    const version = async () => (await lead(id)).updatedAt.toISOString()
    expect(await updateLeadAction(id, { updatedAt: await version(), status: 'lost' })).toMatchObject({
      ok: false,
      fieldErrors: { lostReasonId: LEAD_MESSAGES.lostReasonRequired },
    })
    expect(
      await updateLeadAction(id, {
        updatedAt: await version(),
        status: 'lost',
        lostReasonId: String(reason.Other),
      }),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { lostReason: LEAD_MESSAGES.lostReasonTextRequired },
    })
    expect(
      await updateLeadAction(id, { updatedAt: await version(), status: 'lost', lostReasonId: '424242' }),
    ).toMatchObject({ ok: false, fieldErrors: { lostReasonId: LEAD_MESSAGES.lostReasonUnknown } })
    expect((await lead(id)).status).toBe('new')

    ok(
      await updateLeadAction(id, {
        updatedAt: await version(),
        status: 'lost',
        lostReasonId: String(reason.Other),
        lostReason: 'Moving to Georgia',
      }),
    )
    expect(await lead(id)).toMatchObject({ lostReasonId: reason.Other, lostReason: 'Moving to Georgia' })
    expect((await getLeadDetail(id))?.lostReason).toBe('Other: Moving to Georgia')
    // Another reason of the list: its label, and the 'Other' text goes.
    ok(
      await updateLeadAction(id, {
        updatedAt: await version(),
        lostReasonId: String(reason['Price too high']),
        lostReason: 'ignored',
      }),
    )
    expect(await lead(id)).toMatchObject({ lostReasonId: reason['Price too high'], lostReason: null })
    expect((await history(id)).slice(-3)).toEqual([
      `${users.sales.username} changed the status from New to Lost`,
      `${users.sales.username} recorded the reason lost: Other: Moving to Georgia`,
      `${users.sales.username} recorded the reason lost: Price too high`,
    ])
    // Reopened: the reason goes, and the history says which it was.
    ok(await updateLeadAction(id, { updatedAt: await version(), status: 'contacted' }))
    expect(await lead(id)).toMatchObject({ lostReasonId: null, lostReason: null })
    expect((await history(id)).at(-1)).toBe(
      `${users.sales.username} cleared the reason lost (was: Price too high)`,
    )

    // A lead lost before the list existed keeps its free text, on its page and in its history.
    const [old] = await db()
      .insert(estimateRequests)
      .values({ firstName: 'Legacy', status: 'lost', lostReason: 'went with a neighbour’s builder' })
      .returning()
    expect((await getLeadDetail(old?.id ?? 0))?.lostReason).toBe('went with a neighbour’s builder')
    expect(
      describeLeadEvent({ action: 'lost_reason', actor: 'maria', fromValue: null, toValue: 'budget' }),
    ).toBe('maria recorded the reason lost: budget')
  })

  it('in bulk: one reason for all; Won skips the leads without a deal value and names them', async () => {
    signInAs(users.sales.token)
    const a = await created({ firstName: 'BulkA' })
    const b = await created({ firstName: 'BulkB' })
    const v = async (id: number) => ({ id, updatedAt: (await lead(id)).updatedAt.toISOString() })
    const lost = await updateLeadsManyAction({
      leads: [await v(a), await v(b)],
      status: 'lost',
      lostReasonId: reason['No response'],
    })
    expect(lost).toMatchObject({ ok: true, data: { changed: [a, b].sort((x, y) => x - y) } })
    expect(await lead(b)).toMatchObject({ status: 'lost', lostReasonId: reason['No response'] })

    ok(await updateLeadAction(a, { updatedAt: (await lead(a)).updatedAt.toISOString(), dealValue: '30000' }))
    const won = (await updateLeadsManyAction({
      leads: [await v(a), await v(b)],
      status: 'won',
    })) as Result & {
      data: { changed: number[]; skipped: { id: number; reason: string }[] }
    }
    expect(won.data.changed).toEqual([a])
    expect(won.data.skipped).toEqual([{ id: b, name: `BulkB Phone${serial}`, reason: 'no-deal-value' }])
    expect(won.message).toContain('it has no deal value yet')
    expect((await lead(b)).status).toBe('lost')
  })

  it('reach the CSV export in words, with the source and the deal value', async () => {
    signInAs(users.sales.token)
    const id = await created({ firstName: 'Csvlost', lastName: 'Export' })
    ok(
      await updateLeadAction(id, {
        updatedAt: (await lead(id)).updatedAt.toISOString(),
        status: 'lost',
        lostReasonId: String(reason.Other),
        lostReason: 'Bought a boat instead',
        dealValue: '41,000.5',
      }),
    )
    const response = await exportRoute(
      apiRequest('/api/admin/estimates/export?q=csvlost', { token: users.admin.token }),
      routeContext(),
    )
    expect(response.status).toBe(200)
    const [header, row] = (await response.text()).trim().split('\r\n')
    // RFC 4180 cells: quoted ones may hold commas (the address) and doubled quotes.
    const cells = (line: string | undefined) =>
      [...(line ?? '').matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
        .map((m) => m[1] ?? '')
        .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell))
    const at = (name: string) => cells(header).indexOf(name)
    expect(cells(row)[at('Lost reason')]).toBe('Other: Bought a boat instead')
    expect(cells(row)[at('Lead source')]).toBe('Phone call')
    expect(cells(row)[at('Deal value (USD)')]).toBe('41000.50')
  })
})
