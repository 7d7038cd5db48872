/**
 * The quote builder's actions end to end on a real database (issue 35 §3, §4, §9): a rep starts,
 * saves and sends a quote; a changed quote becomes a new version and the one sent before is
 * superseded; a discount above the rep's limit waits for an admin; bad input and a colleague's
 * change are refused with nothing stored; the scheduler expires an offer once.
 */
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  auditLog,
  estimateRequests,
  homeownerAccessTokens,
  leadEvents,
  mailOutbox,
  pools,
  priceBookItems,
  quoteAlternatives,
  quoteLines,
  quoteSettings,
  quoteVersions,
  quotes,
} from '@/db/schema'
import { seedDemoData } from '@/lib/demo-data'
import { STALE_EDIT_MESSAGE } from '@/lib/errors'
import { businessDay } from '@/lib/format'
import { createRoleAdmins, createTestAdmin, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { saveSettingsAction } from '@/lib/settings/actions'
import { decideDiscountAction, newQuoteVersionAction, saveQuoteAction, sendQuoteAction } from './actions'
import { DISCOUNT_APPROVAL_MESSAGES } from './discount-approval'
import { expireQuotes } from './expiry'
import { LINK_GRACE_DAYS, endOfBusinessDay } from './homeowner-link'
import { hashHomeownerToken } from './homeowner-token'
import { QUOTE_MESSAGES_SERVER } from './messages'
import { getQuoteDetail, listPendingApprovals, listQuotes } from './queries'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>
let otherRep: TestAdmin
let pool: { id: number; priceCents: number; name: string }
let bigPool: { id: number; priceCents: number }
let heatPump: typeof priceBookItems.$inferSelect
let light: typeof priceBookItems.$inferSelect

const today = () => businessDay(new Date())
function inDays(days: number) {
  const date = new Date(`${today()}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

async function lead(values: Partial<typeof estimateRequests.$inferInsert> = {}) {
  const [row] = await db()
    .insert(estimateRequests)
    .values({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.test',
      nearestBranch: 'ocala',
      ...values,
    })
    .returning()
  return row!
}

/** The builder's raw values, as the browser sends them. */
function draft(overrides: Record<string, unknown> = {}) {
  return {
    validUntil: inDays(30),
    notes: 'Includes the standard 3-foot deck.',
    discountKind: 'none',
    discountValue: '',
    discountReason: '',
    financingDownPercent: '20',
    financingTermMonths: '120',
    financingCreditBand: '650',
    alternatives: [
      {
        label: 'Good',
        poolId: String(pool.id),
        finishColor: '',
        lines: [
          {
            priceBookItemId: String(heatPump.id),
            name: heatPump.name,
            unit: heatPump.unit,
            quantity: '1',
            // A browser cannot change a price-book price: the server copies the item's.
            unitPrice: '1',
          },
          {
            priceBookItemId: String(light.id),
            name: light.name,
            unit: light.unit,
            quantity: '1',
            unitPrice: '850',
          },
          {
            priceBookItemId: '',
            name: 'Extra drain line',
            unit: 'lump_sum',
            quantity: '1',
            unitPrice: '450.50',
          },
        ],
      },
    ],
    ...overrides,
  }
}

async function saveNew(leadId: number, raw = draft()) {
  const result = await saveQuoteAction({ leadId, quoteId: null }, raw)
  if (!result.ok) throw new Error(`${result.message} ${JSON.stringify(result.fieldErrors)}`)
  return result.data
}

async function counts() {
  const [q, v, m, t] = await Promise.all([
    db().$count(quotes),
    db().$count(quoteVersions),
    db().$count(mailOutbox),
    db().$count(homeownerAccessTokens),
  ])
  return { q, v, m, t }
}

beforeAll(async () => {
  await seedDemoData(db())
  users = await createRoleAdmins(db())
  otherRep = await createTestAdmin(db(), 'sales', 'other-rep')
  const rows = await db().select().from(pools).where(eq(pools.isActive, true)).orderBy(pools.price)
  const cheap = rows.find((p) => p.price !== null)!
  pool = { id: cheap.id, priceCents: cheap.price! * 100, name: cheap.name }
  const dear = rows.filter((p) => p.price !== null).at(-1)!
  bigPool = { id: dear.id, priceCents: dear.price! * 100 }
  const items = await db().select().from(priceBookItems)
  heatPump = items.find((i) => i.name.startsWith('Variable-speed heat pump'))!
  light = items.find((i) => i.includedInPackage && i.category === 'lighting')!
})

describe('building a quote', () => {
  it('stores a sales rep’s draft with the server’s prices and totals, in the lead’s history', async () => {
    signInAs(users.sales.token)
    const { id: leadId } = await lead()
    const saved = await saveNew(leadId)
    expect(saved.reference).toBe(`Q-${String(saved.id).padStart(6, '0')}-v1`)

    const [quote] = await db().select().from(quotes).where(eq(quotes.id, saved.id))
    expect(quote).toMatchObject({
      status: 'draft',
      repId: users.sales.id,
      officeId: 'ocala',
      currentVersion: 1,
    })
    const [alternative] = await db()
      .select()
      .from(quoteAlternatives)
      .innerJoin(quoteVersions, eq(quoteVersions.id, quoteAlternatives.quoteVersionId))
      .where(eq(quoteVersions.quoteId, saved.id))
    const subtotal = pool.priceCents + heatPump.unitPriceCents + 45_050
    expect(alternative?.quote_alternatives).toMatchObject({ subtotalCents: subtotal, totalCents: subtotal })
    const lines = await db()
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.alternativeId, alternative!.quote_alternatives.id))
      .orderBy(quoteLines.position)
    expect(lines.map((l) => [l.unitPriceCents, l.includedInPackage, l.lineTotalCents])).toEqual([
      [heatPump.unitPriceCents, false, heatPump.unitPriceCents],
      [light.unitPriceCents, true, 0],
      [45_050, false, 45_050],
    ])
    const events = await db().select().from(leadEvents).where(eq(leadEvents.leadId, leadId))
    expect(events.map((e) => [e.action, e.actor, e.toValue])).toEqual([
      ['quote_created', users.sales.username, saved.reference],
    ])
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'quote'), eq(auditLog.entityId, String(saved.id))))
    expect(audit).toMatchObject({ action: 'create', actorUsername: users.sales.username })
  })

  it('refuses bad input on its field with a 400 and stores nothing (issue 35 §9)', async () => {
    signInAs(users.sales.token)
    const { id: leadId } = await lead()
    const before = await counts()
    const line = (values: Record<string, unknown>) =>
      draft({
        alternatives: [
          {
            label: 'Good',
            poolId: String(pool.id),
            lines: [
              {
                priceBookItemId: '',
                name: 'Custom',
                unit: 'each',
                quantity: '1',
                unitPrice: '10',
                ...values,
              },
            ],
          },
        ],
      })
    expect(await saveQuoteAction({ leadId, quoteId: null }, line({ quantity: '-2' }))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { 'alternatives.0.lines.0.quantity': 'Quantity must be more than 0' },
    })
    expect(
      await saveQuoteAction({ leadId, quoteId: null }, line({ unitPrice: '10,000,000.01' })),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { 'alternatives.0.lines.0.unitPrice': 'Unit price can be at most $10,000,000' },
    })
    const tooMuch = await saveQuoteAction(
      { leadId, quoteId: null },
      draft({ discountKind: 'amount', discountValue: String(pool.priceCents), discountReason: 'Too much' }),
    )
    expect(tooMuch).toMatchObject({ ok: false, status: 400 })
    expect(tooMuch.ok ? '' : tooMuch.fieldErrors?.discountValue).toMatch(
      /^The discount is larger than the subtotal/,
    )
    expect(await saveQuoteAction({ leadId, quoteId: null }, draft({ validUntil: inDays(-1) }))).toMatchObject(
      {
        ok: false,
        status: 400,
        fieldErrors: { validUntil: 'The validity date cannot be in the past' },
      },
    )
    expect(
      await saveQuoteAction(
        { leadId, quoteId: null },
        draft({ discountKind: 'percent', discountValue: '5' }),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { discountReason: 'Give a reason for the discount' },
    })
    expect(await counts()).toEqual(before)
  })

  it('lets sales quote only their own or unassigned leads and quotes; operations only read', async () => {
    const { id: leadId } = await lead({ salesRep: otherRep.username })
    signInAs(users.sales.token)
    const refused = await saveQuoteAction({ leadId, quoteId: null }, draft())
    expect(refused).toMatchObject({ ok: false, status: 403 })
    expect(refused.message).toContain(`assigned to ${otherRep.username}`)
    signInAs(users.operations.token)
    expect(await saveQuoteAction({ leadId, quoteId: null }, draft())).toMatchObject({
      ok: false,
      status: 403,
    })
    // An admin quotes it; the quote belongs to the lead's rep.
    signInAs(users.admin.token)
    const saved = await saveNew(leadId)
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, saved.id))
    expect(quote?.repId).toBe(otherRep.id)
    signInAs(users.sales.token)
    const other = await saveQuoteAction({ quoteId: saved.id }, { ...draft(), updatedAt: saved.updatedAt })
    expect(other).toMatchObject({ ok: false, status: 403 })
    expect(other.message).toContain(`belongs to ${otherRep.username}`)
    expect(await sendQuoteAction(saved.id, saved.updatedAt)).toMatchObject({ ok: false, status: 403 })
  })
})

describe('sending and versions', () => {
  it('refuses to send without the homeowner’s e-mail, changing nothing', async () => {
    signInAs(users.sales.token)
    const { id: leadId } = await lead({ email: null })
    const saved = await saveNew(leadId)
    const before = await counts()
    const result = await sendQuoteAction(saved.id, saved.updatedAt)
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      message: QUOTE_MESSAGES_SERVER.noEmail,
      fieldErrors: { email: QUOTE_MESSAGES_SERVER.noEmail },
    })
    expect(await counts()).toEqual(before)
    const [version] = await db().select().from(quoteVersions).where(eq(quoteVersions.quoteId, saved.id))
    expect(version?.status).toBe('draft')
  })

  it('sends: queues the e-mail with the private link, stores only its hash, moves the lead to Quoted', async () => {
    signInAs(users.sales.token)
    const { id: leadId } = await lead({ status: 'contacted' })
    const saved = await saveNew(leadId)
    const sent = await sendQuoteAction(saved.id, saved.updatedAt)
    expect(sent).toMatchObject({ ok: true, message: expect.stringContaining('sent to maria@example.test') })

    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.refId, saved.id))
    expect(mail).toMatchObject({ toAddress: 'maria@example.test', kind: 'quote:sent' })
    const token = /\/my-pool\/([A-Za-z0-9_-]{43})\b/.exec(mail!.textBody)?.[1]
    expect(token).toBeDefined()
    const [stored] = await db()
      .select()
      .from(homeownerAccessTokens)
      .where(eq(homeownerAccessTokens.estimateRequestId, leadId))
    expect(stored?.tokenHash).toBe(hashHomeownerToken(token!))
    expect(JSON.stringify(await db().select().from(homeownerAccessTokens))).not.toContain(token!)
    // The link follows the offer: it opens the page until LINK_GRACE_DAYS after the last valid day
    // (then the page says the quote expired), as lib/quotes/homeowner-link.ts decides.
    expect(stored!.expiresAt.getTime()).toBe(
      endOfBusinessDay(inDays(30)).getTime() + LINK_GRACE_DAYS * 86_400_000,
    )

    // The quote's page lists the e-mail, and that it carries the link, without showing the token.
    expect((await getQuoteDetail(saved.id))?.mails).toMatchObject([
      { to: 'maria@example.test', hasPrivateLink: true, sentAt: null },
    ])
    const [version] = await db().select().from(quoteVersions).where(eq(quoteVersions.quoteId, saved.id))
    expect(version).toMatchObject({ status: 'sent' })
    expect(version?.sentAt).toBeInstanceOf(Date)
    const [row] = await db().select().from(estimateRequests).where(eq(estimateRequests.id, leadId))
    expect(row?.status).toBe('quoted')
    const events = await db()
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(leadEvents.id)
    expect(events.map((e) => e.action)).toEqual(['quote_created', 'status', 'quote_sent'])

    // Sending the same version again is refused; nothing more is queued.
    const again = await sendQuoteAction(saved.id, sent.ok ? sent.data.updatedAt : '')
    expect(again).toMatchObject({ ok: false, status: 409, message: QUOTE_MESSAGES_SERVER.alreadySent })
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.refId, saved.id))).toHaveLength(1)
  })

  it('makes a changed quote a new version; sending it supersedes the one before, which stays readable', async () => {
    signInAs(users.sales.token)
    const { id: leadId } = await lead()
    const saved = await saveNew(leadId)
    const sent = await sendQuoteAction(saved.id, saved.updatedAt)
    if (!sent.ok) throw new Error(sent.message)
    const copy = await newQuoteVersionAction(saved.id, sent.data.updatedAt)
    expect(copy).toMatchObject({ ok: true, data: { reference: `Q-${String(saved.id).padStart(6, '0')}-v2` } })
    if (!copy.ok) return
    // A second copy while a draft exists is refused.
    expect(await newQuoteVersionAction(saved.id, copy.data.updatedAt)).toMatchObject({
      ok: false,
      status: 409,
      message: QUOTE_MESSAGES_SERVER.draftExists,
    })
    const changed = await saveQuoteAction(
      { quoteId: saved.id },
      {
        ...draft({
          alternatives: [
            { label: 'Good', poolId: String(pool.id), lines: [] },
            { label: 'Better', poolId: String(bigPool.id), finishColor: '', lines: [] },
          ],
        }),
        updatedAt: copy.data.updatedAt,
      },
    )
    if (!changed.ok) throw new Error(changed.message)
    // The first link stops working when the second goes out.
    const firstToken = await db()
      .select()
      .from(homeownerAccessTokens)
      .where(eq(homeownerAccessTokens.estimateRequestId, leadId))
    expect(firstToken).toHaveLength(1)
    expect(await sendQuoteAction(saved.id, changed.data.updatedAt)).toMatchObject({ ok: true })

    const detail = await getQuoteDetail(saved.id)
    expect(detail?.versions.map((v) => [v.versionNumber, v.status, v.alternatives.length])).toEqual([
      [2, 'sent', 2],
      [1, 'superseded', 1],
    ])
    expect(detail?.versions[1]?.supersededAt).toBeInstanceOf(Date)
    expect(detail?.versions[1]?.alternatives[0]?.lines).toHaveLength(3)
    expect(detail?.history.map((e) => e.action)).toEqual([
      'quote_sent',
      'quote_saved',
      'quote_new_version',
      'quote_sent',
      'quote_created',
    ])
    const tokens = await db()
      .select()
      .from(homeownerAccessTokens)
      .where(eq(homeownerAccessTokens.estimateRequestId, leadId))
      .orderBy(homeownerAccessTokens.id)
    expect(tokens.map((t) => t.revokedAt !== null)).toEqual([true, false])
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.refId, saved.id))
      .orderBy(desc(mailOutbox.id))
    expect(mail?.subject).toContain('updated pool quote')
  })

  it('refuses an edit or a send made on a version someone has changed since (409), changing nothing', async () => {
    signInAs(users.sales.token)
    const { id: leadId } = await lead()
    const saved = await saveNew(leadId)
    const edited = await saveQuoteAction(
      { quoteId: saved.id },
      { ...draft({ notes: 'First edit' }), updatedAt: saved.updatedAt },
    )
    expect(edited).toMatchObject({ ok: true })
    const stale = await saveQuoteAction(
      { quoteId: saved.id },
      { ...draft({ notes: 'Stale edit' }), updatedAt: saved.updatedAt },
    )
    expect(stale).toMatchObject({ ok: false, status: 409, conflict: true, message: STALE_EDIT_MESSAGE })
    expect(await sendQuoteAction(saved.id, saved.updatedAt)).toMatchObject({ ok: false, status: 409 })
    const detail = await getQuoteDetail(saved.id)
    expect(detail?.versions.map((v) => [v.status, v.notes])).toEqual([['draft', 'First edit']])
    const missing = await saveQuoteAction({ quoteId: saved.id }, draft())
    expect(missing).toMatchObject({ ok: false, status: 409 })
  })
})

describe('discount approval', () => {
  it('holds a rep’s discount above the limit for an admin, who approves it; then it can be sent', async () => {
    signInAs(users.sales.token)
    const { id: leadId } = await lead()
    const saved = await saveNew(
      leadId,
      draft({ discountKind: 'percent', discountValue: '10', discountReason: 'Neighbour referral' }),
    )
    const [version] = await db().select().from(quoteVersions).where(eq(quoteVersions.quoteId, saved.id))
    expect(version?.discountApproval).toBe('pending')
    expect((await listPendingApprovals()).map((p) => p.quoteId)).toContain(saved.id)
    expect((await listQuotes({ page: 1, approval: 'pending' })).rows.map((r) => r.id)).toContain(saved.id)

    const blocked = await sendQuoteAction(saved.id, saved.updatedAt)
    expect(blocked).toMatchObject({ ok: false, status: 409, message: DISCOUNT_APPROVAL_MESSAGES.pending })
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.refId, saved.id))).toEqual([])
    // A rep cannot approve it.
    expect(await decideDiscountAction(saved.id, saved.updatedAt, 'approve')).toMatchObject({
      ok: false,
      status: 403,
    })

    signInAs(users.admin.token)
    const approved = await decideDiscountAction(saved.id, saved.updatedAt, 'approve')
    expect(approved).toMatchObject({ ok: true })
    if (!approved.ok) return
    const [after] = await db().select().from(quoteVersions).where(eq(quoteVersions.quoteId, saved.id))
    expect(after).toMatchObject({ discountApproval: 'approved', discountApprovedById: users.admin.id })
    const [told] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.refId, saved.id), eq(mailOutbox.kind, 'quote:discount-decision')))
    expect(told).toMatchObject({ toAddress: users.sales.email })

    // The rep saves the draft again with the same discount: the approval stands.
    signInAs(users.sales.token)
    const resaved = await saveQuoteAction(
      { quoteId: saved.id },
      {
        ...draft({
          discountKind: 'percent',
          discountValue: '10',
          discountReason: 'Neighbour referral',
          notes: 'x',
        }),
        updatedAt: approved.data.updatedAt,
      },
    )
    if (!resaved.ok) throw new Error(resaved.message)
    expect(await sendQuoteAction(saved.id, resaved.data.updatedAt)).toMatchObject({ ok: true })
  })

  it('needs no approval within the limit, for the Winter special, or for an admin’s own discount', async () => {
    signInAs(users.sales.token)
    const approval = async (raw: Record<string, unknown>) => {
      const { id: leadId } = await lead()
      const saved = await saveNew(leadId, draft(raw))
      const [row] = await db().select().from(quoteVersions).where(eq(quoteVersions.quoteId, saved.id))
      return row?.discountApproval
    }
    expect(await approval({ discountKind: 'percent', discountValue: '5', discountReason: 'Spring' })).toBe(
      'not_needed',
    )
    expect(
      await approval({ discountKind: 'amount', discountValue: '3,000', discountReason: 'Winter special' }),
    ).toBe('not_needed')
    expect(
      await approval({ discountKind: 'amount', discountValue: '3,001', discountReason: 'Special' }),
    ).toBe('pending')
    signInAs(users.admin.token)
    expect(
      await approval({ discountKind: 'percent', discountValue: '20', discountReason: 'Show home' }),
    ).toBe('approved')
  })

  it('reads the limit and the validity from the settings an admin saves', async () => {
    signInAs(users.sales.token)
    expect(
      await saveSettingsAction('quotes', 1, { validityDays: '45', repDiscountLimitBasisPoints: '12.5' }),
    ).toMatchObject({
      ok: false,
      status: 403,
    })
    signInAs(users.admin.token)
    expect(
      await saveSettingsAction('quotes', 1, { validityDays: '0', repDiscountLimitBasisPoints: '120' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        validityDays: 'Validity must be at least 1',
        repDiscountLimitBasisPoints: 'Rep discount limit must be 0 to 100 percent',
      },
    })
    // The migration stores the one row with the defaults; the form carries its version.
    const [stored] = await db().select().from(quoteSettings)
    expect(stored).toMatchObject({ id: 1, validityDays: 30, repDiscountLimitBasisPoints: 500 })
    expect(
      await saveSettingsAction('quotes', 1, {
        validityDays: '45',
        repDiscountLimitBasisPoints: '12.5',
        updatedAt: stored!.updatedAt.toISOString(),
      }),
    ).toMatchObject({ ok: true })
    const [row] = await db().select().from(quoteSettings)
    expect(row).toMatchObject({ validityDays: 45, repDiscountLimitBasisPoints: 1250 })
    signInAs(users.sales.token)
    const { id: leadId } = await lead()
    const saved = await saveNew(
      leadId,
      draft({ discountKind: 'percent', discountValue: '10', discountReason: 'Referral' }),
    )
    const [version] = await db().select().from(quoteVersions).where(eq(quoteVersions.quoteId, saved.id))
    expect(version?.discountApproval).toBe('not_needed')
    await db().update(quoteSettings).set({ validityDays: 30, repDiscountLimitBasisPoints: 500 })
  })
})

describe('expiry', () => {
  it('expires an open offer after its last day, once, even when two instances sweep together', async () => {
    signInAs(users.sales.token)
    const { id: leadId } = await lead()
    const saved = await saveNew(leadId)
    const sent = await sendQuoteAction(saved.id, saved.updatedAt)
    expect(sent.ok).toBe(true)
    await db()
      .update(quoteVersions)
      .set({ validUntil: inDays(-1) })
      .where(eq(quoteVersions.quoteId, saved.id))
    // Still valid on its last day …
    await db().update(quoteVersions).set({ validUntil: today() }).where(eq(quoteVersions.quoteId, saved.id))
    expect((await expireQuotes(db())).map((v) => v.quoteId)).not.toContain(saved.id)
    // … and expired the day after.
    await db()
      .update(quoteVersions)
      .set({ validUntil: inDays(-1) })
      .where(eq(quoteVersions.quoteId, saved.id))
    const [first, second] = await Promise.all([expireQuotes(db()), expireQuotes(db())])
    expect([...first!, ...second!].filter((v) => v.quoteId === saved.id)).toHaveLength(1)
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, saved.id))
    expect(quote?.status).toBe('expired')
    const events = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.action, 'quote_expired')))
    expect(events).toHaveLength(1)
    expect(events[0]?.actor).toBe('scheduler')
    expect(await expireQuotes(db())).toEqual([])
  })
})
