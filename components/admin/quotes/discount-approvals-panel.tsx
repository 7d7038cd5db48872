/**
 * The admin's pending items of the quotes (dashboard): drafts whose discount is above the rep's
 * limit and waits for an admin's approval before the quote can be sent.
 */
import { BadgePercent } from 'lucide-react'
import Link from 'next/link'
import { Panel } from '@/components/admin/detail-list'
import { formatDateTime } from '@/lib/format'
import { formatCents } from '@/lib/money/cents'
import { listPendingApprovals } from '@/lib/quotes/queries'
import { discountText } from './version-view'

export async function DiscountApprovalsPanel({ className }: { className?: string }) {
  const pending = await listPendingApprovals()
  return (
    <Panel title={`Discounts to approve (${pending.length})`} className={className}>
      {pending.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No quote waits for a discount approval. A rep&apos;s discount above the limit in Settings → Quotes
          appears here.
        </p>
      ) : (
        <ul className="space-y-2 text-sm" data-testid="pending-approvals">
          {pending.map((p) => (
            <li key={p.quoteId} className="flex items-start gap-2">
              <BadgePercent className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <Link
                  href={`/admin/quotes/${p.quoteId}`}
                  className="font-semibold text-primary hover:underline"
                >
                  {p.reference} for {p.homeowner}
                </Link>
                <span className="block text-xs text-muted-foreground">
                  {discountText(p)} · up to {formatCents(p.highestDiscountCents)} · {p.rep ?? 'no rep'} ·{' '}
                  {formatDateTime(p.updatedAt)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {pending.length > 0 ? (
        <Link
          href="/admin/quotes?approval=pending"
          className="mt-3 inline-block text-sm text-primary underline"
        >
          See them in the quotes list
        </Link>
      ) : null}
    </Panel>
  )
}
