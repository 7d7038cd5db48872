import 'server-only'
/**
 * Project days on the calendar (issue 36 §1): each project's excavation and installation (shell set)
 * day, the day it was done or else the day it is planned, by office, for the calendar's days. The
 * calendar's rep filter keeps the days that staff member owns. Scoped like every project read.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { adminUsers, offices, projectStages, projects } from '@/db/schema'
import type { ProjectScope } from './access'
import { CALENDAR_STAGES, CALENDAR_STAGE_LABELS } from './rules'

export type ProjectDay = {
  projectId: number
  customerName: string
  stageKey: (typeof CALENDAR_STAGES)[number]
  label: string
  day: string
  /** Done on that day (its actual date), or planned for it. */
  done: boolean
  officeName: string | null
  owner: string | null
}

/** Most a calendar month of three offices can hold; the calendar page shows what it got. */
const MAX_DAYS = 500

export async function projectDays(
  scope: ProjectScope,
  filters: { office?: string; rep?: string },
  days: readonly string[],
): Promise<Map<string, ProjectDay[]>> {
  const first = days[0]
  const last = days[days.length - 1]
  const byDay = new Map<string, ProjectDay[]>()
  if (!first || !last) return byDay
  const db = await getDb()
  const day = sql<string>`coalesce(${projectStages.actualOn}, ${projectStages.plannedOn})`
  const conditions: SQL[] = [
    inArray(projectStages.stageKey, [...CALENDAR_STAGES]),
    sql`${day} between ${first}::date and ${last}::date`,
  ]
  if (!scope.all) conditions.push(eq(projects.repId, scope.repId))
  if (filters.office) conditions.push(eq(projects.officeId, filters.office))
  if (filters.rep) conditions.push(eq(adminUsers.username, filters.rep))
  const rows = await db
    .select({
      projectId: projects.id,
      customerName: projects.customerName,
      stageKey: projectStages.stageKey,
      day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      done: sql<boolean>`${projectStages.actualOn} is not null`,
      officeName: offices.name,
      owner: adminUsers.username,
    })
    .from(projectStages)
    .innerJoin(projects, eq(projects.id, projectStages.projectId))
    .leftJoin(offices, eq(offices.id, projects.officeId))
    .leftJoin(adminUsers, eq(adminUsers.id, projectStages.ownerId))
    .where(and(...conditions))
    .orderBy(asc(day), asc(offices.name), asc(projects.customerName))
    .limit(MAX_DAYS)
  for (const row of rows) {
    const stageKey = row.stageKey as ProjectDay['stageKey']
    const entry: ProjectDay = { ...row, stageKey, label: CALENDAR_STAGE_LABELS[stageKey], done: !!row.done }
    byDay.set(row.day, [...(byDay.get(row.day) ?? []), entry])
  }
  return byDay
}
