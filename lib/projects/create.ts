import 'server-only'
/**
 * A project for each signed contract (issue 36 §1): createProjectForSignature is called inside the
 * signing transaction (lib/quotes signing), right after the signature and its installments are
 * stored, so a contract never exists without its project. It copies what the lists need (the
 * homeowner, the pool, the total, the office and the rep), makes the eleven stages with their
 * planned days (./rules.ts plannedDates), records the contract as reached on its day (which makes
 * the first installment due) and writes the history and the audit log. Called twice for one
 * signature it returns the first project.
 */
import { and, eq } from 'drizzle-orm'
import type { Database } from '@/db/client'
import {
  adminUsers,
  auditLog,
  contractInstallments,
  estimateRequests,
  projectEvents,
  projectStages,
  projects,
  quoteAlternatives,
  quoteSignatures,
  quoteVersions,
  quotes,
} from '@/db/schema'
import { NotFoundError } from '@/lib/errors'
import { businessDay } from '@/lib/format'
import { formatCents } from '@/lib/money/cents'
import { PROJECT_EVENTS } from './history'
import { PROJECT_STAGE_KEYS, installmentDueOn, plannedDates, projectStanding, stagePosition } from './rules'

/** Who started the project: the homeowner signing (the default), or a staff member. */
export type ProjectCreator = { id: number | null; username: string }
const SIGNING_ACTOR: ProjectCreator = { id: null, username: 'homeowner' }

export async function createProjectForSignature(
  tx: Database,
  signatureId: number,
  options: { actor?: ProjectCreator; now?: Date } = {},
): Promise<{ projectId: number; created: boolean }> {
  const [existing] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.signatureId, signatureId))
  if (existing) return { projectId: existing.id, created: false }

  const [source] = await tx
    .select({
      signature: quoteSignatures,
      quote: { id: quotes.id, officeId: quotes.officeId, repId: quotes.repId },
      lead: {
        id: estimateRequests.id,
        firstName: estimateRequests.firstName,
        lastName: estimateRequests.lastName,
        nearestBranch: estimateRequests.nearestBranch,
        salesRep: estimateRequests.salesRep,
      },
      poolName: quoteAlternatives.poolName,
    })
    .from(quoteSignatures)
    .innerJoin(quoteVersions, eq(quoteVersions.id, quoteSignatures.quoteVersionId))
    .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
    .innerJoin(estimateRequests, eq(estimateRequests.id, quotes.estimateRequestId))
    .innerJoin(quoteAlternatives, eq(quoteAlternatives.id, quoteSignatures.alternativeId))
    .where(eq(quoteSignatures.id, signatureId))
  if (!source) throw new NotFoundError('The signed contract')
  const { signature, quote, lead } = source

  const now = options.now ?? new Date()
  const actor = options.actor ?? SIGNING_ACTOR
  const contractDate = businessDay(signature.signedAt)
  const plan = plannedDates(contractDate)
  const repId = quote.repId ?? (await repIdOf(tx, lead.salesRep))
  const customerName =
    [lead.firstName, lead.lastName].filter(Boolean).join(' ').trim() || signature.signerName
  const stages = PROJECT_STAGE_KEYS.map((stageKey) => ({
    stageKey,
    position: stagePosition(stageKey),
    plannedOn: plan[stageKey],
    actualOn: stageKey === 'contract_signed' ? contractDate : null,
    ownerId: stageKey === 'contract_signed' ? repId : null,
  }))
  const standing = projectStanding(stages)

  const [project] = await tx
    .insert(projects)
    .values({
      estimateRequestId: lead.id,
      signatureId,
      quoteVersionId: signature.quoteVersionId,
      officeId: quote.officeId ?? lead.nearestBranch,
      repId,
      customerName,
      poolName: source.poolName,
      contractTotalCents: signature.totalCents,
      contractDate,
      currentStage: standing.currentStage,
      currentStageOn: contractDate,
      nextStage: standing.nextStage,
      nextPlannedOn: standing.nextPlannedOn,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!project) throw new Error('project not created')
  await tx
    .insert(projectStages)
    .values(stages.map((stage) => ({ ...stage, projectId: project.id, updatedAt: now })))
  // The contract is reached on its day: what falls due at signing is due now.
  await tx
    .update(contractInstallments)
    .set({ dueOn: installmentDueOn(contractDate) })
    .where(
      and(
        eq(contractInstallments.signatureId, signatureId),
        eq(contractInstallments.dueStage, 'contract_signed'),
      ),
    )
  await tx.insert(projectEvents).values({
    projectId: project.id,
    actor: actor.username,
    action: PROJECT_EVENTS.created,
    toValue: `${customerName}: ${source.poolName}, ${formatCents(signature.totalCents)}, signed ${contractDate}`,
    createdAt: now,
  })
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorUsername: actor.username,
    action: 'create',
    entity: 'project',
    entityId: String(project.id),
    after: JSON.parse(JSON.stringify(project)) as unknown,
    createdAt: now,
  })
  return { projectId: project.id, created: true }
}

/** The id of an active staff member by username (a lead's rep is stored by username). */
async function repIdOf(tx: Database, username: string | null): Promise<number | null> {
  if (!username) return null
  const [rep] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.username, username))
  return rep?.id ?? null
}
