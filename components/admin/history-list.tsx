/** The history of a lead, contact or appointment, newest first, ending with when it was received. */
import { formatDateTime } from '@/lib/format'
import { describeLeadEvent } from '@/lib/leads/history'

type Event = {
  id: number
  action: string
  actor: string
  fromValue: string | null
  toValue: string | null
  leadType?: string
  createdAt: Date
}

export function HistoryList({
  events,
  receivedAt,
  receivedNote,
}: {
  events: Event[]
  receivedAt: Date
  /** Said after 'Received from the website'; null: the record was entered by staff, as its history says. */
  receivedNote?: string | null
}) {
  return (
    <ol className="space-y-2 text-sm" data-testid="history">
      {events.map((event) => (
        <li key={event.id} className="border-l-2 border-primary/40 pl-3">
          <p className="break-words">{describeLeadEvent(event)}</p>
          <p className="text-xs text-muted-foreground">{formatDateTime(event.createdAt)}</p>
        </li>
      ))}
      {receivedNote === null ? null : (
        <li className="border-l-2 border-muted-foreground/30 pl-3">
          <p>Received from the website{receivedNote ? ` (${receivedNote})` : ''}</p>
          <p className="text-xs text-muted-foreground">{formatDateTime(receivedAt)}</p>
        </li>
      )}
    </ol>
  )
}
