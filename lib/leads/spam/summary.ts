/**
 * What a suspected spam submission said and why the defences held it back, in words staff read.
 * The payload is the raw body the visitor's browser (or a bot) sent: read defensively, as text.
 */
import { formatSlotLong } from '@/lib/booking/format'
import { HONEYPOT_FIELD } from '@/lib/leads/spam-rules'

export const SPAM_VIEWS = ['pending', 'restored'] as const
export type SpamView = (typeof SPAM_VIEWS)[number]
export const SPAM_VIEW_LABELS: Record<SpamView, string> = { pending: 'To review', restored: 'Not spam' }

export const SPAM_REASON_LABELS: Record<string, string> = {
  honeypot: 'Hidden field filled in',
  'too-fast': 'Sent too fast',
  'no-form-time': 'Sent without the form’s signed time',
  'page-token-reused': 'Sent with a cached page’s signed time used up already',
}

export type SpamSummary = {
  name: string
  email: string
  phone: string
  address: string
  message: string
  sourcePage: string
  requestType: string
}

function text(payload: Record<string, unknown>, key: string, max = 2000): string {
  const value = payload[key]
  if (typeof value === 'string') return value.trim().slice(0, max)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return ''
}

function record(payload: unknown): Record<string, unknown> {
  return payload && typeof payload === 'object' && !Array.isArray(payload)
    ? (payload as Record<string, unknown>)
    : {}
}

export function summarizeSpam(payload: unknown): SpamSummary {
  const p = record(payload)
  return {
    name: [text(p, 'firstName', 255), text(p, 'lastName', 255)].filter(Boolean).join(' '),
    email: text(p, 'email', 255),
    phone: text(p, 'phone', 40),
    address: text(p, 'address', 500),
    message: text(p, 'message'),
    sourcePage: text(p, 'sourcePage', 255),
    requestType: text(p, 'requestType', 20) || 'estimate',
  }
}

/** Why it was flagged, with the evidence: the honeypot's content, or how fast the form was sent. */
export function spamReasonDetail(reason: string, payload: unknown): string {
  const p = record(payload)
  const label = SPAM_REASON_LABELS[reason] ?? reason
  if (reason === 'honeypot') {
    const value = text(p, HONEYPOT_FIELD, 200) || JSON.stringify(p[HONEYPOT_FIELD] ?? '').slice(0, 200)
    return `${label}: the hidden “${HONEYPOT_FIELD}” field held “${value}”`
  }
  if (reason === 'too-fast') {
    // The form's signed time says when it was first used; the row's date, when it arrived.
    return `${label}: posted moments after the form was first used`
  }
  return label
}

/** The consultation a held appointment request asked for, as the review shows it. */
export function heldSlotText(slot: { scheduledAt: Date; officeName: string }): string {
  return `${formatSlotLong(slot.scheduledAt)}, ${slot.officeName}`
}

const SLOT_PROBLEMS = {
  taken: 'is booked by someone else now',
  passed: 'has passed',
  office: 'is at an office that takes no online bookings now',
} as const

/** What staff are told after 'Not spam': where the record went and what became of its slot. */
export function restoredMessage(restored: {
  restoredAs: 'estimate' | 'contact'
  id: number
  slot?: {
    scheduledAt: Date
    officeName: string
    booked: boolean
    problem: keyof typeof SLOT_PROBLEMS | null
  }
}): string {
  const what = restored.restoredAs === 'contact' ? 'contact message' : 'lead'
  const mails = 'its e-mails are on their way to the branch and the inbox.'
  const { slot } = restored
  if (!slot) return `Stored as ${what} #${restored.id}; ${mails}`
  if (slot.booked)
    return `Stored as ${what} #${restored.id} with its consultation booked for ${heldSlotText(slot)}; ${mails}`
  return `Stored as ${what} #${restored.id} without a consultation time: the one it asked for (${heldSlotText(slot)}) ${SLOT_PROBLEMS[slot.problem ?? 'taken']}. Call the homeowner to agree a time; ${mails}`
}
