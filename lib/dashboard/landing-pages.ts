/**
 * Landing pages on the dashboard, over the same period as the site's page views (VIEWS_DAYS) and
 * counted by the same rule, so the figures add up:
 * - views: rows of page_views (one per page load, crawlers left out) at the page's addresses,
 *   /{slug} and /enhanced-test/{slug}; they are part of the site's page-view total;
 * - leads: estimate, appointment and contact requests received in the period that credit the
 *   page, by the rule the intake uses for landing_pages.conversions (lib/leads/store): the
 *   published page named by the lead's sourcePage, or else the one its visit began on.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { rows } from './rows'

/** Days of page views, landing-page views and landing-page leads on the dashboard. */
export const VIEWS_DAYS = 30

export type LandingPageFigures = {
  title: string
  slug: string
  status: string
  views: number
  leads: number
}

export type LandingTotals = { views: number; leads: number }

/**
 * The landing pages with views or leads in the period, most views (then leads) first, at most ten,
 * and the totals of all.
 */
export async function landingPagesInPeriod(
  db: Database,
): Promise<{ pages: LandingPageFigures[]; totals: LandingTotals }> {
  const since = sql`now() - interval '${sql.raw(String(VIEWS_DAYS))} days'`
  // The slug a visit began on: the first path segment of attribution.landingPage (as
  // visitLandingSlug does); a deeper path never equals a slug, which has no slash.
  const visitSlug = (column: string) =>
    sql.raw(
      `nullif(trim(both '/' from split_part(split_part(${column}->>'landingPage', '?', 1), '#', 1)), '')`,
    )
  const found = await rows<LandingPageFigures>(
    db,
    sql`
      with recent_leads as (
        select source_page, ${visitSlug('attribution')} as visit_slug
          from estimate_requests where created_at >= ${since}
        union all
        select source_page, ${visitSlug('attribution')} as visit_slug
          from contacts where created_at >= ${since}
      ),
      credited as (
        select (
          select lp.id from landing_pages lp
           where lp.status = 'published' and lp.slug in (r.source_page, r.visit_slug)
           order by lp.slug = r.source_page desc nulls last
           limit 1
        ) as page_id
        from recent_leads r
      ),
      leads as (
        select page_id, count(*)::int as n from credited where page_id is not null group by page_id
      ),
      views as (
        select path, count(*)::int as n from page_views where created_at >= ${since} group by path
      )
      select lp.title, lp.slug, lp.status,
             coalesce((select sum(v.n) from views v
                        where v.path in ('/' || lp.slug, '/enhanced-test/' || lp.slug)), 0)::int as views,
             coalesce((select l.n from leads l where l.page_id = lp.id), 0)::int as leads
        from landing_pages lp
       order by views desc, leads desc, lp.title
    `,
  )
  const pages = found.map((p) => ({ ...p, views: Number(p.views), leads: Number(p.leads) }))
  return {
    pages: pages.filter((p) => p.views > 0 || p.leads > 0).slice(0, 10),
    totals: {
      views: pages.reduce((sum, p) => sum + p.views, 0),
      leads: pages.reduce((sum, p) => sum + p.leads, 0),
    },
  }
}
