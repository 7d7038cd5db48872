import 'server-only'
/** The homeowner's confirmation for a lead about to be stored, with the company facts it needs. */
import { getCompanyInfo } from '@/lib/offices/queries'
import type { Office } from '@/lib/offices/types'
import { confirmationMails } from './confirmation-content'
import type { LeadInput } from './schemas'
import type { OutgoingMail } from '@/lib/mail/enqueue'

/**
 * Zero or one mail: none when the visitor left no e-mail address. Reads the company facts
 * (cached): call it before opening a transaction.
 */
export async function homeownerConfirmation(
  lead: LeadInput,
  office: Office | null | undefined,
  booked?: { scheduledAt: Date; durationMinutes: number } | null,
): Promise<OutgoingMail[]> {
  if (!lead.email) return []
  return confirmationMails(lead, office, await getCompanyInfo(), booked)
}
