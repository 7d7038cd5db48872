import 'server-only'
/**
 * Which quote version the homeowner's page is about: the signed one once a contract is signed,
 * otherwise the newest version that has been sent (open, declined or expired), across the lead's
 * quotes. Drafts are the rep's and never shown; superseded versions are history.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { quoteVersions, quotes } from '@/db/schema'
import type { QuoteStatus } from './states'

export type CurrentOffer = {
  quoteId: number
  versionId: number
  versionNumber: number
  status: QuoteStatus
  validUntil: string
  acceptedAt: Date | null
  repId: number | null
  officeId: string | null
}

const SHOWN: QuoteStatus[] = ['sent', 'viewed', 'declined', 'expired']

export async function currentOffer(db: Database, leadId: number): Promise<CurrentOffer | null> {
  const columns = {
    quoteId: quotes.id,
    versionId: quoteVersions.id,
    versionNumber: quoteVersions.versionNumber,
    status: quoteVersions.status,
    validUntil: quoteVersions.validUntil,
    acceptedAt: quoteVersions.acceptedAt,
    repId: quotes.repId,
    officeId: quotes.officeId,
  }
  const [signed] = await db
    .select(columns)
    .from(quoteVersions)
    .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
    .where(and(eq(quotes.estimateRequestId, leadId), eq(quoteVersions.status, 'accepted')))
    .orderBy(desc(quoteVersions.acceptedAt), desc(quoteVersions.id))
    .limit(1)
  if (signed) return signed as CurrentOffer
  const [latest] = await db
    .select(columns)
    .from(quoteVersions)
    .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
    .where(and(eq(quotes.estimateRequestId, leadId), inArray(quoteVersions.status, SHOWN)))
    .orderBy(desc(quoteVersions.sentAt), desc(quoteVersions.id))
    .limit(1)
  return (latest as CurrentOffer | undefined) ?? null
}
