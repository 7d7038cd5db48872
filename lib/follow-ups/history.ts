/**
 * How follow-ups read in a record's history: the event keeps the follow-up as it was said then
 * ('Mar 9, 2026, 10:00 AM ET for maria: send the brochure'), so a later rename or edit does not
 * rewrite the past.
 */
import { formatDateTime } from '@/lib/format'

type Event = { action: string; actor: string; fromValue?: string | null; toValue: string | null }

export function describeFollowUp(followUp: { dueAt: Date; note: string }, assignee: string | null): string {
  const who = assignee ? ` for ${assignee}` : ' (unassigned)'
  const note = followUp.note ? `: ${followUp.note}` : ''
  const text = `${formatDateTime(followUp.dueAt)}${who}${note}`
  return text.length > 300 ? `${text.slice(0, 299)}…` : text
}

const VERBS: Record<string, string> = {
  follow_up_added: 'added a follow-up',
  follow_up_done: 'marked a follow-up done',
  follow_up_reopened: 'reopened a follow-up',
  follow_up_edited: 'changed a follow-up',
}

/** The line for a follow-up event, or null for any other event. */
export function describeFollowUpEvent(event: Event): string | null {
  const verb = VERBS[event.action]
  if (!verb) return null
  const was = event.action === 'follow_up_edited' && event.fromValue ? ` (was ${event.fromValue})` : ''
  return `${event.actor} ${verb}${event.toValue ? ` — due ${event.toValue}` : ''}${was}`
}
