import 'server-only'
/**
 * What the lead's page shows of the homeowner's side (issue 35 §4–§5): the quote version their
 * page shows, when it was sent and first viewed, the signed contract (who, when, how much, its
 * PDF to download) and until when their link works.
 */
import { and, desc, eq, isNull } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { homeownerAccessTokens, quoteSignatures, quoteVersions } from '@/db/schema'
import { quoteReference } from '@/lib/contracts/document'
import { currentOffer } from './current-offer'
import type { QuoteStatus } from './states'

export type LeadContractSummary = {
  reference: string
  status: QuoteStatus
  validUntil: string
  sentAt: Date | null
  viewedAt: Date | null
  declinedAt: Date | null
  declineReason: string | null
  signature: { id: number; signerName: string; signedAt: Date; totalCents: number; hasPdf: boolean } | null
  link: { expiresAt: Date; lastUsedAt: Date | null } | null
}

export async function getLeadContractSummary(leadId: number): Promise<LeadContractSummary | null> {
  const db = await getDb()
  const offer = await currentOffer(db, leadId)
  if (!offer) return null
  const [version] = await db.select().from(quoteVersions).where(eq(quoteVersions.id, offer.versionId))
  const [signature] = await db
    .select()
    .from(quoteSignatures)
    .where(eq(quoteSignatures.quoteVersionId, offer.versionId))
  const [link] = await db
    .select({ expiresAt: homeownerAccessTokens.expiresAt, lastUsedAt: homeownerAccessTokens.lastUsedAt })
    .from(homeownerAccessTokens)
    .where(and(eq(homeownerAccessTokens.estimateRequestId, leadId), isNull(homeownerAccessTokens.revokedAt)))
    .orderBy(desc(homeownerAccessTokens.expiresAt))
    .limit(1)
  return {
    reference: quoteReference(offer.quoteId, offer.versionNumber),
    status: offer.status,
    validUntil: offer.validUntil,
    sentAt: version?.sentAt ?? null,
    viewedAt: version?.viewedAt ?? null,
    declinedAt: version?.declinedAt ?? null,
    declineReason: version?.declineReason ?? null,
    signature: signature
      ? {
          id: signature.id,
          signerName: signature.signerName,
          signedAt: signature.signedAt,
          totalCents: signature.totalCents,
          hasPdf: Boolean(signature.pdfKey),
        }
      : null,
    link: link ?? null,
  }
}
