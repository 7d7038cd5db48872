import type { Metadata } from 'next'
import Link from 'next/link'
import { DataTable, EmptyRow, TBody, THead, Td, Th, Tr } from '@/components/admin/data-table'
import {
  FilterActions,
  FilterBar,
  InvalidFiltersNotice,
  SearchFilter,
  SelectFilter,
} from '@/components/admin/list-filters'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { Pagination } from '@/components/admin/pager'
import { QuoteStatusBadge } from '@/components/admin/quotes/quote-status-badge'
import { formatDate, formatDateTime, formatNumber } from '@/lib/format'
import { formatWholeDollars } from '@/lib/money/cents'
import { getOffices } from '@/lib/offices/queries'
import { dayInstant } from '@/lib/quotes/dates'
import {
  QUOTE_LIST_STATUSES,
  parseQuoteFilters,
  quoteFiltersToQuery,
  type QuoteFilters,
} from '@/lib/quotes/filters'
import { listQuotes, type QuoteListRow } from '@/lib/quotes/queries'
import { QUOTE_STATUS_LABELS } from '@/lib/quotes/states'
import { listActiveStaff } from '@/lib/users/staff'

export const metadata: Metadata = { title: 'Quotes' }

const DEFAULTS: QuoteFilters = { page: 1 }

/** The newest thing that happened to the latest version, in a few words. */
function lastEvent(row: QuoteListRow): string | null {
  if (row.acceptedAt) return `signed ${formatDate(row.acceptedAt)}`
  if (row.declinedAt) return `declined ${formatDate(row.declinedAt)}`
  if (row.expiredAt) return `expired ${formatDate(row.expiredAt)}`
  if (row.viewedAt) return `viewed ${formatDateTime(row.viewedAt)}`
  if (row.sentAt) return `sent ${formatDate(row.sentAt)}`
  return null
}

function totals(row: QuoteListRow): string {
  if (row.lowestTotalCents === null || row.highestTotalCents === null) return '—'
  if (row.lowestTotalCents === row.highestTotalCents) return formatWholeDollars(row.lowestTotalCents)
  return `${formatWholeDollars(row.lowestTotalCents)} – ${formatWholeDollars(row.highestTotalCents)}`
}

export default async function QuotesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { admin, denied } = await requirePagePermission('quotes:read')
  if (denied) return denied
  const parsed = parseQuoteFilters(await searchParams)
  const filters = parsed.ok ? parsed.filters : DEFAULTS
  const [page, offices, staff] = await Promise.all([
    listQuotes({ ...filters, me: admin.username }),
    getOffices(),
    listActiveStaff(),
  ])
  const officeName = new Map(offices.map((o) => [o.id, o.name]))
  const hrefFor = (n: number) => {
    const query = quoteFiltersToQuery(filters, n)
    return query ? `/admin/quotes?${query}` : '/admin/quotes'
  }

  return (
    <>
      <AdminPageHeader
        title="Quotes"
        description="Every quote with its latest version. A new quote starts from its lead's page (New quote)."
      />
      {!parsed.ok ? <InvalidFiltersNotice what="quotes" errors={parsed.errors} /> : null}
      <FilterBar label="Filter quotes" action="/admin/quotes" className="sm:grid-cols-2 lg:grid-cols-4">
        <SearchFilter id="q-q" value={filters.q} placeholder="Name, e-mail, phone, Q-123" />
        <SelectFilter
          id="q-status"
          label="Status"
          name="status"
          value={filters.status}
          all="All statuses"
          options={QUOTE_LIST_STATUSES.map((s) => ({ value: s, label: QUOTE_STATUS_LABELS[s] }))}
        />
        <SelectFilter
          id="q-rep"
          label="Sales rep"
          name="rep"
          value={filters.rep}
          all="All reps"
          options={[
            { value: 'mine', label: `Mine (${admin.username})` },
            { value: 'none', label: 'Nobody' },
            ...staff.filter((s) => s.username !== admin.username).map((s) => s.username),
          ]}
        />
        <SelectFilter
          id="q-office"
          label="Office"
          name="office"
          value={filters.office}
          all="All offices"
          options={offices.map((o) => ({ value: o.id, label: o.name }))}
        >
          <option value="none">No office</option>
        </SelectFilter>
        {filters.approval ? <input type="hidden" name="approval" value={filters.approval} /> : null}
        <FilterActions clearHref="/admin/quotes" className="sm:col-span-2 lg:col-span-4">
          {filters.approval === 'pending' ? (
            <p className="mr-auto self-center text-sm font-medium text-amber-900">
              Showing only discounts waiting for approval.
            </p>
          ) : null}
        </FilterActions>
      </FilterBar>
      <DataTable caption={`Quotes, ${formatNumber(page.total)} matching`}>
        <THead>
          <tr>
            <Th>Quote</Th>
            <Th>Homeowner</Th>
            <Th>Status</Th>
            <Th className="text-right">Total</Th>
            <Th>Rep and office</Th>
            <Th>Valid until</Th>
          </tr>
        </THead>
        <TBody>
          {page.rows.length === 0 ? (
            <EmptyRow colSpan={6}>No quotes match these filters.</EmptyRow>
          ) : (
            page.rows.map((row) => (
              <Tr key={row.id} data-testid="quote-row">
                <Td label="Quote" primary className="whitespace-nowrap">
                  <Link
                    href={`/admin/quotes/${row.id}`}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {row.reference}
                  </Link>
                  <span className="block text-xs text-muted-foreground">
                    updated {formatDate(row.updatedAt)}
                  </span>
                </Td>
                <Td label="Homeowner">
                  <Link
                    href={`/admin/estimates/${row.leadId}`}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {row.homeowner}
                  </Link>
                  {row.email ? (
                    <span className="block max-w-56 truncate text-xs text-muted-foreground" title={row.email}>
                      {row.email}
                    </span>
                  ) : (
                    <span className="block text-xs text-amber-800">No e-mail</span>
                  )}
                </Td>
                <Td label="Status">
                  <QuoteStatusBadge status={row.status} />
                  {row.discountApproval === 'pending' && row.status === 'draft' ? (
                    <span className="mt-1 block text-xs font-medium text-amber-800">
                      Discount waits for approval
                    </span>
                  ) : null}
                  {lastEvent(row) ? (
                    <span className="mt-1 block text-xs whitespace-nowrap text-muted-foreground">
                      {lastEvent(row)}
                    </span>
                  ) : null}
                </Td>
                <Td label="Total" className="font-medium whitespace-nowrap tabular-nums md:text-right">
                  {totals(row)}
                  {row.alternatives > 1 ? (
                    <span className="block text-xs font-normal text-muted-foreground">
                      {row.alternatives} options
                    </span>
                  ) : null}
                </Td>
                <Td label="Rep and office">
                  {row.rep ?? <span className="text-muted-foreground">No rep</span>}
                  <span className="block text-xs text-muted-foreground">
                    {row.officeId ? (officeName.get(row.officeId) ?? row.officeId) : 'No office'}
                  </span>
                </Td>
                <Td label="Valid until" className="whitespace-nowrap">
                  {formatDate(dayInstant(row.validUntil))}
                </Td>
              </Tr>
            ))
          )}
        </TBody>
      </DataTable>
      <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
        {formatNumber(page.total)} {page.total === 1 ? 'quote' : 'quotes'} match
      </p>
      <Pagination page={page.page} pageCount={page.pageCount} hrefFor={hrefFor} />
    </>
  )
}
