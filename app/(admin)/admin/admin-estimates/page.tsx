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
import { StatusBadge } from '@/components/admin/status-badge'
import { buttonVariants } from '@/components/ui/button'
import {
  appointmentFiltersToQuery,
  listAppointments,
  parseAppointmentFilters,
  type AppointmentFilters,
} from '@/lib/leads/appointments/queries'
import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS } from '@/lib/leads/appointments/statuses'
import { formatDateTime, formatNumber } from '@/lib/format'
import { requirePagePermission } from '@/components/admin/page-guard'

export const metadata: Metadata = { title: 'Appointments' }

const DEFAULTS: AppointmentFilters = { sort: 'upcoming', limit: 25, page: 1 }

export default async function AppointmentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { denied } = await requirePagePermission('appointments:read')
  if (denied) return denied
  const parsed = parseAppointmentFilters(await searchParams)
  const filters = parsed.ok ? parsed.filters : DEFAULTS
  const result = await listAppointments(filters)
  const query = appointmentFiltersToQuery(filters)
  const pageHref = (page: number) =>
    `/admin/admin-estimates?${new URLSearchParams([...new URLSearchParams(query), ['page', String(page)]])}`

  return (
    <>
      <AdminPageHeader
        title="Appointments"
        description="Consultation requests: agree a date and time, confirm, then record how it went."
      />
      {!parsed.ok ? <InvalidFiltersNotice what="appointments" errors={parsed.errors} /> : null}
      <FilterBar
        label="Filter appointments"
        action="/admin/admin-estimates"
        className="sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6"
      >
        <SearchFilter id="a-q" value={filters.q} placeholder="Name, e-mail or phone" />
        <SelectFilter
          id="a-status"
          label="Status"
          name="status"
          value={filters.status}
          all="All statuses"
          options={APPOINTMENT_STATUSES.map((s) => ({ value: s, label: APPOINTMENT_STATUS_LABELS[s] }))}
        />
        <DateFilter id="a-from" label="Scheduled from" name="from" value={filters.from} />
        <DateFilter id="a-to" label="Scheduled to" name="to" value={filters.to} />
        <SelectFilter
          id="a-sort"
          label="Sort"
          name="sort"
          value={filters.sort}
          options={[
            { value: 'upcoming', label: 'By date and time' },
            { value: 'newest', label: 'Newest requests first' },
          ]}
        />
        <FilterActions
          clearHref="/admin/admin-estimates"
          className="sm:col-span-2 lg:col-span-3 2xl:col-span-6"
        >
          <label className="flex h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="unscheduled"
              value="1"
              defaultChecked={filters.unscheduled}
              className="size-4"
            />
            No date yet
          </label>
        </FilterActions>
      </FilterBar>
      <DataTable caption={`Appointments, ${result.total} matching`}>
        <THead>
          <tr>
            <Th>Date and time</Th>
            <Th>Customer</Th>
            <Th>Address</Th>
            <Th>Status</Th>
            <Th>Requested</Th>
            <Th>Lead</Th>
          </tr>
        </THead>
        <TBody>
          {result.rows.length === 0 ? (
            <EmptyRow colSpan={6}>No appointments match these filters.</EmptyRow>
          ) : (
            result.rows.map(({ appointment: a, leadStatus }) => (
              <Tr key={a.id} data-testid="appointment-row">
                <Td label="Date and time" className="whitespace-nowrap font-medium">
                  {a.scheduledAt ? (
                    formatDateTime(a.scheduledAt)
                  ) : (
                    <span className="text-muted-foreground">Not set</span>
                  )}
                </Td>
                <Td label="Customer" primary>
                  <Link
                    href={`/admin/admin-estimates/${a.id}`}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {a.customerName}
                  </Link>
                  <span className="block text-xs">
                    <ContactLinks phone={a.phone} email={a.email} />
                  </span>
                </Td>
                <Td label="Address" className="max-w-xs">
                  {a.address ?? '—'}
                </Td>
                <Td label="Status">
                  <StatusBadge status={a.status} />
                </Td>
                <Td label="Requested" className="whitespace-nowrap">
                  {formatDateTime(a.createdAt)}
                </Td>
                <Td label="Lead">
                  {a.estimateRequestId ? (
                    <Link href={`/admin/estimates/${a.estimateRequestId}`} className="text-primary underline">
                      Lead #{a.estimateRequestId}
                    </Link>
                  ) : (
                    '—'
                  )}{' '}
                  {leadStatus ? <StatusBadge status={leadStatus} /> : null}
                </Td>
              </Tr>
            ))
          )}
        </TBody>
      </DataTable>
      <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {formatNumber(result.total)} {result.total === 1 ? 'appointment' : 'appointments'} · page{' '}
          {filters.page} of {result.pages}
        </p>
        <div className="flex gap-2">
          {filters.page > 1 ? (
            <Link
              href={pageHref(filters.page - 1)}
              rel="prev"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              Previous
            </Link>
          ) : null}
          {filters.page < result.pages ? (
            <Link
              href={pageHref(filters.page + 1)}
              rel="next"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              Next
            </Link>
          ) : null}
        </div>
      </nav>
    </>
  )
}
