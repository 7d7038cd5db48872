/**
 * The contract's payment schedule (spec 02 §9.2), read as six installments: the 10 % initial
 * payment is paid as its two process deposits, 1 % to schedule the technical visit and 9 % after
 * it; then 35 % at excavation, 35 % at installation, 15 % at finishing and 5 % at completion
 * (docs/decisions/payment-schedule-six-installments.md). Amounts are whole cents that add up to
 * the total exactly: each installment is its share rounded down, and the last one takes what the
 * rounding left.
 */
import { PAYMENT_STAGES } from '@/content/packages'
import { PRICING } from '@/content/marketing'
import type { ProjectStageKey } from '@/content/project-stages'
import { BASIS_POINTS_PER_PERCENT, FULL_BASIS_POINTS, mulDivFloor } from '@/lib/money/cents'

export type InstallmentTemplate = {
  label: string
  /** Share of the contract total in basis points. */
  percentBasisPoints: number
  /** The project stage whose arrival makes it due. */
  dueStage: ProjectStageKey
  /** When it falls due, as the homeowner reads it. */
  due: string
}

export type Installment = InstallmentTemplate & { position: number; amountCents: number }

function stagePercent(stage: string): number {
  const found = PAYMENT_STAGES.find((s) => s.stage === stage)
  if (!found) throw new Error(`No payment stage ${stage} in content/packages`)
  return found.percentage * BASIS_POINTS_PER_PERCENT
}

const bp = (percent: number) => percent * BASIS_POINTS_PER_PERCENT

/** The six installments, from the packages page's five stages and its process deposits. */
export const CONTRACT_PAYMENT_SCHEDULE: readonly InstallmentTemplate[] = [
  {
    label: 'Initial payment: technical visit deposit',
    percentBasisPoints: bp(PRICING.technicalVisitDepositPercent),
    dueStage: 'contract_signed',
    due: 'At signing, to schedule the technical visit',
  },
  {
    label: 'Initial payment: balance after the technical visit',
    percentBasisPoints: bp(PRICING.afterTechnicalVisitDepositPercent),
    dueStage: 'technical_visit',
    due: 'After the technical visit',
  },
  {
    label: 'Pre-construction',
    percentBasisPoints: stagePercent('Pre-construction'),
    dueStage: 'excavation',
    due: 'At excavation',
  },
  {
    label: 'Pool installation',
    percentBasisPoints: stagePercent('Pool installation'),
    dueStage: 'shell_set',
    due: 'When the shell is set and the plumbing is in',
  },
  {
    label: 'Finishing',
    percentBasisPoints: stagePercent('Finishing'),
    dueStage: 'backfill_deck',
    due: 'When the deck is poured',
  },
  {
    label: 'Final completion',
    percentBasisPoints: stagePercent('Final completion'),
    dueStage: 'completed',
    due: 'At handover, after start-up and your walkthrough',
  },
]

/** The schedule of a contract total: amounts in cents whose sum is the total, rounding to the last. */
export function paymentSchedule(
  totalCents: number,
  template: readonly InstallmentTemplate[] = CONTRACT_PAYMENT_SCHEDULE,
): Installment[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new RangeError(`A contract total must be whole non-negative cents, got ${totalCents}`)
  const shares = template.reduce((sum, item) => sum + item.percentBasisPoints, 0)
  if (shares !== FULL_BASIS_POINTS)
    throw new RangeError(`The installments' shares add up to ${shares / 100}%, not 100%`)
  let allotted = 0
  return template.map((item, index) => {
    const last = index === template.length - 1
    const amountCents = last
      ? totalCents - allotted
      : mulDivFloor(totalCents, item.percentBasisPoints, FULL_BASIS_POINTS)
    allotted += amountCents
    return { ...item, position: index + 1, amountCents }
  })
}
