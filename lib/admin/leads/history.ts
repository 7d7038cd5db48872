/** One line of a lead's history in words, e.g. "maria changed the status from New to Contacted". */
import { LEAD_STATUS_LABELS, isLeadStatus } from './statuses'

type Event = { action: string; actor: string; fromValue: string | null; toValue: string | null }

const statusLabel = (value: string | null) =>
  value && isLeadStatus(value) ? LEAD_STATUS_LABELS[value] : (value ?? 'none')

export function describeLeadEvent(event: Event): string {
  switch (event.action) {
    case 'status':
      return `${event.actor} changed the status from ${statusLabel(event.fromValue)} to ${statusLabel(event.toValue)}`
    case 'lost_reason':
      return `${event.actor} recorded the reason lost: ${event.toValue ?? ''}`
    case 'sales_rep':
      return event.toValue
        ? `${event.actor} assigned the lead to ${event.toValue}${event.fromValue ? ` (was ${event.fromValue})` : ''}`
        : `${event.actor} unassigned ${event.fromValue ?? 'the sales rep'}`
    case 'comment':
      return `${event.actor} commented: ${event.toValue ?? ''}`
    case 'created':
      return `Received from the website${event.toValue ? ` (${event.toValue})` : ''}`
    default:
      return `${event.actor}: ${event.action}${event.toValue ? ` → ${event.toValue}` : ''}`
  }
}
