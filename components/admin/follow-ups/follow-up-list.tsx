import { AlarmClock, CheckCircle2 } from 'lucide-react'
import { formatDateTime, toDateTimeLocal } from '@/lib/format'
import type { AssignableStaff, FollowUpItem } from '@/lib/follow-ups/queries'
import { cn } from '@/lib/utils'
import { FollowUpDoneButton } from './follow-up-done-button'
import { FollowUpEdit } from './follow-up-edit'

/**
 * A record's follow-ups: open ones first (overdue in red), done ones greyed with who did them.
 * An open one can be changed (time, assignee, note) in place.
 */
export function FollowUpList({
  items,
  now,
  canWrite,
  staff,
}: {
  items: FollowUpItem[]
  now: Date
  canWrite: boolean
  /** Who an open follow-up can be given to (active staff). */
  staff: AssignableStaff[]
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">No follow-ups yet.</p>
  return (
    <ul className="space-y-2" aria-label="Follow-ups">
      {items.map((item) => {
        const overdue = !item.doneAt && item.dueAt < now
        return (
          <li
            key={item.id}
            data-testid="follow-up"
            className={cn(
              'flex flex-wrap items-start justify-between gap-3 rounded-lg border p-3 text-sm',
              item.doneAt && 'bg-muted/60 text-muted-foreground',
              overdue && 'border-red-300 bg-red-50',
            )}
          >
            <div className="min-w-0 flex-1 basis-60">
              <p className={cn('font-semibold', overdue && 'text-red-900')}>
                {overdue ? <AlarmClock className="mr-1 inline size-4 align-[-3px]" aria-hidden /> : null}
                {item.doneAt ? (
                  <CheckCircle2 className="mr-1 inline size-4 align-[-3px]" aria-hidden />
                ) : null}
                {overdue ? 'Overdue: ' : item.doneAt ? 'Done: ' : 'Due '}
                {formatDateTime(item.dueAt)}
              </p>
              <p>
                {item.assignee ? `For ${item.assignee}` : 'Unassigned (the assignee was removed)'} · added by{' '}
                {item.createdBy}
                {item.doneAt ? ` · done by ${item.doneBy ?? 'someone'} ${formatDateTime(item.doneAt)}` : ''}
              </p>
              {item.note ? <p className="mt-1 whitespace-pre-wrap break-words">{item.note}</p> : null}
            </div>
            {canWrite ? (
              // contents: the buttons sit beside the text; an opened change form takes a line of its own.
              <div className="contents">
                <FollowUpDoneButton
                  id={item.id}
                  done={!!item.doneAt}
                  version={item.updatedAt.toISOString()}
                />
                {item.doneAt ? null : (
                  <FollowUpEdit
                    id={item.id}
                    version={item.updatedAt.toISOString()}
                    due={toDateTimeLocal(item.dueAt)}
                    assigneeId={item.assigneeId}
                    assignee={item.assignee}
                    note={item.note}
                    staff={staff}
                  />
                )}
              </div>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
