import 'server-only'
/**
 * A rep's day (issue 25): today's appointments (their site visits and consultations, and the
 * office's unassigned ones), their overdue follow-ups, those due later today, new leads and contact
 * messages nobody has taken yet, leads and messages still 'new' after the 24-hour call-back promise
 * (spec 01 §9), and the rep's open leads (issue 35: a visit confirmed for 3 PM was on the calendar
 * only). Contact messages are sales enquiries and count as leads do. Each list holds what a rep
 * needs to act from a phone: name, phone, where to open it.
 */
import { and, asc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { adminUsers, appointments, contacts, estimateRequests, followUps } from '@/db/schema'
import { CALL_BACK_PROMISE_HOURS, type FollowUpTarget } from '@/lib/follow-ups/rules'
import { endOfBusinessDay, startOfBusinessDay } from './day-bounds'

/** Each list shows at most this many; the page says when there are more. */
export const MY_DAY_LIST_LIMIT = 50

export type DayFollowUp = {
  id: number
  target: FollowUpTarget
  targetId: number
  dueAt: Date
  note: string
  updatedAt: Date
  name: string
  phone: string | null
}

export type DayLead = {
  /** A lead (estimate_requests, appointments included) or a contact message. */
  target: 'estimate' | 'contact'
  id: number
  name: string
  phone: string | null
  requestType: string
  nearestBranch: string | null
  salesRep: string | null
  createdAt: Date
}

export type DayAppointment = {
  id: number
  customerName: string
  phone: string | null
  scheduledAt: Date
  durationMinutes: number
  status: string
  officeId: string | null
  /** The visiting rep's username; null while nobody is assigned. */
  assignee: string | null
  leadId: number | null
}

export type DayOpenLead = {
  id: number
  name: string
  phone: string | null
  status: string
  nearestBranch: string | null
  /** The last status change, or when it came in for a lead never moved. */
  since: Date
}

/** A rep's open leads: the pipeline's stages before a decision. */
export const OPEN_LEAD_STATUSES = ['new', 'contacted', 'scheduled', 'quoted'] as const

export type MyDay = {
  appointments: DayAppointment[]
  openLeads: DayOpenLead[]
  overdue: DayFollowUp[]
  dueToday: DayFollowUp[]
  newUnassigned: DayLead[]
  missedPromise: DayLead[]
}

export type MyDayQuery = { user: { id: number; username: string }; office: string | null; now: Date }

export async function loadMyDay(query: MyDayQuery): Promise<MyDay> {
  const db = await getDb()
  const { user, office, now } = query
  const promiseCutoff = new Date(now.getTime() - CALL_BACK_PROMISE_HOURS * 3_600_000)
  // The same two questions of both tables: taken by nobody and fresh, or past the promise and
  // either mine or nobody's in the office.
  const fresh = (t: typeof estimateRequests | typeof contacts) =>
    and(isNull(t.salesRep), gte(t.createdAt, promiseCutoff), office ? eq(t.nearestBranch, office) : undefined)
  const late = (t: typeof estimateRequests | typeof contacts) =>
    and(
      lt(t.createdAt, promiseCutoff),
      or(
        eq(t.salesRep, user.username),
        and(isNull(t.salesRep), office ? eq(t.nearestBranch, office) : undefined),
      ),
    )
  const [
    appointmentsToday,
    openLeads,
    overdue,
    dueToday,
    freshLeads,
    freshMessages,
    lateLeads,
    lateMessages,
  ] = await Promise.all([
    todaysAppointments(db, user.id, office, now),
    openLeadsOf(db, user.username),
    followUpsFor(db, user.id, lt(followUps.dueAt, now)),
    followUpsFor(db, user.id, and(gte(followUps.dueAt, now), lt(followUps.dueAt, endOfBusinessDay(now)))),
    newLeads(db, fresh(estimateRequests)),
    newMessages(db, fresh(contacts)),
    newLeads(db, late(estimateRequests)),
    newMessages(db, late(contacts)),
  ])
  return {
    appointments: appointmentsToday,
    openLeads,
    overdue,
    dueToday,
    newUnassigned: oldestFirst(freshLeads, freshMessages),
    missedPromise: oldestFirst(lateLeads, lateMessages),
  }
}

/**
 * Today's appointments (Eastern day), cancelled ones aside, in time order: the rep's own, and the
 * ones nobody visits yet (of the chosen office, or of all offices).
 */
async function todaysAppointments(
  db: Database,
  userId: number,
  office: string | null,
  now: Date,
): Promise<DayAppointment[]> {
  const rows = await db
    .select({
      id: appointments.id,
      customerName: appointments.customerName,
      phone: appointments.phone,
      scheduledAt: appointments.scheduledAt,
      durationMinutes: appointments.durationMinutes,
      status: appointments.status,
      officeId: appointments.officeId,
      assignee: adminUsers.username,
      leadId: appointments.estimateRequestId,
    })
    .from(appointments)
    .leftJoin(adminUsers, eq(adminUsers.id, appointments.assigneeId))
    .where(
      and(
        gte(appointments.scheduledAt, startOfBusinessDay(now)),
        lt(appointments.scheduledAt, endOfBusinessDay(now)),
        ne(appointments.status, 'cancelled'),
        or(
          eq(appointments.assigneeId, userId),
          and(isNull(appointments.assigneeId), office ? eq(appointments.officeId, office) : undefined),
        ),
      ),
    )
    .orderBy(asc(appointments.scheduledAt), asc(appointments.id))
    .limit(MY_DAY_LIST_LIMIT + 1)
  return rows.flatMap((row) => (row.scheduledAt ? [{ ...row, scheduledAt: row.scheduledAt }] : []))
}

/** The rep's open leads, the one untouched longest first. */
async function openLeadsOf(db: Database, username: string): Promise<DayOpenLead[]> {
  const since = sql<Date>`greatest(${estimateRequests.createdAt}, ${estimateRequests.statusUpdatedAt})`
  const rows = await db
    .select({
      id: estimateRequests.id,
      name: sql<string>`trim(${estimateRequests.firstName} || ' ' || ${estimateRequests.lastName})`,
      phone: estimateRequests.phone,
      status: estimateRequests.status,
      nearestBranch: estimateRequests.nearestBranch,
      since,
    })
    .from(estimateRequests)
    .where(
      and(eq(estimateRequests.salesRep, username), inArray(estimateRequests.status, [...OPEN_LEAD_STATUSES])),
    )
    .orderBy(asc(since), asc(estimateRequests.id))
    .limit(MY_DAY_LIST_LIMIT + 1)
  return rows.map((row) => ({ ...row, since: new Date(row.since) }))
}

/** Leads and messages in one list, oldest first, cut at the list limit (+1: "more" is shown). */
function oldestFirst(a: DayLead[], b: DayLead[]): DayLead[] {
  return [...a, ...b]
    .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.id - y.id)
    .slice(0, MY_DAY_LIST_LIMIT + 1)
}

async function followUpsFor(db: Database, assigneeId: number, due: SQL | undefined): Promise<DayFollowUp[]> {
  const rows = await db
    .select({
      id: followUps.id,
      target: followUps.leadType,
      targetId: followUps.leadId,
      dueAt: followUps.dueAt,
      note: followUps.note,
      updatedAt: followUps.updatedAt,
      name: sql<string>`coalesce(nullif(trim(${estimateRequests.firstName} || ' ' || ${estimateRequests.lastName}), ''), ${contacts.name}, ${appointments.customerName}, '')`,
      phone: sql<
        string | null
      >`coalesce(${estimateRequests.phone}, ${contacts.phone}, ${appointments.phone})`,
    })
    .from(followUps)
    .leftJoin(
      estimateRequests,
      and(eq(followUps.leadType, 'estimate'), eq(estimateRequests.id, followUps.leadId)),
    )
    .leftJoin(contacts, and(eq(followUps.leadType, 'contact'), eq(contacts.id, followUps.leadId)))
    .leftJoin(appointments, and(eq(followUps.leadType, 'appointment'), eq(appointments.id, followUps.leadId)))
    .where(and(eq(followUps.assigneeId, assigneeId), isNull(followUps.doneAt), due))
    .orderBy(asc(followUps.dueAt), asc(followUps.id))
    .limit(MY_DAY_LIST_LIMIT + 1)
  return rows.map((row) => ({ ...row, target: row.target as FollowUpTarget }))
}

async function newLeads(db: Database, where: SQL | undefined): Promise<DayLead[]> {
  return db
    .select({
      target: sql<'estimate'>`'estimate'`,
      id: estimateRequests.id,
      name: sql<string>`trim(${estimateRequests.firstName} || ' ' || ${estimateRequests.lastName})`,
      phone: estimateRequests.phone,
      requestType: estimateRequests.requestType,
      nearestBranch: estimateRequests.nearestBranch,
      salesRep: estimateRequests.salesRep,
      createdAt: estimateRequests.createdAt,
    })
    .from(estimateRequests)
    .where(and(eq(estimateRequests.status, 'new'), where))
    .orderBy(asc(estimateRequests.createdAt), asc(estimateRequests.id))
    .limit(MY_DAY_LIST_LIMIT + 1)
}

async function newMessages(db: Database, where: SQL | undefined): Promise<DayLead[]> {
  return db
    .select({
      target: sql<'contact'>`'contact'`,
      id: contacts.id,
      name: contacts.name,
      phone: contacts.phone,
      requestType: sql<string>`'contact'`,
      nearestBranch: contacts.nearestBranch,
      salesRep: contacts.salesRep,
      createdAt: contacts.createdAt,
    })
    .from(contacts)
    .where(and(eq(contacts.status, 'new'), where))
    .orderBy(asc(contacts.createdAt), asc(contacts.id))
    .limit(MY_DAY_LIST_LIMIT + 1)
}

/** Whose day an admin may look at: every staff user, active first. */
export async function listDayOwners() {
  const db = await getDb()
  return db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      role: adminUsers.role,
      isActive: adminUsers.isActive,
    })
    .from(adminUsers)
    .orderBy(sql`${adminUsers.isActive} desc`, asc(adminUsers.username))
}
