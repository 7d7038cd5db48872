import 'server-only'
/**
 * Declining a quote on the homeowner's page (issue 35 §4): an open version becomes 'declined' with
 * the optional reason, the rep is told by e-mail and the lead's history says so. The lead keeps its
 * status: whether it is lost is the rep's call after talking to the homeowner. Declining twice
 * answers as the first did; a version that cannot be declined (signed, superseded, expired) is
 * refused with the page's words.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '@/db/client'
import { env } from '@/config/env'
import { estimateRequests, leadEvents, quoteVersions, quotes } from '@/db/schema'
import { quoteReference } from '@/lib/contracts/document'
import { NotFoundError } from '@/lib/errors'
import { businessDay } from '@/lib/format'
import { queueMail } from '@/lib/mail/enqueue'
import { absoluteUrl } from '@/lib/seo/site-url'
import { HOMEOWNER_ACTOR, HOMEOWNER_EVENTS } from './homeowner-events'
import { PORTAL_MAIL_KINDS, declinedToRepMail } from './portal-mail'
import { SigningRefusedError, repOf } from './signing'
import { signingRefusal, statusesFor, type QuoteStatus } from './states'

export const DECLINE_REASON_MAX = 1000

export const declineSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(DECLINE_REASON_MAX, `Keep the reason to ${DECLINE_REASON_MAX} characters or fewer`)
    .optional()
    .transform((v) => v || null),
})

export type DeclineRequest = { leadId: number; versionId: number; input: unknown; now?: Date }

export async function declineQuote(request: DeclineRequest): Promise<{ alreadyDeclined: boolean }> {
  const { reason } = declineSchema.parse(request.input ?? {})
  const now = request.now ?? new Date()
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ version: quoteVersions, quote: quotes })
      .from(quoteVersions)
      .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
      .where(and(eq(quoteVersions.id, request.versionId), eq(quotes.estimateRequestId, request.leadId)))
      .for('update', { of: quoteVersions })
    if (!row) throw new NotFoundError('The quote')
    const status = row.version.status as QuoteStatus
    if (status === 'declined') return { alreadyDeclined: true }
    const refusal = signingRefusal(status, row.version.validUntil, businessDay(now))
    if (refusal) throw new SigningRefusedError(refusal)
    await tx
      .update(quoteVersions)
      .set({ status: 'declined', declinedAt: now, declineReason: reason, updatedAt: now })
      .where(
        and(eq(quoteVersions.id, row.version.id), inArray(quoteVersions.status, [...statusesFor('decline')])),
      )
    await tx
      .update(quotes)
      .set({ status: 'declined', updatedAt: now })
      .where(and(eq(quotes.id, row.quote.id), eq(quotes.currentVersion, row.version.versionNumber)))
    const reference = quoteReference(row.quote.id, row.version.versionNumber)
    await tx.insert(leadEvents).values({
      leadType: 'estimate',
      leadId: request.leadId,
      actor: HOMEOWNER_ACTOR,
      action: HOMEOWNER_EVENTS.declined,
      fromValue: reference,
      toValue: reason,
      createdAt: now,
    })
    const [lead] = await tx
      .select({
        firstName: estimateRequests.firstName,
        lastName: estimateRequests.lastName,
        salesRep: estimateRequests.salesRep,
      })
      .from(estimateRequests)
      .where(eq(estimateRequests.id, request.leadId))
    const rep = await repOf(tx, row.quote.id, lead?.salesRep ?? null)
    await queueMail(tx, {
      to: rep?.email ?? env().COMPANY_INBOX,
      kind: PORTAL_MAIL_KINDS.declinedToRep,
      refId: row.version.id,
      ...declinedToRepMail({
        homeownerName: [lead?.firstName, lead?.lastName].filter(Boolean).join(' '),
        reference,
        reason,
        declinedAt: now,
        leadUrl: absoluteUrl(`/admin/estimates/${request.leadId}`),
      }),
    })
    return { alreadyDeclined: false }
  })
}
