import type { LeadFieldBinding } from '@/components/leads/lead-field'
import { LeadField } from '@/components/leads/lead-field'
import { ESTIMATE_FORM } from '@/content/estimate-page'
import { BUDGET_RANGES, TIMELINES } from '@/content/lead-options'
import type { EstimateField } from '@/lib/leads/forms/estimate-steps'

/** Step 2 of the estimate form, Details: e-mail, budget and timeline. */
export function DetailsStep({ field }: { field: (name: EstimateField) => LeadFieldBinding }) {
  return (
    <>
      <LeadField
        {...field('email')}
        label="Email (optional)"
        type="email"
        autoComplete="email"
        maxLength={255}
      />
      <LeadField
        {...field('budgetRange')}
        label="Budget Range"
        control="select"
        placeholder={ESTIMATE_FORM.budgetPlaceholder}
        options={BUDGET_RANGES.map((value) => ({ value, label: value }))}
      />
      <LeadField
        {...field('timeframe')}
        label="Project Timeline"
        control="select"
        placeholder={ESTIMATE_FORM.timelinePlaceholder}
        options={TIMELINES}
      />
    </>
  )
}
