import type { Metadata } from 'next'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { BoardFilters } from '@/components/admin/pipeline/board-filters'
import { PipelineBoard } from '@/components/admin/pipeline/pipeline-board'
import { can } from '@/lib/auth/permissions'
import { NONE } from '@/lib/leads/estimates/filters'
import { loadBoard } from '@/lib/leads/pipeline/board-query'
import { PIPELINE_STATUSES } from '@/lib/leads/pipeline/columns'
import { lostReasonChoices } from '@/lib/leads/lists/queries'
import { getOffices } from '@/lib/offices/queries'
import { listActiveStaff } from '@/lib/users/staff'

export const metadata: Metadata = { title: 'Pipeline' }

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

export default async function PipelinePage({ searchParams }: { searchParams: Search }) {
  const { admin, denied } = await requirePagePermission('leads:read')
  if (denied) return denied
  const search = await searchParams
  const [offices, staff, lostReasons] = await Promise.all([
    getOffices(),
    listActiveStaff(),
    lostReasonChoices(),
  ])
  // An unknown office or rep in the address shows every lead rather than an error.
  const branchParam = one(search.branch)
  const repParam = one(search.rep)
  const branch = branchParam === NONE || offices.some((o) => o.id === branchParam) ? branchParam : undefined
  const rep = repParam === NONE || staff.some((s) => s.username === repParam) ? repParam : undefined
  const now = new Date()
  const columns = await loadBoard({ branch, rep }, now)

  const deskQuery = (status: string) => {
    const query = new URLSearchParams({ status })
    if (branch) query.set('branch', branch)
    if (rep) query.set('rep', rep)
    return `/admin/estimates?${query}`
  }
  const canMove = can(admin.role, 'leads:write')

  return (
    <>
      <AdminPageHeader
        title="Pipeline"
        description={
          canMove
            ? 'Leads by status. Drag a card to another column, or choose one in its “Move to” list and press Move.'
            : 'Leads by status.'
        }
      />
      <BoardFilters
        offices={[
          ...offices.map((o) => ({ value: o.id, label: o.name })),
          { value: NONE, label: 'No office' },
        ]}
        office={branch ?? ''}
        reps={[
          ...staff.map((s) => ({ value: s.username, label: s.username })),
          { value: NONE, label: 'Unassigned' },
        ]}
        rep={rep ?? ''}
      />
      <PipelineBoard
        key={`${branch ?? ''}|${rep ?? ''}`}
        initial={columns}
        officeNames={Object.fromEntries(offices.map((o) => [o.id, o.name]))}
        seeAllHrefs={Object.fromEntries(PIPELINE_STATUSES.map((s) => [s, deskQuery(s)]))}
        canMove={canMove}
        now={now.toISOString()}
        lostReasons={lostReasons}
      />
    </>
  )
}
