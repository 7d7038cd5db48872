/**
 * The leads desk's filter bar: a plain GET form, so filters live in the URL (shareable, back
 * button, works without JavaScript) and the CSV export reuses them.
 */
import Link from 'next/link'
import { Field, NativeSelect } from '@/components/admin/form-controls'
import { Button, buttonVariants } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { LEAD_SORTS, LEAD_SORT_LABELS, NONE, type LeadFilters } from '@/lib/leads/estimates/filters'
import type { LeadFilterOptions } from '@/lib/leads/estimates/options'
import {
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  LEAD_TYPES,
  LEAD_TYPE_LABELS,
} from '@/lib/leads/estimates/statuses'
import { PAGE_SIZES } from '@/lib/admin/list-params'

export function LeadFiltersForm({
  filters,
  options,
}: {
  filters: Partial<LeadFilters>
  options: LeadFilterOptions
}) {
  // The secondary filters stay folded away (phones) unless one of them is in use.
  const moreOpen = !!(
    filters.branch ||
    filters.source ||
    filters.rep ||
    filters.from ||
    filters.to ||
    (filters.sort && filters.sort !== 'newest') ||
    (filters.limit && filters.limit !== 25)
  )
  return (
    <form
      method="get"
      action="/admin/estimates"
      role="search"
      aria-label="Filter leads"
      className="mb-4 rounded-xl border bg-white p-4 shadow-sm"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]">
        <Field id="f-q" label="Search">
          <Input
            id="f-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            placeholder="Name, e-mail or phone"
            maxLength={100}
          />
        </Field>
        <Field id="f-status" label="Status">
          <NativeSelect id="f-status" name="status" defaultValue={filters.status ?? ''}>
            <option value="">All statuses</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="f-type" label="Type">
          <NativeSelect id="f-type" name="type" defaultValue={filters.type ?? ''}>
            <option value="">All types</option>
            {LEAD_TYPES.map((t) => (
              <option key={t} value={t}>
                {LEAD_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit">Apply filters</Button>
          <Link href="/admin/estimates" className={buttonVariants({ variant: 'ghost' })}>
            Clear
          </Link>
        </div>
      </div>
      <details className="group mt-3" open={moreOpen}>
        <summary className="cursor-pointer text-sm font-semibold text-primary select-none">
          More filters: branch, source, sales rep, dates, sort
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7">
          <Field id="f-branch" label="Branch">
            <NativeSelect id="f-branch" name="branch" defaultValue={filters.branch ?? ''}>
              <option value="">All branches</option>
              {options.branches.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
              <option value={NONE}>No branch</option>
            </NativeSelect>
          </Field>
          <Field id="f-source" label="Source page">
            <NativeSelect id="f-source" name="source" defaultValue={filters.source ?? ''}>
              <option value="">All sources</option>
              {filters.source && !options.sources.includes(filters.source) ? (
                <option value={filters.source}>{filters.source}</option>
              ) : null}
              {options.sources.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="f-rep" label="Sales rep">
            <NativeSelect id="f-rep" name="rep" defaultValue={filters.rep ?? ''}>
              <option value="">Anyone</option>
              <option value={NONE}>Unassigned</option>
              {filters.rep &&
              filters.rep !== NONE &&
              !options.staff.some((s) => s.username === filters.rep) ? (
                <option value={filters.rep}>{filters.rep}</option>
              ) : null}
              {options.staff.map((s) => (
                <option key={s.username} value={s.username}>
                  {s.username}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="f-from" label="Received from">
            <Input id="f-from" name="from" type="date" defaultValue={filters.from ?? ''} />
          </Field>
          <Field id="f-to" label="Received to">
            <Input id="f-to" name="to" type="date" defaultValue={filters.to ?? ''} />
          </Field>
          <Field id="f-sort" label="Sort">
            <NativeSelect id="f-sort" name="sort" defaultValue={filters.sort ?? 'newest'}>
              {LEAD_SORTS.map((s) => (
                <option key={s} value={s}>
                  {LEAD_SORT_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="f-limit" label="Per page">
            <NativeSelect id="f-limit" name="limit" defaultValue={String(filters.limit ?? 25)}>
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      </details>
    </form>
  )
}
