/**
 * The sales dashboard's figures: new leads today and this week (Eastern time), the last 90 days
 * by status, branch and source page, twelve weeks of leads per week, first-party page views and
 * landing pages over the last 30 days, and recent staff activity. Every query is bounded by an
 * indexed date range or a LIMIT, so the dashboard stays fast with a million leads.
 *
 * Page views and landing pages share one period (VIEWS_DAYS) and one counting rule (a row of
 * page_views per page load, crawlers left out), so a landing page's views are part of the site's
 * total. The landing_pages.views and .conversions columns are running totals since each page was
 * created (a visit counted once per browser session); the landing-pages screen shows those, named
 * as such. See docs/decisions/dashboard-views-one-period.md.
 */
import { desc, gte, sql } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { estimateRequests, leadEvents, pageViews } from '@/db/schema'
import { landingPagesInPeriod, VIEWS_DAYS } from './landing-pages'
import { rows } from './rows'
import { BUSINESS_TIME_ZONE } from '@/lib/format'

export const BREAKDOWN_DAYS = 90
export const CHART_WEEKS = 12
export { VIEWS_DAYS }

const tz = BUSINESS_TIME_ZONE
/** Midnight today and the Monday of this week, Eastern time, as instants. */
const todayStart = sql`(date_trunc('day', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`
const weekStart = sql`(date_trunc('week', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`

export type Count = { key: string | null; count: number }
export type WeekCount = { week: string; count: number }

export async function dashboardData() {
  const db = await getDb()
  const since = new Date(Date.now() - BREAKDOWN_DAYS * 24 * 60 * 60 * 1000)
  const [
    [leadCounts],
    [contactCounts],
    byStatus,
    byBranch,
    bySource,
    byWeek,
    landing,
    [views],
    topPaths,
    activity,
    newest,
  ] = await Promise.all([
    rows<{ today: number; week: number }>(
      db,
      sql`select count(*) filter (where created_at >= ${todayStart})::int as today, count(*)::int as week
          from estimate_requests where created_at >= least(${todayStart}, ${weekStart})`,
    ),
    rows<{ today: number; week: number; open: number }>(
      db,
      sql`select count(*) filter (where created_at >= ${todayStart})::int as today,
                 count(*) filter (where created_at >= ${weekStart})::int as week,
                 (select count(*)::int from contacts where status = 'new') as open
          from contacts where created_at >= least(${todayStart}, ${weekStart})`,
    ),
    groupCount(db, sql`status`, since),
    groupCount(db, sql`nearest_branch`, since),
    groupCount(db, sql`source_page`, since, 10),
    rows<WeekCount>(
      db,
      sql`select to_char(w.week, 'YYYY-MM-DD') as week, coalesce(c.count, 0)::int as count
          from generate_series(date_trunc('week', now() AT TIME ZONE ${tz}) - interval '${sql.raw(String(CHART_WEEKS - 1))} weeks',
                               date_trunc('week', now() AT TIME ZONE ${tz}), interval '1 week') as w(week)
          left join (
            select date_trunc('week', created_at AT TIME ZONE ${tz}) as week, count(*) as count
            from estimate_requests
            where created_at >= (date_trunc('week', now() AT TIME ZONE ${tz}) - interval '${sql.raw(String(CHART_WEEKS - 1))} weeks') AT TIME ZONE ${tz}
            group by 1
          ) c on c.week = w.week
          order by w.week`,
    ),
    landingPagesInPeriod(db),
    rows<{ last7: number; last30: number }>(
      db,
      sql`select count(*) filter (where created_at >= now() - interval '7 days')::int as last7, count(*)::int as last30
          from page_views where created_at >= now() - interval '${sql.raw(String(VIEWS_DAYS))} days'`,
    ),
    db
      .select({ path: pageViews.path, count: sql<number>`count(*)::int` })
      .from(pageViews)
      .where(gte(pageViews.createdAt, sql`now() - interval '${sql.raw(String(VIEWS_DAYS))} days'`))
      .groupBy(pageViews.path)
      .orderBy(desc(sql`count(*)`))
      .limit(8),
    db.select().from(leadEvents).orderBy(desc(leadEvents.createdAt), desc(leadEvents.id)).limit(10),
    db
      .select({
        id: estimateRequests.id,
        firstName: estimateRequests.firstName,
        lastName: estimateRequests.lastName,
        requestType: estimateRequests.requestType,
        status: estimateRequests.status,
        nearestBranch: estimateRequests.nearestBranch,
        sourcePage: estimateRequests.sourcePage,
        createdAt: estimateRequests.createdAt,
      })
      .from(estimateRequests)
      .orderBy(desc(estimateRequests.createdAt), desc(estimateRequests.id))
      .limit(6),
  ])
  return {
    leads: { today: Number(leadCounts?.today ?? 0), week: Number(leadCounts?.week ?? 0) },
    contacts: {
      today: Number(contactCounts?.today ?? 0),
      week: Number(contactCounts?.week ?? 0),
      open: Number(contactCounts?.open ?? 0),
    },
    byStatus,
    byBranch,
    bySource,
    byWeek: byWeek.map((w) => ({ week: w.week, count: Number(w.count) })),
    landingPages: landing.pages,
    landingTotals: landing.totals,
    pageViews: {
      last7: Number(views?.last7 ?? 0),
      last30: Number(views?.last30 ?? 0),
      topPaths: topPaths.map((p) => ({ path: p.path, count: Number(p.count) })),
    },
    activity,
    newest,
  }
}

export type DashboardData = Awaited<ReturnType<typeof dashboardData>>

async function groupCount(
  db: Database,
  column: ReturnType<typeof sql>,
  since: Date,
  limit = 50,
): Promise<Count[]> {
  const found = await rows<{ key: string | null; count: number }>(
    db,
    sql`select ${column} as key, count(*)::int as count from estimate_requests
        where created_at >= ${since.toISOString()}::timestamptz
        group by 1 order by 2 desc, 1 limit ${limit}`,
  )
  return found.map((r) => ({ key: r.key, count: Number(r.count) }))
}
