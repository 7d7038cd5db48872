import { Check } from 'lucide-react'
import { clsx } from 'clsx'
import { ESTIMATE_STEP_LABELS } from '@/content/estimate-page'
import type { EstimateStep } from '@/lib/leads/forms/estimate-steps'

/** The estimate form's progress: each step's number (a tick once done) and label. */
export function StepIndicator({ step }: { step: EstimateStep }) {
  return (
    <ol className="my-6 grid grid-cols-3 gap-2" aria-label="Form progress" data-testid="step-indicator">
      {ESTIMATE_STEP_LABELS.map((label, index) => {
        const number = index + 1
        const complete = number < step
        const current = number === step
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            data-complete={complete || undefined}
            className="flex flex-col items-center gap-1 text-center"
          >
            <span
              className={clsx(
                'flex size-9 items-center justify-center rounded-full border-2 text-sm font-bold',
                complete && 'border-emerald-600 bg-emerald-600 text-white',
                current && 'border-primary bg-primary text-white',
                !complete && !current && 'border-slate-300 bg-white text-slate-600',
              )}
            >
              {complete ? <Check className="size-5" aria-label="Completed" /> : number}
            </span>
            <span
              className={clsx(
                'text-xs sm:text-sm',
                current ? 'font-semibold text-primary' : 'text-muted-foreground',
              )}
            >
              {label}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
