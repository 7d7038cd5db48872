/** One line of a lead's, contact's or appointment's history in words, e.g. "maria changed the status from New to Contacted". */
import { formatDateTime, fromDateTimeLocal } from '@/lib/format'
import { formatCents } from '@/lib/money/cents'
import { describeFollowUpEvent } from '@/lib/follow-ups/history'
import { describeQuoteEvent } from '@/lib/quotes/history'
import { APPOINTMENT_STATUS_LABELS } from '@/lib/leads/appointments/statuses'
import { CONTACT_STATUS_LABELS } from '@/lib/leads/contacts/statuses'
import { LEAD_STATUS_LABELS } from './estimates/statuses'

type Event = {
  action: string
  actor: string
  fromValue: string | null
  toValue: string | null
  /** lead_events.lead_type: 'estimate', 'contact' or 'appointment'. */
  leadType?: string
}

const LABELS: Record<string, string> = {
  ...APPOINTMENT_STATUS_LABELS,
  ...CONTACT_STATUS_LABELS,
  ...LEAD_STATUS_LABELS,
}
const statusLabel = (value: string | null) => (value ? (LABELS[value] ?? value) : 'none')

/**
 * A stored appointment time in the admin's one format. New events hold the ISO instant; events
 * written before that hold Eastern wall time as '2025-04-18 10:30 ET'.
 */
function shownTime(value: string): string {
  const legacy = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} ET$/.test(value)
    ? fromDateTimeLocal(value.slice(0, -3))
    : undefined
  const shown = formatDateTime(legacy ?? value)
  return shown === '—' ? value : shown
}

/** The contact details a lead's history names by their label. */
const DETAIL_LABELS: Record<string, string> = {
  first_name: 'first name',
  last_name: 'last name',
  phone: 'phone',
  email: 'e-mail',
  address: 'address',
  branch: 'office',
}

function changed(event: Event, label: string): string {
  if (!event.fromValue) return `${event.actor} set the ${label} to ${event.toValue ?? ''}`
  if (!event.toValue) return `${event.actor} cleared the ${label} (was ${event.fromValue})`
  return `${event.actor} changed the ${label} from ${event.fromValue} to ${event.toValue}`
}

/** Cents stored as text ('4650000') in dollars ('$46,500.00'); the text itself if it is not cents. */
function cents(value: string | null): string {
  return value && /^\d+$/.test(value) ? formatCents(Number(value)) : (value ?? 'none')
}

export function describeLeadEvent(event: Event): string {
  const followUp = describeFollowUpEvent(event)
  if (followUp) return followUp
  const quote = describeQuoteEvent(event)
  if (quote) return quote
  switch (event.action) {
    case 'status':
      return `${event.actor} changed the status from ${statusLabel(event.fromValue)} to ${statusLabel(event.toValue)}`
    case 'lost_reason':
      return event.toValue
        ? `${event.actor} recorded the reason lost: ${event.toValue}`
        : `${event.actor} cleared the reason lost (was: ${event.fromValue ?? 'none'})`
    case 'sales_rep':
      return event.toValue
        ? `${event.actor} assigned the ${event.leadType === 'contact' ? 'message' : 'lead'} to ${event.toValue}${event.fromValue ? ` (was ${event.fromValue})` : ''}`
        : `${event.actor} unassigned ${event.fromValue ?? 'the sales rep'}`
    case 'comment':
      return `${event.actor} commented: ${event.toValue ?? ''}`
    case 'notes':
      return event.toValue
        ? `${event.actor} updated the notes: ${event.toValue}`
        : `${event.actor} cleared the notes`
    case 'scheduled_at':
      return event.toValue
        ? `${event.actor} set the date to ${shownTime(event.toValue)}${event.fromValue ? ` (was ${shownTime(event.fromValue)})` : ''}`
        : `${event.actor} cleared the date`
    case 'duration_minutes':
      return `${event.actor} changed the length from ${event.fromValue ?? '?'} to ${event.toValue ?? '?'} minutes`
    case 'office':
    case 'assignee':
      return event.toValue
        ? `${event.actor} set the ${event.action} to ${event.toValue}${event.fromValue ? ` (was ${event.fromValue})` : ''}`
        : `${event.actor} cleared the ${event.action} (was ${event.fromValue ?? 'none'})`
    case 'invite':
      return `Calendar ${event.toValue === 'cancelled' ? 'cancellation' : `invite (${event.toValue ?? 'update'})`} e-mailed to ${event.fromValue ?? 'the homeowner'}`
    case 'not_spam':
      return `${event.actor} marked it not spam: stored from ${event.toValue ?? 'suspected spam'}${event.fromValue ? ` (flagged: ${event.fromValue})` : ''}`
    case 'converted':
      return `${event.actor} converted the message into ${event.toValue ?? 'a lead'}`
    case 'converted_from_contact':
      return `${event.actor} converted it from ${event.toValue ?? 'a contact message'}`
    case 'created':
      return `Received from the website${event.toValue ? ` (${event.toValue})` : ''}`
    case 'entered':
      return `${event.actor} entered the lead${event.toValue ? ` (source: ${event.toValue})` : ''}`
    case 'first_name':
    case 'last_name':
    case 'phone':
    case 'email':
    case 'address':
    case 'branch':
      return changed(event, DETAIL_LABELS[event.action] ?? event.action)
    case 'deal_value':
      return event.toValue
        ? `${event.actor === 'homeowner' ? 'The signed contract set' : `${event.actor} set`} the deal value to ${cents(event.toValue)}${event.fromValue ? ` (was ${cents(event.fromValue)})` : ''}`
        : `${event.actor} cleared the deal value (was ${cents(event.fromValue)})`
    case 'visit':
      return `${event.actor} booked a site visit for ${event.toValue ? shownTime(event.toValue) : 'a time'}${event.fromValue ? ` (appointment #${event.fromValue})` : ''}`
    case 'booked':
      return `${event.actor} booked it as a site visit${event.toValue ? ` from ${event.toValue.replace(/^Lead/, 'lead')}` : ''}, confirmed`
    // The homeowner's page (issue 35): actor 'homeowner'.
    case 'quote_viewed':
      return `The homeowner opened quote ${event.toValue ?? ''} for the first time`
    case 'quote_signed':
      return `The homeowner signed the contract: ${event.toValue ?? ''}`
    case 'quote_declined':
      return `The homeowner declined quote ${event.fromValue ?? ''}${event.toValue ? `: “${event.toValue}”` : ' (no reason given)'}`
    case 'homeowner_link':
      return `A new link to the homeowner’s page was e-mailed to ${event.toValue ?? 'the homeowner'} at their request`
    default:
      return `${event.actor}: ${event.action}${event.toValue ? ` → ${event.toValue}` : ''}`
  }
}
