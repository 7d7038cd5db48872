import 'server-only'
/**
 * A lead a rep enters by hand (the New lead screen): a phone call, a walk-in, a referral, a home
 * show. Stored like a web lead (an estimate request, routed to its office with the office's
 * details) with the source picked from the staff's list, so reports can count it; the same
 * duplicate rule as web leads runs first (findDuplicateLeads), and a possible duplicate is shown
 * to the rep, with links, before anything is stored. One transaction: the lead, its history (who
 * entered it and from which source, the rep, Contacted when the rep already spoke with the
 * homeowner), the notes as the rep's first comment, and the audit entry.
 */
import { and, eq } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { estimateComments, estimateRequests, leadEvents, leadSources } from '@/db/schema'
import { recordAudit } from '@/lib/audit/record'
import { AdminInputError, RefusedError } from '@/lib/errors'
import { EARTH_RADIUS_MILES } from '@/lib/geo/haversine'
import { nearestOffice } from '@/lib/offices/nearest'
import { getOffices } from '@/lib/offices/queries'
import { placeForAddress } from '@/lib/places/coordinates'
import { branchDetails } from '../branch'
import { assertActiveRep, type DeskActor, type LeadEvent } from '../record-change'
import { LEAD_DETAIL_MESSAGES, type NewLeadInput } from './details-schemas'
import { findDuplicateLeads, type DuplicateLead } from './list-query'

/** The homeowner may already be a lead: 409 with the matches, nothing stored. */
export class DuplicateLeadError extends RefusedError {
  constructor(readonly duplicates: DuplicateLead[]) {
    super(LEAD_DETAIL_MESSAGES.duplicate(duplicates.length), 409)
    this.name = 'DuplicateLeadError'
  }
}

/** How a comment's text shows in the history (as lib/leads/estimates/mutations.ts cuts it). */
const historyText = (comment: string) => (comment.length > 200 ? `${comment.slice(0, 199)}…` : comment)

export async function createManualLead(actor: DeskActor, input: NewLeadInput, now = new Date()) {
  const offices = await getOffices()
  // No office chosen: the one nearest the property address, when its ZIP code or city resolves.
  const office = input.nearestBranch
    ? offices.find((o) => o.id === input.nearestBranch)
    : nearestOffice(offices, await placeForAddress(input.address), EARTH_RADIUS_MILES)
  if (!office)
    throw new AdminInputError(
      input.nearestBranch ? LEAD_DETAIL_MESSAGES.officeUnknown : LEAD_DETAIL_MESSAGES.officeNotFromAddress,
      400,
      'nearestBranch',
    )
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select({ id: leadSources.id, name: leadSources.name })
      .from(leadSources)
      .where(and(eq(leadSources.id, input.leadSourceId), eq(leadSources.isActive, true)))
      .for('share')
    if (!source) throw new AdminInputError(LEAD_DETAIL_MESSAGES.sourceUnknown, 400, 'leadSourceId')
    if (input.salesRep) await assertActiveRep(tx, input.salesRep, LEAD_DETAIL_MESSAGES.repUnknown)
    if (!input.confirmDuplicate) {
      const duplicates = await findDuplicateLeads(tx, { phone: input.phone, email: input.email }, 10)
      if (duplicates.length > 0) throw new DuplicateLeadError(duplicates)
    }
    const status = input.contacted ? 'contacted' : 'new'
    const [lead] = await tx
      .insert(estimateRequests)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        address: input.address,
        nearestBranch: office.id,
        branchDetails: branchDetails(office),
        requestType: 'estimate',
        leadSourceId: source.id,
        salesRep: input.salesRep,
        status,
        statusUpdatedAt: input.contacted ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!lead) throw new Error('The lead was not stored.')
    const events: LeadEvent[] = [{ action: 'entered', fromValue: null, toValue: source.name }]
    if (input.salesRep) events.push({ action: 'sales_rep', fromValue: null, toValue: input.salesRep })
    if (input.contacted) events.push({ action: 'status', fromValue: 'new', toValue: 'contacted' })
    if (input.notes) {
      await tx
        .insert(estimateComments)
        .values({ estimateId: lead.id, comment: input.notes, author: actor.username, createdAt: now })
      events.push({ action: 'comment', fromValue: null, toValue: historyText(input.notes) })
    }
    await tx.insert(leadEvents).values(
      events.map((e) => ({
        ...e,
        leadType: 'estimate',
        leadId: lead.id,
        actor: actor.username,
        createdAt: now,
      })),
    )
    await recordAudit(tx, { actor, action: 'create', entity: 'estimate', entityId: lead.id, after: lead })
    return lead
  })
}
