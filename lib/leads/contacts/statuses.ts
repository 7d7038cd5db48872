/** Contact messages: new → replied → closed (a closed message can be reopened). */
export const CONTACT_STATUSES = ['new', 'replied', 'closed'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  replied: 'Replied',
  closed: 'Closed',
}
export const NOTES_MAX = 5000

export function isContactStatus(value: unknown): value is ContactStatus {
  return typeof value === 'string' && (CONTACT_STATUSES as readonly string[]).includes(value)
}
