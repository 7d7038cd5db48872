/**
 * The contract as data: exactly what the homeowner signs, built from the quote version, the chosen
 * alternative, the company and the contract text version, and nothing else. Its SHA-256 over a
 * canonical JSON (keys sorted, no spaces) is the document's fingerprint: shown before signing,
 * checked again when signing (a quote changed in between is refused), stored with the signature
 * and printed on the PDF's signature page (docs/decisions/contract-document-hash.md). Pure.
 */
import { createHash } from 'node:crypto'
import type { ContractTextValues } from '@/content/contract-texts'
import type { DiscountKind } from '@/lib/quotes/totals'
import type { FinancingExample } from '@/lib/quotes/financing-example'
import type { Installment } from '@/lib/quotes/payment-schedule'

/** Bumped when the document's shape changes, so an old fingerprint is never recomputed differently. */
export const CONTRACT_DOCUMENT_FORMAT = 'contract/1'

export type ContractLine = {
  name: string
  description: string | null
  unit: string
  quantityHundredths: number
  unitPriceCents: number
  includedInPackage: boolean
  lineTotalCents: number
}

export type ContractDocument = {
  format: typeof CONTRACT_DOCUMENT_FORMAT
  quote: {
    id: number
    versionId: number
    versionNumber: number
    reference: string
    validUntil: string
    notes: string | null
  }
  company: {
    name: string
    legalName: string
    phone: string
    email: string
    licenseNumber: string
    address: string
  }
  homeowner: { name: string; email: string | null; phone: string | null; address: string | null }
  alternative: {
    id: number
    label: string
    poolName: string
    finishColor: string | null
    poolPriceCents: number
    lines: ContractLine[]
    subtotalCents: number
    discountCents: number
    totalCents: number
  }
  discount: { kind: DiscountKind; value: number; reason: string | null }
  paymentSchedule: Pick<
    Installment,
    'position' | 'label' | 'percentBasisPoints' | 'amountCents' | 'due' | 'dueStage'
  >[]
  financingExample: FinancingExample | null
  contractText: ContractTextValues & { id: number; version: number; isDemo: boolean }
}

/** Who signed, when and from where: printed on the signature page, not part of the fingerprint. */
export type ContractSignature = {
  signerName: string
  signatureImage: string
  consentText: string
  signedAt: Date
  clientIp: string | null
  userAgent: string | null
}

/** 'Q-000123-v2' */
export function quoteReference(quoteId: number, versionNumber: number): string {
  return `Q-${String(quoteId).padStart(6, '0')}-v${versionNumber}`
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** JSON with object keys sorted at every level and no whitespace; undefined members dropped. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value))
}

function sortKeys(value: unknown): Json {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new TypeError('canonicalJson: not a finite number')
    return value as Json
  }
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(sortKeys)
  const out: { [key: string]: Json } = {}
  for (const key of Object.keys(value).sort()) {
    const member = (value as Record<string, unknown>)[key]
    if (member !== undefined) out[key] = sortKeys(member)
  }
  return out
}

/** The document's fingerprint: SHA-256 (hex) of its canonical JSON in UTF-8. */
export function documentSha256(document: ContractDocument): string {
  return createHash('sha256').update(canonicalJson(document), 'utf8').digest('hex')
}
