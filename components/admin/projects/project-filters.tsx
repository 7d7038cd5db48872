/** The projects' filter bar (the list kit): search, stage (list only), office, rep and overdue. */
import {
  FilterActions,
  FilterBar,
  SearchFilter,
  SelectFilter,
  type FilterOption,
} from '@/components/admin/list-filters'
import {
  NONE,
  OVERDUE_FILTERS,
  OVERDUE_FILTER_LABELS,
  PROJECTS_PATH,
  type ProjectFilters,
} from '@/lib/projects/filters'
import { PROJECT_STAGES } from '@/lib/projects/rules'

export function ProjectFiltersBar({
  filters,
  offices,
  reps,
}: {
  filters: ProjectFilters
  offices: readonly FilterOption[]
  /** Null for a sales rep, who sees only their own projects. */
  reps: readonly FilterOption[] | null
}) {
  const board = filters.view === 'board'
  return (
    <FilterBar
      label="Filter projects"
      action={PROJECTS_PATH}
      className="sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-[minmax(0,1.4fr)_repeat(4,minmax(0,1fr))_auto] 2xl:items-end"
    >
      {board ? <input type="hidden" name="view" value="board" /> : null}
      <SearchFilter id="projects-q" value={filters.q} placeholder="Homeowner or pool" />
      {board ? null : (
        <SelectFilter
          id="projects-stage"
          label="Stage"
          name="stage"
          value={filters.stage}
          all="All stages"
          options={PROJECT_STAGES.map((s) => ({ value: s.key, label: s.label }))}
        />
      )}
      <SelectFilter
        id="projects-office"
        label="Office"
        name="office"
        value={filters.office}
        all="All offices"
        options={[...offices, { value: NONE, label: 'No office' }]}
      />
      {reps ? (
        <SelectFilter
          id="projects-rep"
          label="Rep"
          name="rep"
          value={filters.rep}
          all="All reps"
          options={[...reps, { value: NONE, label: 'No rep' }]}
        />
      ) : null}
      <SelectFilter
        id="projects-overdue"
        label="Overdue"
        name="overdue"
        value={filters.overdue}
        all="Any"
        options={OVERDUE_FILTERS.map((value) => ({ value, label: OVERDUE_FILTER_LABELS[value] }))}
      />
      <FilterActions clearHref={board ? `${PROJECTS_PATH}?view=board` : PROJECTS_PATH} />
    </FilterBar>
  )
}
