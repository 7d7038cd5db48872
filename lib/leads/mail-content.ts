/**
 * The e-mail each new lead sends to its branch and to the company inbox, and the one a failure
 * notification sends to the inbox. Plain text only: what a visitor typed is never rendered as
 * HTML, in mail or anywhere else.
 */
import type { BranchDetails } from '@/db/schema'
import { formatSlotLong } from '@/lib/booking/format'
import type { LeadInput } from './schemas'
import type { OutgoingMail } from '@/lib/mail/enqueue'

/** Replaced with the stored id by the database when the lead is inserted. */
export const LEAD_ID_PLACEHOLDER = '{{leadId}}'

const TYPE_LABELS: Record<LeadInput['requestType'], string> = {
  estimate: 'estimate request',
  appointment: 'consultation request',
  contact: 'contact message',
}

/** One line, no control characters, bounded: safe as a mail header. */
export function headerSafe(value: string, max = 200): string {
  return value
    .replace(/[\r\n\t\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, max)
}

export function leadFullName(lead: Pick<LeadInput, 'firstName' | 'lastName'>): string {
  return `${lead.firstName} ${lead.lastName}`.trim()
}

export type MailContent = { subject: string; text: string }

export function leadMail(lead: LeadInput, branch: BranchDetails | null, siteUrl: string): MailContent {
  const label = TYPE_LABELS[lead.requestType]
  const name = leadFullName(lead)
  const rows: Array<[string, string | null | undefined]> = [
    // Only a slot the intake re-checked reaches here (a refused one stores and mails nothing).
    ['Booked consultation', lead.slot ? formatSlotLong(lead.slot) : null],
    ['Name', name],
    ['Phone', lead.phone],
    ['Email', lead.email],
    ['Address', lead.address],
    ['Pool type', lead.poolType],
    ['Budget range', lead.budgetRange],
    ['Timeline', lead.timeframe],
    ['Branch', branch ? `${branch.name} (${branch.city}, ${branch.phone})` : null],
    ['Source page', lead.sourcePage],
  ]
  const attribution = Object.entries(lead.attribution ?? {}).map(([key, value]) => `  ${key}: ${value}`)
  const adminPath = lead.requestType === 'contact' ? '/admin/contacts' : '/admin/admin-estimates'
  const text = [
    `New ${label} #${LEAD_ID_PLACEHOLDER}`,
    '',
    ...rows.filter(([, value]) => value).map(([key, value]) => `${key}: ${value}`),
    ...(attribution.length ? ['Visit:', ...attribution] : []),
    '',
    'Message:',
    lead.message ?? '(none)',
    '',
    `Open the leads desk: ${siteUrl.replace(/\/$/, '')}${adminPath}`,
  ].join('\n')
  return { subject: headerSafe(`New ${label} from ${name}`), text }
}

export function failureMail(notice: {
  errorType: string
  errorMessage: string
  source: string
  submissionData?: unknown
}): MailContent {
  const data = notice.submissionData === undefined ? '(none)' : JSON.stringify(notice.submissionData, null, 2)
  return {
    subject: headerSafe(`Form submission failed: ${notice.source}`),
    text: [
      'A visitor could not send a form. What they entered is below; please contact them.',
      '',
      `Form: ${notice.source}`,
      `Error type: ${notice.errorType}`,
      `Error: ${notice.errorMessage}`,
      '',
      'Submission data:',
      data,
    ].join('\n'),
  }
}

/** Each lead goes to its branch and to the company inbox (once if they are the same address). */
export function leadRecipients(branch: BranchDetails | null, companyInbox: string): string[] {
  const list = [branch?.email, companyInbox].filter((v): v is string => !!v)
  return [...new Set(list.map((v) => v.trim().toLowerCase()))]
}

/** The mails a stored lead sends: one per recipient, queued in the statement that stores it. */
export function leadMails(
  lead: LeadInput,
  branch: BranchDetails | null,
  config: { SITE_URL: string; COMPANY_INBOX: string },
): OutgoingMail[] {
  const content = leadMail(lead, branch, config.SITE_URL)
  return leadRecipients(branch, config.COMPANY_INBOX).map((to) => ({
    ...content,
    to,
    kind: `lead:${lead.requestType}`,
  }))
}
