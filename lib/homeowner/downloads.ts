import 'server-only'
/**
 * The homeowner's downloads, authorised by the token alone: the signed contract once there is
 * one, and before signing a copy of the contract an option would be (unsigned, for reading), as
 * the consent they tick says they could download it. Null is a 404.
 */
import { eq } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { quoteSignatures } from '@/db/schema'
import { quoteReference } from '@/lib/contracts/document'
import { signedContractFile, type PdfFile } from '@/lib/contracts/download'
import { renderContractPdf } from '@/lib/contracts/pdf'
import { contractDocumentFor, loadContractSource } from '@/lib/contracts/source'
import { currentOffer } from '@/lib/quotes/current-offer'
import { findHomeownerAccess } from '@/lib/quotes/homeowner-link'

export async function homeownerSignedContract(token: string): Promise<PdfFile | null> {
  const db = await getDb()
  const access = await findHomeownerAccess(db, token)
  if (!access) return null
  const offer = await currentOffer(db, access.leadId)
  if (!offer || offer.status !== 'accepted') return null
  const [signature] = await db
    .select({ id: quoteSignatures.id })
    .from(quoteSignatures)
    .where(eq(quoteSignatures.quoteVersionId, offer.versionId))
  return signature ? signedContractFile(signature.id, access.leadId) : null
}

/** The unsigned contract of one option of the offer the page shows. */
export async function homeownerContractCopy(token: string, alternativeId: number): Promise<PdfFile | null> {
  const db = await getDb()
  const access = await findHomeownerAccess(db, token)
  if (!access) return null
  const offer = await currentOffer(db, access.leadId)
  if (!offer) return null
  const source = await loadContractSource(db, offer.versionId)
  const document = source && contractDocumentFor(source, alternativeId)
  if (!document) return null
  const reference = quoteReference(offer.quoteId, offer.versionNumber)
  return {
    filename: `contract-${reference}-${document.alternative.label.replace(/[^\w-]+/g, '-')}-unsigned.pdf`,
    bytes: await renderContractPdf(document, null),
  }
}
