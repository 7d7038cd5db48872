import 'server-only'
import { Panel } from '@/components/admin/detail-list'
import type { AdminUser } from '@/lib/auth/session'
import { can } from '@/lib/auth/permissions'
import { listAssignableStaff, listFollowUpsFor } from '@/lib/follow-ups/queries'
import type { FollowUpTarget } from '@/lib/follow-ups/rules'
import { FollowUpForm } from './follow-up-form'
import { FollowUpList } from './follow-up-list'

/** The follow-ups of a lead, contact message or appointment, with the form to add one. */
export async function FollowUpPanel({
  admin,
  target,
  targetId,
}: {
  admin: AdminUser
  target: FollowUpTarget
  targetId: number
}) {
  const canWrite = can(admin.role, 'follow-ups:write')
  const [items, staff] = await Promise.all([
    listFollowUpsFor(target, targetId),
    canWrite ? listAssignableStaff() : Promise.resolve([]),
  ])
  const open = items.filter((item) => !item.doneAt).length
  return (
    <Panel title={`Follow-ups (${open} open)`}>
      <FollowUpList items={items} now={new Date()} canWrite={canWrite} staff={staff} />
      {canWrite ? (
        <div className="mt-4 border-t pt-4">
          <FollowUpForm target={target} targetId={targetId} staff={staff} currentUserId={admin.id} />
        </div>
      ) : null}
    </Panel>
  )
}
