/**
 * Follow-ups: what they hang on, their limits and every message a rep sees about them, in one
 * typed place (the forms, the server and the tests import these).
 * See docs/decisions/follow-up-due-times.md for why these limits.
 */
export const FOLLOW_UP_TARGETS = ['estimate', 'contact', 'appointment'] as const
export type FollowUpTarget = (typeof FOLLOW_UP_TARGETS)[number]

/** Where each kind of record is worked in the admin area. */
export const TARGET_PATHS: Record<FollowUpTarget, string> = {
  estimate: '/admin/estimates',
  contact: '/admin/contacts',
  appointment: '/admin/admin-estimates',
}

export const TARGET_LABELS: Record<FollowUpTarget, string> = {
  estimate: 'Lead',
  contact: 'Contact message',
  appointment: 'Appointment',
}

export const FOLLOW_UP_NOTE_MAX = 500
/** Due times further out than this are typing mistakes (a year typed as 2062), not plans. */
export const FOLLOW_UP_MAX_DAYS_AHEAD = 400
/** The spec's promise (spec 01 §9): every lead is called back within 24 hours. */
export const CALL_BACK_PROMISE_HOURS = 24

export const FOLLOW_UP_MESSAGES = {
  dueRequired: 'Choose the date and time of the follow-up.',
  dueMalformed: 'Enter the date and time as shown, e.g. 2026-03-09 10:30.',
  dueInDstGap: (wall: string) =>
    `${wall} does not exist in Eastern Time: the clocks jump from 2:00 AM to 3:00 AM that night. Choose another time.`,
  duePast: 'That day is already over. Choose a time from today on.',
  dueTooFar: `Follow-ups can be at most ${FOLLOW_UP_MAX_DAYS_AHEAD} days ahead. Check the year.`,
  assigneeRequired: 'Choose who will follow up.',
  assigneeInactive: 'That staff member is no longer active. Choose an active colleague.',
  noteTooLong: `Notes can be at most ${FOLLOW_UP_NOTE_MAX} characters.`,
  targetUnknown: 'Follow-ups belong to a lead, a contact message or an appointment.',
  targetNotFound: 'That record was not found. It may have been deleted by someone else.',
  notFound: 'Follow-up not found. It may have been deleted by someone else.',
  added: 'Follow-up added.',
  addedOverdue: 'Follow-up added. Its time has already passed today, so it shows as overdue.',
  alreadyAdded: 'This follow-up was already added.',
  editDone: 'This follow-up is done. Reopen it before changing it.',
  edited: 'Follow-up saved.',
  editedOverdue: 'Follow-up saved. Its time has already passed today, so it shows as overdue.',
  done: 'Follow-up marked done.',
  reopened: 'Follow-up reopened.',
} as const

/** What a rep is told after adding a follow-up: stored once, and whether it is already overdue. */
export function followUpAddedMessage({ created, overdue }: { created: boolean; overdue: boolean }): string {
  if (!created) return FOLLOW_UP_MESSAGES.alreadyAdded
  return overdue ? FOLLOW_UP_MESSAGES.addedOverdue : FOLLOW_UP_MESSAGES.added
}
