import 'server-only'
/**
 * Changing a project's stages (issue 36 §1, §2, §9): a stage's planned day, the day it was
 * reached, its owner and notes, at the project's version (a colleague's change since → 409). The
 * rules: no stage date before the contract date, no day reached in the future, a stage reached
 * before an earlier one only with a reason, and the contract-signed day fixed. Reaching a stage
 * makes the installments tied to it due (pay by the day reached plus the payment terms); taking
 * it back makes them not due again. A planned day moved with shiftLater moves the later stages not
 * reached yet by as many days (kept off weekends), as a schedule slips or catches up. Each change is one transaction with its history lines, its
 * audit row, and the project's standing (current and next stage) brought up to date.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { adminUsers, contractInstallments, projectEvents, projectStages, projects } from '@/db/schema'
import { recordAudit } from '@/lib/audit/record'
import type { AdminUser } from '@/lib/auth/session'
import { AdminInputError } from '@/lib/errors'
import { businessDay } from '@/lib/format'
import { formatCents } from '@/lib/money/cents'
import { lockAtVersion } from '@/lib/write/desk-lock'
import { PROJECT_EVENTS } from './history'
import {
  PROJECT_MESSAGES,
  addDays,
  daysBetween,
  formatDay,
  nextWorkday,
  installmentDueOn,
  projectStanding,
  skippedStages,
  type ProjectStageKey,
} from './rules'
import type { MoveFormValues, StageFormValues } from './schema'

type Actor = Pick<AdminUser, 'id' | 'username'>
type Project = typeof projects.$inferSelect
type Stage = typeof projectStages.$inferSelect

/** What a stage becomes: every field of the stage form (unchanged ones as they are). */
type StageChange = Omit<StageFormValues, 'updatedAt'>

export type StageSaved = { project: Project; stage: Stage; changed: boolean }

/** Saves one stage's form at the project's version. */
export async function saveStage(
  actor: Actor,
  projectId: number,
  stageKey: ProjectStageKey,
  values: StageFormValues,
  options: { now?: Date; db?: Database } = {},
): Promise<StageSaved> {
  const db = options.db ?? (await getDb())
  const now = options.now ?? new Date()
  return db.transaction(async (tx) => {
    const { project, stages } = await lockProject(tx, projectId, values.updatedAt)
    const { updatedAt: _version, ...change } = values
    return applyStageChange(tx, actor, project, stages, stageKey, change, now)
  })
}

/**
 * A move on the board: the chosen stage reached today (with the reason when earlier stages are
 * not reached), everything else about it unchanged.
 */
export async function moveProject(
  actor: Actor,
  projectId: number,
  values: MoveFormValues,
  options: { now?: Date; db?: Database } = {},
): Promise<StageSaved> {
  const db = options.db ?? (await getDb())
  const now = options.now ?? new Date()
  return db.transaction(async (tx) => {
    const { project, stages } = await lockProject(tx, projectId, values.updatedAt)
    const stage = stages.find((s) => s.stageKey === values.stage)
    if (!stage) throw new AdminInputError(PROJECT_MESSAGES.unknownStage, 400, 'stage')
    if (stage.actualOn) throw new AdminInputError(PROJECT_MESSAGES.alreadyAtStage, 400, 'stage')
    return applyStageChange(
      tx,
      actor,
      project,
      stages,
      values.stage,
      {
        plannedOn: stage.plannedOn,
        actualOn: businessDay(now),
        ownerId: stage.ownerId,
        notes: stage.notes,
        outOfOrderReason: values.outOfOrderReason,
        shiftLater: false,
      },
      now,
    )
  })
}

async function lockProject(tx: Database, projectId: number, version: string) {
  const project = await lockAtVersion(tx, projects, projectId, version, PROJECT_MESSAGES.notFound)
  const stages = await tx
    .select()
    .from(projectStages)
    .where(eq(projectStages.projectId, projectId))
    .orderBy(asc(projectStages.position))
  return { project, stages }
}

/** The refusals of issue 36 §9 for a stage change, each on its field; nothing is written before. */
async function checkStageChange(
  tx: Database,
  project: Project,
  stages: readonly Stage[],
  stage: Stage,
  change: StageChange,
  today: string,
) {
  const key = stage.stageKey as ProjectStageKey
  if (change.plannedOn && change.plannedOn < project.contractDate)
    throw new AdminInputError(PROJECT_MESSAGES.beforeContract(project.contractDate), 400, 'plannedOn')
  if (key === 'contract_signed' && change.actualOn !== project.contractDate)
    throw new AdminInputError(PROJECT_MESSAGES.contractSignedFixed, 400, 'actualOn')
  if (change.actualOn && change.actualOn < project.contractDate)
    throw new AdminInputError(PROJECT_MESSAGES.beforeContract(project.contractDate), 400, 'actualOn')
  if (change.actualOn && change.actualOn > today)
    throw new AdminInputError(PROJECT_MESSAGES.reachedInFuture, 400, 'actualOn')
  if (change.actualOn && !stage.actualOn) {
    const skipped = skippedStages(stages, key)
    if (skipped.length && !change.outOfOrderReason)
      throw new AdminInputError(PROJECT_MESSAGES.outOfOrder(skipped), 400, 'outOfOrderReason')
  }
  if (change.ownerId !== null && change.ownerId !== stage.ownerId) {
    const [owner] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.id, change.ownerId), eq(adminUsers.isActive, true)))
    if (!owner) throw new AdminInputError(PROJECT_MESSAGES.unknownOwner, 400, 'ownerId')
  }
}

async function usernames(tx: Database, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => id !== null)
  if (!wanted.length) return new Map()
  const rows = await tx
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where(inArray(adminUsers.id, wanted))
  return new Map(rows.map((row) => [row.id, row.username]))
}

async function applyStageChange(
  tx: Database,
  actor: Actor,
  project: Project,
  stages: Stage[],
  stageKey: ProjectStageKey,
  change: StageChange,
  now: Date,
): Promise<StageSaved> {
  const stage = stages.find((s) => s.stageKey === stageKey)
  if (!stage) throw new AdminInputError(PROJECT_MESSAGES.unknownStage, 400, 'stage')
  const today = businessDay(now)
  await checkStageChange(tx, project, stages, stage, change, today)

  // A reason belongs to a stage recorded out of order: kept while it stays reached, gone with it.
  const newlyReached = !!change.actualOn && !stage.actualOn
  const skipped = newlyReached ? skippedStages(stages, stageKey) : []
  const reason = !change.actualOn
    ? null
    : skipped.length
      ? change.outOfOrderReason
      : (change.outOfOrderReason ?? stage.outOfOrderReason)

  const names = await usernames(tx, [stage.ownerId, change.ownerId])
  const events: { action: string; fromValue: string | null; toValue: string | null; stageKey?: string }[] = []
  if (change.plannedOn !== stage.plannedOn)
    events.push({ action: PROJECT_EVENTS.planned, fromValue: stage.plannedOn, toValue: change.plannedOn })
  if (change.actualOn !== stage.actualOn)
    events.push(
      change.actualOn
        ? { action: PROJECT_EVENTS.reached, fromValue: stage.actualOn, toValue: change.actualOn }
        : { action: PROJECT_EVENTS.reachedCleared, fromValue: stage.actualOn, toValue: null },
    )
  if (skipped.length && reason)
    events.push({ action: PROJECT_EVENTS.outOfOrder, fromValue: null, toValue: reason })
  if (change.ownerId !== stage.ownerId)
    events.push({
      action: PROJECT_EVENTS.owner,
      fromValue: stage.ownerId === null ? null : (names.get(stage.ownerId) ?? `#${stage.ownerId}`),
      toValue: change.ownerId === null ? null : (names.get(change.ownerId) ?? `#${change.ownerId}`),
    })
  if ((change.notes ?? null) !== (stage.notes ?? null))
    events.push({ action: PROJECT_EVENTS.notes, fromValue: stage.notes, toValue: change.notes })
  const shifted = plannedShift(stages, stage, change)
  for (const move of shifted)
    events.push({
      action: PROJECT_EVENTS.planned,
      fromValue: move.from,
      toValue: move.to,
      stageKey: move.stageKey,
    })
  if (!events.length) return { project, stage, changed: false }

  const [stageAfter] = await tx
    .update(projectStages)
    .set({
      plannedOn: change.plannedOn,
      actualOn: change.actualOn,
      ownerId: change.ownerId,
      notes: change.notes,
      outOfOrderReason: reason,
      updatedAt: now,
    })
    .where(eq(projectStages.id, stage.id))
    .returning()
  if (!stageAfter) throw new Error('stage not updated')
  for (const move of shifted)
    await tx
      .update(projectStages)
      .set({ plannedOn: move.to, updatedAt: now })
      .where(eq(projectStages.id, move.id))
  const standing = projectStanding(
    stages.map((s) => {
      if (s.id === stage.id) return stageAfter
      const move = shifted.find((m) => m.id === s.id)
      return move ? { ...s, plannedOn: move.to } : s
    }),
  )
  const [projectAfter] = await tx
    .update(projects)
    .set({
      currentStage: standing.currentStage,
      currentStageOn: standing.currentStageOn ?? project.contractDate,
      nextStage: standing.nextStage,
      nextPlannedOn: standing.nextPlannedOn,
      updatedAt: now,
    })
    .where(eq(projects.id, project.id))
    .returning()
  if (!projectAfter) throw new Error('project not updated')

  if (change.actualOn !== stage.actualOn)
    events.push(...(await followDueDates(tx, project, stageKey, change.actualOn)))
  await tx.insert(projectEvents).values(
    events.map((event) => ({
      ...event,
      projectId: project.id,
      stageKey: event.stageKey ?? stageKey,
      actor: actor.username,
      createdAt: now,
    })),
  )
  await recordAudit(tx, {
    actor,
    action: 'update',
    entity: 'project-stage',
    entityId: `${project.id}:${stageKey}`,
    before: stage,
    after: shifted.length
      ? { ...stageAfter, laterStagesMoved: shifted.map(({ stageKey: key, from, to }) => ({ key, from, to })) }
      : stageAfter,
  })
  return { project: projectAfter, stage: stageAfter, changed: true }
}

/** The later stages not reached yet, moved by as many days as this stage's planned day moved. */
function plannedShift(stages: readonly Stage[], stage: Stage, change: StageChange) {
  if (!change.shiftLater || !stage.plannedOn || !change.plannedOn || stage.plannedOn === change.plannedOn)
    return []
  const delta = daysBetween(stage.plannedOn, change.plannedOn)
  return stages.flatMap((s) =>
    s.position > stage.position && !s.actualOn && s.plannedOn
      ? [{ id: s.id, stageKey: s.stageKey, from: s.plannedOn, to: nextWorkday(addDays(s.plannedOn, delta)) }]
      : [],
  )
}

/** The installments tied to the stage fall due (or stop being due); their history lines. */
async function followDueDates(
  tx: Database,
  project: Project,
  stageKey: ProjectStageKey,
  reachedOn: string | null,
) {
  const tied = await tx
    .update(contractInstallments)
    .set({ dueOn: reachedOn ? installmentDueOn(reachedOn) : null })
    .where(
      and(
        eq(contractInstallments.signatureId, project.signatureId),
        eq(contractInstallments.dueStage, stageKey),
      ),
    )
    .returning()
  return tied.map((installment) => ({
    action: reachedOn ? PROJECT_EVENTS.installmentDue : PROJECT_EVENTS.installmentNotDue,
    fromValue: null,
    toValue: reachedOn
      ? `${installment.label} (${formatCents(installment.amountCents)}), to pay by ${formatDay(installment.dueOn)}`
      : `${installment.label} (${formatCents(installment.amountCents)})`,
  }))
}
