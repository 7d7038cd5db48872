/**
 * The e-mail a homeowner gets back after sending an estimate request, a consultation request or a
 * contact message (issue 25): which office has it, its phone and hours, what happens next and
 * when. Plain text only, like every lead mail: what a visitor typed is never rendered as HTML.
 * Kind 'confirmation:<type>' with the lead's id: a unique index on mail_outbox (kind, ref_id)
 * makes it one per lead whatever retries do.
 */
import { RESPONSE, withinHours } from '@/content/marketing'
import { formatSlotLong } from '@/lib/booking/format'
import type { CompanyInfo, Office } from '@/lib/offices/types'
import { headerSafe, leadFullName } from './mail-content'
import type { LeadInput } from './schemas'
import type { OutgoingMail } from '@/lib/mail/enqueue'

export const CONFIRMATION_KIND_PREFIX = 'confirmation:'

const WHAT_WE_GOT: Record<LeadInput['requestType'], string> = {
  estimate: 'your request for a free pool estimate',
  appointment: 'your request for a consultation',
  contact: 'your message',
}

const NEXT_STEP: Record<LeadInput['requestType'], string> = {
  estimate: `Someone from the office below will call you ${withinHours(RESPONSE.estimateReplyHours)} to go over your project, then prepare your detailed estimate, with no hidden costs.`,
  appointment: `Someone from the office below will call you ${withinHours(RESPONSE.estimateReplyHours)} to agree a date and time for your consultation. Nothing is booked until we have spoken with you.`,
  contact: `Someone from the office below will reply ${withinHours(RESPONSE.contactReplyHours)}.`,
}

const SUBJECTS: Record<LeadInput['requestType'], string> = {
  estimate: 'We received your estimate request',
  appointment: 'We received your consultation request',
  contact: 'We received your message',
}

const BOOKED_SUBJECT = 'Your consultation is booked'

type Company = Pick<CompanyInfo, 'name' | 'phone' | 'email' | 'hours'>

/** A consultation booked with the request: its start and length. */
type Booked = { scheduledAt: Date; durationMinutes: number } | null | undefined

/** What happens next for a request that booked a consultation time online. */
function bookedNextStep(booked: NonNullable<Booked>): string[] {
  return [
    `Your consultation is booked for ${formatSlotLong(booked.scheduledAt)} (about ${booked.durationMinutes} minutes) with the office below.`,
    `Someone from the office will call you ${withinHours(RESPONSE.estimateReplyHours)} to confirm the details. If the time no longer suits you, call us and we will find another.`,
  ]
}

/** Zero or one mail: none when the visitor left no e-mail address. */
export function confirmationMails(
  lead: LeadInput,
  office: Office | null | undefined,
  company: Company,
  booked?: Booked,
): OutgoingMail[] {
  if (!lead.email) return []
  const name = leadFullName(lead)
  const firstName = name.split(/\s+/)[0] || 'there'
  const phone = office?.phone ?? company.phone
  const hours = office?.hours ?? company.hours
  const details: Array<[string, string | null]> = [
    ['Consultation', booked ? formatSlotLong(booked.scheduledAt) : null],
    ['Name', name],
    ['Phone', lead.phone],
    ['Address', lead.address],
    ['Pool type', lead.poolType],
    ['Budget range', lead.budgetRange],
    ['Timeline', lead.timeframe],
  ]
  const text = [
    `Hi ${firstName},`,
    '',
    `Thank you for contacting ${company.name}. We received ${WHAT_WE_GOT[lead.requestType]}.`,
    '',
    'What happens next',
    ...(booked && lead.requestType === 'appointment'
      ? bookedNextStep(booked)
      : [NEXT_STEP[lead.requestType]]),
    `We call during office hours (${hours}). If you wrote outside them, expect our call on the next working day.`,
    '',
    'Your office',
    ...(office
      ? [
          office.name,
          `${office.address}, ${office.city}, FL`,
          `Phone: ${office.phone}`,
          `E-mail: ${office.email}`,
        ]
      : [company.name, `Phone: ${company.phone}`, `E-mail: ${company.email}`]),
    `Hours: ${hours}`,
    '',
    `Need us sooner? Call ${phone}.`,
    '',
    'What you sent us',
    ...details.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
    ...(lead.message ? ['Message:', lead.message] : []),
    '',
    `${company.name}`,
    '',
    'You receive this e-mail once, because this address was entered on our website. If that was not you, ignore it.',
  ].join('\n')
  return [
    {
      to: lead.email.trim(),
      subject: headerSafe(
        `${booked && lead.requestType === 'appointment' ? BOOKED_SUBJECT : SUBJECTS[lead.requestType]} - ${company.name}`,
      ),
      text,
      kind: `${CONFIRMATION_KIND_PREFIX}${lead.requestType}`,
    },
  ]
}
