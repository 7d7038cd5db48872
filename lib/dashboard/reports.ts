import 'server-only'
/**
 * The owner's reports on the dashboard (issue 36 §6), from the stored rows, money in integer cents:
 * - revenue signed (every signed contract is a project: its contract total), by month of the
 *   contract date, by office, by rep and by lead source: the source staff picked (lead_sources) for
 *   a lead they entered, else the visit's UTM source, else its UTM campaign, else the source page,
 *   else 'Website (direct)' (docs/decisions/owner-reports.md);
 * - the win rate, won / (won + lost) over the leads' current statuses, and the average deal (revenue
 *   over contracts);
 * - collected (payments received) versus outstanding (contract totals less collected), and how much
 *   of it is overdue;
 * - projects by their current stage, with the average and longest days in it.
 * Each breakdown adds up to its total: lib/dashboard/reports.test.ts checks them against sums
 * over the rows. Aggregated in the database (one pass per figure), so the dashboard stays fast at
 * thousands of projects.
 */
import { sql } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { PROJECT_STAGES, type ProjectStageKey } from '@/content/project-stages'
import { businessDay } from '@/lib/format'
import { rows } from './rows'

export type MoneyRow = { key: string; label: string; cents: number; contracts: number }

export type OwnerReports = {
  revenue: {
    totalCents: number
    contracts: number
    averageCents: number
    byMonth: MoneyRow[]
    byOffice: MoneyRow[]
    byRep: MoneyRow[]
    bySource: MoneyRow[]
  }
  winRate: { won: number; lost: number; rate: number | null }
  payments: { collectedCents: number; outstandingCents: number; overdueCents: number }
  stages: {
    stage: ProjectStageKey
    label: string
    projects: number
    averageDays: number
    longestDays: number
  }[]
}

type Grouped = {
  key: string | null
  label: string | null
  cents: number | string
  contracts: number | string
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

function monthLabel(key: string): string {
  const [year, month] = key.split('-').map(Number) as [number, number]
  return `${MONTHS[month - 1] ?? key} ${year}`
}

const money = (r: Grouped, label: (key: string) => string): MoneyRow => ({
  key: r.key ?? '',
  label: r.label ?? label(r.key ?? ''),
  cents: Number(r.cents),
  contracts: Number(r.contracts),
})

/** The lead source of a signed contract's lead, as the reports group it (SQL over estimate_requests e, lead_sources ls). */
export const LEAD_SOURCE_SQL = sql`coalesce(
  ls.name,
  nullif(e.attribution->>'utmSource', ''),
  nullif(e.attribution->>'utmCampaign', ''),
  nullif(e.source_page, ''),
  'Website (direct)'
)`

export async function ownerReports(options: { db?: Database; now?: Date } = {}): Promise<OwnerReports> {
  const db = options.db ?? (await getDb())
  const today = businessDay(options.now ?? new Date())
  const [byMonth, byOffice, byRep, bySource, win, paid, overdue, stageRows] = await Promise.all([
    rows<Grouped>(
      db,
      sql`SELECT to_char(p.contract_date, 'YYYY-MM') AS key, NULL AS label,
            sum(p.contract_total_cents)::bigint AS cents, count(*)::int AS contracts
          FROM projects p GROUP BY 1 ORDER BY 1 DESC`,
    ),
    rows<Grouped>(
      db,
      sql`SELECT coalesce(p.office_id, '') AS key, coalesce(o.name, 'No office') AS label,
            sum(p.contract_total_cents)::bigint AS cents, count(*)::int AS contracts
          FROM projects p LEFT JOIN offices o ON o.id = p.office_id
          GROUP BY 1, 2 ORDER BY 3 DESC, 2`,
    ),
    rows<Grouped>(
      db,
      sql`SELECT coalesce(p.rep_id::text, '') AS key, coalesce(u.username, 'No rep') AS label,
            sum(p.contract_total_cents)::bigint AS cents, count(*)::int AS contracts
          FROM projects p LEFT JOIN admin_users u ON u.id = p.rep_id
          GROUP BY 1, 2 ORDER BY 3 DESC, 2`,
    ),
    rows<Grouped>(
      db,
      sql`SELECT ${LEAD_SOURCE_SQL} AS key, ${LEAD_SOURCE_SQL} AS label,
            sum(p.contract_total_cents)::bigint AS cents, count(*)::int AS contracts
          FROM projects p
          JOIN estimate_requests e ON e.id = p.estimate_request_id
          LEFT JOIN lead_sources ls ON ls.id = e.lead_source_id
          GROUP BY 1 ORDER BY 3 DESC, 1`,
    ),
    rows<{ won: number | string; lost: number | string }>(
      db,
      sql`SELECT count(*) FILTER (WHERE status = 'won')::int AS won,
            count(*) FILTER (WHERE status = 'lost')::int AS lost
          FROM estimate_requests`,
    ),
    rows<{ cents: number | string }>(
      db,
      sql`SELECT coalesce(sum(amount_cents), 0)::bigint AS cents FROM project_payments`,
    ),
    rows<{ cents: number | string }>(
      db,
      sql`SELECT coalesce(sum(amount_cents - paid_cents), 0)::bigint AS cents FROM contract_installments
          WHERE due_on IS NOT NULL AND due_on < ${today}::date AND paid_cents < amount_cents`,
    ),
    rows<{ stage: string; projects: number | string; total_days: number | string; longest: number | string }>(
      db,
      sql`SELECT current_stage AS stage, count(*)::int AS projects,
            sum(${today}::date - current_stage_on)::int AS total_days,
            max(${today}::date - current_stage_on)::int AS longest
          FROM projects GROUP BY 1`,
    ),
  ])
  const months = byMonth.map((r) => money(r, monthLabel))
  const totalCents = months.reduce((sum, r) => sum + r.cents, 0)
  const contracts = months.reduce((sum, r) => sum + r.contracts, 0)
  const won = Number(win[0]?.won ?? 0)
  const lost = Number(win[0]?.lost ?? 0)
  const collectedCents = Number(paid[0]?.cents ?? 0)
  return {
    revenue: {
      totalCents,
      contracts,
      averageCents: contracts ? Math.round(totalCents / contracts) : 0,
      byMonth: months,
      byOffice: byOffice.map((r) => money(r, (k) => k)),
      byRep: byRep.map((r) => money(r, (k) => k)),
      bySource: bySource.map((r) => money(r, (k) => k)),
    },
    winRate: { won, lost, rate: won + lost ? won / (won + lost) : null },
    payments: {
      collectedCents,
      outstandingCents: totalCents - collectedCents,
      overdueCents: Number(overdue[0]?.cents ?? 0),
    },
    stages: PROJECT_STAGES.flatMap(({ key, label }) => {
      const row = stageRows.find((r) => r.stage === key)
      if (!row) return []
      const projects = Number(row.projects)
      return [
        {
          stage: key,
          label,
          projects,
          averageDays: Math.round(Number(row.total_days) / projects),
          longestDays: Number(row.longest),
        },
      ]
    }),
  }
}
