import 'server-only'
/**
 * The homeowner's notices about their build (issue 36 §4, §5), queued into the outbox by the
 * background scheduler (./notice-job.ts), each at most once:
 * - a stage reached (not the contract's own signing, which has its own mail), with the stage's
 *   newest photo attached: sent once the stage has been left alone for the notice delay
 *   (PROJECT_NOTICE_DELAY_MINUTES), so the photo staff add after reaching it goes with it;
 * - an installment fallen due with its stage (not the deposit, which the signing mail asks for),
 *   with how to pay from Settings › Payments;
 * - a reminder two days before the excavation and installation (shell set) days, once per project
 *   and stage, whatever the planned day does afterwards;
 * - the review request seven days after completion, once, linking to the Google review page of
 *   the office's Google business location (a project whose office has no real place id waits:
 *   docs/decisions/review-request-needs-a-place-id.md).
 * Payments received are not noticed here: their receipt (./payments.ts) is that mail.
 *
 * Only projects whose notifications are on, whose homeowner has an e-mail address (not the demo
 * projects: their homeowners are fictional), and only for
 * changes of the last two days (a stage or a due installment older than that is old news). One
 * transaction under an advisory lock: two instances running the job at once queue each mail
 * once, as the second waits for the first and then sees its rows. Each mail carries a new private
 * link to the project page (the token is stored only as a hash, so an earlier link cannot be
 * reused).
 */
import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, sql, type Column } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import {
  companyInfo,
  contractInstallments,
  estimateRequests,
  googleBusinessLocations,
  mailOutbox,
  offices,
  projectFiles,
  projectEvents,
  projectPayments,
  projectStages,
  projects,
} from '@/db/schema'
import { DEFAULT_COMPANY } from '@/content/company'
import { businessDay } from '@/lib/format'
import { queueMail } from '@/lib/mail/enqueue'
import { placeIdForCity } from '@/lib/offices/google'
import { issueHomeownerLink } from '@/lib/quotes/homeowner-link'
import { downloadName } from './files'
import { DEMO_DATA_ACTOR } from './history'
import {
  NOTICE_KINDS,
  googleWriteReviewHref,
  installmentDueMail,
  reminderMail,
  reviewRequestMail,
  stageReachedMail,
  type NoticeFacts,
} from './notice-mail'
import { getPaymentInstructions } from './payment-settings'
import { CALENDAR_STAGES, addDays, type ProjectStageKey } from './rules'

/** Days before the excavation and installation days the reminder goes. */
export const REMINDER_DAYS_BEFORE = 2
/** Days after completion the review request goes; after REVIEW_LAST_DAY it is not sent any more. */
export const REVIEW_AFTER_DAYS = 7
export const REVIEW_LAST_DAY = 60
/** A stage reached or an installment fallen due longer ago than this is not noticed any more. */
const RECENT_MS = 2 * 86_400_000
const NOTICE_LOCK_KEY = 360_436_004

/** Not a demo project (its homeowner is fictional; its receipts are not sent either). */
const notDemo = sql`not exists (select 1 from ${projectEvents} where ${projectEvents.projectId} = ${projects.id} and ${projectEvents.actor} = ${DEMO_DATA_ACTOR})`

export type NoticeCounts = { stageReached: number; installmentDue: number; reminder: number; review: number }

type Project = typeof projects.$inferSelect

export async function queueProjectNotices(
  db: Database,
  options: { now?: Date; baseUrl: string; delayMs?: number },
): Promise<NoticeCounts> {
  const now = options.now ?? new Date()
  const delayMs = options.delayMs ?? 10 * 60_000
  const today = businessDay(now)
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${NOTICE_LOCK_KEY})`)
    const counts: NoticeCounts = { stageReached: 0, installmentDue: 0, reminder: 0, review: 0 }
    const context = await noticeContext(tx)
    const sent = (kind: string, refId: Column) =>
      sql`not exists (select 1 from ${mailOutbox} where ${mailOutbox.kind} = ${kind} and ${mailOutbox.refId} = ${refId})`
    const on = and(eq(projects.notificationsEnabled, true), isNotNull(estimateRequests.email), notDemo)

    // Stages reached lately and left alone for the delay (their photo added by then).
    const settled = new Date(now.getTime() - delayMs)
    const reached = await tx
      .select({ stage: projectStages, project: projects, email: estimateRequests.email })
      .from(projectStages)
      .innerJoin(projects, eq(projects.id, projectStages.projectId))
      .innerJoin(estimateRequests, eq(estimateRequests.id, projects.estimateRequestId))
      .where(
        and(
          on,
          isNotNull(projectStages.actualOn),
          gte(projectStages.actualOn, addDays(today, -30)),
          ne(projectStages.stageKey, 'contract_signed'),
          gt(projectStages.updatedAt, new Date(now.getTime() - RECENT_MS)),
          lte(projectStages.updatedAt, settled),
          sql`not exists (select 1 from ${projectFiles} where ${projectFiles.projectId} = ${projects.id} and ${projectFiles.stageKey} = ${projectStages.stageKey} and ${projectFiles.createdAt} > ${settled.toISOString()}::timestamptz)`,
          sent(NOTICE_KINDS.stageReached, projectStages.id),
        ),
      )
      .orderBy(projectStages.projectId, projectStages.position)
    for (const { stage, project, email } of reached) {
      const [photo] = await tx
        .select()
        .from(projectFiles)
        .where(
          and(
            eq(projectFiles.projectId, project.id),
            eq(projectFiles.stageKey, stage.stageKey),
            eq(projectFiles.kind, 'photo'),
          ),
        )
        .orderBy(desc(projectFiles.createdAt), desc(projectFiles.id))
        .limit(1)
      const [next] = await tx
        .select()
        .from(projectStages)
        .where(and(eq(projectStages.projectId, project.id), isNull(projectStages.actualOn)))
        .orderBy(projectStages.position)
        .limit(1)
      const mail = stageReachedMail({
        ...(await facts(tx, context, project, now, options.baseUrl)),
        stage: stage.stageKey as ProjectStageKey,
        reachedOn: stage.actualOn ?? today,
        photo: !!photo,
        next: next ? { stage: next.stageKey as ProjectStageKey, plannedOn: next.plannedOn } : null,
      })
      await queueMail(tx, {
        to: (email ?? '').trim(),
        ...mail,
        kind: NOTICE_KINDS.stageReached,
        refId: stage.id,
        attachments: photo
          ? [
              {
                filename: downloadName(photo.caption ?? `photo-${stage.stageKey}`, photo.contentType),
                contentType: photo.contentType,
                privateKey: photo.storageKey,
              },
            ]
          : undefined,
      })
      counts.stageReached++
    }

    // Installments fallen due lately with their stage, not paid in full (the deposit excepted).
    const due = await tx
      .select({ installment: contractInstallments, project: projects, email: estimateRequests.email })
      .from(contractInstallments)
      .innerJoin(projects, eq(projects.signatureId, contractInstallments.signatureId))
      .innerJoin(estimateRequests, eq(estimateRequests.id, projects.estimateRequestId))
      .innerJoin(
        projectStages,
        and(
          eq(projectStages.projectId, projects.id),
          eq(projectStages.stageKey, contractInstallments.dueStage),
        ),
      )
      .where(
        and(
          on,
          isNotNull(contractInstallments.dueOn),
          ne(contractInstallments.dueStage, 'contract_signed'),
          sql`${contractInstallments.paidCents} < ${contractInstallments.amountCents}`,
          gt(projectStages.updatedAt, new Date(now.getTime() - RECENT_MS)),
          sent(NOTICE_KINDS.installmentDue, contractInstallments.id),
        ),
      )
      .orderBy(projects.id, contractInstallments.position)
    if (due.length) {
      const instructions = await getPaymentInstructions(tx)
      const paid = await tx
        .select({
          projectId: projectPayments.projectId,
          cents: sql<number>`coalesce(sum(${projectPayments.amountCents}), 0)::int`,
        })
        .from(projectPayments)
        .where(inArray(projectPayments.projectId, [...new Set(due.map((d) => d.project.id))]))
        .groupBy(projectPayments.projectId)
      for (const { installment, project, email } of due) {
        const paidCents = Number(paid.find((p) => p.projectId === project.id)?.cents ?? 0)
        const mail = installmentDueMail({
          ...(await facts(tx, context, project, now, options.baseUrl)),
          label: installment.label,
          balanceCents: installment.amountCents - installment.paidCents,
          dueOn: installment.dueOn ?? today,
          today,
          stage: installment.dueStage as ProjectStageKey,
          instructions,
          contractBalanceCents: project.contractTotalCents - paidCents,
        })
        await queueMail(tx, {
          to: (email ?? '').trim(),
          ...mail,
          kind: NOTICE_KINDS.installmentDue,
          refId: installment.id,
        })
        counts.installmentDue++
      }
    }

    // Two days before the excavation and installation days (or fewer, when planned that close).
    const soon = await tx
      .select({ stage: projectStages, project: projects, email: estimateRequests.email })
      .from(projectStages)
      .innerJoin(projects, eq(projects.id, projectStages.projectId))
      .innerJoin(estimateRequests, eq(estimateRequests.id, projects.estimateRequestId))
      .where(
        and(
          on,
          inArray(projectStages.stageKey, [...CALENDAR_STAGES]),
          isNull(projectStages.actualOn),
          gt(projectStages.plannedOn, today),
          lte(projectStages.plannedOn, addDays(today, REMINDER_DAYS_BEFORE)),
          sent(NOTICE_KINDS.reminder, projectStages.id),
        ),
      )
      .orderBy(projectStages.plannedOn, projectStages.id)
    for (const { stage, project, email } of soon) {
      const mail = reminderMail({
        ...(await facts(tx, context, project, now, options.baseUrl)),
        stage: stage.stageKey as ProjectStageKey,
        plannedOn: stage.plannedOn ?? today,
      })
      await queueMail(tx, { to: (email ?? '').trim(), ...mail, kind: NOTICE_KINDS.reminder, refId: stage.id })
      counts.reminder++
    }

    // Seven days after completion: the review request, where the office has a Google place id.
    for (const { project, email } of await completedForReview(tx, today)) {
      const office = context.offices.find((o) => o.id === project.officeId)
      const placeId = office ? placeIdForCity(context.locations, office.city) : undefined
      if (!office || !placeId) continue
      const mail = reviewRequestMail({
        ...(await facts(tx, context, project, now, options.baseUrl)),
        officeName: office.name,
        reviewUrl: googleWriteReviewHref(placeId),
      })
      await queueMail(tx, { to: (email ?? '').trim(), ...mail, kind: NOTICE_KINDS.review, refId: project.id })
      counts.review++
    }
    return counts
  })
}

/** Projects completed 7 to 60 days ago, notifications on, with an e-mail, not asked for a review yet. */
async function completedForReview(tx: Database, today: string) {
  return tx
    .select({ project: projects, email: estimateRequests.email })
    .from(projects)
    .innerJoin(estimateRequests, eq(estimateRequests.id, projects.estimateRequestId))
    .innerJoin(
      projectStages,
      and(eq(projectStages.projectId, projects.id), eq(projectStages.stageKey, 'completed')),
    )
    .where(
      and(
        eq(projects.notificationsEnabled, true),
        isNotNull(estimateRequests.email),
        notDemo,
        lte(projectStages.actualOn, addDays(today, -REVIEW_AFTER_DAYS)),
        gte(projectStages.actualOn, addDays(today, -REVIEW_LAST_DAY)),
        sql`not exists (select 1 from ${mailOutbox} where ${mailOutbox.kind} = ${NOTICE_KINDS.review} and ${mailOutbox.refId} = ${projects.id})`,
      ),
    )
    .orderBy(projects.id)
}

/**
 * Completed projects waiting for their review request only because their office has no real
 * Google place id (the dashboard tells staff which offices to set one for).
 */
export async function reviewRequestsWaitingForPlaceId(
  handle?: Database,
  now = new Date(),
): Promise<{ officeName: string; projects: number }[]> {
  const db = handle ?? (await getDb())
  const context = await noticeContext(db)
  const waiting = new Map<string, number>()
  for (const { project } of await completedForReview(db, businessDay(now))) {
    const office = context.offices.find((o) => o.id === project.officeId)
    if (office && placeIdForCity(context.locations, office.city)) continue
    const name = office?.name ?? 'No office'
    waiting.set(name, (waiting.get(name) ?? 0) + 1)
  }
  return [...waiting].map(([officeName, count]) => ({ officeName, projects: count }))
}

type NoticeContext = Awaited<ReturnType<typeof noticeContext>>

async function noticeContext(db: Database) {
  const [company] = await db.select().from(companyInfo).where(eq(companyInfo.id, 1))
  const officeRows = await db.select().from(offices)
  const locations = await db
    .select({ placeId: googleBusinessLocations.placeId, city: googleBusinessLocations.city })
    .from(googleBusinessLocations)
    .where(eq(googleBusinessLocations.isActive, true))
  return { company, offices: officeRows, locations }
}

async function facts(
  tx: Database,
  context: NoticeContext,
  project: Project,
  now: Date,
  baseUrl: string,
): Promise<NoticeFacts> {
  const link = await issueHomeownerLink(tx, project.estimateRequestId, {
    createdBy: 'notice',
    revokeEarlier: false,
    now,
  })
  const office = context.offices.find((o) => o.id === project.officeId)
  return {
    homeownerName: project.customerName,
    poolName: project.poolName,
    pageUrl: `${baseUrl.replace(/\/+$/, '')}${link.path}`,
    company: {
      name: context.company?.name ?? DEFAULT_COMPANY.name,
      phone: office?.phone ?? context.company?.phone ?? DEFAULT_COMPANY.phone,
      email: office?.email ?? context.company?.email ?? DEFAULT_COMPANY.email,
    },
  }
}
