import { Download } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { DataTable, EmptyRow, TBody, THead, Td, Th, Tr } from '@/components/admin/data-table'
import { ContactLinks } from '@/components/admin/leads/contact-links'
import { Field, NativeSelect } from '@/components/admin/form-controls'
import { AdminPageHeader } from '@/components/admin/page-header'
import { Pager } from '@/components/admin/pager'
import { StatusBadge } from '@/components/admin/status-badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
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
      {!parsed.ok ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-900"
        >
          Some filters were not valid, so all messages are shown: {Object.values(parsed.errors).join(' ')}
        </p>
      ) : null}
      <form
        method="get"
        action="/admin/contacts"
        role="search"
        aria-label="Filter contact messages"
        className="mb-4 grid gap-3 rounded-xl border bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-7"
      >
        <Field id="c-q" label="Search">
          <Input
            id="c-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            placeholder="Name, e-mail, phone or text"
            maxLength={100}
          />
        </Field>
        <Field id="c-status" label="Status">
          <NativeSelect id="c-status" name="status" defaultValue={filters.status ?? ''}>
            <option value="">All statuses</option>
            {CONTACT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CONTACT_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="c-branch" label="Branch">
          <NativeSelect id="c-branch" name="branch" defaultValue={filters.branch ?? ''}>
            <option value="">All branches</option>
            {offices.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
            <option value="none">No branch</option>
          </NativeSelect>
        </Field>
        <Field id="c-rep" label="Sales rep">
          <NativeSelect id="c-rep" name="rep" defaultValue={filters.rep ?? ''}>
            <option value="">All reps</option>
            <option value="mine">Mine ({admin.username})</option>
            <option value="none">Unassigned</option>
            {staff
              .filter((s) => s.username !== admin.username)
              .map((s) => (
                <option key={s.username} value={s.username}>
                  {s.username}
                </option>
              ))}
          </NativeSelect>
        </Field>
        <Field id="c-from" label="Received from">
          <Input id="c-from" name="from" type="date" defaultValue={filters.from ?? ''} />
        </Field>
        <Field id="c-to" label="Received to">
          <Input id="c-to" name="to" type="date" defaultValue={filters.to ?? ''} />
        </Field>
        <Field id="c-sort" label="Sort">
          <NativeSelect id="c-sort" name="sort" defaultValue={filters.sort}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </NativeSelect>
        </Field>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4 2xl:col-span-7">
          <Button type="submit">Apply filters</Button>
          <Link href="/admin/contacts" className={buttonVariants({ variant: 'ghost' })}>
            Clear
          </Link>
        </div>
      </form>
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
