import 'server-only'
/**
 * Quotes expire at their date (issue 35 §3): an offer still open (sent or viewed) after its last
 * valid day in Eastern time becomes 'expired', with a line in its lead's history and an audit row.
 * One conditional UPDATE claims the versions, so several instances running the sweep at once each
 * expire a version at most once (a version already expired no longer matches), and the lead's
 * history gets one line per version. quotes.status follows when the expired version is the latest.
 */
import { and, eq, inArray, lt } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { auditLog, leadEvents, quoteVersions, quotes } from '@/db/schema'
import { quoteReference } from '@/lib/contracts/document'
import { businessDay, formatDate } from '@/lib/format'
import { dayInstant } from './dates'
import { QUOTE_EVENTS } from './history'
import { statusesFor } from './states'

export const EXPIRY_ACTOR = 'scheduler'
/** Versions expired per sweep (the next sweep takes the rest). */
export const EXPIRY_BATCH = 200

export type ExpiredVersion = { quoteId: number; versionNumber: number; validUntil: string }

/** Expires the open offers whose last valid day is before `now`'s day in Eastern time. */
export async function expireQuotes(db: Database, now = new Date()): Promise<ExpiredVersion[]> {
  const today = businessDay(now)
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: quoteVersions.id })
      .from(quoteVersions)
      .where(
        and(inArray(quoteVersions.status, [...statusesFor('expire')]), lt(quoteVersions.validUntil, today)),
      )
      .orderBy(quoteVersions.validUntil, quoteVersions.id)
      .limit(EXPIRY_BATCH)
      .for('update', { skipLocked: true })
    const expired = await tx
      .update(quoteVersions)
      .set({ status: 'expired', expiredAt: now, updatedAt: now })
      .where(and(inArray(quoteVersions.id, due), inArray(quoteVersions.status, [...statusesFor('expire')])))
      .returning({
        quoteId: quoteVersions.quoteId,
        versionNumber: quoteVersions.versionNumber,
        validUntil: quoteVersions.validUntil,
      })
    if (!expired.length) return []
    const owners = await tx
      .select({ id: quotes.id, leadId: quotes.estimateRequestId, currentVersion: quotes.currentVersion })
      .from(quotes)
      .where(inArray(quotes.id, [...new Set(expired.map((v) => v.quoteId))]))
    for (const version of expired) {
      const quote = owners.find((q) => q.id === version.quoteId)
      if (quote?.currentVersion === version.versionNumber)
        await tx.update(quotes).set({ status: 'expired', updatedAt: now }).where(eq(quotes.id, quote.id))
    }
    await tx.insert(leadEvents).values(
      expired.flatMap((version) => {
        const quote = owners.find((q) => q.id === version.quoteId)
        return quote
          ? [
              {
                leadType: 'estimate',
                leadId: quote.leadId,
                actor: EXPIRY_ACTOR,
                action: QUOTE_EVENTS.expired,
                fromValue: formatDate(dayInstant(version.validUntil)),
                toValue: quoteReference(version.quoteId, version.versionNumber),
                createdAt: now,
              },
            ]
          : []
      }),
    )
    await tx.insert(auditLog).values(
      expired.map((version) => ({
        actorId: null,
        actorUsername: EXPIRY_ACTOR,
        action: 'expire',
        entity: 'quote',
        entityId: String(version.quoteId),
        before: { version: version.versionNumber, validUntil: version.validUntil },
        after: { status: 'expired' },
      })),
    )
    return expired
  })
}
