import 'server-only'
/**
 * Renders a signed contract and keeps it in the private storage: the key and the PDF's own
 * SHA-256 go on the signature row (quote_signatures.pdf_key, pdf_sha256), so the stored file can be
 * checked against what was signed. Read back only through an authorised route.
 */
import { createHash } from 'node:crypto'
import { getPrivateStorage, newContractKey } from '@/lib/uploads/private-storage'
import type { ContractDocument, ContractSignature } from './document'
import { renderContractPdf } from './pdf'

export type StoredContract = { key: string; pdfSha256: string; bytes: number }

export async function storeSignedContract(
  document: ContractDocument,
  signature: ContractSignature,
): Promise<StoredContract> {
  const pdf = await renderContractPdf(document, signature)
  const key = newContractKey(signature.signedAt)
  await getPrivateStorage().put(key, pdf, 'application/pdf')
  return { key, pdfSha256: createHash('sha256').update(pdf).digest('hex'), bytes: pdf.length }
}

/** The stored PDF of a signed contract, or null when it is missing. */
export async function readSignedContract(key: string): Promise<Buffer | null> {
  return getPrivateStorage().get(key)
}
