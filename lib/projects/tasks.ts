import 'server-only'
/**
 * Project work for My day and the dashboard (issue 36 §1, §2): the stages a person owns that are
 * not reached yet and are planned within TASK_HORIZON_DAYS or already late, and the installments
 * past their pay-by day with a balance left (every project's for operations and admins, one's own
 * customers' for a sales rep), oldest first.
 */
import { and, asc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { contractInstallments, estimateRequests, offices, projectStages, projects } from '@/db/schema'
import type { ProjectScope } from './access'
import { TASK_HORIZON_DAYS, addDays, type ProjectStageKey } from './rules'

export const TASK_LIST_LIMIT = 50

export type StageTask = {
  projectId: number
  customerName: string
  phone: string | null
  officeName: string | null
  stageKey: ProjectStageKey
  plannedOn: string
  late: boolean
}

export async function loadStageTasks(
  ownerId: number,
  office: string | null,
  today: string,
): Promise<StageTask[]> {
  const db = await getDb()
  const conditions: SQL[] = [
    eq(projectStages.ownerId, ownerId),
    isNull(projectStages.actualOn),
    lte(projectStages.plannedOn, addDays(today, TASK_HORIZON_DAYS)),
  ]
  if (office) conditions.push(eq(projects.officeId, office))
  const rows = await db
    .select({
      projectId: projects.id,
      customerName: projects.customerName,
      phone: estimateRequests.phone,
      officeName: offices.name,
      stageKey: projectStages.stageKey,
      plannedOn: projectStages.plannedOn,
    })
    .from(projectStages)
    .innerJoin(projects, eq(projects.id, projectStages.projectId))
    .innerJoin(estimateRequests, eq(estimateRequests.id, projects.estimateRequestId))
    .leftJoin(offices, eq(offices.id, projects.officeId))
    .where(and(...conditions))
    .orderBy(asc(projectStages.plannedOn), asc(projects.id))
    .limit(TASK_LIST_LIMIT + 1)
  return rows.map((row) => ({
    ...row,
    stageKey: row.stageKey as ProjectStageKey,
    plannedOn: row.plannedOn ?? today,
    late: (row.plannedOn ?? today) < today,
  }))
}

export type OverdueInstallment = {
  projectId: number
  customerName: string
  phone: string | null
  officeName: string | null
  label: string
  dueOn: string
  balanceCents: number
}

const PAID = contractInstallments.paidCents

/** The overdue installments in scope (and office), oldest first, with their count and total. */
export async function loadOverdueInstallments(
  scope: ProjectScope,
  office: string | null,
  today: string,
  limit = TASK_LIST_LIMIT,
): Promise<{ items: OverdueInstallment[]; count: number; totalCents: number }> {
  const db = await getDb()
  const conditions: SQL[] = [
    sql`${contractInstallments.dueOn} is not null and ${contractInstallments.dueOn} < ${today}::date`,
    sql`${contractInstallments.paidCents} < ${contractInstallments.amountCents}`,
  ]
  if (!scope.all) conditions.push(eq(projects.repId, scope.repId))
  if (office) conditions.push(eq(projects.officeId, office))
  const where = and(...conditions)
  const from = () =>
    db
      .select({
        projectId: projects.id,
        customerName: projects.customerName,
        phone: estimateRequests.phone,
        officeName: offices.name,
        label: contractInstallments.label,
        dueOn: sql<string>`to_char(${contractInstallments.dueOn}, 'YYYY-MM-DD')`,
        balanceCents: sql<number>`(${contractInstallments.amountCents} - ${PAID})::int`,
      })
      .from(contractInstallments)
      .innerJoin(projects, eq(projects.signatureId, contractInstallments.signatureId))
      .innerJoin(estimateRequests, eq(estimateRequests.id, projects.estimateRequestId))
      .leftJoin(offices, eq(offices.id, projects.officeId))
      .where(where)
  const [items, [totals]] = await Promise.all([
    from().orderBy(asc(contractInstallments.dueOn), asc(projects.id)).limit(limit),
    db
      .select({
        count: sql<number>`count(*)::int`,
        total: sql<number>`coalesce(sum(${contractInstallments.amountCents} - ${PAID}), 0)::bigint`,
      })
      .from(contractInstallments)
      .innerJoin(projects, eq(projects.signatureId, contractInstallments.signatureId))
      .where(where),
  ])
  return {
    items: items.map((item) => ({ ...item, balanceCents: Number(item.balanceCents) })),
    count: Number(totals?.count ?? 0),
    totalCents: Number(totals?.total ?? 0),
  }
}
