/**
 * The rules of a project after a signed contract (issue 36), pure and shared by the browser and the
 * server: when each stage is planned (spec 02 §9.3's timelines, docs/decisions/project-planned-dates.md),
 * which stage a project stands at, when an installment falls due and when it is overdue
 * (docs/decisions/installments-due-when-their-stage-is-reached.md), the payment methods of spec 02
 * §9.2, the kinds of files a stage keeps, and the messages people read when a change is refused.
 * Days are 'YYYY-MM-DD' strings, calendar days in Eastern time.
 */
import { PROJECT_STAGES, projectStageLabel, type ProjectStageKey } from '@/content/project-stages'

export { PROJECT_STAGES, projectStageLabel, type ProjectStageKey }

export const PROJECT_STAGE_KEYS = PROJECT_STAGES.map((stage) => stage.key) as [
  ProjectStageKey,
  ...ProjectStageKey[],
]

export function isProjectStageKey(value: unknown): value is ProjectStageKey {
  return typeof value === 'string' && (PROJECT_STAGE_KEYS as readonly string[]).includes(value)
}

/** 1 for 'contract_signed' … 11 for 'completed'. */
export function stagePosition(key: ProjectStageKey): number {
  return PROJECT_STAGE_KEYS.indexOf(key) + 1
}

/**
 * Days after the contract each stage is planned for, before weekends are skipped. From spec 02
 * §9.3: the technical visit within a week; permits and manufacturing 1–4 months (here: permit
 * submitted three weeks after signing, approved four weeks later, the shell ordered on approval and
 * delivered four weeks after: excavation about 2.6 months after signing); installation 4–15 days
 * (here: excavation to final inspection in two weeks, as the installation page's six steps).
 */
export const PLANNED_DAYS_AFTER_CONTRACT: Record<ProjectStageKey, number> = {
  contract_signed: 0,
  technical_visit: 7,
  permit_submitted: 21,
  permit_approved: 49,
  shell_ordered: 52,
  excavation: 80,
  shell_set: 82,
  backfill_deck: 86,
  equipment_startup: 91,
  final_inspection: 94,
  completed: 95,
}

/** An installment is to be paid within this many days of its stage being reached. */
export const PAYMENT_TERMS_DAYS = 7

/** The stages whose days the calendar shows (issue 36 §1: excavation and installation days). */
export const CALENDAR_STAGES = ['excavation', 'shell_set'] as const satisfies readonly ProjectStageKey[]
export const CALENDAR_STAGE_LABELS: Record<(typeof CALENDAR_STAGES)[number], string> = {
  excavation: 'Excavation',
  shell_set: 'Installation',
}

/** My day lists the stages someone owns that are planned within this many days (and late ones). */
export const TASK_HORIZON_DAYS = 7

const DAY_MS = 86_400_000
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`)
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS)
}

/** The day itself on a weekday, else the Monday after. */
export function nextWorkday(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay()
  return weekday === 6 ? addDays(day, 2) : weekday === 0 ? addDays(day, 1) : day
}

/**
 * The planned day of every stage for a contract signed on `contractDate`: the offsets above, each
 * stage at least a day after the one before, work stages moved off weekends to the Monday after.
 */
export function plannedDates(contractDate: string): Record<ProjectStageKey, string> {
  const plan = {} as Record<ProjectStageKey, string>
  let previous: string | null = null
  for (const key of PROJECT_STAGE_KEYS) {
    let day = addDays(contractDate, PLANNED_DAYS_AFTER_CONTRACT[key])
    if (key !== 'contract_signed') {
      if (previous && day <= previous) day = addDays(previous, 1)
      day = nextWorkday(day)
    }
    plan[key] = day
    previous = day
  }
  return plan
}

export type StageDates = {
  stageKey: string
  position: number
  actualOn: string | null
  plannedOn: string | null
}

/**
 * Where a project stands: the furthest stage reached (and its day), and the first stage not yet
 * reached (which may come before the current one when a stage was recorded out of order) with its
 * planned day; no next stage once all are reached.
 */
export function projectStanding(stages: readonly StageDates[]): {
  currentStage: ProjectStageKey
  currentStageOn: string | null
  nextStage: ProjectStageKey | null
  nextPlannedOn: string | null
} {
  const ordered = [...stages].sort((a, b) => a.position - b.position)
  const reached = ordered.filter((stage) => stage.actualOn)
  const current = reached[reached.length - 1]
  const next = ordered.find((stage) => !stage.actualOn)
  return {
    currentStage: (current?.stageKey as ProjectStageKey | undefined) ?? 'contract_signed',
    currentStageOn: current?.actualOn ?? null,
    nextStage: (next?.stageKey as ProjectStageKey | undefined) ?? null,
    nextPlannedOn: next?.plannedOn ?? null,
  }
}

/** The earlier stages not reached yet when `stageKey` is recorded as reached (empty: in order). */
export function skippedStages(stages: readonly StageDates[], stageKey: ProjectStageKey): ProjectStageKey[] {
  const position = stagePosition(stageKey)
  return [...stages]
    .sort((a, b) => a.position - b.position)
    .filter((stage) => stage.position < position && !stage.actualOn)
    .map((stage) => stage.stageKey as ProjectStageKey)
}

/** The day an installment tied to a stage reached on `reachedOn` must be paid by. */
export function installmentDueOn(reachedOn: string): string {
  return addDays(reachedOn, PAYMENT_TERMS_DAYS)
}

export type InstallmentStatus = 'paid' | 'not_due' | 'due' | 'overdue'

export const INSTALLMENT_STATUS_LABELS: Record<InstallmentStatus, string> = {
  paid: 'Paid',
  not_due: 'Not due yet',
  due: 'Due',
  overdue: 'Overdue',
}

/** Paid in full; else not due (its stage not reached), due (by its day) or overdue (past it). */
export function installmentStatus(
  installment: { amountCents: number; paidCents: number; dueOn: string | null },
  today: string,
): InstallmentStatus {
  if (installment.paidCents >= installment.amountCents) return 'paid'
  if (!installment.dueOn) return 'not_due'
  return installment.dueOn < today ? 'overdue' : 'due'
}

/** Spec 02 §9.2: check, bank transfer or Zelle; no cash, no cryptocurrency. */
export const PAYMENT_METHODS = ['check', 'bank_transfer', 'zelle'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  check: 'Check',
  bank_transfer: 'Bank transfer',
  zelle: 'Zelle',
}

/** What a stage keeps besides its dates: photos, and the documents issue 36 §1 names. */
export const PROJECT_FILE_KINDS = [
  'photo',
  'survey',
  'hoa_approval',
  'permit',
  'inspection_report',
  'other',
] as const
export type ProjectFileKind = (typeof PROJECT_FILE_KINDS)[number]
export const PROJECT_FILE_KIND_LABELS: Record<ProjectFileKind, string> = {
  photo: 'Photo',
  survey: 'Survey',
  hoa_approval: 'HOA approval',
  permit: 'Permit',
  inspection_report: 'Inspection report',
  other: 'Other document',
}

export function isProjectFileKind(value: unknown): value is ProjectFileKind {
  return typeof value === 'string' && (PROJECT_FILE_KINDS as readonly string[]).includes(value)
}

/** Where a document kind usually belongs, for the upload form's first choice. */
export const SUGGESTED_DOCUMENT: Partial<Record<ProjectStageKey, ProjectFileKind>> = {
  technical_visit: 'survey',
  permit_submitted: 'hoa_approval',
  permit_approved: 'permit',
  final_inspection: 'inspection_report',
}

/** A day as people read it: 'Mar 7, 2026' (the day itself, whatever the server's zone). */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—'
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]
  return month ? `${month} ${d}, ${y}` : day
}

export const PROJECT_MESSAGES = {
  notFound: 'The project was not found. It may have been removed.',
  beforeContract: (contractDate: string) =>
    `A stage date cannot be before the contract date (${formatDay(contractDate)}).`,
  reachedInFuture: 'The date reached cannot be in the future: record it on the day the stage is done.',
  outOfOrder: (missing: readonly ProjectStageKey[]) =>
    `${missing.map(projectStageLabel).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not reached yet: say why this stage is recorded before ${missing.length === 1 ? 'it' : 'them'}.`,
  contractSignedFixed:
    'The contract was signed on its contract date: that date cannot be changed or cleared.',
  unknownOwner: 'Choose an active staff member, or nobody.',
  unknownStage: 'Choose a stage of the project.',
  alreadyAtStage: 'The project has already reached this stage.',
  paymentAboveBalance: (balanceCents: string) =>
    `This is more than the installment's balance of ${balanceCents}. Record at most that much against it.`,
  installmentPaid: 'This installment is paid in full: choose another one.',
  paymentInFuture: 'The payment date cannot be in the future.',
  paymentBeforeContract: (contractDate: string) =>
    `A payment cannot be dated before the contract (${formatDay(contractDate)}).`,
  unknownInstallment: 'Choose an installment of this contract.',
  photoNotImage: 'A photo must be a JPEG, PNG or WebP image.',
  documentType: 'A document must be a PDF, or a JPEG, PNG or WebP image.',
} as const
