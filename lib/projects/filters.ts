/**
 * The projects list's filters, in the address (/admin/projects?stage=excavation&office=ocala…):
 * stage, office, rep (a username), overdue (behind schedule, a payment overdue, or either), a
 * search of the homeowner's name and the page; view=board shows the board by stage instead of the
 * list, with the same filters but the stage (its columns are the stages).
 */
import { z } from 'zod'
import { parseQuery, type ParsedQuery, type SearchParamsInput } from '@/lib/admin/list-params'
import { PROJECT_STAGE_KEYS, type ProjectStageKey } from './rules'

export const PROJECTS_PATH = '/admin/projects'
export const PROJECTS_PAGE_SIZE = 25
/** The value of the office or rep filter for projects without one. */
export const NONE = 'none'

export const OVERDUE_FILTERS = ['any', 'schedule', 'payment'] as const
export type OverdueFilter = (typeof OVERDUE_FILTERS)[number]
export const OVERDUE_FILTER_LABELS: Record<OverdueFilter, string> = {
  any: 'Behind schedule or payment overdue',
  schedule: 'Behind schedule',
  payment: 'Payment overdue',
}

export const PROJECT_VIEWS = ['list', 'board'] as const
export type ProjectView = (typeof PROJECT_VIEWS)[number]

export type ProjectFilters = {
  view: ProjectView
  stage?: ProjectStageKey
  office?: string
  rep?: string
  overdue?: OverdueFilter
  q?: string
  page: number
}

const schema = z.object({
  view: z.enum(PROJECT_VIEWS, { error: 'Choose the list or the board.' }).default('list'),
  stage: z.enum(PROJECT_STAGE_KEYS, { error: 'Choose a stage of the list.' }).optional(),
  office: z.string().max(50, 'Unknown office.').optional(),
  rep: z.string().max(50, 'Unknown rep.').optional(),
  overdue: z.enum(OVERDUE_FILTERS, { error: 'Choose an overdue filter of the list.' }).optional(),
  q: z.string().max(100, 'Search for at most 100 characters.').optional(),
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be 1 or more.')
    .max(100_000, 'No such page.')
    .default(1),
})

export function parseProjectFilters(input: SearchParamsInput): ParsedQuery<ProjectFilters> {
  return parseQuery(input, ['view', 'stage', 'office', 'rep', 'overdue', 'q', 'page'], schema)
}

export function projectFiltersQuery(filters: Partial<ProjectFilters>): string {
  const params = new URLSearchParams()
  if (filters.view === 'board') params.set('view', 'board')
  for (const key of ['stage', 'office', 'rep', 'overdue', 'q'] as const) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  if (filters.page && filters.page > 1 && filters.view !== 'board') params.set('page', String(filters.page))
  return params.toString()
}

export function projectsHref(filters: Partial<ProjectFilters>, path = PROJECTS_PATH): string {
  const query = projectFiltersQuery(filters)
  return query ? `${path}?${query}` : path
}
