/**
 * Contact messages are sales enquiries: new → replied → closed (a closed message can be reopened),
 * and converted once a lead was made from one (only 'Convert to lead' sets it; see
 * docs/decisions/contact-message-converted-status.md).
 */
export const CONTACT_STATUSES = ['new', 'replied', 'closed', 'converted'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]
/** The statuses staff set by hand; 'converted' comes only with the lead it made. */
export const CONTACT_MANUAL_STATUSES = ['new', 'replied', 'closed'] as const
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  replied: 'Replied',
  closed: 'Closed',
  converted: 'Converted',
}
export const NOTES_MAX = 5000

export function isContactStatus(value: unknown): value is ContactStatus {
  return typeof value === 'string' && (CONTACT_STATUSES as readonly string[]).includes(value)
}
