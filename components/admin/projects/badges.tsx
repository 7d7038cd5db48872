/** The small labels of the project screens: a stage, an installment's state, a late day. */
import { Badge } from '@/components/ui/badge'
import {
  INSTALLMENT_STATUS_LABELS,
  projectStageLabel,
  type InstallmentStatus,
  type ProjectStageKey,
} from '@/lib/projects/rules'
import { cn } from '@/lib/utils'

export function StageBadge({ stage, className }: { stage: ProjectStageKey; className?: string }) {
  return (
    <span
      data-stage={stage}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        stage === 'completed'
          ? 'border-emerald-200 bg-emerald-100 text-emerald-900'
          : 'border-sky-200 bg-sky-50 text-sky-900',
        className,
      )}
    >
      {projectStageLabel(stage)}
    </span>
  )
}

const INSTALLMENT_VARIANTS = {
  paid: 'success',
  not_due: 'secondary',
  due: 'warning',
  overdue: 'destructive',
} as const

export function InstallmentBadge({ status }: { status: InstallmentStatus }) {
  return (
    <Badge variant={INSTALLMENT_VARIANTS[status]} data-installment-status={status}>
      {INSTALLMENT_STATUS_LABELS[status]}
    </Badge>
  )
}

export function LateBadge({ children = 'Late' }: { children?: React.ReactNode }) {
  return <Badge variant="destructive">{children}</Badge>
}
