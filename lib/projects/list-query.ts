/**
 * The projects list and board (/admin/projects, issue 36): filters by stage, office, rep and
 * overdue, a name search, pages of 25 by the next planned day, and per stage its count and first
 * cards, all scoped to what the reader may see (./access.ts). They open the database themselves
 * (getDb()); the admin benchmark installs its own handle and runs them outside Next.js, so this
 * module is not marked server-only (only server code imports it).
 *
 * Shaped for thousands of projects (bench:admin): a page (or a board column) is chosen on the
 * projects' own indexed columns first, and the money of only the rows shown (paid so far, the
 * overdue balance) is summed after from the installments' running totals; "payment overdue" is
 * an index scan of the installments due and not paid in full (contract_installments_unpaid_due_idx).
 */
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { adminUsers, offices, projects } from '@/db/schema'
import type { ProjectScope } from './access'
import { NONE, PROJECTS_PAGE_SIZE, type ProjectFilters } from './filters'
import { PROJECT_STAGE_KEYS, type ProjectStageKey } from './rules'

const p = projects
/** The project's signature, qualified: inside a subquery on the installments a bare name is theirs. */
const SIGNATURE = sql.raw('"projects"."signature_id"')

/** Paid so far on a project: its installments' running totals. */
const PAID_SQL = sql<number>`(select coalesce(sum(ci.paid_cents), 0) from contract_installments ci where ci.signature_id = ${SIGNATURE})::int`

/** The unpaid balance of a project's installments past their pay-by day (before `today`). */
function overdueCentsSql(today: string) {
  return sql<number>`(select coalesce(sum(ci.amount_cents - ci.paid_cents), 0) from contract_installments ci
    where ci.signature_id = ${SIGNATURE} and ci.due_on < ${today}::date and ci.paid_cents < ci.amount_cents)::int`
}

/** The signatures with an installment past its pay-by day and a balance left (an index scan). */
function overdueSignaturesSql(today: string) {
  return sql`(select ci.signature_id from contract_installments ci
    where ci.due_on is not null and ci.due_on < ${today}::date and ci.paid_cents < ci.amount_cents)`
}

export type ProjectListRow = {
  id: number
  customerName: string
  poolName: string
  officeId: string | null
  officeName: string | null
  rep: string | null
  contractDate: string
  contractTotalCents: number
  paidCents: number
  overdueCents: number
  currentStage: ProjectStageKey
  currentStageOn: string
  nextStage: ProjectStageKey | null
  nextPlannedOn: string | null
  behindSchedule: boolean
  updatedAt: Date
}

function filterConditions(
  scope: ProjectScope,
  filters: Omit<ProjectFilters, 'page' | 'view'>,
  today: string,
): SQL[] {
  const conditions: SQL[] = []
  if (!scope.all) conditions.push(eq(p.repId, scope.repId))
  if (filters.stage) conditions.push(eq(p.currentStage, filters.stage))
  if (filters.office)
    conditions.push(filters.office === NONE ? isNull(p.officeId) : eq(p.officeId, filters.office))
  if (filters.rep)
    conditions.push(
      filters.rep === NONE
        ? isNull(p.repId)
        : sql`${p.repId} = (select u.id from admin_users u where u.username = ${filters.rep})`,
    )
  if (filters.q) {
    const words = filters.q.trim().split(/\s+/).filter(Boolean).slice(0, 5)
    for (const word of words) {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      conditions.push(or(ilike(p.customerName, pattern), ilike(p.poolName, pattern)) as SQL)
    }
  }
  const late = sql`${p.nextPlannedOn} < ${today}::date`
  const owing = sql`${p.signatureId} in ${overdueSignaturesSql(today)}`
  if (filters.overdue === 'schedule') conditions.push(late)
  if (filters.overdue === 'payment') conditions.push(owing)
  if (filters.overdue === 'any') conditions.push(sql`(${late} or ${owing})`)
  return conditions
}

const ROW_FIELDS = {
  id: p.id,
  customerName: p.customerName,
  poolName: p.poolName,
  officeId: p.officeId,
  officeName: offices.name,
  rep: adminUsers.username,
  contractDate: p.contractDate,
  contractTotalCents: p.contractTotalCents,
  currentStage: p.currentStage,
  currentStageOn: p.currentStageOn,
  nextStage: p.nextStage,
  nextPlannedOn: p.nextPlannedOn,
  updatedAt: p.updatedAt,
}

/** Not completed first, by the next planned day; then the completed ones, latest first. */
const ORDER = [sql`${p.nextPlannedOn} asc nulls last`, desc(p.currentStageOn), asc(p.id)]

type RawRow = {
  id: number
  customerName: string
  poolName: string
  officeId: string | null
  officeName: string | null
  rep: string | null
  contractDate: string
  contractTotalCents: number
  currentStage: string
  currentStageOn: string
  nextStage: string | null
  nextPlannedOn: string | null
  updatedAt: Date
}

/** The rows shown, with what is paid and overdue on each: summed for these rows only. */
async function withMoney(db: Database, rows: RawRow[], today: string): Promise<ProjectListRow[]> {
  if (!rows.length) return []
  const money = await db
    .select({ id: p.id, paidCents: PAID_SQL, overdueCents: overdueCentsSql(today) })
    .from(p)
    .where(
      inArray(
        p.id,
        rows.map((row) => row.id),
      ),
    )
  const of = new Map(money.map((m) => [m.id, m]))
  return rows.map((row) => ({
    ...row,
    paidCents: Number(of.get(row.id)?.paidCents ?? 0),
    overdueCents: Number(of.get(row.id)?.overdueCents ?? 0),
    currentStage: row.currentStage as ProjectStageKey,
    nextStage: row.nextStage as ProjectStageKey | null,
    behindSchedule: !!row.nextPlannedOn && row.nextPlannedOn < today,
  }))
}

function selectRows(db: Database, where: SQL | undefined) {
  return db
    .select(ROW_FIELDS)
    .from(p)
    .leftJoin(offices, eq(offices.id, p.officeId))
    .leftJoin(adminUsers, eq(adminUsers.id, p.repId))
    .where(where)
    .orderBy(...ORDER)
}

/** The list, a page of PROJECTS_PAGE_SIZE: projects not completed first, by their next planned day. */
export async function listProjects(
  scope: ProjectScope,
  filters: Omit<ProjectFilters, 'view'>,
  today: string,
  db?: Database,
): Promise<{ rows: ProjectListRow[]; total: number; page: number; pageCount: number }> {
  const handle = db ?? (await getDb())
  const where = and(...filterConditions(scope, filters, today))
  const [{ total } = { total: 0 }] = await handle
    .select({ total: sql<number>`count(*)::int` })
    .from(p)
    .where(where)
  const pageCount = Math.max(1, Math.ceil(Number(total) / PROJECTS_PAGE_SIZE))
  const page = Math.min(filters.page, pageCount)
  const rows = await selectRows(handle, where)
    .limit(PROJECTS_PAGE_SIZE)
    .offset((page - 1) * PROJECTS_PAGE_SIZE)
  return { rows: await withMoney(handle, rows, today), total: Number(total), page, pageCount }
}

/** Cards each board column shows; the rest are in the list, filtered by that stage. */
export const CARDS_PER_STAGE = 30

export type BoardStage = { stage: ProjectStageKey; count: number; cards: ProjectListRow[] }

/**
 * The board: each stage's count and first cards (by next planned day; completed ones latest
 * first): one count by stage, and the cards ranked within their stage in one pass over the
 * projects' own columns, the money summed for the cards shown only.
 */
export async function loadProjectBoard(
  scope: ProjectScope,
  filters: Pick<ProjectFilters, 'office' | 'rep' | 'overdue' | 'q'>,
  today: string,
): Promise<BoardStage[]> {
  const db = await getDb()
  const where = and(...filterConditions(scope, filters, today))
  const ranked = db
    .select({
      id: p.id,
      rank: sql<number>`row_number() over (partition by ${p.currentStage} order by ${p.nextPlannedOn} asc nulls last, ${p.currentStageOn} desc, ${p.id})`.as(
        'rank',
      ),
    })
    .from(p)
    .where(where)
    .as('ranked')
  const [counts, shown] = await Promise.all([
    db
      .select({ stage: p.currentStage, count: sql<number>`count(*)::int` })
      .from(p)
      .where(where)
      .groupBy(p.currentStage),
    db
      .select(ROW_FIELDS)
      .from(ranked)
      .innerJoin(p, eq(p.id, ranked.id))
      .leftJoin(offices, eq(offices.id, p.officeId))
      .leftJoin(adminUsers, eq(adminUsers.id, p.repId))
      .where(sql`${ranked.rank} <= ${CARDS_PER_STAGE}`)
      .orderBy(...ORDER),
  ])
  const countOf = new Map(counts.map((row) => [row.stage, Number(row.count)]))
  const cards = await withMoney(db, shown, today)
  return PROJECT_STAGE_KEYS.map((stage) => ({
    stage,
    count: countOf.get(stage) ?? 0,
    cards: cards.filter((card) => card.currentStage === stage),
  }))
}
