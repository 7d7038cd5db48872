/**
 * The lead page's Quotes panel: the lead's quotes with their state and totals, and 'New quote',
 * which opens the builder for this lead (for whoever may quote it: lib/quotes/access.ts).
 */
import { FilePlus2 } from 'lucide-react'
import Link from 'next/link'
import { Panel } from '@/components/admin/detail-list'
import { buttonVariants } from '@/components/ui/button'
import { can } from '@/lib/auth/permissions'
import type { AdminUser } from '@/lib/auth/session'
import { formatDateTime } from '@/lib/format'
import { formatWholeDollars } from '@/lib/money/cents'
import { newQuoteRefusal } from '@/lib/quotes/access'
import { listLeadQuotes } from '@/lib/quotes/queries'
import { QuoteStatusBadge } from './quote-status-badge'

export async function LeadQuotesPanel({
  admin,
  leadId,
  leadRep,
}: {
  admin: AdminUser
  leadId: number
  leadRep: string | null
}) {
  if (!can(admin.role, 'quotes:read')) return null
  const quotes = await listLeadQuotes(leadId)
  const mayQuote = can(admin.role, 'quotes:write') && newQuoteRefusal(admin, leadRep) === null
  return (
    <Panel title={`Quotes (${quotes.length})`}>
      {quotes.length === 0 ? (
        <p className="mb-3 text-sm text-muted-foreground">No quote yet.</p>
      ) : (
        <ul className="mb-3 space-y-2 text-sm">
          {quotes.map((q) => (
            <li key={q.id} className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="lead-quote">
              <Link
                href={`/admin/quotes/${q.id}`}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                {q.reference}
              </Link>
              <QuoteStatusBadge status={q.status} />
              <span className="tabular-nums">
                {q.lowestTotalCents === null
                  ? ''
                  : q.lowestTotalCents === q.highestTotalCents
                    ? formatWholeDollars(q.lowestTotalCents)
                    : `${formatWholeDollars(q.lowestTotalCents)} – ${formatWholeDollars(q.highestTotalCents ?? 0)}`}
              </span>
              <span className="text-xs text-muted-foreground">
                {q.viewedAt
                  ? `viewed ${formatDateTime(q.viewedAt)}`
                  : `updated ${formatDateTime(q.updatedAt)}`}
                {q.rep ? ` · ${q.rep}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {mayQuote ? (
        <Link href={`/admin/quotes/new?lead=${leadId}`} className={buttonVariants({ variant: 'default' })}>
          <FilePlus2 aria-hidden /> New quote
        </Link>
      ) : can(admin.role, 'quotes:write') && leadRep ? (
        <p className="text-xs text-muted-foreground">Only {leadRep} or an admin can quote this lead.</p>
      ) : null}
    </Panel>
  )
}
