/**
 * Speed to lead (issue 25): how long leads of the last SPEED_DAYS waited for their first contact,
 * as a median per sales rep and per office, and the leads that missed the spec's 24-hour call-back
 * promise. First contact is the first move of the lead's status into a status that needs a
 * conversation (CONTACT_STATUSES: contacted, scheduled, quoted, won) in its history (lead_events).
 * A move to Lost or Spam is no contact: a lead lost straight from New was never called and never
 * counts as "contacted in 0 min" (issue 35). Leads now marked spam are left out. Rep and office are
 * the lead's current ones. Computed in SQL over the created_at index and the history index
 * (lead_events_lead_idx), two subqueries per lead of the period.
 * See docs/decisions/speed-to-lead-definition.md.
 */
import { sql } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { CALL_BACK_PROMISE_HOURS } from '@/lib/follow-ups/rules'
import { rows } from './rows'

export const SPEED_DAYS = 30
/** The statuses a lead reaches only by talking to the homeowner: moving into one is the first contact. */
export const CONTACT_STATUSES = ['contacted', 'scheduled', 'quoted', 'won'] as const
/** Missed leads listed on the dashboard; the count says how many there are in all. */
export const MISSED_LIST_LIMIT = 20
export { CALL_BACK_PROMISE_HOURS }

export type SpeedGroup = {
  /** The rep's username or the office id; null for unassigned / no office. */
  key: string | null
  leads: number
  contacted: number
  /** Median minutes from the request to its first contact; null when none was contacted. */
  medianMinutes: number | null
}

export type MissedLead = {
  id: number
  name: string
  salesRep: string | null
  nearestBranch: string | null
  createdAt: Date
  /** When it was first contacted, or null when it never was. */
  firstContactAt: Date | null
  /** When it was lost without ever being contacted (more than the promise after the request). */
  closedUncontactedAt: Date | null
}

export type SpeedToLead = {
  byRep: SpeedGroup[]
  byOffice: SpeedGroup[]
  missed: MissedLead[]
  missedCount: number
}

/** Each lead of the period with the instant of its first contact (null: not contacted yet). */
function periodLeads(now: Date) {
  const since = new Date(now.getTime() - SPEED_DAYS * 86_400_000).toISOString()
  return sql`
    select l.id, l.first_name, l.last_name, l.sales_rep, l.nearest_branch, l.status, l.created_at,
      (select min(e.created_at) from lead_events e
        where e.lead_type = 'estimate' and e.lead_id = l.id and e.action = 'status'
          and e.to_value in (${sql.join(
            CONTACT_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})) as first_contact_at,
      (select min(e.created_at) from lead_events e
        where e.lead_type = 'estimate' and e.lead_id = l.id and e.action = 'status'
          and e.to_value = 'lost') as first_lost_at
    from estimate_requests l
    where l.created_at >= ${since}::timestamptz and l.created_at <= ${now.toISOString()}::timestamptz
      and l.status <> 'spam'`
}

type GroupRow = {
  key: string | null
  leads: number
  contacted: number
  median_seconds: number | string | null
}

async function medians(
  db: Database,
  now: Date,
  column: 'sales_rep' | 'nearest_branch',
): Promise<SpeedGroup[]> {
  const result = await rows<GroupRow>(
    db,
    sql`with period as (${periodLeads(now)})
        select ${sql.raw(column)} as key, count(*)::int as leads, count(first_contact_at)::int as contacted,
          percentile_cont(0.5) within group (order by extract(epoch from first_contact_at - created_at))
            as median_seconds
        from period group by ${sql.raw(column)}
        order by median_seconds desc nulls first, key nulls last`,
  )
  return result.map((r) => ({
    key: r.key,
    leads: Number(r.leads),
    contacted: Number(r.contacted),
    medianMinutes: r.median_seconds === null ? null : Math.round(Number(r.median_seconds) / 60),
  }))
}

type MissedRow = {
  id: number
  first_name: string
  last_name: string
  sales_rep: string | null
  nearest_branch: string | null
  created_at: Date | string
  first_contact_at: Date | string | null
  first_lost_at: Date | string | null
  total: number
}

async function missedPromise(db: Database, now: Date) {
  const promise = `${CALL_BACK_PROMISE_HOURS} hours`
  const result = await rows<MissedRow>(
    db,
    sql`with period as (${periodLeads(now)}),
        missed as (
          select * from period
          where (first_contact_at is null and status = 'new'
                 and created_at <= ${now.toISOString()}::timestamptz - ${promise}::interval)
             or first_contact_at - created_at > ${promise}::interval
             or (first_contact_at is null and first_lost_at - created_at > ${promise}::interval))
        select missed.*, count(*) over ()::int as total from missed
        order by created_at desc, id desc limit ${MISSED_LIST_LIMIT}`,
  )
  return {
    missedCount: Number(result[0]?.total ?? 0),
    missed: result.map((r): MissedLead => ({
      id: Number(r.id),
      name: [r.first_name, r.last_name].filter(Boolean).join(' ') || `Lead #${r.id}`,
      salesRep: r.sales_rep,
      nearestBranch: r.nearest_branch,
      createdAt: new Date(r.created_at),
      firstContactAt: r.first_contact_at === null ? null : new Date(r.first_contact_at),
      closedUncontactedAt:
        r.first_contact_at === null && r.first_lost_at !== null ? new Date(r.first_lost_at) : null,
    })),
  }
}

export async function speedToLead(now = new Date()): Promise<SpeedToLead> {
  const db = await getDb()
  const [byRep, byOffice, missed] = await Promise.all([
    medians(db, now, 'sales_rep'),
    medians(db, now, 'nearest_branch'),
    missedPromise(db, now),
  ])
  return { byRep, byOffice, ...missed }
}

/** A wait as a rep says it: '45 min', '3 h 10 min', '2 d 4 h'. */
export function formatWait(minutes: number): string {
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  const days = Math.floor(hours / 24)
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`
}
