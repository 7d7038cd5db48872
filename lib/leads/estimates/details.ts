import 'server-only'
/**
 * Correcting a lead's contact details and office on its page (issue 35 §1): name, phone, e-mail,
 * address and the office that serves it, applied only to the version of the lead the page showed
 * (a colleague's change since is refused with the conflict message, 409 for the API). Each changed
 * field is one line of the lead's history, old → new, and the audit entry holds both values. A new
 * office also replaces the office details the lead keeps (what the branch's e-mails and the lead
 * page show). The lead's appointments keep their own copy: a visit booked later takes the
 * corrected details.
 */
import { getDb } from '@/db/client'
import { estimateRequests } from '@/db/schema'
import { AdminInputError } from '@/lib/errors'
import { getOffices } from '@/lib/offices/queries'
import { lockAtVersion } from '@/lib/write/desk-lock'
import { branchDetails } from '../branch'
import { recordDeskChange, type DeskActor, type LeadEvent } from '../record-change'
import { LEAD_DETAIL_MESSAGES, type LeadDetailsChange } from './details-schemas'
import { LEAD_MESSAGES } from './statuses'

type LeadRow = typeof estimateRequests.$inferSelect

/** The fields of the form and the history action each one's change is recorded as. */
const FIELDS = [
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['address', 'address'],
] as const

export async function updateLeadDetails(
  actor: DeskActor,
  id: number,
  change: LeadDetailsChange,
): Promise<{ lead: LeadRow; changed: boolean }> {
  const offices = await getOffices()
  const office = offices.find((o) => o.id === change.nearestBranch)
  if (!office) throw new AdminInputError(LEAD_DETAIL_MESSAGES.officeUnknown, 400, 'nearestBranch')
  const db = await getDb()
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, estimateRequests, id, change.updatedAt, LEAD_MESSAGES.notFound)
    const set: Partial<LeadRow> = {}
    const events: LeadEvent[] = []
    for (const [field, action] of FIELDS) {
      const to = change[field]
      const from = before[field]
      if ((to ?? '') === (from ?? '')) continue
      set[field] = to as never
      events.push({ action, fromValue: from || null, toValue: to || null })
    }
    if (office.id !== before.nearestBranch) {
      const was = offices.find((o) => o.id === before.nearestBranch)
      set.nearestBranch = office.id
      set.branchDetails = branchDetails(office)
      events.push({
        action: 'branch',
        fromValue: was?.name ?? before.branchDetails?.name ?? before.nearestBranch,
        toValue: office.name,
      })
    }
    const lead = await recordDeskChange(
      tx,
      { leadType: 'estimate', table: estimateRequests },
      actor,
      before,
      set,
      events,
      new Date(),
    )
    return { lead, changed: events.length > 0 }
  })
}
