/**
 * Speed to lead with known timestamps: medians per rep and office of the time to the first move
 * into a status that needs a conversation (contacted, scheduled, quoted, won), and the leads that
 * missed the 24-hour call-back promise. A lead lost straight from New was never contacted (issue
 * 35). Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { estimateRequests, leadEvents } from '@/db/schema'
// Aliased: the react-hooks lint rule takes any use* call for a React hook.
import { useTestDatabase as testDatabase } from '@/tests/helpers/test-db'
import { formatWait, speedToLead, SPEED_DAYS } from './speed-to-lead'

const { db } = testDatabase()
const NOW = new Date('2026-03-10T15:00:00Z')
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR
const ids: Record<string, number> = {}

type Lead = { rep: string | null; branch: string | null; age: number; status?: string }
type Move = { lead: string; after: number; from: string; to: string; type?: string }

async function seed(leads: Record<string, Lead>, moves: Move[]) {
  for (const [name, lead] of Object.entries(leads)) {
    const [row] = await db()
      .insert(estimateRequests)
      .values({
        firstName: name,
        lastName: 'Speed',
        salesRep: lead.rep,
        nearestBranch: lead.branch,
        status: lead.status ?? 'new',
        createdAt: new Date(NOW.getTime() - lead.age),
      })
      .returning({ id: estimateRequests.id })
    if (!row) throw new Error('not inserted')
    ids[name] = row.id
  }
  await db()
    .insert(leadEvents)
    .values(
      moves.map((m) => ({
        leadType: m.type ?? 'estimate',
        leadId: ids[m.lead] ?? 0,
        actor: 'someone',
        action: 'status',
        fromValue: m.from,
        toValue: m.to,
        createdAt: new Date(NOW.getTime() - (leads[m.lead]?.age ?? 0) + m.after),
      })),
    )
}

beforeAll(async () => {
  await seed(
    {
      Ann: { rep: 'alice', branch: 'ocala', age: 10 * HOUR, status: 'contacted' },
      Ben: { rep: 'alice', branch: 'ocala', age: 5 * DAY, status: 'contacted' },
      Cal: { rep: 'alice', branch: 'tampa', age: 6 * DAY, status: 'contacted' },
      Dee: { rep: 'bob', branch: 'tampa', age: 2 * DAY },
      Eve: { rep: 'bob', branch: 'ocala', age: 3 * HOUR },
      Fay: { rep: 'bob', branch: 'tampa', age: 1 * DAY, status: 'scheduled' },
      Gus: { rep: 'bob', branch: 'tampa', age: 2 * DAY, status: 'spam' },
      Hal: { rep: 'alice', branch: 'ocala', age: (SPEED_DAYS + 10) * DAY, status: 'contacted' },
      Ivy: { rep: null, branch: null, age: 26 * HOUR },
      Jon: { rep: 'bob', branch: 'tampa', age: 4 * DAY, status: 'contacted' },
      // Lost straight from New, without a call: within the promise, and two days later.
      Kim: { rep: 'carol', branch: 'orlando', age: 3 * DAY, status: 'lost' },
      Lou: { rep: 'carol', branch: 'orlando', age: 5 * DAY, status: 'lost' },
      // Booked for a visit straight from New: the booking was a conversation.
      Max: { rep: 'carol', branch: 'orlando', age: 3 * DAY, status: 'scheduled' },
      // Lost without a call, reopened and called back the next day.
      Ned: { rep: 'dan', branch: 'orlando', age: 4 * DAY, status: 'contacted' },
    },
    [
      { lead: 'Ann', after: 30 * MIN, from: 'new', to: 'contacted' },
      { lead: 'Ben', after: 90 * MIN, from: 'new', to: 'contacted' },
      { lead: 'Cal', after: 30 * HOUR, from: 'new', to: 'contacted' },
      // Only the first change away from new counts.
      { lead: 'Fay', after: 2 * HOUR, from: 'new', to: 'contacted' },
      { lead: 'Fay', after: 3 * HOUR, from: 'contacted', to: 'scheduled' },
      { lead: 'Gus', after: 10 * MIN, from: 'new', to: 'spam' },
      { lead: 'Hal', after: 5 * MIN, from: 'new', to: 'contacted' },
      // A contact message's history with Dee's id is another record: not Dee's first contact.
      { lead: 'Dee', after: 5 * MIN, from: 'new', to: 'replied', type: 'contact' },
      // Marked spam by mistake, then restored and called back after 40 hours: spam is no contact.
      { lead: 'Jon', after: 1 * HOUR, from: 'new', to: 'spam' },
      { lead: 'Jon', after: 2 * HOUR, from: 'spam', to: 'new' },
      { lead: 'Jon', after: 40 * HOUR, from: 'new', to: 'contacted' },
      { lead: 'Kim', after: 0, from: 'new', to: 'lost' },
      { lead: 'Lou', after: 2 * DAY, from: 'new', to: 'lost' },
      { lead: 'Max', after: 20 * MIN, from: 'new', to: 'scheduled' },
      { lead: 'Ned', after: 10 * MIN, from: 'new', to: 'lost' },
      { lead: 'Ned', after: 26 * HOUR, from: 'lost', to: 'contacted' },
    ],
  )
})

describe('speed to lead', () => {
  it('gives the median minutes to first contact per rep and per office over the period', async () => {
    const data = await speedToLead(NOW)
    const group = (list: typeof data.byRep, key: string | null) => list.find((g) => g.key === key)
    // alice: 30 min, 90 min, 30 h (Hal is older than the period).
    expect(group(data.byRep, 'alice')).toEqual({ key: 'alice', leads: 3, contacted: 3, medianMinutes: 90 })
    // bob: Fay 2 h and Jon 40 h contacted; Dee and Eve not yet; Gus is spam.
    expect(group(data.byRep, 'bob')).toEqual({ key: 'bob', leads: 4, contacted: 2, medianMinutes: 21 * 60 })
    expect(group(data.byRep, null)).toEqual({ key: null, leads: 1, contacted: 0, medianMinutes: null })
    expect(group(data.byOffice, 'ocala')).toEqual({ key: 'ocala', leads: 3, contacted: 2, medianMinutes: 60 })
    // tampa: Cal 30 h, Fay 2 h, Jon 40 h.
    expect(group(data.byOffice, 'tampa')).toEqual({
      key: 'tampa',
      leads: 4,
      contacted: 3,
      medianMinutes: 30 * 60,
    })
  })

  it('never counts a lead lost from New as contacted: it stays out of the median', async () => {
    const data = await speedToLead(NOW)
    // carol: Kim and Lou lost without a call; Max booked after 20 min. Not "contacted in 0 min".
    expect(data.byRep.find((g) => g.key === 'carol')).toEqual({
      key: 'carol',
      leads: 3,
      contacted: 1,
      medianMinutes: 20,
    })
    // dan: Ned's first contact is the call a day after it was lost, not the loss.
    expect(data.byRep.find((g) => g.key === 'dan')).toEqual({
      key: 'dan',
      leads: 1,
      contacted: 1,
      medianMinutes: 26 * 60,
    })
  })

  it('lists the leads that missed the 24-hour promise: still new after 24 h, first contacted later, or lost later uncalled', async () => {
    const data = await speedToLead(NOW)
    expect(data.missedCount).toBe(6)
    expect(data.missed.map((m) => m.name)).toEqual([
      'Ivy Speed',
      'Dee Speed',
      // Received at the same time as Jon, and stored after him.
      'Ned Speed',
      'Jon Speed',
      'Lou Speed',
      'Cal Speed',
    ])
    expect(data.missed[0]).toMatchObject({ id: ids.Ivy, firstContactAt: null, salesRep: null })
    expect(data.missed[4]).toMatchObject({
      id: ids.Lou,
      firstContactAt: null,
      closedUncontactedAt: new Date(NOW.getTime() - 5 * DAY + 2 * DAY),
    })
    expect(data.missed[5]?.firstContactAt?.getTime()).toBe(NOW.getTime() - 6 * DAY + 30 * HOUR)
  })

  it('says waits as a rep does', () => {
    expect(formatWait(45)).toBe('45 min')
    expect(formatWait(60)).toBe('1 h')
    expect(formatWait(190)).toBe('3 h 10 min')
    expect(formatWait(2 * 24 * 60 + 4 * 60 + 5)).toBe('2 d 4 h')
  })
})
