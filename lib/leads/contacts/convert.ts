import 'server-only'
/**
 * 'Convert to lead': a contact message becomes an estimate lead with nothing re-typed (name split
 * as the leads store splits it, e-mail, phone, message, branch, source page, attribution, rep,
 * the time it was received; a message already replied to is a lead already contacted),
 * linked both ways (contacts.estimate_request_id; the lead page finds the message by it), with
 * history on both records and audit entries, in one transaction on the version staff saw.
 * Converting twice (a double click, two colleagues) stores one lead: the message's row lock
 * serialises the attempts, the later one finds the link and is refused with it (409), and the
 * unique index contacts_estimate_request_idx backs that up.
 */
import { eq } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { contacts, estimateRequests, leadEvents } from '@/db/schema'
import { recordAudit } from '@/lib/audit/record'
import { lockAtVersion } from '@/lib/write/desk-lock'
import { RefusedError, StaleEditError } from '@/lib/errors'
import { splitName } from '../form-payloads'
import { recordDeskChange, type DeskActor } from '../record-change'
import { CONTACT_MESSAGES } from './schemas'

/** The message already became a lead: 409, with the lead to open instead. */
export class AlreadyConvertedError extends RefusedError {
  constructor(readonly leadId: number) {
    super(CONTACT_MESSAGES.alreadyConverted(leadId), 409)
    this.name = 'AlreadyConvertedError'
  }
}

type ContactRow = typeof contacts.$inferSelect

export async function convertContactToLead(
  actor: DeskActor,
  id: number,
  version: string,
): Promise<{ leadId: number; contact: ContactRow }> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const before = await lockConvertible(tx, id, version)
    const now = new Date()
    const [firstName, lastName] = splitName(before.name)
    const [lead] = await tx
      .insert(estimateRequests)
      .values({
        firstName,
        lastName,
        email: before.email,
        phone: before.phone,
        message: before.message,
        nearestBranch: before.nearestBranch,
        branchDetails: before.branchDetails,
        sourcePage: before.sourcePage,
        attribution: before.attribution,
        salesRep: before.salesRep,
        requestType: 'estimate',
        // A message already answered is a lead already contacted: it does not start over as new.
        status: before.status === 'replied' ? 'contacted' : 'new',
        statusUpdatedAt: before.status === 'replied' ? now : null,
        // Received when the homeowner wrote: the 24-hour promise and speed to lead count from then.
        createdAt: before.createdAt,
        updatedAt: now,
      })
      .returning()
    if (!lead) throw new Error('The lead was not stored.')
    await tx.insert(leadEvents).values({
      leadType: 'estimate',
      leadId: lead.id,
      actor: actor.username,
      action: 'converted_from_contact',
      toValue: `Contact message #${before.id}`,
      createdAt: now,
    })
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'estimate',
      entityId: lead.id,
      after: { fromContact: before.id, salesRep: lead.salesRep },
    })
    const contact = await recordDeskChange(
      tx,
      { leadType: 'contact', table: contacts },
      actor,
      before,
      { estimateRequestId: lead.id, status: 'converted', statusUpdatedAt: now },
      [
        { action: 'converted', fromValue: null, toValue: `Lead #${lead.id}` },
        ...(before.status === 'converted'
          ? []
          : [{ action: 'status', fromValue: before.status, toValue: 'converted' }]),
      ],
      now,
    )
    return { leadId: lead.id, contact }
  })
}

/**
 * The message locked for the conversion. One already converted is refused with its lead before
 * the version is looked at: a colleague who converted it a moment ago also changed its version,
 * and "open the lead" helps more than "reload".
 */
async function lockConvertible(tx: Database, id: number, version: string): Promise<ContactRow> {
  let before: ContactRow
  try {
    before = await lockAtVersion(tx, contacts, id, version, CONTACT_MESSAGES.notFound)
  } catch (error) {
    if (!(error instanceof StaleEditError)) throw error
    // The row is locked by now (lockAtVersion refuses after its locking read).
    const [row] = await tx
      .select({ leadId: contacts.estimateRequestId })
      .from(contacts)
      .where(eq(contacts.id, id))
    if (row?.leadId) throw new AlreadyConvertedError(row.leadId)
    throw error
  }
  if (before.estimateRequestId) throw new AlreadyConvertedError(before.estimateRequestId)
  return before
}
