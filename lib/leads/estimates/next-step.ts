/**
 * The next thing to do on a lead, from where it stands in the pipeline (new → contacted →
 * scheduled → quoted → won or lost) and its appointment, for the top of the lead's page. Leads
 * have no stored 'next action': the pipeline and the site's reply promise decide it, and anything
 * more particular goes in a comment. See docs/decisions/lead-page-on-a-phone.md.
 */
import { RESPONSE } from '@/content/marketing'
import { formatDateTime } from '@/lib/format'
import { formatCents } from '@/lib/money/cents'
import type { LeadStatus } from './statuses'

export type NextStep = {
  /** What to do now, in one sentence. */
  text: string
  /** True when the site's reply promise has passed for a new lead. */
  overdue: boolean
  /** A missing sales rep on an open lead. */
  unassigned: boolean
  /** The booked visit the step is about (its appointment), for a link to it. */
  visitId?: number
}

type LeadFacts = { status: string; createdAt: Date; salesRep: string | null; dealValueCents?: number | null }
type AppointmentFacts = { id?: number; scheduledAt: Date | null; status: string }
type Visit = { at: Date; id?: number }

const HOUR = 3_600_000
const CLOSED: readonly string[] = ['won', 'lost', 'spam'] satisfies LeadStatus[]

/** '5 hours' or '3 days'. */
function age(ms: number): string {
  const hours = Math.floor(ms / HOUR)
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`
  const days = Math.floor(hours / 24)
  return `${days} days`
}

/**
 * The visit the next step is about: the soonest one still to come, else the latest past one
 * (cancelled ones aside).
 */
function datedAppointment(appointments: readonly AppointmentFacts[], now: Date): Visit | null {
  const dated = appointments
    .filter((a) => a.scheduledAt && a.status !== 'cancelled')
    .map((a) => ({ at: a.scheduledAt as Date, id: a.id }))
  const coming = dated.filter((v) => v.at > now).sort((a, b) => a.at.getTime() - b.at.getTime())
  const past = dated.filter((v) => v.at <= now).sort((a, b) => b.at.getTime() - a.at.getTime())
  return coming[0] ?? past[0] ?? null
}

export function leadNextStep(
  lead: LeadFacts,
  appointments: readonly AppointmentFacts[] = [],
  now: Date = new Date(),
): NextStep {
  const unassigned = !lead.salesRep && !CLOSED.includes(lead.status)
  const found = datedAppointment(appointments, now)
  const visit = found?.at ?? null
  const step = (text: string, overdue = false, about?: Visit | null): NextStep => ({
    text,
    overdue,
    unassigned,
    ...(about?.id !== undefined ? { visitId: about.id } : {}),
  })
  switch (lead.status) {
    case 'new': {
      const replyBy = new Date(lead.createdAt.getTime() + RESPONSE.estimateReplyHours * HOUR)
      if (now >= replyBy) {
        return step(
          `Call the customer now: the site promises a reply within ${RESPONSE.estimateReplyHours} hours and this request came in ${age(now.getTime() - lead.createdAt.getTime())} ago. Then set the status to Contacted.`,
          true,
        )
      }
      return step(
        `Call the customer by ${formatDateTime(replyBy)} (the site promises a reply within ${RESPONSE.estimateReplyHours} hours), then set the status to Contacted.`,
      )
    }
    case 'contacted':
      return visit && visit > now
        ? step(`Visit booked for ${formatDateTime(visit)}: set the status to Scheduled.`, false, found)
        : step('Agree a date for the site visit with the homeowner, then book it below.')
    case 'scheduled':
      if (visit && visit > now)
        return step(
          `Visit on ${formatDateTime(visit)}. Afterwards, send the quote and set the status to Quoted.`,
          false,
          found,
        )
      return step(
        `${visit ? `The visit was on ${formatDateTime(visit)}: s` : 'After the visit, s'}end the quote and set the status to Quoted.`,
        false,
        found,
      )
    case 'quoted':
      return step(
        'Follow up on the quote; when the customer decides, set the status to Won, or Lost with the reason.',
      )
    case 'won':
      return lead.dealValueCents === null || lead.dealValueCents === undefined
        ? step(
            'Won, but no deal value is recorded: enter the amount under Deal value so the reports count it.',
          )
        : step(`Won for ${formatCents(lead.dealValueCents)}: the contract and the build come next.`)
    case 'lost':
      return step('Lost: nothing more to do on this lead.')
    case 'spam':
      return step('Marked as spam: nothing to do.')
    default:
      return step('Set the status to where this lead stands.')
  }
}
