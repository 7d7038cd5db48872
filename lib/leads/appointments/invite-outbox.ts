import 'server-only'
/**
 * Queues the homeowner's calendar invite in the mail outbox, in the transaction of the change
 * that calls for it (./mutations.ts), so the mail commits with the change or not at all.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { appointments, companyInfo, mailOutbox, offices } from '@/db/schema'
import { siteUrl } from '@/lib/seo/site-url'
import { queueMail } from '@/lib/mail/enqueue'
import {
  buildInvite,
  INVITE_KIND,
  inviteMail,
  type InviteMethod,
  type InviteOrganizer,
  type InviteReason,
} from './invite'

type Appointment = typeof appointments.$inferSelect
type Times = Pick<Appointment, 'status' | 'scheduledAt' | 'durationMinutes' | 'officeId'>

/**
 * Whether a change e-mails the homeowner: confirming (status → confirmed with a date), moving a
 * confirmed appointment (date, time, length or office), or calling a confirmed one off (cancelled,
 * or back to pending). Null for every other change.
 */
export function inviteReason(before: Times, after: Times): InviteReason | null {
  if (after.status === 'confirmed' && after.scheduledAt) {
    if (before.status !== 'confirmed') return 'confirmed'
    const moved =
      before.scheduledAt?.getTime() !== after.scheduledAt.getTime() ||
      before.durationMinutes !== after.durationMinutes ||
      before.officeId !== after.officeId
    return moved ? 'rescheduled' : null
  }
  if (before.status === 'confirmed' && before.scheduledAt && after.status !== 'confirmed') {
    return after.status === 'cancelled' || after.status === 'pending' ? 'cancelled' : null
  }
  return null
}

export const methodOf = (reason: InviteReason): InviteMethod =>
  reason === 'cancelled' ? 'CANCEL' : 'REQUEST'

/**
 * The SEQUENCE for the next invite: the stored one for the first invite ever sent, one more for
 * every later update or cancellation of the same event.
 */
export async function nextInviteSequence(tx: Database, before: Appointment): Promise<number> {
  const [sent] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.refId, before.id), inArray(mailOutbox.kind, Object.values(INVITE_KIND))))
    .limit(1)
  return sent ? before.inviteSequence + 1 : before.inviteSequence
}

async function organizerFor(tx: Database, officeId: string | null): Promise<InviteOrganizer> {
  const [company] = await tx
    .select({ name: companyInfo.name, phone: companyInfo.phone, email: companyInfo.email })
    .from(companyInfo)
    .where(eq(companyInfo.id, 1))
  const [office] = officeId ? await tx.select().from(offices).where(eq(offices.id, officeId)) : []
  const companyName = company?.name ?? 'Florida Fiberglass Pools'
  return {
    companyName,
    officeName: office?.name ?? null,
    email: office?.email ?? company?.email ?? '',
    phone: office?.phone ?? company?.phone ?? '',
    address: office ? `${office.address}, ${office.city}, FL` : null,
  }
}

/** Puts the invite for `after` (the row as changed; a cancellation names the time it had) in the outbox. */
export async function queueInvite(
  tx: Database,
  before: Appointment,
  after: Appointment,
  reason: InviteReason,
) {
  if (!after.email) return
  const method = methodOf(reason)
  // A cancellation is about the event as the homeowner has it: its time before this change.
  const timed = reason === 'cancelled' ? before : after
  if (!timed.scheduledAt) return
  const invite = {
    id: after.id,
    customerName: after.customerName,
    email: after.email,
    address: after.address,
    scheduledAt: timed.scheduledAt,
    durationMinutes: timed.durationMinutes,
    inviteSequence: after.inviteSequence,
  }
  const organizer = await organizerFor(tx, timed.officeId)
  const mail = inviteMail(invite, organizer, reason)
  await queueMail(tx, {
    to: after.email,
    subject: mail.subject,
    text: mail.text,
    kind: INVITE_KIND[method],
    refId: after.id,
    calendar: { method, content: buildInvite(invite, organizer, method, new URL(siteUrl()).hostname) },
  })
}
