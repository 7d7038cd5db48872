import type { Metadata } from 'next'
import Link from 'next/link'
import { DataTable, EmptyRow, TBody, THead, Td, Th, Tr } from '@/components/admin/data-table'
import { AdminPageHeader } from '@/components/admin/page-header'
import { Pager } from '@/components/admin/pager'
import { SpamRowActions } from '@/components/admin/spam/spam-row-actions'
import {
  SpamBulkDelete,
  SpamSelectAll,
  SpamSelectBox,
  SpamSelectionProvider,
} from '@/components/admin/spam/spam-selection'
import { formatDateTime, formatNumber } from '@/lib/format'
import { LEAD_TYPE_LABELS } from '@/lib/leads/estimates/statuses'
import { listSpam, parseSpamFilters, spamFiltersToQuery, type SpamFilters } from '@/lib/leads/spam/queries'
import {
  heldSlotText,
  SPAM_VIEWS,
  SPAM_VIEW_LABELS,
  spamReasonDetail,
  summarizeSpam,
} from '@/lib/leads/spam/summary'
import { getOffices } from '@/lib/offices/queries'
import { requirePagePermission } from '@/components/admin/page-guard'
import { cn } from '@/lib/utils'

export const metadata: Metadata = { title: 'Suspected spam' }

const DEFAULTS: SpamFilters = { view: 'pending', limit: 25, dir: 'next' }

/**
 * Submissions the spam defences held back (honeypot filled, or sent faster than a person types):
 * nothing was e-mailed or counted for them. Whoever works leads reviews them here, newest first.
 */
export default async function SpamPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { denied } = await requirePagePermission('leads:write')
  if (denied) return denied
  const parsed = parseSpamFilters(await searchParams)
  const filters = parsed.ok ? parsed.filters : DEFAULTS
  const [page, offices] = await Promise.all([listSpam(filters), getOffices()])
  const officeNames = new Map(offices.map((office) => [office.id, office.name]))
  const query = spamFiltersToQuery(filters)
  const count = `${formatNumber(page.total)}${page.totalCapped ? '+' : ''}`
  const pending = filters.view === 'pending'

  return (
    <>
      <AdminPageHeader
        title="Suspected spam"
        description="Submissions the spam defences held back: no e-mail went out and no conversion was counted. 'Not spam' stores one as a real lead, as if it had just passed."
      />
      {!parsed.ok ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-900"
        >
          {Object.values(parsed.errors).join(' ')} Showing the first page of submissions to review.
        </p>
      ) : null}
      <nav aria-label="Suspected spam views" className="mb-4 flex gap-2">
        {SPAM_VIEWS.map((view) => (
          <Link
            key={view}
            href={view === 'pending' ? '/admin/spam' : `/admin/spam?view=${view}`}
            aria-current={filters.view === view ? 'page' : undefined}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-medium',
              filters.view === view ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            {SPAM_VIEW_LABELS[view]}
          </Link>
        ))}
      </nav>
      <SpamSelectionProvider ids={pending ? page.rows.map((row) => row.id) : []}>
        {pending && page.rows.length > 0 ? <SpamBulkDelete /> : null}
        <DataTable caption={`Suspected spam, ${SPAM_VIEW_LABELS[filters.view].toLowerCase()}: ${count}`}>
          <THead>
            <tr>
              {pending ? (
                <Th className="w-10">
                  <SpamSelectAll />
                </Th>
              ) : null}
              <Th>Sent</Th>
              <Th>From</Th>
              <Th>What was sent</Th>
              <Th>Why it was flagged</Th>
              <Th>{pending ? <span className="sr-only">Actions</span> : 'Decision'}</Th>
            </tr>
          </THead>
          <TBody>
            {page.rows.length === 0 ? (
              <EmptyRow colSpan={pending ? 6 : 5}>
                {pending
                  ? 'Nothing to review: no submission is waiting.'
                  : 'No submission has been marked not spam yet.'}
              </EmptyRow>
            ) : (
              page.rows.map((row) => {
                const sent = summarizeSpam(row.payload)
                const label = sent.name || sent.email || `submission #${row.id}`
                return (
                  <Tr key={row.id} data-testid="spam-row">
                    {pending ? (
                      <Td label="Select">
                        <SpamSelectBox id={row.id} label={label} />
                      </Td>
                    ) : null}
                    <Td label="Sent" className="whitespace-nowrap">
                      {formatDateTime(row.createdAt)}
                    </Td>
                    <Td label="From">
                      <span className="block font-semibold">{sent.name || '(no name)'}</span>
                      {sent.phone ? (
                        <span className="block text-xs whitespace-nowrap">{sent.phone}</span>
                      ) : null}
                      {sent.email ? (
                        <span className="block text-xs break-all text-muted-foreground">{sent.email}</span>
                      ) : null}
                    </Td>
                    <Td label="What was sent" className="max-w-md">
                      <span className="block text-xs font-medium text-muted-foreground">
                        {LEAD_TYPE_LABELS[row.requestType] ?? row.requestType}
                        {sent.sourcePage ? ` · from ${sent.sourcePage}` : ''}
                      </span>
                      {sent.address ? <span className="block text-xs">{sent.address}</span> : null}
                      {row.slotAt && row.slotOfficeId ? (
                        <span className="mt-1 block text-xs font-medium" data-testid="spam-held-slot">
                          Consultation asked for:{' '}
                          {heldSlotText({
                            scheduledAt: row.slotAt,
                            officeName: officeNames.get(row.slotOfficeId) ?? row.slotOfficeId,
                          })}
                          {pending ? ' (booked if still free when marked not spam)' : ''}
                        </span>
                      ) : null}
                      {sent.message ? (
                        <span className="mt-1 block whitespace-pre-wrap break-words">
                          {sent.message.length > 400 ? `${sent.message.slice(0, 399)}…` : sent.message}
                        </span>
                      ) : (
                        <span className="block text-muted-foreground">(no message)</span>
                      )}
                    </Td>
                    <Td label="Why it was flagged" className="max-w-xs break-words">
                      {spamReasonDetail(row.reason, row.payload)}
                    </Td>
                    <Td label={pending ? undefined : 'Decision'} className="md:text-right">
                      {pending ? (
                        <SpamRowActions id={row.id} label={label} />
                      ) : (
                        <span className="text-sm">
                          <Link
                            href={
                              row.restoredAs === 'contact'
                                ? `/admin/contacts/${row.restoredId}`
                                : `/admin/estimates/${row.restoredId}`
                            }
                            className="font-medium text-primary underline"
                          >
                            {row.restoredAs === 'contact' ? 'Contact message' : 'Lead'} #{row.restoredId}
                          </Link>
                          <span className="block text-xs text-muted-foreground">
                            by {row.reviewedBy ?? '—'}, {formatDateTime(row.reviewedAt)}
                          </span>
                        </span>
                      )}
                    </Td>
                  </Tr>
                )
              })
            )}
          </TBody>
        </DataTable>
      </SpamSelectionProvider>
      <Pager
        basePath="/admin/spam"
        query={query}
        prevCursor={page.prevCursor}
        nextCursor={page.nextCursor}
        summary={`${count} ${page.total === 1 ? 'submission' : 'submissions'}`}
      />
    </>
  )
}
