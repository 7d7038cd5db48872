import { ESTIMATE_FORM } from '@/content/estimate-page'
import { TIMELINES } from '@/content/lead-options'
import type { EstimateField, EstimateValues } from '@/lib/leads/forms/estimate-steps'

/** The first two steps' answers, in the order they were asked, with the labels of their fields. */
const ANSWERS: { field: EstimateField; label: string }[] = [
  { field: 'name', label: 'Full Name' },
  { field: 'phone', label: 'Phone Number' },
  { field: 'address', label: 'Property Address' },
  { field: 'email', label: 'Email' },
  { field: 'budgetRange', label: 'Budget Range' },
  { field: 'timeframe', label: 'Project Timeline' },
]

function shown(field: EstimateField, value: string): string {
  const text = value.trim()
  if (field === 'timeframe') return TIMELINES.find((t) => t.value === text)?.label ?? text
  return text
}

/**
 * The review step's summary: every answer of steps 1 and 2, each with a 'Change' that goes back to
 * the step showing it (and, with JavaScript, into the field). The buttons post the form's intent
 * (`edit:<field>`), so they work without JavaScript too.
 */
export function ReviewSummary({ values }: { values: EstimateValues }) {
  return (
    <section aria-labelledby="estimate-review-title" data-testid="estimate-review">
      <h4 id="estimate-review-title" className="text-base font-semibold">
        {ESTIMATE_FORM.reviewTitle}
      </h4>
      <dl className="mt-2 divide-y rounded-xl border">
        {ANSWERS.map(({ field, label }) => {
          const text = shown(field, values[field])
          return (
            <div
              key={field}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 px-4 py-2.5"
              data-testid={`review-${field}`}
            >
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd
                className={
                  text ? 'col-start-1 font-medium break-words' : 'col-start-1 text-muted-foreground italic'
                }
              >
                {text || ESTIMATE_FORM.notGiven}
              </dd>
              <dd className="col-start-2 row-span-2 row-start-1">
                <button
                  type="submit"
                  name="intent"
                  value={`edit:${field}`}
                  className="min-h-11 rounded-md px-3 text-sm font-semibold text-primary underline underline-offset-2 hover:bg-accent"
                  aria-label={`${ESTIMATE_FORM.change} ${label}`}
                >
                  {ESTIMATE_FORM.change}
                </button>
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
