/**
 * The suspected spam screen's data and decisions, against a real database: submissions caught by
 * the public intake (honeypot, too fast) are listed newest first with what was sent and why;
 * 'Not spam' stores one exactly as the intake stores a lead (branch details, the two outbox
 * e-mails, the landing page conversion, the time it was sent) and marks it reviewed; 'Delete'
 * removes one; both are audited, refused to roles that do not work leads, and safe when two
 * colleagues act at once.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { deleteSpamAction, deleteSpamManyAction, restoreSpamAction } from '@/lib/leads/spam/actions'
import { POST as intake } from '@/app/api/estimates/route'
import {
  appointments,
  auditLog,
  contacts,
  estimateRequests,
  landingPages,
  leadEvents,
  leadSpam,
  mailOutbox,
} from '@/db/schema'
import { can } from '@/lib/auth/permissions'
import { HONEYPOT_FIELD } from '@/lib/leads/spam-rules'
import {
  formTokenAged,
  jsonRequest,
  seedLeadFixtures,
  setLeadEnv,
  storedIdOf,
  VALID_CONTACT,
  VALID_ESTIMATE,
} from '@/tests/helpers/leads'
import { createRoleAdmins, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { describeLeadEvent } from '@/lib/leads/history'
import { restoreSpam } from './mutations'
import { listSpam, parseSpamFilters, pendingSpamCount } from './queries'
import { spamReasonDetail, summarizeSpam } from './summary'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>

beforeAll(async () => {
  setLeadEnv({ LEAD_RATE_LIMIT: '1000', LEAD_MIN_FILL_MS: '2000', COMPANY_INBOX: 'inbox@example.com' })
  await seedLeadFixtures(db())
  users = await createRoleAdmins(db())
})

/** Sends a submission through the public intake and returns the lead_spam row it became. */
async function caught(body: Record<string, unknown>) {
  const response = await intake(jsonRequest('/api/estimates', body))
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  const [row] = await db()
    .select()
    .from(leadSpam)
    .where(eq(leadSpam.id, await storedIdOf(db(), id)))
  if (!row) throw new Error('the submission was not kept as spam')
  return row
}

const filters = (query: Record<string, string> = {}) => {
  const parsed = parseSpamFilters(query)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.filters
}

describe('the list', () => {
  it('shows submissions to review newest first, with what was sent, why and when', async () => {
    const bot = await caught({
      ...VALID_ESTIMATE,
      firstName: 'Bot Honeypot',
      [HONEYPOT_FIELD]: 'http://cheap-pills.example',
    })
    const quick = await caught({
      ...VALID_CONTACT,
      firstName: 'Quick Fingers',
      formToken: formTokenAged(400),
    })
    const page = await listSpam(filters())
    expect(page.rows.slice(0, 2).map((r) => r.id)).toEqual([quick.id, bot.id])
    expect(summarizeSpam(bot.payload)).toMatchObject({
      name: 'Bot Honeypot',
      email: VALID_ESTIMATE.email,
      phone: VALID_ESTIMATE.phone,
      message: VALID_ESTIMATE.message,
      sourcePage: 'estimate',
    })
    expect(spamReasonDetail(bot.reason, bot.payload)).toBe(
      'Hidden field filled in: the hidden “website” field held “http://cheap-pills.example”',
    )
    expect(spamReasonDetail(quick.reason, quick.payload)).toBe(
      'Sent too fast: posted moments after the form was first used',
    )
    expect((await pendingSpamCount()).count).toBeGreaterThanOrEqual(2)
  })

  it('pages newest first, forwards and back', async () => {
    for (let i = 0; i < 30; i++)
      await caught({ ...VALID_CONTACT, firstName: `Flood ${i}`, formToken: formTokenAged(10) })
    const page1 = await listSpam(filters())
    const page2 = await listSpam(filters({ cursor: page1.nextCursor ?? '' }))
    expect(page1.rows).toHaveLength(25)
    expect(new Set([...page1.rows, ...page2.rows].map((r) => r.id)).size).toBe(
      page1.rows.length + page2.rows.length,
    )
    expect(page1.rows[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(page2.rows[0]?.createdAt.getTime() ?? 0)
    const back = await listSpam(filters({ cursor: page2.prevCursor ?? '', dir: 'prev' }))
    expect(back.rows.map((r) => r.id)).toEqual(page1.rows.map((r) => r.id))
    expect(parseSpamFilters({ view: 'all' })).toMatchObject({ ok: false, errors: { view: 'Unknown view.' } })
  })
})

describe('not spam', () => {
  it('stores an estimate as the intake would: branch, two e-mails, conversion, the time it was sent', async () => {
    const spam = await caught({
      ...VALID_ESTIMATE,
      firstName: 'Real Customer',
      sourcePage: 'lp-published',
      nearestBranch: 'orlando',
      [HONEYPOT_FIELD]: 'autofill',
    })
    const [before] = await db().select().from(landingPages).where(eq(landingPages.slug, 'lp-published'))
    signInAs(users.sales.token)
    const result = await restoreSpamAction(spam.id)
    if (!result.ok) throw new Error(result.message)
    const leadId = result.data.id
    expect(result.data.href).toBe(`/admin/estimates/${leadId}`)

    const [lead] = await db().select().from(estimateRequests).where(eq(estimateRequests.id, leadId))
    expect(lead).toMatchObject({
      firstName: 'Real Customer',
      email: VALID_ESTIMATE.email,
      nearestBranch: 'orlando',
      branchDetails: expect.objectContaining({ id: 'orlando', name: expect.stringContaining('Orlando') }),
      sourcePage: 'lp-published',
      status: 'new',
      createdAt: spam.createdAt,
    })
    const all = await db().select().from(mailOutbox).where(eq(mailOutbox.refId, leadId))
    // The homeowner hears back as from the intake (lib/leads/confirmation-content).
    expect(all.filter((m) => m.kind === 'confirmation:estimate').map((m) => m.toAddress)).toEqual([
      VALID_ESTIMATE.email,
    ])
    const mails = all.filter((m) => m.kind !== 'confirmation:estimate')
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      [lead?.branchDetails?.email ?? '', 'inbox@example.com'].sort(),
    )
    expect(mails.every((m) => m.kind === 'lead:estimate' && m.textBody.includes(`#${leadId}`))).toBe(true)
    const [after] = await db().select().from(landingPages).where(eq(landingPages.slug, 'lp-published'))
    expect(after?.conversions).toBe((before?.conversions ?? 0) + 1)

    const [reviewed] = await db().select().from(leadSpam).where(eq(leadSpam.id, spam.id))
    expect(reviewed).toMatchObject({
      reviewedBy: users.sales.username,
      restoredAs: 'estimate',
      restoredId: leadId,
      reviewedAt: expect.any(Date),
    })
    const [event] = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadType, 'estimate'), eq(leadEvents.leadId, leadId)))
    expect(event && describeLeadEvent(event)).toBe(
      `${users.sales.username} marked it not spam: stored from suspected spam #${spam.id} (flagged: Hidden field filled in)`,
    )
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lead-spam'), eq(auditLog.entityId, String(spam.id))))
    expect(audit).toMatchObject({
      action: 'not-spam',
      actorUsername: users.sales.username,
      after: { restoredAs: 'estimate', restoredId: leadId },
    })
    // It left the list to review and shows under 'Not spam'.
    expect((await listSpam(filters())).rows.map((r) => r.id)).not.toContain(spam.id)
    expect((await listSpam(filters({ view: 'restored' }))).rows[0]?.id).toBe(spam.id)
  })

  it('stores a contact message in contacts, and an appointment request with its appointment', async () => {
    signInAs(users.operations.token)
    const contact = await caught({
      ...VALID_CONTACT,
      firstName: 'Contact Person',
      formToken: formTokenAged(100),
    })
    const stored = await restoreSpamAction(contact.id)
    if (!stored.ok) throw new Error(stored.message)
    expect(stored.data.href).toBe(`/admin/contacts/${stored.data.id}`)
    const [row] = await db().select().from(contacts).where(eq(contacts.id, stored.data.id))
    expect(row).toMatchObject({ name: 'Contact Person Smith Jr', createdAt: contact.createdAt })

    const visit = await caught({
      ...VALID_ESTIMATE,
      firstName: 'Visit Please',
      requestType: 'appointment',
      formToken: formTokenAged(5),
    })
    const booked = await restoreSpamAction(visit.id)
    if (!booked.ok) throw new Error(booked.message)
    const [appointment] = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.estimateRequestId, booked.data.id))
    expect(appointment).toMatchObject({
      customerName: 'Visit Please',
      status: 'pending',
      createdAt: visit.createdAt,
    })
  })

  it('happens once: a second restore, or a delete after it, is refused with who did it', async () => {
    const spam = await caught({ ...VALID_ESTIMATE, firstName: 'Twice Clicked', formToken: formTokenAged(1) })
    const [first, second] = await Promise.allSettled([
      restoreSpam(users.sales, spam.id),
      restoreSpam(users.operations, spam.id),
    ])
    const outcomes = [first, second].map((r) => r.status)
    expect(outcomes.sort()).toEqual(['fulfilled', 'rejected'])
    const leads = await db()
      .select()
      .from(estimateRequests)
      .where(eq(estimateRequests.firstName, 'Twice Clicked'))
    expect(leads).toHaveLength(1)
    signInAs(users.admin.token)
    const again = await deleteSpamAction(spam.id)
    expect(again).toMatchObject({ ok: false, status: 409 })
    expect(again.message).toMatch(/already marked this submission not spam: it is lead #\d+/)
  })

  it('refuses a submission the intake could not store, with the reason', async () => {
    const [odd] = await db()
      .insert(leadSpam)
      .values({ requestType: 'estimate', reason: 'honeypot', payload: { firstName: 'X', website: 'y' } })
      .returning()
    signInAs(users.sales.token)
    const result = await restoreSpamAction(odd?.id ?? 0)
    expect(result).toMatchObject({ ok: false, status: 409 })
    expect(result.message).toMatch(
      /^This submission cannot be stored as a lead: .+\. Delete it if it is spam\.$/,
    )
    const [still] = await db()
      .select()
      .from(leadSpam)
      .where(eq(leadSpam.id, odd?.id ?? 0))
    expect(still?.reviewedAt).toBeNull()
  })
})

describe('delete', () => {
  it('removes the submission, audited', async () => {
    const spam = await caught({ ...VALID_CONTACT, firstName: 'Pure Bot', [HONEYPOT_FIELD]: 'x' })
    signInAs(users.sales.token)
    expect(await deleteSpamAction(spam.id)).toMatchObject({
      ok: true,
      message: `Suspected spam #${spam.id} deleted.`,
    })
    expect(await db().select().from(leadSpam).where(eq(leadSpam.id, spam.id))).toEqual([])
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'lead-spam'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(audit).toMatchObject({
      action: 'delete',
      entityId: String(spam.id),
      actorUsername: users.sales.username,
      before: expect.objectContaining({ reason: 'honeypot' }),
    })
    expect(await deleteSpamAction(spam.id)).toMatchObject({ ok: false, status: 404 })
  })

  it('deletes several at once, each audited, skipping what a colleague already restored', async () => {
    const first = await caught({ ...VALID_CONTACT, firstName: 'Bulk One', [HONEYPOT_FIELD]: 'x' })
    const second = await caught({ ...VALID_CONTACT, firstName: 'Bulk Two', formToken: formTokenAged(5) })
    const restored = await caught({
      ...VALID_ESTIMATE,
      firstName: 'Bulk Real',
      formToken: formTokenAged(900),
    })
    signInAs(users.admin.token)
    expect(await restoreSpamAction(restored.id)).toMatchObject({ ok: true })
    signInAs(users.sales.token)
    const ids = [first.id, second.id, restored.id, first.id]
    expect(await deleteSpamManyAction(ids)).toEqual({
      ok: true,
      message: '2 submissions deleted. 1 submission had already been handled by a colleague.',
      data: { deleted: 2, skipped: 1 },
    })
    const left = await db()
      .select({ id: leadSpam.id })
      .from(leadSpam)
      .where(inArray(leadSpam.id, [first.id, second.id, restored.id]))
    expect(left).toEqual([{ id: restored.id }])
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lead-spam'), eq(auditLog.action, 'delete')))
      .orderBy(desc(auditLog.id))
      .limit(2)
    expect(audits.map((a) => a.entityId).sort()).toEqual([String(first.id), String(second.id)].sort())
    expect(audits.every((a) => a.actorUsername === users.sales.username)).toBe(true)
  })

  it('refuses an empty, oversized or malformed selection with a clear message, deleting nothing', async () => {
    const spam = await caught({ ...VALID_CONTACT, firstName: 'Bulk Kept', [HONEYPOT_FIELD]: 'x' })
    signInAs(users.sales.token)
    const refused = {
      ok: false,
      status: 400,
      message: 'Choose between 1 and 100 submissions to delete.',
    }
    expect(await deleteSpamManyAction([])).toMatchObject(refused)
    expect(await deleteSpamManyAction(Array.from({ length: 101 }, (_, i) => i + 1))).toMatchObject(refused)
    expect(await deleteSpamManyAction([spam.id, -1])).toMatchObject(refused)
    expect(await deleteSpamManyAction('1,2' as unknown as number[])).toMatchObject(refused)
    signInAs(null)
    expect(await deleteSpamManyAction([spam.id])).toMatchObject({ ok: false, status: 401 })
    expect(await db().select().from(leadSpam).where(eq(leadSpam.id, spam.id))).toHaveLength(1)
  })

  it('is for whoever works leads: anonymous 401, the others by the permission table', async () => {
    const spam = await caught({ ...VALID_CONTACT, firstName: 'Guarded', formToken: formTokenAged(3) })
    signInAs(null)
    expect(await deleteSpamAction(spam.id)).toMatchObject({ ok: false, status: 401 })
    expect(await restoreSpamAction(spam.id)).toMatchObject({ ok: false, status: 401 })
    for (const role of ['admin', 'operations', 'sales'] as const) {
      expect(can(role, 'leads:write')).toBe(true)
    }
    const [row] = await db().select().from(leadSpam).where(eq(leadSpam.id, spam.id))
    expect(row?.reviewedAt).toBeNull()
  })
})
