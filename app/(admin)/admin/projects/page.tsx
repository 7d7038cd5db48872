import type { Metadata } from 'next'
import Link from 'next/link'
import { InvalidFiltersNotice } from '@/components/admin/list-filters'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { Pagination } from '@/components/admin/pager'
import { ProjectBoard } from '@/components/admin/projects/project-board'
import { ProjectFiltersBar } from '@/components/admin/projects/project-filters'
import { ProjectList } from '@/components/admin/projects/project-list'
import { buttonVariants } from '@/components/ui/button'
import { can } from '@/lib/auth/permissions'
import { businessDay, formatNumber } from '@/lib/format'
import { projectScope } from '@/lib/projects/access'
import { parseProjectFilters, projectsHref, type ProjectFilters } from '@/lib/projects/filters'
import { listProjects, loadProjectBoard } from '@/lib/projects/list-query'
import { projectOptions } from '@/lib/projects/queries'

export const metadata: Metadata = { title: 'Projects' }

const DEFAULTS: ProjectFilters = { view: 'list', page: 1 }

export default async function ProjectsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { admin, denied } = await requirePagePermission('projects:read')
  if (denied) return denied
  const parsed = parseProjectFilters(await searchParams)
  const filters = parsed.ok ? parsed.filters : DEFAULTS
  const scope = projectScope(admin)
  const today = businessDay(new Date())
  const options = await projectOptions()
  const board = filters.view === 'board'
  const [list, columns] = await Promise.all([
    board ? null : listProjects(scope, filters, today),
    board ? loadProjectBoard(scope, filters, today) : null,
  ])
  const viewLink = (view: 'list' | 'board') =>
    buttonVariants({ variant: filters.view === view ? 'default' : 'outline', size: 'sm' })

  return (
    <>
      <AdminPageHeader
        title="Projects"
        description={
          scope.all
            ? 'Every pool being built after a signed contract: where it stands, what comes next, and what is paid.'
            : 'The pools of your customers being built after their signed contract (read only).'
        }
        actions={
          <nav aria-label="Projects view" className="flex gap-2">
            <Link
              href={projectsHref({ ...filters, view: 'list', page: 1 })}
              aria-current={!board ? 'page' : undefined}
              className={viewLink('list')}
            >
              List
            </Link>
            <Link
              href={projectsHref({ ...filters, view: 'board', stage: undefined })}
              aria-current={board ? 'page' : undefined}
              className={viewLink('board')}
            >
              Board by stage
            </Link>
          </nav>
        }
      />
      {!parsed.ok ? <InvalidFiltersNotice what="projects" errors={parsed.errors} /> : null}
      <ProjectFiltersBar
        filters={filters}
        offices={options.offices.map((o) => ({ value: o.id, label: o.name }))}
        reps={scope.all ? options.staff.map((s) => ({ value: s.username, label: s.username })) : null}
      />
      {columns ? (
        <ProjectBoard
          columns={columns}
          canMove={can(admin.role, 'projects:write')}
          listHref={(stage) =>
            projectsHref({ ...filters, view: 'list', stage: stage as ProjectFilters['stage'], page: 1 })
          }
        />
      ) : null}
      {list ? (
        <>
          <ProjectList rows={list.rows} caption={`Projects, ${formatNumber(list.total)} matching`} />
          <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
            {formatNumber(list.total)} {list.total === 1 ? 'project' : 'projects'} · those not completed
            first, by the day their next stage is planned
          </p>
          <Pagination
            page={list.page}
            pageCount={list.pageCount}
            hrefFor={(page) => projectsHref({ ...filters, page })}
          />
        </>
      ) : null}
    </>
  )
}
