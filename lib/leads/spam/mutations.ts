import 'server-only'
/**
 * Staff decisions on suspected spam. 'Not spam' stores the submission as a real lead through the
 * public intake's own steps and store (branch routing and details, the two outbox e-mails, the
 * landing page conversion), keeps the time it was sent, books the consultation slot it asked for
 * if that is still free (else stores it without a time and says why), and marks the submission
 * reviewed; 'Delete'
 * removes it. Each runs in one transaction with its audit row, on a submission still to review
 * (row locked), so two colleagues cannot restore one submission twice or delete a restored one.
 * 'Delete selected' removes many at once, skipping any a colleague restored or deleted meanwhile.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { appointments, contacts, estimateRequests, leadEvents, leadSpam } from '@/db/schema'
import { NotFoundError, RuleError } from '@/lib/errors'
import type { AdminUser } from '@/lib/auth/sessions'
import { env } from '@/config/env'
import { branchDetails } from '@/lib/leads/branch'
import { branchForLead } from '@/lib/leads/branch-for-lead'
import { preparePlaces } from '@/lib/places/coordinates'
import { confirmationMails } from '@/lib/leads/confirmation-content'
import { leadMails } from '@/lib/leads/mail-content'
import { parseLeadPayload } from '@/lib/leads/schemas'
import { insertLead } from '@/lib/leads/store'
import { isSlotClash, type SlotBooking } from '@/lib/booking/check'
import { getBookingSettings, officeBookingState, slotIsBusy } from '@/lib/booking/queries'
import { getCompanyInfo, getOffices } from '@/lib/offices/queries'
import { recordAudit } from '@/lib/audit/record'
import { siteUrl } from '@/lib/seo/site-url'
import { SPAM_REASON_LABELS } from './summary'

type Actor = Pick<AdminUser, 'id' | 'username'>
type SpamRow = typeof leadSpam.$inferSelect

export const SPAM_MESSAGES = {
  notFound: 'The suspected spam submission',
  unreadable: (why: string) => `This submission cannot be stored as a lead: ${why}. Delete it if it is spam.`,
  alreadyRestored: (row: SpamRow) =>
    `${row.reviewedBy ?? 'Someone'} already marked this submission not spam: it is ${row.restoredAs === 'contact' ? 'contact message' : 'lead'} #${row.restoredId}.`,
} as const

/**
 * What became of the consultation slot a held appointment request asked for: booked when it was
 * still free, else why not (another booking has it, its time has passed, or its office takes no
 * bookings now) and the lead is stored without a time, for staff to agree one.
 */
export type HeldSlotOutcome = {
  officeId: string
  officeName: string
  scheduledAt: Date
  booked: boolean
  problem: 'taken' | 'passed' | 'office' | null
}

export type RestoredLead = {
  restoredAs: 'estimate' | 'contact'
  id: number
  requestType: string
  slot?: HeldSlotOutcome
}

/** Whether a held slot can still be booked: its office takes bookings, it is ahead, it is free. */
async function heldSlotProblem(
  tx: Database,
  held: { officeId: string; scheduledAt: Date },
  slotMinutes: number,
  now: Date,
): Promise<HeldSlotOutcome['problem']> {
  if (held.scheduledAt.getTime() <= now.getTime()) return 'passed'
  if ((await officeBookingState(tx, held.officeId)) !== 'active') return 'office'
  if (await slotIsBusy(tx, held.officeId, held.scheduledAt, slotMinutes)) return 'taken'
  return null
}

async function lockPending(tx: Database, id: number): Promise<SpamRow> {
  const [row] = await tx.select().from(leadSpam).where(eq(leadSpam.id, id)).for('update')
  if (!row) throw new NotFoundError(SPAM_MESSAGES.notFound)
  if (row.reviewedAt) throw new RuleError(SPAM_MESSAGES.alreadyRestored(row))
  return row
}

export async function restoreSpam(actor: Actor, id: number): Promise<RestoredLead> {
  const db = await getDb()
  const config = env()
  // Read before the transaction: on PGlite a second query outside it would wait for it.
  const [offices, company] = await Promise.all([getOffices(), getCompanyInfo()])
  // The places' dataset loads before the transaction, not while it holds the row.
  await preparePlaces()
  return db.transaction(async (tx) => {
    const spam = await lockPending(tx, id)
    const parsed = parseLeadPayload(spam.payload)
    if (!parsed.ok) throw new RuleError(SPAM_MESSAGES.unreadable(parsed.message))
    // The intake's steps (lib/leads/intake.ts), without the key: the original one answered already.
    const office = await branchForLead(offices, parsed.lead)
    const branch = office ? branchDetails(office) : null
    const now = new Date()
    // The slot the request was answered with is booked now if it is still free.
    let slot: HeldSlotOutcome | undefined
    let booking: SlotBooking | null = null
    if (spam.slotOfficeId && spam.slotAt && parsed.lead.requestType === 'appointment') {
      const held = { officeId: spam.slotOfficeId, scheduledAt: spam.slotAt }
      const { slotMinutes } = await getBookingSettings(tx)
      const problem = await heldSlotProblem(tx, held, slotMinutes, now)
      const officeName = offices.find((o) => o.id === held.officeId)?.name ?? held.officeId
      slot = { ...held, officeName, booked: problem === null, problem }
      if (problem === null) booking = { ...held, durationMinutes: slotMinutes }
    }
    const store = (db: Database, booked: SlotBooking | null) => {
      // Without a booking the mails must not name a time.
      const lead = { ...parsed.lead, idempotencyKey: null, slot: booked ? parsed.lead.slot : null }
      const mails = [
        ...leadMails(lead, branch, { SITE_URL: siteUrl(), COMPANY_INBOX: config.COMPANY_INBOX }),
        ...confirmationMails(lead, office, company, booked ?? undefined),
      ]
      return insertLead(db, { lead, branch, mails, idempotencyKey: null, booking: booked })
    }
    let leadId: number | null
    try {
      // A savepoint: a visitor taking the slot at this moment fails only this attempt.
      leadId = await tx.transaction((inner) => store(inner, booking))
    } catch (error) {
      if (!booking || !isSlotClash(error)) throw error
      slot = slot && { ...slot, booked: false, problem: 'taken' }
      leadId = await store(tx, null)
    }
    if (leadId === null) throw new Error('the restored lead was not stored')
    const lead = parsed.lead
    const restoredAs = lead.requestType === 'contact' ? 'contact' : 'estimate'
    // Received when the visitor sent it, not when staff found it.
    if (restoredAs === 'contact') {
      await tx.update(contacts).set({ createdAt: spam.createdAt }).where(eq(contacts.id, leadId))
    } else {
      await tx
        .update(estimateRequests)
        .set({ createdAt: spam.createdAt })
        .where(eq(estimateRequests.id, leadId))
      await tx
        .update(appointments)
        .set({ createdAt: spam.createdAt })
        .where(eq(appointments.estimateRequestId, leadId))
    }
    await tx
      .update(leadSpam)
      .set({ reviewedAt: now, reviewedBy: actor.username, restoredAs, restoredId: leadId })
      .where(eq(leadSpam.id, id))
    await tx.insert(leadEvents).values({
      leadType: restoredAs,
      leadId,
      actor: actor.username,
      action: 'not_spam',
      fromValue: SPAM_REASON_LABELS[spam.reason] ?? spam.reason,
      toValue: `suspected spam #${id}`,
      createdAt: now,
    })
    await recordAudit(tx, {
      actor,
      action: 'not-spam',
      entity: 'lead-spam',
      entityId: id,
      before: { reason: spam.reason, requestType: spam.requestType, createdAt: spam.createdAt },
      after: { restoredAs, restoredId: leadId, ...(slot ? { slot } : {}) },
    })
    return { restoredAs, id: leadId, requestType: lead.requestType, ...(slot ? { slot } : {}) }
  })
}

export async function deleteSpam(actor: Actor, id: number): Promise<SpamRow> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const spam = await lockPending(tx, id)
    await tx.delete(leadSpam).where(eq(leadSpam.id, id))
    await recordAudit(tx, { actor, action: 'delete', entity: 'lead-spam', entityId: id, before: spam })
    return spam
  })
}

/** How many submissions 'Delete selected' takes at once: a page of the list at its largest. */
export const SPAM_BULK_MAX = 100

export type BulkDeleted = { deleted: number; skipped: number }

/**
 * Deletes the chosen submissions still to review, each audited as a single delete is. Ids that a
 * colleague restored or deleted since the page was loaded are skipped and counted, not refused.
 */
export async function deleteSpamMany(actor: Actor, ids: readonly number[]): Promise<BulkDeleted> {
  const db = await getDb()
  const unique = [...new Set(ids)]
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(leadSpam)
      .where(and(inArray(leadSpam.id, unique), isNull(leadSpam.reviewedAt)))
      .orderBy(leadSpam.id)
      .for('update')
    if (rows.length > 0)
      await tx.delete(leadSpam).where(
        inArray(
          leadSpam.id,
          rows.map((row) => row.id),
        ),
      )
    for (const row of rows)
      await recordAudit(tx, { actor, action: 'delete', entity: 'lead-spam', entityId: row.id, before: row })
    return { deleted: rows.length, skipped: unique.length - rows.length }
  })
}
