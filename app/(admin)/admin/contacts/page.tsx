import { Download } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { DataTable, EmptyRow, TBody, THead, Td, Th, Tr } from '@/components/admin/data-table'
import { ContactLinks } from '@/components/admin/leads/contact-links'
import {
  DateFilter,
  FilterActions,
  FilterBar,
  InvalidFiltersNotice,
  SearchFilter,
  SelectFilter,
} from '@/components/admin/list-filters'
import { AdminPageHeader } from '@/components/admin/page-header'
import { Pager } from '@/components/admin/pager'
import { StatusBadge } from '@/components/admin/status-badge'
import { buttonVariants } from '@/components/ui/button'
import {
  contactFiltersToQuery,
  listContacts,
  parseContactFilters,
  type ContactFilters,
} from '@/lib/leads/contacts/queries'
import { CONTACT_STATUSES, CONTACT_STATUS_LABELS } from '@/lib/leads/contacts/statuses'
import { formatDateTime, formatNumber } from '@/lib/format'
import { requirePagePermission } from '@/components/admin/page-guard'
import { can } from '@/lib/auth/permissions'
import { getOffices } from '@/lib/offices/queries'
import { listActiveStaff } from '@/lib/users/staff'

export const metadata: Metadata = { title: 'Contacts' }

const DEFAULTS: ContactFilters = { sort: 'newest', limit: 25, dir: 'next' }

export default async function ContactsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { admin, denied } = await requirePagePermission('contacts:read')
  if (denied) return denied
  const parsed = parseContactFilters(await searchParams)
  const filters = parsed.ok ? parsed.filters : DEFAULTS
  const [page, offices, staff] = await Promise.all([
    listContacts({ ...filters, me: admin.username }),
    getOffices(),
    listActiveStaff(),
  ])
  const query = contactFiltersToQuery(filters)
  const branchName = new Map(offices.map((o) => [o.id, o.name]))

  return (
    <>
      <AdminPageHeader
        title="Contacts"
        description="Messages sent through the contact forms are sales enquiries: take one, reply, convert it to a lead or close it."
        actions={
          can(admin.role, 'leads:export') ? (
            <a
              href={`/api/admin/contacts/export${query ? `?${query}` : ''}`}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              <Download aria-hidden /> Export CSV
            </a>
          ) : null
        }
      />
      {!parsed.ok ? <InvalidFiltersNotice what="messages" errors={parsed.errors} /> : null}
      <FilterBar
        label="Filter contact messages"
        action="/admin/contacts"
        className="sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-7"
      >
        <SearchFilter id="c-q" value={filters.q} placeholder="Name, e-mail, phone or text" />
        <SelectFilter
          id="c-status"
          label="Status"
          name="status"
          value={filters.status}
          all="All statuses"
          options={CONTACT_STATUSES.map((s) => ({ value: s, label: CONTACT_STATUS_LABELS[s] }))}
        />
        <SelectFilter
          id="c-branch"
          label="Branch"
          name="branch"
          value={filters.branch}
          all="All branches"
          options={offices.map((o) => ({ value: o.id, label: o.name }))}
        >
          <option value="none">No branch</option>
        </SelectFilter>
        <SelectFilter
          id="c-rep"
          label="Sales rep"
          name="rep"
          value={filters.rep}
          all="All reps"
          options={[
            { value: 'mine', label: `Mine (${admin.username})` },
            { value: 'none', label: 'Unassigned' },
            ...staff.filter((s) => s.username !== admin.username).map((s) => s.username),
          ]}
        />
        <DateFilter id="c-from" label="Received from" name="from" value={filters.from} />
        <DateFilter id="c-to" label="Received to" name="to" value={filters.to} />
        <SelectFilter
          id="c-sort"
          label="Sort"
          name="sort"
          value={filters.sort}
          options={[
            { value: 'newest', label: 'Newest first' },
            { value: 'oldest', label: 'Oldest first' },
          ]}
        />
        <FilterActions clearHref="/admin/contacts" className="sm:col-span-2 lg:col-span-4 2xl:col-span-7" />
      </FilterBar>
      <DataTable caption={`Contact messages, ${page.total} matching`}>
        <THead>
          <tr>
            <Th>Received</Th>
            <Th>From</Th>
            <Th>Message</Th>
            <Th>Status</Th>
            <Th>Rep</Th>
            <Th>Branch</Th>
            <Th>Source</Th>
          </tr>
        </THead>
        <TBody>
          {page.rows.length === 0 ? (
            <EmptyRow colSpan={7}>No contact messages match these filters.</EmptyRow>
          ) : (
            page.rows.map((c) => (
              <Tr key={c.id} data-testid="contact-row">
                <Td label="Received" className="whitespace-nowrap">
                  {formatDateTime(c.createdAt)}
                </Td>
                <Td label="From" primary>
                  <Link
                    href={`/admin/contacts/${c.id}`}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {c.name}
                  </Link>
                  <span className="block text-xs">
                    <ContactLinks phone={c.phone} email={c.email} />
                  </span>
                </Td>
                <Td label="Message" className="max-w-md">
                  <p className="line-clamp-2">{c.message}</p>
                  {c.notes ? <p className="mt-1 text-xs text-muted-foreground">Note: {c.notes}</p> : null}
                </Td>
                <Td label="Status">
                  <StatusBadge status={c.status} />
                  {c.estimateRequestId ? (
                    <Link
                      href={`/admin/estimates/${c.estimateRequestId}`}
                      className="mt-1 block text-xs text-primary underline-offset-4 hover:underline"
                    >
                      Lead #{c.estimateRequestId}
                    </Link>
                  ) : null}
                </Td>
                <Td label="Rep">{c.salesRep ?? <span className="text-muted-foreground">Unassigned</span>}</Td>
                <Td label="Branch">
                  {c.nearestBranch ? (branchName.get(c.nearestBranch) ?? c.nearestBranch) : '—'}
                </Td>
                <Td label="Source">{c.sourcePage ?? c.source}</Td>
              </Tr>
            ))
          )}
        </TBody>
      </DataTable>
      <Pager
        basePath="/admin/contacts"
        query={query}
        prevCursor={page.prevCursor}
        nextCursor={page.nextCursor}
        summary={`${formatNumber(page.total)} ${page.total === 1 ? 'message' : 'messages'} match`}
      />
    </>
  )
}
