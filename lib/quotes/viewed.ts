import 'server-only'
/**
 * The homeowner opened their page: the version shown moves from 'sent' to 'viewed' once, with the
 * time on the version and a line in the lead's history (the rep sees when). Called by the page's
 * browser code after it has shown the quote, not while the server renders it: a mail scanner that
 * fetches every link in an e-mail runs no script, so it never marks a quote viewed.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { leadEvents, quoteVersions, quotes } from '@/db/schema'
import { quoteReference } from '@/lib/contracts/document'
import { HOMEOWNER_ACTOR, HOMEOWNER_EVENTS } from './homeowner-events'
import { nextStatus, statusesFor } from './states'

/** True when this call marked the version viewed (false: it was already, or it is not the lead's). */
export async function markQuoteViewed(leadId: number, versionId: number, now = new Date()): Promise<boolean> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const leadQuotes = tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.estimateRequestId, leadId))
    const [viewed] = await tx
      .update(quoteVersions)
      .set({ status: nextStatus('sent', 'view') ?? 'viewed', viewedAt: now, updatedAt: now })
      .where(
        and(
          eq(quoteVersions.id, versionId),
          inArray(quoteVersions.quoteId, leadQuotes),
          inArray(quoteVersions.status, [...statusesFor('view')]),
        ),
      )
      .returning({ quoteId: quoteVersions.quoteId, versionNumber: quoteVersions.versionNumber })
    if (!viewed) return false
    await tx
      .update(quotes)
      .set({ status: 'viewed', updatedAt: now })
      .where(and(eq(quotes.id, viewed.quoteId), eq(quotes.currentVersion, viewed.versionNumber)))
    await tx.insert(leadEvents).values({
      leadType: 'estimate',
      leadId,
      actor: HOMEOWNER_ACTOR,
      action: HOMEOWNER_EVENTS.viewed,
      toValue: quoteReference(viewed.quoteId, viewed.versionNumber),
      createdAt: now,
    })
    return true
  })
}
