/**
 * The pipeline board: its columns for an office and rep, and a card moved through
 * PATCH /api/admin/pipeline/{id} exactly as the lead page changes a status (history, audit,
 * version); a card a colleague changed meanwhile is refused with 409 and comes back fresh.
 * Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { PATCH } from '@/app/api/admin/pipeline/[id]/route'
import { auditLog, estimateRequests, leadEvents, lostReasons } from '@/db/schema'
import { STALE_EDIT_MESSAGE } from '@/lib/errors'
import { updateLead } from '@/lib/leads/estimates/mutations'
import { LEAD_MESSAGES } from '@/lib/leads/estimates/statuses'
import { apiRequest, routeContext, signedInStaff } from '@/tests/helpers/admin-users'
// Aliased: the react-hooks lint rule takes any use* call for a React hook.
import { useTestDatabase as testDatabase } from '@/tests/helpers/test-db'
import { loadBoard } from './board-query'
import { CARDS_PER_COLUMN, CLOSED_RECENT_DAYS, PIPELINE_MESSAGES } from './columns'

const { db } = testDatabase()
const DAY = 86_400_000
let sales: { user: { id: number; username: string }; token: string }

beforeAll(async () => {
  sales = await signedInStaff(db(), 'sales')
})

async function insertLead(values: Partial<typeof estimateRequests.$inferInsert> = {}) {
  const [row] = await db()
    .insert(estimateRequests)
    .values({ firstName: 'Pat', lastName: 'Board', phone: '(352) 555-0100', ...values })
    .returning()
  if (!row) throw new Error('not inserted')
  return row
}

function move(id: number, body: unknown, token = sales.token) {
  return PATCH(
    apiRequest(`/api/admin/pipeline/${id}`, { method: 'PATCH', token, body }),
    routeContext({ id: String(id) }),
  )
}

describe('the board', () => {
  it('shows each status column with its count and newest cards, for an office and a rep', async () => {
    const branch = 'board-office'
    const rep = sales.user.username
    const old = await insertLead({
      nearestBranch: branch,
      salesRep: rep,
      createdAt: new Date(Date.now() - 2 * DAY),
    })
    const fresh = await insertLead({ nearestBranch: branch, salesRep: rep, poolType: 'Fiberglass' })
    await insertLead({ nearestBranch: branch, salesRep: null }) // another rep's view
    await insertLead({ nearestBranch: branch, salesRep: rep, status: 'contacted' })
    await insertLead({ nearestBranch: branch, salesRep: rep, status: 'spam' })
    await insertLead({ nearestBranch: branch, salesRep: rep, status: 'won', statusUpdatedAt: new Date() })
    // Won long ago: off the board, still counted for the desk's 'See all'.
    await insertLead({
      nearestBranch: branch,
      salesRep: rep,
      status: 'won',
      statusUpdatedAt: new Date(Date.now() - (CLOSED_RECENT_DAYS + 1) * DAY),
    })

    const board = await loadBoard({ branch, rep })
    expect(board.map((c) => c.status)).toEqual(['new', 'contacted', 'scheduled', 'quoted', 'won', 'lost'])
    const column = (status: string) => board.find((c) => c.status === status)
    expect(column('new')).toMatchObject({ count: 2, total: 2 })
    expect(column('new')?.cards.map((c) => c.id)).toEqual([fresh.id, old.id])
    expect(column('new')?.cards[0]).toMatchObject({
      name: 'Pat Board',
      poolType: 'Fiberglass',
      phone: '(352) 555-0100',
      nearestBranch: branch,
      salesRep: rep,
      updatedAt: fresh.updatedAt.toISOString(),
    })
    expect(column('contacted')?.count).toBe(1)
    expect(column('won')).toMatchObject({ count: 1, total: 2 })
    expect(board.flatMap((c) => c.cards).some((c) => c.status === 'spam')).toBe(false)

    const unassigned = await loadBoard({ branch, rep: 'none' })
    expect(unassigned.find((c) => c.status === 'new')?.count).toBe(1)
  })

  it(`shows at most ${CARDS_PER_COLUMN} cards a column, counting them all`, async () => {
    const branch = 'board-many'
    await db()
      .insert(estimateRequests)
      .values(
        Array.from({ length: CARDS_PER_COLUMN + 3 }, (_, i) => ({
          firstName: `Many ${i}`,
          nearestBranch: branch,
        })),
      )
    const [newColumn] = await loadBoard({ branch })
    expect(newColumn).toMatchObject({
      status: 'new',
      count: CARDS_PER_COLUMN + 3,
      total: CARDS_PER_COLUMN + 3,
    })
    expect(newColumn?.cards).toHaveLength(CARDS_PER_COLUMN)
  })
})

describe('PATCH /api/admin/pipeline/{id}', () => {
  it('moves a card as the lead page does: status, history, audit and a new version', async () => {
    const lead = await insertLead()
    const response = await move(lead.id, { updatedAt: lead.updatedAt.toISOString(), status: 'contacted' })
    expect(response.status).toBe(200)
    const { card } = (await response.json()) as { card: { status: string; updatedAt: string } }
    expect(card.status).toBe('contacted')
    expect(card.updatedAt).not.toBe(lead.updatedAt.toISOString())
    const events = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadType, 'estimate'), eq(leadEvents.leadId, lead.id)))
    expect(events).toMatchObject([
      { action: 'status', fromValue: 'new', toValue: 'contacted', actor: sales.user.username },
    ])
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'estimate'), eq(auditLog.entityId, String(lead.id))))
    expect(audits).toMatchObject([{ action: 'update', actorUsername: sales.user.username }])

    // Then to lost: only with a reason of the list ('Other' with its text), stored and in the history.
    const [other] = await db().insert(lostReasons).values({ label: 'Other', requiresText: true }).returning()
    const refused = await move(lead.id, { updatedAt: card.updatedAt, status: 'lost', lostReason: 'vinyl' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ message: LEAD_MESSAGES.lostReasonRequired })
    const noText = await move(lead.id, { updatedAt: card.updatedAt, status: 'lost', lostReasonId: other?.id })
    expect(noText.status).toBe(400)
    expect(await noText.json()).toMatchObject({ message: LEAD_MESSAGES.lostReasonTextRequired })
    const lost = await move(lead.id, {
      updatedAt: card.updatedAt,
      status: 'lost',
      lostReasonId: other?.id,
      lostReason: 'Went with a vinyl pool',
    })
    expect(lost.status).toBe(200)
    const [row] = await db().select().from(estimateRequests).where(eq(estimateRequests.id, lead.id))
    expect(row).toMatchObject({
      status: 'lost',
      lostReasonId: other?.id,
      lostReason: 'Went with a vinyl pool',
    })

    // To won: with the deal value in cents, which the card carries back.
    const reopened = await updateLead(sales.user, lead.id, {
      updatedAt: row?.updatedAt.toISOString() ?? '',
      status: 'quoted',
    })
    const noValue = await move(lead.id, { updatedAt: reopened.updatedAt.toISOString(), status: 'won' })
    expect(noValue.status).toBe(400)
    expect(await noValue.json()).toMatchObject({ message: LEAD_MESSAGES.dealValueForWon })
    const won = await move(lead.id, {
      updatedAt: reopened.updatedAt.toISOString(),
      status: 'won',
      dealValueCents: 5_210_000,
    })
    expect(won.status).toBe(200)
    expect(await won.json()).toMatchObject({ card: { status: 'won', dealValueCents: 5_210_000 } })
  })

  it('refuses a card a colleague changed meanwhile with 409 and the fresh card, writing nothing', async () => {
    const lead = await insertLead()
    const seen = lead.updatedAt.toISOString()
    const colleague = await signedInStaff(db(), 'sales')
    await updateLead(colleague.user, lead.id, { updatedAt: seen, status: 'scheduled' })

    const response = await move(lead.id, { updatedAt: seen, status: 'contacted' })
    expect(response.status).toBe(409)
    const body = (await response.json()) as {
      message: string
      conflict: boolean
      card: { id: number; status: string }
    }
    expect(body).toMatchObject({
      message: STALE_EDIT_MESSAGE,
      conflict: true,
      card: { id: lead.id, status: 'scheduled' },
    })
    const [row] = await db().select().from(estimateRequests).where(eq(estimateRequests.id, lead.id))
    expect(row?.status).toBe('scheduled')
    const events = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadType, 'estimate'), eq(leadEvents.leadId, lead.id)))
    expect(events).toHaveLength(1)
    expect(PIPELINE_MESSAGES.stale('Pat Board', 'Scheduled')).toContain('now in Scheduled')
  })

  it('answers bad moves with a clear 4xx: spam is not a column, no version, unknown lead', async () => {
    const lead = await insertLead()
    const version = lead.updatedAt.toISOString()
    const spam = await move(lead.id, { updatedAt: version, status: 'spam' })
    expect(spam.status).toBe(400)
    expect(await spam.json()).toMatchObject({ message: PIPELINE_MESSAGES.notAColumn })
    expect((await move(lead.id, { status: 'contacted' })).status).toBe(400)
    const gone = await move(99_999_999, { updatedAt: version, status: 'contacted' })
    expect(gone.status).toBe(404)
    expect(await gone.json()).toMatchObject({ message: LEAD_MESSAGES.notFound })
    expect((await move(lead.id, 'not json')).status).toBe(400)
  })
})
