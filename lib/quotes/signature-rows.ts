import 'server-only'
/**
 * The rows a signed contract stores: the signature (who, when, from where, the document's SHA-256
 * and its PDF) and the contract's installments from the document's payment schedule. One function
 * for the homeowner's signing (./signing.ts) and the demo data's signed contracts, so a demo
 * contract is stored exactly as a real one. Run inside the caller's transaction.
 */
import type { Database } from '@/db/client'
import { contractInstallments, quoteSignatures } from '@/db/schema'
import type { ContractDocument, ContractSignature } from '@/lib/contracts/document'

export type SignatureRows = {
  document: ContractDocument
  signature: ContractSignature
  /** The document's SHA-256 (lib/contracts/document.ts documentSha256). */
  sha256: string
  /** The PDF in the private storage; null when it could not be made (demo data only). */
  stored: { key: string; pdfSha256: string } | null
}

/** Stores the signature and its installments; returns the signature's id. */
export async function insertSignatureRows(tx: Database, rows: SignatureRows): Promise<number> {
  const { document, signature } = rows
  const [row] = await tx
    .insert(quoteSignatures)
    .values({
      quoteVersionId: document.quote.versionId,
      alternativeId: document.alternative.id,
      contractTextId: document.contractText.id,
      signerName: signature.signerName,
      signatureImage: signature.signatureImage,
      consentText: signature.consentText,
      signedAt: signature.signedAt,
      clientIp: signature.clientIp,
      userAgent: signature.userAgent,
      totalCents: document.alternative.totalCents,
      documentSha256: rows.sha256,
      pdfKey: rows.stored?.key ?? null,
      pdfSha256: rows.stored?.pdfSha256 ?? null,
      createdAt: signature.signedAt,
    })
    .returning({ id: quoteSignatures.id })
  if (!row) throw new Error('signature not stored')
  await tx.insert(contractInstallments).values(
    document.paymentSchedule.map((installment) => ({
      signatureId: row.id,
      position: installment.position,
      label: installment.label,
      percentBasisPoints: installment.percentBasisPoints,
      amountCents: installment.amountCents,
      dueStage: installment.dueStage,
    })),
  )
  return row.id
}
