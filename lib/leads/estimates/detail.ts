import 'server-only'
/**
 * One lead with everything staff need on its page: every field, comments, history, duplicates,
 * appointments, where it came from (the staff's source for a lead entered by hand) and its lost
 * reason in words.
 */
import { and, asc, desc, eq } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { appointments, estimateComments, estimateRequests, leadEvents, leadSources } from '@/db/schema'
import { findDuplicateLeads } from './list-query'
import { lostReasonText } from './mutations'

export type LeadRecord = typeof estimateRequests.$inferSelect

export async function getLead(db: Database, id: number): Promise<LeadRecord | undefined> {
  const [lead] = await db.select().from(estimateRequests).where(eq(estimateRequests.id, id)).limit(1)
  return lead
}

export async function getLeadDetail(id: number) {
  const db = await getDb()
  const lead = await getLead(db, id)
  if (!lead) return undefined
  const [comments, history, duplicates, linkedAppointments, source, lostReason] = await Promise.all([
    db
      .select()
      .from(estimateComments)
      .where(eq(estimateComments.estimateId, id))
      .orderBy(asc(estimateComments.createdAt), asc(estimateComments.id)),
    db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadType, 'estimate'), eq(leadEvents.leadId, id)))
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
      .limit(200),
    findDuplicateLeads(db, lead),
    db
      .select()
      .from(appointments)
      .where(eq(appointments.estimateRequestId, id))
      .orderBy(desc(appointments.createdAt)),
    lead.leadSourceId
      ? db
          .select({ id: leadSources.id, name: leadSources.name })
          .from(leadSources)
          .where(eq(leadSources.id, lead.leadSourceId))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
    lead.status === 'lost' ? lostReasonText(db, lead) : Promise.resolve(null),
  ])
  return {
    lead,
    comments,
    history,
    duplicates,
    appointments: linkedAppointments,
    /** The source picked from the staff's list (a lead entered by hand); null for web leads. */
    source,
    /** Why it was lost, in words (the list's entry, 'Other: …', or the free text of older leads). */
    lostReason,
  }
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof getLeadDetail>>>
