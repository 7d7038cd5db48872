import { Loader2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ESTIMATE_FORM } from '@/content/estimate-page'
import type { EstimateStep } from '@/lib/leads/forms/estimate-steps'

/**
 * Continue (or submit on the last step) and Back. They post the form's intent, so they work
 * without JavaScript too. The primary button comes first so Enter continues; Back is shown on the
 * left.
 */
export function StepButtons({
  step,
  busy,
  continueDisabled,
  submitLabel,
  pendingLabel,
}: {
  step: EstimateStep
  busy: boolean
  continueDisabled: boolean
  submitLabel: string
  pendingLabel: string
}) {
  return (
    <div className="mt-8 flex flex-row-reverse flex-wrap items-center justify-between gap-3">
      {step < 3 ? (
        <Button type="submit" name="intent" value="next" size="lg" disabled={continueDisabled || busy}>
          {ESTIMATE_FORM.continue}
        </Button>
      ) : (
        <Button type="submit" name="intent" value="submit" size="lg" disabled={busy}>
          {busy ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />
              {pendingLabel}
            </>
          ) : (
            submitLabel
          )}
        </Button>
      )}
      {step > 1 && (
        <Button type="submit" name="intent" value="back" variant="outline" size="lg" disabled={busy}>
          {ESTIMATE_FORM.back}
        </Button>
      )}
    </div>
  )
}
