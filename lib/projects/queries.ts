import 'server-only'
/**
 * Reading one project (issue 36; the list and board are in ./list-query.ts): everything its
 * page shows: stages with dates, owners, notes, photos and documents; the installments with what is
 * paid, their balance and status; the payments; the history. Every read takes the reader's scope
 * (./access.ts): a sales rep sees only their own customers' projects. The homeowner's portal reads
 * the same project through loadProject (after its own token check).
 */
import { asc, desc, eq } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import {
  adminUsers,
  contractInstallments,
  estimateRequests,
  offices,
  projectEvents,
  projectFiles,
  projectPayments,
  projectStages,
  projects,
  quoteSignatures,
  quoteVersions,
} from '@/db/schema'
import { quoteReference } from '@/lib/contracts/document'
import type { ProjectScope } from './access'
import {
  installmentStatus,
  type InstallmentStatus,
  type PaymentMethod,
  type ProjectFileKind,
  type ProjectStageKey,
} from './rules'

const p = projects

export type ProjectStageView = {
  id: number
  stageKey: ProjectStageKey
  position: number
  plannedOn: string | null
  actualOn: string | null
  ownerId: number | null
  owner: string | null
  notes: string | null
  outOfOrderReason: string | null
  photos: ProjectFileView[]
  documents: ProjectFileView[]
}

export type ProjectFileView = {
  id: number
  stageKey: ProjectStageKey
  kind: ProjectFileKind
  contentType: string
  fileName: string
  bytes: number
  width: number | null
  height: number | null
  caption: string | null
  uploadedBy: string
  createdAt: Date
}

export type InstallmentView = {
  id: number
  position: number
  label: string
  percentBasisPoints: number
  amountCents: number
  dueStage: ProjectStageKey
  dueOn: string | null
  paidCents: number
  balanceCents: number
  status: InstallmentStatus
}

export type PaymentView = {
  id: number
  installmentId: number
  installmentLabel: string
  method: PaymentMethod
  amountCents: number
  receivedOn: string
  reference: string | null
  recordedBy: string
  createdAt: Date
}

export type ProjectView = {
  id: number
  leadId: number
  customerName: string
  email: string | null
  phone: string | null
  address: string | null
  poolName: string
  officeId: string | null
  officeName: string | null
  repId: number | null
  rep: string | null
  contractDate: string
  contractTotalCents: number
  quoteReference: string
  contractPdf: boolean
  currentStage: ProjectStageKey
  currentStageOn: string
  nextStage: ProjectStageKey | null
  nextPlannedOn: string | null
  notificationsEnabled: boolean
  updatedAt: string
  stages: ProjectStageView[]
  installments: InstallmentView[]
  payments: PaymentView[]
  paidCents: number
  balanceCents: number
  overdueCents: number
  events: {
    id: number
    action: string
    actor: string
    stageKey: string | null
    fromValue: string | null
    toValue: string | null
    createdAt: Date
  }[]
}

/**
 * One project with everything its page shows, or null when there is none. No scope: the caller has
 * checked who asks (loadProjectForStaff below; the homeowner's token for the portal).
 */
export async function loadProject(id: number, today: string, db?: Database): Promise<ProjectView | null> {
  const handle = db ?? (await getDb())
  const [head] = await handle
    .select({
      project: p,
      officeName: offices.name,
      rep: adminUsers.username,
      email: estimateRequests.email,
      phone: estimateRequests.phone,
      address: estimateRequests.address,
      quoteId: quoteVersions.quoteId,
      versionNumber: quoteVersions.versionNumber,
      pdfKey: quoteSignatures.pdfKey,
    })
    .from(p)
    .innerJoin(estimateRequests, eq(estimateRequests.id, p.estimateRequestId))
    .innerJoin(quoteSignatures, eq(quoteSignatures.id, p.signatureId))
    .innerJoin(quoteVersions, eq(quoteVersions.id, p.quoteVersionId))
    .leftJoin(offices, eq(offices.id, p.officeId))
    .leftJoin(adminUsers, eq(adminUsers.id, p.repId))
    .where(eq(p.id, id))
  if (!head) return null
  const project = head.project
  const [stageRows, fileRows, installmentRows, paymentRows, eventRows] = await Promise.all([
    handle
      .select({ stage: projectStages, owner: adminUsers.username })
      .from(projectStages)
      .leftJoin(adminUsers, eq(adminUsers.id, projectStages.ownerId))
      .where(eq(projectStages.projectId, id))
      .orderBy(asc(projectStages.position)),
    handle
      .select()
      .from(projectFiles)
      .where(eq(projectFiles.projectId, id))
      .orderBy(asc(projectFiles.createdAt), asc(projectFiles.id)),
    handle
      .select()
      .from(contractInstallments)
      .where(eq(contractInstallments.signatureId, project.signatureId))
      .orderBy(asc(contractInstallments.position)),
    handle
      .select()
      .from(projectPayments)
      .where(eq(projectPayments.projectId, id))
      .orderBy(desc(projectPayments.receivedOn), desc(projectPayments.id)),
    handle
      .select()
      .from(projectEvents)
      .where(eq(projectEvents.projectId, id))
      .orderBy(desc(projectEvents.createdAt), desc(projectEvents.id))
      .limit(200),
  ])
  const files: ProjectFileView[] = fileRows.map((f) => ({
    id: f.id,
    stageKey: f.stageKey as ProjectStageKey,
    kind: f.kind as ProjectFileKind,
    contentType: f.contentType,
    fileName: f.fileName,
    bytes: f.bytes,
    width: f.width,
    height: f.height,
    caption: f.caption,
    uploadedBy: f.uploadedBy,
    createdAt: f.createdAt,
  }))
  const paidBy = new Map<number, number>()
  for (const payment of paymentRows)
    paidBy.set(payment.installmentId, (paidBy.get(payment.installmentId) ?? 0) + payment.amountCents)
  const installments: InstallmentView[] = installmentRows.map((row) => {
    const paidCents = paidBy.get(row.id) ?? 0
    return {
      id: row.id,
      position: row.position,
      label: row.label,
      percentBasisPoints: row.percentBasisPoints,
      amountCents: row.amountCents,
      dueStage: row.dueStage as ProjectStageKey,
      dueOn: row.dueOn,
      paidCents,
      balanceCents: row.amountCents - paidCents,
      status: installmentStatus({ amountCents: row.amountCents, paidCents, dueOn: row.dueOn }, today),
    }
  })
  const labelOf = new Map(installmentRows.map((row) => [row.id, row.label]))
  const paidCents = paymentRows.reduce((sum, row) => sum + row.amountCents, 0)
  return {
    id: project.id,
    leadId: project.estimateRequestId,
    customerName: project.customerName,
    email: head.email,
    phone: head.phone,
    address: head.address,
    poolName: project.poolName,
    officeId: project.officeId,
    officeName: head.officeName,
    repId: project.repId,
    rep: head.rep,
    contractDate: project.contractDate,
    contractTotalCents: project.contractTotalCents,
    quoteReference: quoteReference(head.quoteId, head.versionNumber),
    contractPdf: !!head.pdfKey,
    currentStage: project.currentStage as ProjectStageKey,
    currentStageOn: project.currentStageOn,
    nextStage: project.nextStage as ProjectStageKey | null,
    nextPlannedOn: project.nextPlannedOn,
    notificationsEnabled: project.notificationsEnabled,
    updatedAt: project.updatedAt.toISOString(),
    stages: stageRows.map(({ stage, owner }) => ({
      id: stage.id,
      stageKey: stage.stageKey as ProjectStageKey,
      position: stage.position,
      plannedOn: stage.plannedOn,
      actualOn: stage.actualOn,
      ownerId: stage.ownerId,
      owner,
      notes: stage.notes,
      outOfOrderReason: stage.outOfOrderReason,
      photos: files.filter((f) => f.stageKey === stage.stageKey && f.kind === 'photo'),
      documents: files.filter((f) => f.stageKey === stage.stageKey && f.kind !== 'photo'),
    })),
    installments,
    payments: paymentRows.map((row) => ({
      id: row.id,
      installmentId: row.installmentId,
      installmentLabel: labelOf.get(row.installmentId) ?? '',
      method: row.method as PaymentMethod,
      amountCents: row.amountCents,
      receivedOn: row.receivedOn,
      reference: row.reference,
      recordedBy: row.recordedBy,
      createdAt: row.createdAt,
    })),
    paidCents,
    balanceCents: project.contractTotalCents - paidCents,
    overdueCents: installments
      .filter((i) => i.status === 'overdue')
      .reduce((sum, i) => sum + i.balanceCents, 0),
    events: eventRows,
  }
}

/** The project as a staff member may see it: null when it does not exist or is not theirs. */
export async function loadProjectForStaff(
  id: number,
  scope: ProjectScope,
  today: string,
): Promise<ProjectView | null> {
  const project = await loadProject(id, today)
  if (!project) return null
  return scope.all || project.repId === scope.repId ? project : null
}

/** The project of a lead (one per signed contract; the latest when a lead has several), or null. */
export async function findProjectIdForLead(leadId: number): Promise<number | null> {
  const db = await getDb()
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(eq(p.estimateRequestId, leadId))
    .orderBy(desc(p.id))
    .limit(1)
  return row?.id ?? null
}

/** The rep and the storage key of the contract PDF, for the download route's checks. */
export async function projectContractFile(id: number) {
  const db = await getDb()
  const [row] = await db
    .select({
      repId: p.repId,
      pdfKey: quoteSignatures.pdfKey,
      quoteId: quoteVersions.quoteId,
      versionNumber: quoteVersions.versionNumber,
    })
    .from(p)
    .innerJoin(quoteSignatures, eq(quoteSignatures.id, p.signatureId))
    .innerJoin(quoteVersions, eq(quoteVersions.id, p.quoteVersionId))
    .where(eq(p.id, id))
  return row ?? null
}

/** The rep of a project (for scope checks), or undefined when there is no such project. */
export async function projectRep(id: number): Promise<{ repId: number | null } | undefined> {
  const db = await getDb()
  const [row] = await db.select({ repId: p.repId }).from(p).where(eq(p.id, id))
  return row
}

/** What the filters and the stage forms offer: the offices, and the active staff. */
export async function projectOptions() {
  const db = await getDb()
  const [officeRows, staff] = await Promise.all([
    db.select({ id: offices.id, name: offices.name }).from(offices).orderBy(asc(offices.displayOrder)),
    db
      .select({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role })
      .from(adminUsers)
      .where(eq(adminUsers.isActive, true))
      .orderBy(asc(adminUsers.username)),
  ])
  return { offices: officeRows, staff }
}
