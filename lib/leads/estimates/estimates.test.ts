import { and, eq, sql, type SQL } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as detailRoute, PATCH as patchRoute } from '@/app/api/admin/estimates/[id]/route'
import { POST as commentRoute } from '@/app/api/admin/estimates/[id]/comments/route'
import { GET as exportRoute } from '@/app/api/admin/estimates/export/route'
import { GET as listRoute } from '@/app/api/admin/estimates/route'
import { StaleEditError, STALE_EDIT_MESSAGE, AdminInputError } from '@/lib/errors'
import { MISSING_VERSION_MESSAGE } from '@/lib/write/fields-schema'
import { auditLog, estimateComments, estimateRequests, leadEvents, lostReasons } from '@/db/schema'
import { ROLES, can, type Permission } from '@/lib/auth/permissions'
import { apiRequest, createStaff, routeContext, signedInStaff } from '@/tests/helpers/admin-users'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { csvCell } from '@/lib/admin/csv'
import { parseLeadFilters, type LeadFilters } from './filters'
import { getLead } from './detail'
import { duplicatePhoneKey, leadSearchCondition, phoneKey } from './search'
import {
  COUNT_CAP,
  findDuplicateLeads,
  LEAD_SORT_NOTICES,
  RARE_SEARCH_MATCHES,
  distinctLeadValues,
  listLeads,
} from './list-query'
import { describeLeadEvent } from '@/lib/leads/history'
import { addLeadComment, updateLead } from './mutations'
import { leadUpdateSchema } from './schemas'
import { LEAD_MESSAGES } from './statuses'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

const filters = (query: Record<string, string>): LeadFilters => {
  const parsed = parseLeadFilters(query)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.filters
}
const ids = (rows: { id: number }[]) => rows.map((r) => r.id)
const version = (row: { updatedAt: Date } | Date) => (row instanceof Date ? row : row.updatedAt).toISOString()

type Seed = Partial<typeof estimateRequests.$inferInsert>
async function insertLead(values: Seed) {
  const [row] = await db()
    .insert(estimateRequests)
    .values({ firstName: 'Test Person', ...values })
    .returning()
  if (!row) throw new Error('not inserted')
  return row
}

// A private set of leads this file's filter tests look at: sourcePage 'filters-test'.
let fixture = { maria: 0, john: 0, ana: 0, dup: 0 }

beforeAll(async () => {
  const src = 'filters-test'
  const rows = await Promise.all([
    insertLead({
      firstName: 'Maria Gonzalez',
      email: 'maria@example.com',
      phone: '(352) 555-0101',
      status: 'new',
      requestType: 'estimate',
      nearestBranch: 'ocala',
      sourcePage: src,
      salesRep: 'rep-a',
      createdAt: new Date('2025-03-10T03:30:00Z'),
    }),
    insertLead({
      firstName: 'John',
      lastName: "O'Brien",
      email: 'jobrien@example.com',
      phone: '407-555-0199',
      status: 'contacted',
      requestType: 'appointment',
      nearestBranch: 'orlando',
      sourcePage: src,
      createdAt: new Date('2025-03-10T05:30:00Z'),
    }),
    insertLead({
      firstName: 'Ana Silva',
      email: 'ana@example.com',
      phone: '5615550123',
      status: 'won',
      requestType: 'estimate',
      nearestBranch: null,
      sourcePage: src,
      salesRep: 'rep-b',
      createdAt: new Date('2025-03-11T15:00:00Z'),
    }),
    insertLead({
      firstName: 'Dup Maria',
      email: 'other@example.com',
      phone: '(352) 555-0101',
      status: 'spam',
      requestType: 'estimate',
      nearestBranch: 'ocala',
      sourcePage: src,
      createdAt: new Date('2025-03-12T15:00:00Z'),
    }),
  ])
  fixture = { maria: rows[0]?.id ?? 0, john: rows[1]?.id ?? 0, ana: rows[2]?.id ?? 0, dup: rows[3]?.id ?? 0 }
})

describe('leads list filters', () => {
  const only = (extra: Record<string, string>) => listLeads(filters({ source: 'filters-test', ...extra }))

  it('filters by status, type, branch (and no branch), sales rep (and unassigned)', async () => {
    expect(ids((await only({ status: 'contacted' })).rows)).toEqual([fixture.john])
    expect(ids((await only({ type: 'appointment' })).rows)).toEqual([fixture.john])
    expect(ids((await only({ branch: 'ocala' })).rows)).toEqual([fixture.dup, fixture.maria])
    expect(ids((await only({ branch: 'none' })).rows)).toEqual([fixture.ana])
    expect(ids((await only({ rep: 'rep-b' })).rows)).toEqual([fixture.ana])
    expect(ids((await only({ rep: 'none' })).rows)).toEqual([fixture.dup, fixture.john])
    const all = await only({})
    expect(all.total).toBe(4)
    expect(ids(all.rows)).toEqual([fixture.dup, fixture.ana, fixture.john, fixture.maria])
    expect(ids((await only({ sort: 'oldest' })).rows)).toEqual([
      fixture.maria,
      fixture.john,
      fixture.ana,
      fixture.dup,
    ])
  })

  it('combines any filters, "none" included, as each alone would (the facets index path)', async () => {
    const three = await only({ status: 'new', type: 'estimate', branch: 'ocala', rep: 'rep-a' })
    expect(ids(three.rows)).toEqual([fixture.maria])
    expect(three.total).toBe(1)
    expect(ids((await only({ branch: 'ocala', rep: 'none' })).rows)).toEqual([fixture.dup])
    expect(ids((await only({ branch: 'none', rep: 'rep-b', status: 'won' })).rows)).toEqual([fixture.ana])
    expect(ids((await only({ branch: 'none', rep: 'none' })).rows)).toEqual([])
    expect(ids((await only({ status: 'new', branch: 'orlando' })).rows)).toEqual([])
    // Without the source filter: a single equality filter next to a date range and a search.
    const spam = await listLeads(
      filters({ status: 'spam', q: 'dup maria', from: '2025-03-12', to: '2025-03-12' }),
    )
    expect(ids(spam.rows)).toEqual([fixture.dup])
  })

  it('takes date ranges as Eastern-time calendar days', async () => {
    // 2025-03-10T03:30Z is still March 9 in Florida (23:30 EDT); 05:30Z is March 10.
    expect(ids((await only({ from: '2025-03-10', to: '2025-03-10' })).rows)).toEqual([fixture.john])
    expect(ids((await only({ to: '2025-03-09' })).rows)).toEqual([fixture.maria])
    expect(ids((await only({ from: '2025-03-11' })).rows)).toEqual([fixture.dup, fixture.ana])
  })

  it('searches names (any word, as a prefix), e-mail and phone digits however they are typed', async () => {
    expect(ids((await only({ q: 'gonz' })).rows)).toEqual([fixture.maria])
    const marias = await only({ q: 'maria' })
    expect(ids(marias.rows)).toEqual([fixture.dup, fixture.maria])
    expect(marias).toMatchObject({ total: 2, totalCapped: false })
    expect(await only({ q: 'maria', status: 'spam' })).toMatchObject({
      total: 1,
      rows: [{ id: fixture.dup }],
    })
    expect(ids((await only({ q: "o'brien" })).rows)).toEqual([fixture.john])
    expect(ids((await only({ q: 'ana@example.com' })).rows)).toEqual([fixture.ana])
    expect(ids((await only({ q: '(407) 555-0199' })).rows)).toEqual([fixture.john])
    expect(ids((await only({ q: '561555' })).rows)).toEqual([fixture.ana])
    expect(ids((await only({ q: 'nobody-called-this' })).rows)).toEqual([])
    expect(ids((await only({ q: '!!!' })).rows)).toEqual([])
  })

  it('flags leads that share a phone or e-mail with another', async () => {
    const rows = (await only({})).rows
    const byId = new Map(rows.map((r) => [r.id, r.duplicates]))
    expect(byId.get(fixture.maria)).toBe(1)
    expect(byId.get(fixture.dup)).toBe(1)
    expect(byId.get(fixture.ana)).toBe(0)
  })

  it('refuses malformed filters with clear messages', () => {
    const bad = parseLeadFilters({
      status: 'maybe',
      from: '2025-13-45',
      limit: '7',
      sort: 'random',
      cursor: 'zzz',
    })
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.errors.status).toBe('Unknown status.')
    expect(bad.errors.from).toMatch(/date/)
    expect(bad.errors.limit).toMatch(/25, 50 or 100/)
    expect(bad.errors.sort).toBe('Unknown sort.')
    const reversed = parseLeadFilters({ from: '2025-03-10', to: '2025-03-01' })
    expect(reversed.ok ? {} : reversed.errors).toEqual({ to: 'The start date must be before the end date.' })
  })

  it('lists the distinct source pages with a loose index scan', async () => {
    expect(await distinctLeadValues(db(), 'source_page')).toContain('filters-test')
  })
})

describe('search by the end of a phone number and by address (issue 35)', () => {
  const src = 'search-test'
  const only = (q: string) => listLeads(filters({ source: src, q }))
  let smith = 0
  let other = 0
  let dotted = 0

  beforeAll(async () => {
    smith = (
      await insertLead({
        firstName: 'Pat',
        lastName: 'Smith',
        phone: '(555) 555-7781',
        address: '4412 Palm Harbor Dr, Port St. Lucie, FL 34952',
        sourcePage: src,
      })
    ).id
    other = (
      await insertLead({ firstName: 'Lee', lastName: 'Harbor', phone: '555-777-8100', sourcePage: src })
    ).id
    // The same number as Pat's, typed another way: a duplicate.
    dotted = (
      await insertLead({ firstName: 'Pat', lastName: 'Smyth', phone: '+1 555.555.7781', sourcePage: src })
    ).id
  })

  it("finds (555) 555-7781 by '7781', '555-7781' or the whole number, and nothing by a middle run", async () => {
    for (const q of ['7781', '555-7781', '(555) 555-7781', '5555557781', 'smith 7781']) {
      expect(ids((await only(q)).rows).sort(), q).toEqual(
        q.startsWith('smith') ? [smith] : [smith, dotted].sort(),
      )
    }
    expect(ids((await only('8100')).rows)).toEqual([other])
    expect(ids((await only('555-777')).rows), 'the start of a number').toEqual([other])
    expect(ids((await only('5577')).rows), 'a run inside a number').toEqual([])
  })

  it('searches the address by its words and house number', async () => {
    expect(ids((await only('palm harbor')).rows)).toEqual([smith])
    expect(ids((await only('4412 palm')).rows)).toEqual([smith])
    expect(ids((await only('harbor')).rows).sort()).toEqual([smith, other].sort())
    expect(ids((await only('lucie')).rows)).toEqual([smith])
  })

  it('flags one number typed two ways as a duplicate, and lists it on the lead', async () => {
    const byId = new Map((await only('')).rows.map((r) => [r.id, r.duplicates]))
    expect(byId.get(smith)).toBe(1)
    expect(byId.get(dotted)).toBe(1)
    expect(byId.get(other)).toBe(0)
    const lead = await getLead(db(), smith)
    if (!lead) throw new Error('no lead')
    expect((await findDuplicateLeads(db(), lead)).map((d) => d.id)).toEqual([dotted])
    // The number as a rep types it, spaced and with its +1, is the same number; six digits are
    // never compared, and another number ending in the same four digits is another number.
    expect(
      (await findDuplicateLeads(db(), { phone: '+1 555 555 7781', email: null })).map((d) => d.id).sort(),
    ).toEqual([smith, dotted].sort())
    expect(await findDuplicateLeads(db(), { phone: '557781', email: null })).toEqual([])
    expect(await findDuplicateLeads(db(), { phone: '(352) 555-7781', email: null })).toEqual([])
  })

  it('reads a phone ending and a duplicate number from the phone-key index', async () => {
    const plan = async (where: SQL) =>
      db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`)
        const result = (await tx.execute(
          sql`explain select id from estimate_requests where ${where}`,
        )) as unknown as { rows: Record<string, string>[] }
        return result.rows.map((r) => Object.values(r)[0]).join('\n')
      })
    expect(await plan(leadSearchCondition('7781') ?? sql`true`)).toContain('estimates_phone_key_idx')
    expect(await plan(sql`${phoneKey()} = ${duplicatePhoneKey('(555) 555-7781')}`)).toContain(
      'estimates_phone_key_idx',
    )
  })
})

describe('sorts', () => {
  const only = (extra: Record<string, string>) => listLeads(filters({ source: 'filters-test', ...extra }))

  it('by name, A to Z and Z to A, ignoring case', async () => {
    // Names: Maria Gonzalez, John O'Brien, Ana Silva, Dup Maria.
    expect(ids((await only({ sort: 'name-az' })).rows)).toEqual([
      fixture.ana,
      fixture.dup,
      fixture.john,
      fixture.maria,
    ])
    expect(ids((await only({ sort: 'name-za' })).rows)).toEqual([
      fixture.maria,
      fixture.john,
      fixture.dup,
      fixture.ana,
    ])
    const page = await only({ sort: 'name-az', status: 'new' })
    expect(page).toMatchObject({ sort: 'name-az', total: 1 })
    expect(page.notice).toBeUndefined()
  })

  it('by last status change (a lead never moved counts from when it came in), both ways', async () => {
    const src = `status-sort-${Date.now()}`
    const lead = (name: string, createdAt: string, statusUpdatedAt: string | null) =>
      insertLead({
        firstName: name,
        sourcePage: src,
        createdAt: new Date(createdAt),
        statusUpdatedAt: statusUpdatedAt ? new Date(statusUpdatedAt) : null,
      })
    const oldMoved = await lead('Old moved yesterday', '2024-01-01T12:00:00Z', '2025-06-10T12:00:00Z')
    const fresh = await lead('Fresh untouched', '2025-06-05T12:00:00Z', null)
    const mid = await lead('Mid moved', '2025-02-01T12:00:00Z', '2025-03-01T12:00:00Z')
    const untouched = await lead('Long untouched', '2024-06-01T12:00:00Z', null)
    const list = (extra: Record<string, string>) =>
      listLeads(filters({ source: src, ...extra })).then((p) => ids(p.rows))
    expect(await list({ sort: 'status-recent' })).toEqual([oldMoved.id, fresh.id, mid.id, untouched.id])
    expect(await list({ sort: 'status-oldest' })).toEqual([untouched.id, mid.id, fresh.id, oldMoved.id])
    // Received-from keeps its meaning (it also bounds the key, since a change never precedes receipt).
    expect(await list({ sort: 'status-oldest', from: '2025-01-01' })).toEqual([mid.id, fresh.id])
    expect(await list({ sort: 'status-recent', to: '2024-12-31' })).toEqual([oldMoved.id, untouched.id])
  })

  it('pages by name and by status change forwards and back without gaps or repeats (ties included)', async () => {
    const src = `sort-paging-${Date.now()}`
    await db().execute(sql`
      insert into estimate_requests (first_name, last_name, source_page, created_at, status_updated_at)
      select 'Same', case when g % 2 = 0 then 'Name' else 'name' end, ${src},
        '2024-06-01T12:00:00Z'::timestamptz + (g * interval '1 minute'),
        case when g % 3 = 0 then null else '2024-07-01T12:00:00.123456Z'::timestamptz end
      from generate_series(1, 60) g`)
    for (const sort of ['name-az', 'name-za', 'status-recent', 'status-oldest'] as const) {
      const f = filters({ source: src, sort })
      const page1 = await listLeads(f)
      const page2 = await listLeads({ ...f, cursor: sortCursor(page1.nextCursor, sort), dir: 'next' })
      const page3 = await listLeads({ ...f, cursor: sortCursor(page2.nextCursor, sort), dir: 'next' })
      expect([page1.rows.length, page2.rows.length, page3.rows.length]).toEqual([25, 25, 10])
      expect(new Set([...ids(page1.rows), ...ids(page2.rows), ...ids(page3.rows)]).size).toBe(60)
      const back = await listLeads({ ...f, cursor: sortCursor(page3.prevCursor, sort), dir: 'prev' })
      expect(ids(back.rows)).toEqual(ids(page2.rows))
    }
    // A name cursor is not a position in date order.
    const byName = await listLeads(filters({ source: src, sort: 'name-az' }))
    expect(parseLeadFilters({ cursor: byName.nextCursor ?? '' })).toMatchObject({
      ok: false,
      errors: { cursor: 'The page position is not valid. Start from the first page.' },
    })
  })

  it('a name sort over a search matching thousands falls back to newest first, saying so', async () => {
    const src = `common-${Date.now()}`
    await db().execute(sql`
      insert into estimate_requests (first_name, source_page, created_at)
      select 'Zzcommon ' || g, ${src}, now() - g * interval '1 minute'
      from generate_series(1, ${RARE_SEARCH_MATCHES + 1}) g`)
    const page = await listLeads(filters({ q: 'zzcommon', sort: 'name-az' }))
    expect(page).toMatchObject({ sort: 'newest', notice: LEAD_SORT_NOTICES.nameSearch })
    // The search alone was counted while planning the sort; the count is still capped.
    expect(page).toMatchObject({ total: COUNT_CAP, totalCapped: true })
    expect(page.rows[0]?.firstName).toBe('Zzcommon 1')
    // The next page keeps going in the order used.
    const next = await listLeads({
      ...filters({ q: 'zzcommon', sort: 'name-az' }),
      cursor: sortCursor(page.nextCursor, 'name-az'),
    })
    expect(next.rows[0]?.firstName).toBe('Zzcommon 26')
    // A search matching few is sorted by name.
    const few = await listLeads(filters({ q: 'zzcommon 2000', sort: 'name-za' }))
    expect(few).toMatchObject({
      sort: 'name-za',
      total: 1,
      totalCapped: false,
      rows: [{ firstName: 'Zzcommon 2000' }],
    })
    expect(few.notice).toBeUndefined()
    // 1,111 matches ('Zzcommon 1', 10–19, 100–199, 1000–1999): rare, so read by their ids, with
    // another filter counted through them; still sorted by name and the count capped.
    const many = await listLeads(filters({ q: 'zzcommon 1', source: src, sort: 'name-az' }))
    expect(many).toMatchObject({ sort: 'name-az', total: COUNT_CAP, totalCapped: true })
    expect(many.rows.map((row) => row.firstName).slice(0, 3)).toEqual([
      'Zzcommon 1',
      'Zzcommon 10',
      'Zzcommon 100',
    ])
  })

  it('latest status change over leads received before a date: sorted when few match, else newest first', async () => {
    const src = `before-${Date.now()}`
    // Many leads received after the date (the walk would meet them all first).
    await db().execute(sql`
      insert into estimate_requests (first_name, source_page, created_at)
      select 'After ' || g, ${src}, '2031-01-01T12:00:00Z'::timestamptz + g * interval '1 second'
      from generate_series(1, 5001) g`)
    const early = await insertLead({
      firstName: 'Before, moved late',
      sourcePage: src,
      createdAt: new Date('2030-01-01T12:00:00Z'),
      statusUpdatedAt: new Date('2031-02-01T12:00:00Z'),
    })
    const earlier = await insertLead({
      firstName: 'Before, untouched',
      sourcePage: src,
      createdAt: new Date('2030-01-02T12:00:00Z'),
    })
    const few = await listLeads(filters({ source: src, to: '2030-12-31', sort: 'status-recent' }))
    expect(few).toMatchObject({ sort: 'status-recent' })
    expect(ids(few.rows)).toEqual([early.id, earlier.id])
    // When more than a page count's worth match, the order falls back, saying why.
    await db().execute(sql`
      insert into estimate_requests (first_name, source_page, created_at)
      select 'Before ' || g, ${src}, '2029-01-01T12:00:00Z'::timestamptz + g * interval '1 second'
      from generate_series(1, ${COUNT_CAP}) g`)
    const many = await listLeads(filters({ source: src, to: '2030-12-31', sort: 'status-recent' }))
    expect(many).toMatchObject({ sort: 'newest', notice: LEAD_SORT_NOTICES.statusBeforeDate })
    expect(ids(many.rows).slice(0, 2)).toEqual([earlier.id, early.id])
  })
})

function sortCursor(value: string | undefined, sort: string) {
  const parsed = parseLeadFilters({ cursor: value ?? '', sort })
  if (!parsed.ok || !parsed.filters.cursor) throw new Error(`bad cursor ${JSON.stringify(parsed)}`)
  return parsed.filters.cursor
}

describe('keyset pagination', () => {
  it('walks 60 leads (many with the same timestamp) forwards and back without gaps or repeats', async () => {
    const src = `paging-${Date.now()}`
    const at = new Date('2024-06-01T12:00:00.123456Z')
    await db().execute(sql`
      insert into estimate_requests (first_name, source_page, created_at)
      select 'Page ' || g, ${src}, ${at.toISOString()}::timestamptz + ((g % 3) * interval '1 microsecond')
      from generate_series(1, 60) g`)
    const f = filters({ source: src })
    const page1 = await listLeads(f)
    expect(page1.rows).toHaveLength(25)
    expect(page1.prevCursor).toBeUndefined()
    expect(page1.total).toBe(60)
    const page2 = await listLeads({ ...f, cursor: parseCursor(page1.nextCursor), dir: 'next' })
    const page3 = await listLeads({ ...f, cursor: parseCursor(page2.nextCursor), dir: 'next' })
    expect(page3.rows).toHaveLength(10)
    expect(page3.nextCursor).toBeUndefined()
    const seen = [...ids(page1.rows), ...ids(page2.rows), ...ids(page3.rows)]
    expect(new Set(seen).size).toBe(60)
    // Back from page 3 gives page 2 again, in the same order; back from page 2 gives page 1.
    const back2 = await listLeads({ ...f, cursor: parseCursor(page3.prevCursor), dir: 'prev' })
    expect(ids(back2.rows)).toEqual(ids(page2.rows))
    const back1 = await listLeads({ ...f, cursor: parseCursor(back2.prevCursor), dir: 'prev' })
    expect(ids(back1.rows)).toEqual(ids(page1.rows))
    expect(back1.prevCursor).toBeUndefined()
  })

  it('caps the count instead of counting every row', async () => {
    const src = `cap-${Date.now()}`
    await db().execute(sql`
      insert into estimate_requests (first_name, source_page) select 'Cap ' || g, ${src} from generate_series(1, ${COUNT_CAP + 5}) g`)
    const page = await listLeads(filters({ source: src }))
    expect(page).toMatchObject({ total: COUNT_CAP, totalCapped: true })
  })
})

async function leadVersion(id: number) {
  const [row] = await db().select().from(estimateRequests).where(eq(estimateRequests.id, id))
  if (!row) throw new Error('lead missing')
  return version(row)
}

function parseCursor(value: string | undefined) {
  const parsed = parseLeadFilters({ cursor: value ?? '' })
  if (!parsed.ok || !parsed.filters.cursor) throw new Error('bad cursor')
  return parsed.filters.cursor
}

describe('changing a lead', () => {
  it('moves the status, keeps statusUpdatedAt, and records history and audit', async () => {
    const { user } = await createStaff(db(), { role: 'sales' })
    const lead = await insertLead({ firstName: 'Pipeline Test' })
    const updated = await updateLead(user, lead.id, { status: 'contacted', updatedAt: version(lead) })
    expect(updated.status).toBe('contacted')
    expect(updated.statusUpdatedAt).toBeInstanceOf(Date)
    const events = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadType, 'estimate'), eq(leadEvents.leadId, lead.id)))
    expect(events.map((e) => [e.actor, e.action, e.fromValue, e.toValue])).toEqual([
      [user.username, 'status', 'new', 'contacted'],
    ])
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'estimate'), eq(auditLog.entityId, String(lead.id))))
    expect(audits[0]).toMatchObject({ actorUsername: user.username, action: 'update' })
    expect(audits[0]?.after).toMatchObject({ status: 'contacted' })
  })

  it('asks for the reason when a lead is lost, and clears it when the lead comes back', async () => {
    expect(
      leadUpdateSchema.safeParse({ status: 'lost', updatedAt: version(new Date()) }).error?.issues[0]
        ?.message,
    ).toBe(LEAD_MESSAGES.lostReasonRequired)
    const { user } = await createStaff(db())
    const [reason] = await db().insert(lostReasons).values({ label: 'Chose a concrete pool' }).returning()
    const lead = await insertLead({ firstName: 'Lost Test', status: 'quoted' })
    const lost = await updateLead(
      user,
      lead.id,
      leadUpdateSchema.parse({
        status: 'lost',
        lostReasonId: String(reason?.id),
        updatedAt: version(lead),
      }),
    )
    expect(lost).toMatchObject({ status: 'lost', lostReasonId: reason?.id, lostReason: null })
    const back = await updateLead(user, lead.id, { status: 'quoted', updatedAt: version(lost) })
    expect(back).toMatchObject({ lostReasonId: null, lostReason: null })
    // The history shows the reason going as well as coming.
    const events = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadType, 'estimate'), eq(leadEvents.leadId, lead.id)))
      .orderBy(leadEvents.id)
    expect(events.map(describeLeadEvent)).toEqual([
      `${user.username} changed the status from Quoted to Lost`,
      `${user.username} recorded the reason lost: Chose a concrete pool`,
      `${user.username} changed the status from Lost to Quoted`,
      `${user.username} cleared the reason lost (was: Chose a concrete pool)`,
    ])
  })

  it('assigns an active staff member as sales rep, refuses anyone else, and can unassign', async () => {
    const { user } = await createStaff(db(), { role: 'operations' })
    const { user: rep } = await createStaff(db(), { role: 'sales' })
    const { user: gone } = await createStaff(db(), { role: 'sales', isActive: false })
    const lead = await insertLead({ firstName: 'Rep Test' })
    const assigned = await updateLead(user, lead.id, {
      salesRep: rep.username,
      updatedAt: version(lead),
    })
    expect(assigned.salesRep).toBe(rep.username)
    await expect(
      updateLead(user, lead.id, { salesRep: gone.username, updatedAt: version(assigned) }),
    ).rejects.toBeInstanceOf(AdminInputError)
    expect(
      (await updateLead(user, lead.id, { salesRep: null, updatedAt: version(assigned) })).salesRep,
    ).toBeNull()
    await expect(
      updateLead(user, 999_999, { status: 'won', updatedAt: version(lead) }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('refuses a change made on a version a colleague has changed since, and keeps their change', async () => {
    const { user: first } = await createStaff(db(), { role: 'sales' })
    const { user: second } = await createStaff(db(), { role: 'sales' })
    const lead = await insertLead({ firstName: 'Race Test' })
    // Both open the lead; the first saves 'contacted', the second then tries 'quoted'.
    const saved = await updateLead(first, lead.id, { status: 'contacted', updatedAt: version(lead) })
    await expect(
      updateLead(second, lead.id, { status: 'quoted', updatedAt: version(lead) }),
    ).rejects.toBeInstanceOf(StaleEditError)
    await expect(
      updateLead(second, lead.id, { salesRep: second.username, updatedAt: version(lead) }),
    ).rejects.toThrow(STALE_EDIT_MESSAGE)
    const [stored] = await db().select().from(estimateRequests).where(eq(estimateRequests.id, lead.id))
    expect(stored).toMatchObject({ status: 'contacted', salesRep: null })
    // A comment needs no version and leaves the lead's version alone: the next change still applies.
    await addLeadComment(second, lead.id, 'Left a voicemail.')
    const next = await updateLead(second, lead.id, { status: 'quoted', updatedAt: version(saved) })
    expect(next.status).toBe('quoted')
    // Without a version the schema refuses on the field; the mutation refuses too.
    expect(leadUpdateSchema.safeParse({ status: 'won' }).error?.issues[0]).toMatchObject({
      path: ['updatedAt'],
      message: MISSING_VERSION_MESSAGE,
    })
    await expect(updateLead(second, lead.id, { status: 'won', updatedAt: '' })).rejects.toBeInstanceOf(
      StaleEditError,
    )
  })

  it('adds comments with their author and time', async () => {
    const { user } = await createStaff(db())
    const lead = await insertLead({ firstName: 'Comment Test' })
    await addLeadComment(user, lead.id, 'Called, left a voicemail.')
    const comments = await db()
      .select()
      .from(estimateComments)
      .where(eq(estimateComments.estimateId, lead.id))
    expect(comments).toEqual([
      expect.objectContaining({
        comment: 'Called, left a voicemail.',
        author: user.username,
        createdAt: expect.any(Date),
      }),
    ])
  })
})

describe('CSV', () => {
  it('neutralises cells a spreadsheet would run as formulas, and quotes per RFC 4180', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('+1 555')).toBe("'+1 555")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
  })
})

describe('the estimates API × roles', () => {
  type Call = { name: string; permission: Permission; run: (token?: string) => Promise<Response> }
  let leadId = 0
  beforeAll(async () => {
    leadId = (await insertLead({ firstName: 'API Test', email: '=cmd@example.com', sourcePage: 'api-test' }))
      .id
  })
  const calls: Call[] = [
    {
      name: 'GET list',
      permission: 'leads:read',
      run: (token) =>
        listRoute(apiRequest('/api/admin/estimates?source=api-test', { token }), routeContext()),
    },
    {
      name: 'GET export',
      permission: 'leads:export',
      run: (token) =>
        exportRoute(apiRequest('/api/admin/estimates/export?source=api-test', { token }), routeContext()),
    },
    {
      name: 'GET detail',
      permission: 'leads:read',
      run: (token) =>
        detailRoute(
          apiRequest(`/api/admin/estimates/${leadId}`, { token }),
          routeContext({ id: String(leadId) }),
        ),
    },
    {
      name: 'PATCH',
      permission: 'leads:write',
      run: async (token) =>
        patchRoute(
          apiRequest(`/api/admin/estimates/${leadId}`, {
            method: 'PATCH',
            token,
            body: { status: 'contacted', updatedAt: await leadVersion(leadId) },
          }),
          routeContext({ id: String(leadId) }),
        ),
    },
    {
      name: 'POST comment',
      permission: 'leads:write',
      run: (token) =>
        commentRoute(
          apiRequest(`/api/admin/estimates/${leadId}/comments`, {
            method: 'POST',
            token,
            body: { comment: 'Hello' },
          }),
          routeContext({ id: String(leadId) }),
        ),
    },
  ]

  for (const call of calls) {
    it(`${call.name}: 401 without a session`, async () => {
      const response = await call.run()
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Authentication required. Please sign in.' })
    })
    for (const role of ROLES) {
      const allowed = can(role, call.permission)
      it(`${call.name}: ${role} is ${allowed ? 'allowed' : 'refused with 403'}`, async () => {
        const { token } = await signedInStaff(db(), role)
        const response = await call.run(token)
        expect(response.status).toBe(allowed ? (call.name === 'POST comment' ? 201 : 200) : 403)
      })
    }
  }

  it('the list answers rows and the export a CSV of the filtered leads', async () => {
    const { token } = await signedInStaff(db(), 'operations')
    const list = (await (
      await listRoute(apiRequest('/api/admin/estimates?source=api-test', { token }), routeContext())
    ).json()) as {
      rows: { id: number }[]
      total: number
    }
    expect(ids(list.rows)).toEqual([leadId])
    const response = await exportRoute(
      apiRequest('/api/admin/estimates/export?source=api-test', { token }),
      routeContext(),
    )
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // UTF-8 byte-order mark for Excel
    const text = new TextDecoder().decode(bytes)
    const lines = text.trim().split('\r\n')
    expect(lines[0]).toMatch(/^ID,Created \(ET\),Type,Status/)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`${leadId},`)
    expect(lines[1]).toContain("'=cmd@example.com")
    // Several filters (the facets path) narrow the export the same way as the list.
    const csvLines = async (query: string) => {
      const res = await exportRoute(
        apiRequest(`/api/admin/estimates/export?${query}`, { token }),
        routeContext(),
      )
      return (await res.text()).trim().split('\r\n')
    }
    // The role checks may have moved the lead on: filter by the status it has now.
    const [now] = await db()
      .select({ status: estimateRequests.status })
      .from(estimateRequests)
      .where(eq(estimateRequests.id, leadId))
    expect(await csvLines(`source=api-test&status=${now?.status}&type=estimate&rep=none`)).toHaveLength(2)
    expect(await csvLines('source=api-test&status=won')).toHaveLength(1)
  })

  it('answers 400 for bad filters or changes, 409 for a stale change, 404 for an unknown lead', async () => {
    const { token } = await signedInStaff(db(), 'admin')
    const bad = await listRoute(apiRequest('/api/admin/estimates?status=maybe', { token }), routeContext())
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ errors: { status: 'Unknown status.' } })
    const lost = await patchRoute(
      apiRequest(`/api/admin/estimates/${leadId}`, {
        method: 'PATCH',
        token,
        body: { status: 'lost', updatedAt: await leadVersion(leadId) },
      }),
      routeContext({ id: String(leadId) }),
    )
    expect(lost.status).toBe(400)
    expect(await lost.json()).toMatchObject({
      errors: { lostReasonId: LEAD_MESSAGES.lostReasonRequired },
    })
    const noVersion = await patchRoute(
      apiRequest(`/api/admin/estimates/${leadId}`, { method: 'PATCH', token, body: { status: 'won' } }),
      routeContext({ id: String(leadId) }),
    )
    expect(noVersion.status).toBe(400)
    expect(await noVersion.json()).toMatchObject({ errors: { updatedAt: MISSING_VERSION_MESSAGE } })
    const stale = await patchRoute(
      apiRequest(`/api/admin/estimates/${leadId}`, {
        method: 'PATCH',
        token,
        body: { status: 'won', updatedAt: '2020-01-01T00:00:00.000Z' },
      }),
      routeContext({ id: String(leadId) }),
    )
    expect(stale.status).toBe(409)
    expect(await stale.json()).toEqual({ message: STALE_EDIT_MESSAGE, conflict: true })
    const notJson = await patchRoute(
      apiRequest(`/api/admin/estimates/${leadId}`, { method: 'PATCH', token, body: '{oops' }),
      routeContext({ id: String(leadId) }),
    )
    expect(notJson.status).toBe(400)
    const emptyComment = await commentRoute(
      apiRequest(`/api/admin/estimates/${leadId}/comments`, {
        method: 'POST',
        token,
        body: { comment: '   ' },
      }),
      routeContext({ id: String(leadId) }),
    )
    expect(emptyComment.status).toBe(400)
    const missing = await detailRoute(
      apiRequest('/api/admin/estimates/999999', { token }),
      routeContext({ id: '999999' }),
    )
    expect(missing.status).toBe(404)
    const garbage = await detailRoute(
      apiRequest('/api/admin/estimates/abc', { token }),
      routeContext({ id: 'abc' }),
    )
    expect(garbage.status).toBe(404)
  })
})
