/**
 * The leads desk's filter bar: a plain GET form, so filters live in the URL (shareable, back
 * button, works without JavaScript) and the CSV export reuses them.
 */
import {
  DateFilter,
  FilterActions,
  FilterBar,
  SearchFilter,
  SelectFilter,
} from '@/components/admin/list-filters'
import { LEAD_SORTS, LEAD_SORT_LABELS, NONE, type LeadFilters } from '@/lib/leads/estimates/filters'
import type { LeadFilterOptions } from '@/lib/leads/estimates/options'
import {
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  LEAD_TYPES,
  LEAD_TYPE_LABELS,
} from '@/lib/leads/estimates/statuses'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/lib/admin/list-params'

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
    <FilterBar label="Filter leads" action="/admin/estimates" className="block">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]">
        <SearchFilter id="f-q" value={filters.q} placeholder="Name, e-mail, phone or address" />
        <SelectFilter
          id="f-status"
          label="Status"
          name="status"
          value={filters.status}
          all="All statuses"
          options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
        />
        <SelectFilter
          id="f-type"
          label="Type"
          name="type"
          value={filters.type}
          all="All types"
          options={LEAD_TYPES.map((t) => ({ value: t, label: LEAD_TYPE_LABELS[t] ?? t }))}
        />
        <FilterActions clearHref="/admin/estimates" />
      </div>
      <details className="group mt-3" open={moreOpen}>
        <summary className="cursor-pointer text-sm font-semibold text-primary select-none">
          More filters: branch, source, sales rep, dates, sort
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-7">
          <SelectFilter
            id="f-branch"
            label="Branch"
            name="branch"
            value={filters.branch}
            all="All branches"
            options={options.branches.map((b) => ({ value: b.id, label: b.name }))}
          >
            <option value={NONE}>No branch</option>
          </SelectFilter>
          <SelectFilter
            id="f-source"
            label="Source page"
            name="source"
            value={filters.source}
            all="All sources"
            options={
              filters.source && !options.sources.includes(filters.source)
                ? [filters.source, ...options.sources]
                : options.sources
            }
          />
          <SelectFilter
            id="f-rep"
            label="Sales rep"
            name="rep"
            value={filters.rep}
            all="Anyone"
            options={[
              { value: NONE, label: 'Unassigned' },
              ...(filters.rep &&
              filters.rep !== NONE &&
              !options.staff.some((s) => s.username === filters.rep)
                ? [filters.rep]
                : []),
              ...options.staff.map((s) => s.username),
            ]}
          />
          <DateFilter id="f-from" label="Received from" name="from" value={filters.from} />
          <DateFilter id="f-to" label="Received to" name="to" value={filters.to} />
          <SelectFilter
            id="f-sort"
            label="Sort"
            name="sort"
            value={filters.sort ?? 'newest'}
            options={LEAD_SORTS.map((s) => ({ value: s, label: LEAD_SORT_LABELS[s] }))}
          />
          <SelectFilter
            id="f-limit"
            label="Per page"
            name="limit"
            value={String(filters.limit ?? DEFAULT_PAGE_SIZE)}
            options={PAGE_SIZES.map(String)}
          />
        </div>
      </details>
    </FilterBar>
  )
}
