import { Waves } from 'lucide-react'
import { ESTIMATE_FORM } from '@/content/estimate-page'
import type { EstimatePrefill } from '@/lib/leads/prefill'

/** What the visitor chose on the page that sent them: a pool of the catalogue, or a resurfacing service. */
export function EstimateChoice({ prefill }: { prefill: EstimatePrefill }) {
  if (prefill.pool) {
    return (
      <div
        className="mt-5 flex gap-3 rounded-xl border border-cyan-200 bg-accent p-4 text-accent-foreground"
        data-testid="pool-selected"
      >
        <Waves className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{ESTIMATE_FORM.poolSelected}</p>
          <p className="text-sm">
            {prefill.pool.name}
            {[prefill.pool.dimensions, prefill.pool.shape, prefill.pool.manufacturer]
              .filter(Boolean)
              .map((part) => ` · ${part}`)
              .join('')}
          </p>
        </div>
      </div>
    )
  }
  if (prefill.resurfacingService) {
    return (
      <p className="mt-5 rounded-xl bg-accent p-4 text-sm text-accent-foreground">
        Service: <strong>{prefill.resurfacingService}</strong>
      </p>
    )
  }
  return null
}
