import { Download, Plus, ShieldAlert, Users } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { DataTable, EmptyRow, TBody, THead, Td, Th, Tr } from '@/components/admin/data-table'
import { ContactLinks } from '@/components/admin/leads/contact-links'
import { LeadBulkBar } from '@/components/admin/leads/lead-bulk-bar'
import { LeadFiltersForm } from '@/components/admin/leads/lead-filters'
import { AdminPageHeader } from '@/components/admin/page-header'
import { Pager } from '@/components/admin/pager'
import { RowSelectionProvider, SelectAllBox, SelectRowBox } from '@/components/admin/row-selection'
import { StatusBadge } from '@/components/admin/status-badge'
import { buttonVariants } from '@/components/ui/button'
import { formatDate, formatDateTime, formatNumber } from '@/lib/format'
import { versionOf } from '@/lib/write/concurrency'
import { filtersToQuery, parseLeadFilters, type LeadFilters } from '@/lib/leads/estimates/filters'
import { listLeads } from '@/lib/leads/estimates/list-query'
import { leadFilterOptions } from '@/lib/leads/estimates/options'
import { LEAD_TYPE_LABELS, type LeadType } from '@/lib/leads/estimates/statuses'
import { lostReasonChoices } from '@/lib/leads/lists/queries'
import { pendingSpamCount } from '@/lib/leads/spam/queries'
import { requirePagePermission } from '@/components/admin/page-guard'
import { can } from '@/lib/auth/permissions'
import { listActiveStaff } from '@/lib/users/staff'

export const metadata: Metadata = { title: 'Leads' }

const DEFAULTS: LeadFilters = { sort: 'newest', limit: 25, dir: 'next' }

export default async function LeadsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { admin, denied } = await requirePagePermission('leads:read')
  if (denied) return denied
  const parsed = parseLeadFilters(await searchParams)
  const filters = parsed.ok ? parsed.filters : DEFAULTS
  // Whoever may write leads reviews spam and changes leads in bulk.
  const canWrite = can(admin.role, 'leads:write')
  const [page, options, spam, staff, lostReasons] = await Promise.all([
    listLeads(filters),
    leadFilterOptions(),
    canWrite ? pendingSpamCount() : null,
    canWrite ? listActiveStaff() : [],
    canWrite ? lostReasonChoices() : [],
  ])
  const versions = Object.fromEntries(page.rows.map((lead) => [lead.id, versionOf(lead.updatedAt) ?? '']))
  const leadName = (lead: (typeof page.rows)[number]) =>
    [lead.firstName, lead.lastName].filter(Boolean).join(' ') || `Lead #${lead.id}`
  const query = filtersToQuery(filters)
  const branchName = new Map(options.branches.map((b) => [b.id, b.name]))
  const count = `${formatNumber(page.total)}${page.totalCapped ? '+' : ''}`

  return (
    <>
      <AdminPageHeader
        title="Leads"
        description="Estimate and appointment requests from the website, and the leads reps enter (messages are under Contacts)."
        actions={
          <>
            {canWrite ? (
              <Link href="/admin/estimates/new" className={buttonVariants()}>
                <Plus aria-hidden /> New lead
              </Link>
            ) : null}
            {spam ? (
              <Link href="/admin/spam" className={buttonVariants({ variant: 'ghost' })}>
                <ShieldAlert aria-hidden /> Suspected spam ({formatNumber(spam.count)}
                {spam.capped ? '+' : ''} to review)
              </Link>
            ) : null}
            {can(admin.role, 'leads:export') ? (
              <a
                href={`/api/admin/estimates/export${query ? `?${query}` : ''}`}
                download
                className={buttonVariants({ variant: 'outline' })}
              >
                <Download aria-hidden /> Export CSV
              </a>
            ) : null}
          </>
        }
      />
      {!parsed.ok ? (
        <div
          role="alert"
          className="mb-4 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-semibold">Some filters were not valid, so all leads are shown:</p>
          <ul className="list-disc pl-5">
            {Object.values(parsed.errors).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <LeadFiltersForm filters={filters} options={options} />
      {page.notice ? (
        <p
          role="status"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {page.notice}
        </p>
      ) : null}
      <RowSelectionProvider ids={canWrite ? page.rows.map((lead) => lead.id) : []}>
        {canWrite && page.rows.length > 0 ? (
          <LeadBulkBar versions={versions} staff={staff} lostReasons={lostReasons} />
        ) : null}
        <DataTable caption={`Leads, ${count} matching`}>
          <THead>
            <tr>
              {canWrite ? (
                <Th className="w-10">
                  <SelectAllBox label="Select every lead on this page" />
                </Th>
              ) : null}
              <Th>Received</Th>
              <Th>Name</Th>
              <Th>Contact</Th>
              <Th>Type</Th>
              <Th>Status</Th>
              <Th>Branch</Th>
              <Th>Source</Th>
              <Th>Sales rep</Th>
            </tr>
          </THead>
          <TBody>
            {page.rows.length === 0 ? (
              <EmptyRow colSpan={canWrite ? 9 : 8}>No leads match these filters.</EmptyRow>
            ) : (
              page.rows.map((lead) => (
                <Tr key={lead.id} data-testid="lead-row">
                  {canWrite ? (
                    <Td label="Select">
                      <SelectRowBox id={lead.id} label={leadName(lead)} testId="lead-select" />
                    </Td>
                  ) : null}
                  <Td label="Received" className="whitespace-nowrap">
                    {formatDateTime(lead.createdAt)}
                  </Td>
                  <Td label="Name" primary>
                    <Link
                      href={`/admin/estimates/${lead.id}`}
                      className="font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      {leadName(lead)}
                    </Link>
                    {lead.duplicates > 0 ? (
                      <span className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-800">
                        <Users className="size-3.5" aria-hidden />
                        Same phone or e-mail as {lead.duplicates} other{' '}
                        {lead.duplicates === 1 ? 'lead' : 'leads'}
                      </span>
                    ) : null}
                  </Td>
                  <Td label="Contact" className="text-xs">
                    <ContactLinks phone={lead.phone} email={lead.email} />
                  </Td>
                  <Td label="Type">{LEAD_TYPE_LABELS[lead.requestType as LeadType] ?? lead.requestType}</Td>
                  <Td label="Status">
                    <StatusBadge status={lead.status} />
                    {lead.statusUpdatedAt ? (
                      <span className="mt-1 block text-xs whitespace-nowrap text-muted-foreground">
                        since {formatDate(lead.statusUpdatedAt)}
                      </span>
                    ) : null}
                  </Td>
                  <Td label="Branch">
                    {lead.nearestBranch ? (branchName.get(lead.nearestBranch) ?? lead.nearestBranch) : '—'}
                  </Td>
                  <Td label="Source">{lead.sourcePage ?? '—'}</Td>
                  <Td label="Sales rep">
                    {lead.salesRep ?? <span className="text-muted-foreground">Unassigned</span>}
                  </Td>
                </Tr>
              ))
            )}
          </TBody>
        </DataTable>
      </RowSelectionProvider>
      <Pager
        basePath="/admin/estimates"
        query={query}
        prevCursor={page.prevCursor}
        nextCursor={page.nextCursor}
        summary={`${count} ${page.total === 1 ? 'lead' : 'leads'} match`}
      />
    </>
  )
}
