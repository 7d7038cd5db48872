import { lazyModule } from '@/lib/leads/forms/load'

/**
 * The estimate form's schema (zod), loaded once the visitor focuses the form (lib/leads/forms/load):
 * the form checks a field on blur and a step on Continue with it, and the submission checks the
 * whole request.
 */
export const estimateRules = lazyModule(() => import('@/lib/leads/forms/estimate'))

/** The schema; waits for it if it is still on its way. Null when it could not be loaded. */
export async function loadEstimateRules() {
  return estimateRules.current ?? (await estimateRules.ready())
}
