/** The answer to a bulk change on the leads desk, in words: what changed, what was skipped and why. */
import type { BulkLeadResult } from './bulk'

const leadsWord = (n: number) => `${n} ${n === 1 ? 'lead' : 'leads'}`

export const BULK_SKIP_REASONS = {
  changed: 'a colleague changed it after you loaded the list',
  gone: 'it no longer exists',
  'no-deal-value': 'it has no deal value yet: mark it Won on its page, with the amount',
} as const

export function describeBulkResult({ changed, unchanged, skipped }: BulkLeadResult): string {
  const parts = [`${leadsWord(changed.length)} changed.`]
  if (unchanged.length > 0) parts.push(`${leadsWord(unchanged.length)} needed no change.`)
  if (skipped.length > 0)
    parts.push(
      `Skipped ${leadsWord(skipped.length)}: ${skipped
        .map((skip) => `${skip.name} (${BULK_SKIP_REASONS[skip.reason]})`)
        .join(
          '; ',
        )}.${skipped.some((skip) => skip.reason !== 'no-deal-value') ? ' Reload the list to see their changes.' : ''}`,
    )
  return parts.join(' ')
}
