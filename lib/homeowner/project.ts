import 'server-only'
/**
 * The homeowner's view of their project (issue 36 §3), once the quote is signed: the stages with
 * their planned and actual days, what happens next and what they must do (content/
 * project-homeowner-steps.ts), the photos and documents by stage, the installments (paid, due now,
 * coming next), the payments received, the balance, and how to pay (Settings › Payments). Only
 * what a homeowner may read: no staff names, notes or history. The files are served by
 * homeownerProjectFile, which checks the token opens the project the file belongs to.
 */
import { eq } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { projects, quoteSignatures } from '@/db/schema'
import { HOMEOWNER_STEPS } from '@/content/project-homeowner-steps'
import { businessDay } from '@/lib/format'
import { paymentInstructionLines } from '@/lib/projects/payment-settings-form'
import { getPaymentInstructions } from '@/lib/projects/payment-settings'
import { readProjectFile, downloadName } from '@/lib/projects/files'
import { loadProject } from '@/lib/projects/queries'
import {
  PAYMENT_METHOD_LABELS,
  PROJECT_FILE_KIND_LABELS,
  projectStageLabel,
  type InstallmentStatus,
  type ProjectStageKey,
} from '@/lib/projects/rules'
import { currentOffer } from '@/lib/quotes/current-offer'
import { findHomeownerAccess } from '@/lib/quotes/homeowner-link'

export type PortalFile = {
  id: number
  kind: string
  /** 'Photo', 'Permit', 'HOA approval', … */
  kindLabel: string
  caption: string | null
  fileName: string
  width: number | null
  height: number | null
}

export type PortalStage = {
  key: ProjectStageKey
  label: string
  plannedOn: string | null
  actualOn: string | null
  state: 'done' | 'next' | 'later'
  whatWeDo: string
  todo: readonly string[]
  photos: PortalFile[]
  documents: PortalFile[]
}

export type PortalInstallment = {
  position: number
  label: string
  amountCents: number
  paidCents: number
  balanceCents: number
  status: InstallmentStatus
  dueOn: string | null
  /** The stage that makes it due, and that stage's planned day (for those not due yet). */
  dueStageLabel: string
  dueStagePlannedOn: string | null
}

export type PortalProject = {
  poolName: string
  contractTotalCents: number
  paidCents: number
  balanceCents: number
  completed: boolean
  current: { label: string; on: string }
  /** The first stage not reached yet, with its planned day, what we do and what the homeowner does. */
  next: PortalStage | null
  /** The stage after it (its to-dos as a heads-up), if any. */
  afterNext: PortalStage | null
  stages: PortalStage[]
  installments: PortalInstallment[]
  payments: { id: number; receivedOn: string; amountCents: number; method: string; forLabel: string }[]
  /** How to pay, as lines of text (Settings › Payments); empty when admins set nothing. */
  howToPay: string[]
}

/** The project of a signature, as its homeowner sees it, or null when it has none. */
export async function loadPortalProject(
  signatureId: number,
  now = new Date(),
): Promise<PortalProject | null> {
  const db = await getDb()
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.signatureId, signatureId))
  if (!row) return null
  const today = businessDay(now)
  const project = await loadProject(row.id, today, db)
  if (!project) return null
  const file = (f: (typeof project.stages)[number]['photos'][number]): PortalFile => ({
    id: f.id,
    kind: f.kind,
    kindLabel: PROJECT_FILE_KIND_LABELS[f.kind],
    caption: f.caption,
    fileName: downloadName(f.fileName, f.contentType),
    width: f.width,
    height: f.height,
  })
  const firstOpen = project.stages.find((s) => !s.actualOn)
  const stages: PortalStage[] = project.stages.map((s) => ({
    key: s.stageKey,
    label: projectStageLabel(s.stageKey),
    plannedOn: s.plannedOn,
    actualOn: s.actualOn,
    state: s.actualOn ? 'done' : s.id === firstOpen?.id ? 'next' : 'later',
    whatWeDo: HOMEOWNER_STEPS[s.stageKey].whatWeDo,
    todo: HOMEOWNER_STEPS[s.stageKey].todo,
    photos: s.photos.map(file),
    documents: s.documents.map(file),
  }))
  const nextIndex = stages.findIndex((s) => s.state === 'next')
  const plannedOf = new Map(project.stages.map((s) => [s.stageKey, s.plannedOn]))
  const labelOf = new Map(project.installments.map((i) => [i.id, i.label]))
  return {
    poolName: project.poolName,
    contractTotalCents: project.contractTotalCents,
    paidCents: project.paidCents,
    balanceCents: project.balanceCents,
    completed: nextIndex < 0,
    current: { label: projectStageLabel(project.currentStage), on: project.currentStageOn },
    next: nextIndex >= 0 ? (stages[nextIndex] ?? null) : null,
    afterNext: nextIndex >= 0 ? (stages.slice(nextIndex + 1).find((s) => s.state === 'later') ?? null) : null,
    stages,
    installments: project.installments.map((i) => ({
      position: i.position,
      label: i.label,
      amountCents: i.amountCents,
      paidCents: i.paidCents,
      balanceCents: i.balanceCents,
      status: i.status,
      dueOn: i.dueOn,
      dueStageLabel: projectStageLabel(i.dueStage),
      dueStagePlannedOn: plannedOf.get(i.dueStage) ?? null,
    })),
    payments: project.payments.map((p) => ({
      id: p.id,
      receivedOn: p.receivedOn,
      amountCents: p.amountCents,
      method: PAYMENT_METHOD_LABELS[p.method],
      forLabel: labelOf.get(p.installmentId) ?? p.installmentLabel,
    })),
    howToPay: paymentInstructionLines(await getPaymentInstructions(db)),
  }
}

/** The project a token opens (its signed contract's), or null. */
async function projectIdForToken(token: string): Promise<number | null> {
  const db = await getDb()
  const access = await findHomeownerAccess(db, token)
  if (!access) return null
  const offer = await currentOffer(db, access.leadId)
  if (!offer || offer.status !== 'accepted') return null
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(quoteSignatures, eq(quoteSignatures.id, projects.signatureId))
    .where(eq(quoteSignatures.quoteVersionId, offer.versionId))
  return row?.id ?? null
}

/**
 * A photo or document of the homeowner's own project, with its bytes and the name to send it
 * under; null (a 404) for a token that opens nothing and for any file of another project.
 */
export async function homeownerProjectFile(token: string, fileId: number) {
  if (!Number.isSafeInteger(fileId) || fileId <= 0) return null
  const projectId = await projectIdForToken(token)
  if (projectId === null) return null
  const found = await readProjectFile(projectId, fileId)
  if (!found) return null
  return {
    data: found.data,
    contentType: found.file.contentType,
    name: downloadName(found.file.fileName, found.file.contentType),
    inline: found.file.kind === 'photo',
  }
}
