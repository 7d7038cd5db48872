/**
 * The lead pipeline: new → contacted → scheduled → quoted → won or lost (lost needs a reason),
 * and spam, which can be set (and undone) from any status. Staff may also move a lead back a
 * step to correct a mistake; every move is kept in the lead's history.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'scheduled', 'quoted', 'won', 'lost', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  scheduled: 'Scheduled',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
}

export const LEAD_TYPES = ['estimate', 'appointment'] as const
export type LeadType = (typeof LEAD_TYPES)[number]
/** Contact messages are stored apart (contacts table) and worked on the contacts desk. */
export const LEAD_TYPE_LABELS: Record<string, string> = {
  estimate: 'Estimate',
  appointment: 'Appointment',
  contact: 'Contact',
}

export const LOST_REASON_MAX = 500
export const COMMENT_MAX = 5000

export const LEAD_MESSAGES = {
  lostReasonRequired: 'Choose why the lead was lost.',
  lostReasonUnknown: 'Choose one of the lost reasons in the list.',
  lostReasonTextRequired: 'Say what the other reason was.',
  dealValueForWon: 'Enter the deal value to mark the lead Won.',
  unknownStatus: 'Choose one of the lead statuses.',
  unknownRep: 'Choose an active staff member as the sales rep.',
  commentRequired: 'Please write a comment.',
  commentTooLong: `Comments can be at most ${COMMENT_MAX} characters.`,
  notFound: 'Lead not found.',
  nothingToChange: 'Nothing to change.',
  bulkCount: (max: number) => `Choose between 1 and ${max} leads.`,
} as const

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value)
}
