import type { Metadata } from 'next'
import { AdminPageHeader } from '@/components/admin/page-header'
import { FilterActions, FilterBar, SearchFilter, SelectFilter } from '@/components/admin/list-filters'
import { Pagination } from '@/components/admin/pager'
import { hrefWith, readSearchParams } from '@/components/admin/forms/search-params'
import { AUDIT_PER_PAGE, auditFilterSchema, changedFields, listAudit } from '@/lib/audit/queries'
import { formatDateTime } from '@/lib/format'
import { requirePagePermission } from '@/components/admin/page-guard'

export const metadata: Metadata = { title: 'Audit log' }

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > 300 ? `${text.slice(0, 299)}…` : text
}

/** Every admin write: who, what, when, and the fields before and after. Admins only. */
export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { denied } = await requirePagePermission('audit:read')
  if (denied) return denied
  const filters = auditFilterSchema.parse(await readSearchParams(searchParams))
  const { rows, total, entities } = await listAudit(filters)
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PER_PAGE))
  return (
    <div className="max-w-6xl">
      <AdminPageHeader
        title="Audit log"
        description="Every change made in the admin area, newest first."
        back={{ href: '/admin/settings', label: 'Settings' }}
      />
      <FilterBar label="Filter the audit log" className="sm:grid-cols-[1fr_1fr_auto]">
        <SelectFilter
          id="audit-entity"
          label="Record type"
          name="entity"
          value={filters.entity}
          all="All"
          options={entities}
        />
        <SearchFilter
          id="audit-actor"
          label="User"
          name="actor"
          value={filters.actor}
          placeholder="username"
        />
        <FilterActions submitLabel="Filter" />
      </FilterBar>
      <p className="mb-2 text-sm text-muted-foreground">{total} entries</p>
      <ol className="space-y-2">
        {rows.map((row) => {
          const changes = changedFields(row.before, row.after)
          return (
            <li key={row.id} className="rounded-xl border bg-white p-4 shadow-sm" data-testid="audit-entry">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <time dateTime={row.createdAt.toISOString()} className="text-muted-foreground">
                  {formatDateTime(row.createdAt)}
                </time>
                <span className="font-semibold">{row.actorUsername}</span>
                <span>{row.action}</span>
                <span className="font-mono text-xs">
                  {row.entity}
                  {row.entityId && ` #${row.entityId}`}
                </span>
              </p>
              {changes.length > 0 && (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-medium text-primary">
                    {changes.length} {changes.length === 1 ? 'field' : 'fields'}:{' '}
                    {changes
                      .map((c) => c.field)
                      .slice(0, 6)
                      .join(', ')}
                    {changes.length > 6 && '…'}
                  </summary>
                  <div className="mt-2 overflow-x-auto">
                    <table className="w-full text-left text-xs">
                      <thead>
                        <tr className="text-muted-foreground">
                          <th scope="col" className="py-1 pr-3">
                            Field
                          </th>
                          <th scope="col" className="py-1 pr-3">
                            Before
                          </th>
                          <th scope="col" className="py-1">
                            After
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {changes.map((c) => (
                          <tr key={c.field} className="border-t align-top">
                            <th scope="row" className="py-1 pr-3 font-mono font-normal">
                              {c.field}
                            </th>
                            <td className="py-1 pr-3 break-all text-red-800">{show(c.before)}</td>
                            <td className="py-1 break-all text-emerald-800">{show(c.after)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </details>
              )}
            </li>
          )
        })}
      </ol>
      {rows.length === 0 && (
        <p className="rounded-xl border bg-white p-8 text-center text-muted-foreground">No entries.</p>
      )}
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        hrefFor={(page) => hrefWith('/admin/audit', { ...filters, page })}
      />
    </div>
  )
}
