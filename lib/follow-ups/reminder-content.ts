/**
 * The e-mail a rep gets when one of their follow-ups falls due: who, when, the note, and the link
 * to the record. Plain text, like every mail of the product.
 */
import { formatDateTime } from '@/lib/format'
import { headerSafe } from '@/lib/leads/mail-content'
import { TARGET_LABELS, TARGET_PATHS, type FollowUpTarget } from './rules'

export const REMINDER_KIND = 'follow-up:reminder'

export type DueFollowUp = {
  id: number
  target: FollowUpTarget
  targetId: number
  dueAt: Date
  note: string
  assignee: string
  name: string
  phone: string | null
}

export function reminderMail(item: DueFollowUp, siteUrl: string): { subject: string; text: string } {
  const who = item.name || `${TARGET_LABELS[item.target]} #${item.targetId}`
  const link = `${siteUrl.replace(/\/$/, '')}${TARGET_PATHS[item.target]}/${item.targetId}`
  return {
    subject: headerSafe(`Follow-up due: ${who} (${formatDateTime(item.dueAt)})`),
    text: [
      `Hi ${item.assignee},`,
      '',
      `A follow-up of yours is due now: ${formatDateTime(item.dueAt)}.`,
      '',
      `${TARGET_LABELS[item.target]}: ${who}`,
      ...(item.phone ? [`Phone: ${item.phone}`] : []),
      ...(item.note ? [`Note: ${item.note}`] : []),
      '',
      `Open it: ${link}`,
      `Your day: ${siteUrl.replace(/\/$/, '')}/admin/my-day`,
      '',
      'Mark it done there once you have followed up. This reminder is sent once.',
    ].join('\n'),
  }
}
