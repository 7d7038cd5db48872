/**
 * The states of a quote version (issue 35 §3) and the moves between them, as one table that the
 * builder, the homeowner's page and the scheduler all ask (docs/decisions/quote-versions-and-states.md).
 *
 *   draft ──send──▶ sent ──open──▶ viewed
 *   sent | viewed ──sign──▶ accepted      (final: a signed version never changes)
 *   sent | viewed ──decline──▶ declined
 *   sent | viewed ──validity date passed──▶ expired
 *   sent | viewed | declined | expired ──a newer version is sent──▶ superseded
 *
 * A draft is edited in place; a change to a sent version is made on a new draft version, and the
 * older one is superseded when that draft is sent.
 */
export const QUOTE_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
  'superseded',
] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  superseded: 'Superseded',
}

export type QuoteEvent = 'send' | 'view' | 'accept' | 'decline' | 'expire' | 'supersede'

const MOVES: Record<QuoteEvent, { from: readonly QuoteStatus[]; to: QuoteStatus }> = {
  send: { from: ['draft'], to: 'sent' },
  view: { from: ['sent'], to: 'viewed' },
  accept: { from: ['sent', 'viewed'], to: 'accepted' },
  decline: { from: ['sent', 'viewed'], to: 'declined' },
  expire: { from: ['sent', 'viewed'], to: 'expired' },
  supersede: { from: ['sent', 'viewed', 'declined', 'expired'], to: 'superseded' },
}

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === 'string' && (QUOTE_STATUSES as readonly string[]).includes(value)
}

/** The status after `event`, or null when the event does not apply to `status`. */
export function nextStatus(status: QuoteStatus, event: QuoteEvent): QuoteStatus | null {
  const move = MOVES[event]
  return move.from.includes(status) ? move.to : null
}

/** The statuses an event may start from (for a conditional UPDATE … WHERE status IN (…)). */
export function statusesFor(event: QuoteEvent): readonly QuoteStatus[] {
  return MOVES[event].from
}

/** Only a draft's contents may change. */
export function isEditable(status: QuoteStatus): boolean {
  return status === 'draft'
}

/** An offer the homeowner can still act on. */
export function isOpenOffer(status: QuoteStatus): boolean {
  return status === 'sent' || status === 'viewed'
}

/**
 * Whether the offer has lapsed on `today` (YYYY-MM-DD in Eastern time): it is valid through its
 * last day, inclusive.
 */
export function isPastValidity(validUntil: string, today: string): boolean {
  return validUntil < today
}

/** Why a version cannot be signed, in the words the homeowner's page shows; null when it can. */
export function signingRefusal(status: QuoteStatus, validUntil: string, today: string): string | null {
  switch (status) {
    case 'accepted':
      return 'This quote has already been signed. Your signed contract is below.'
    case 'declined':
      return 'This quote was declined. Ask your sales representative for a new one.'
    case 'superseded':
      return 'This quote has been replaced by a newer version. Open the latest version to sign it.'
    case 'expired':
      return 'This quote has expired. Ask your sales representative for an updated quote.'
    case 'draft':
      return 'This quote has not been sent yet.'
    case 'sent':
    case 'viewed':
      return isPastValidity(validUntil, today)
        ? 'This quote has expired. Ask your sales representative for an updated quote.'
        : null
  }
}
