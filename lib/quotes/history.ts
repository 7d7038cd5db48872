/**
 * The quote's lines in its lead's history (lead_events, lead type 'estimate'): what a rep, an
 * admin or the scheduler did to a quote, in words. lib/leads/history.ts asks here first, as it asks
 * the follow-ups. The reference (Q-000012-v2) is the event's toValue. The homeowner's page's own
 * events (viewed, signed, declined, the deal value) are said in lib/leads/history.ts.
 */
export const QUOTE_EVENTS = {
  created: 'quote_created',
  saved: 'quote_saved',
  newVersion: 'quote_new_version',
  sent: 'quote_sent',
  discountPending: 'quote_discount_pending',
  discountApproved: 'quote_discount_approved',
  discountRejected: 'quote_discount_rejected',
  expired: 'quote_expired',
} as const

type Event = { action: string; actor: string; fromValue: string | null; toValue: string | null }

export function describeQuoteEvent(event: Event): string | null {
  const ref = event.toValue ?? 'a quote'
  switch (event.action) {
    case QUOTE_EVENTS.created:
      return `${event.actor} started quote ${ref}`
    case QUOTE_EVENTS.saved:
      return `${event.actor} saved the draft of quote ${ref}`
    case QUOTE_EVENTS.newVersion:
      return `${event.actor} started ${ref} to change the quote${event.fromValue ? ` (from ${event.fromValue})` : ''}`
    case QUOTE_EVENTS.sent:
      return `${event.actor} sent quote ${ref}${event.fromValue ? ` to ${event.fromValue}` : ''}`
    case QUOTE_EVENTS.discountPending:
      return `${event.actor} gave a discount above the rep limit on quote ${ref}: it waits for an admin's approval`
    case QUOTE_EVENTS.discountApproved:
      return `${event.actor} approved the discount on quote ${ref}`
    case QUOTE_EVENTS.discountRejected:
      return `${event.actor} turned down the discount on quote ${ref}`
    case QUOTE_EVENTS.expired:
      return `Quote ${ref} expired${event.fromValue ? ` (valid until ${event.fromValue})` : ''}`
    default:
      return null
  }
}
