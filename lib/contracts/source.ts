import 'server-only'
/**
 * The contract document (./document.ts) of a stored quote version: everything it is made of read
 * in one place (the version, its alternatives and lines, the lead, the company, the office and the
 * contract text version), and one pure step that makes the document of one alternative from it.
 * The homeowner's page, the signing and the PDF downloads all build it here, so the SHA-256 the
 * page shows is the one the signature checks.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '@/db/client'
import {
  companyInfo,
  contractTexts,
  estimateRequests,
  offices,
  quoteAlternatives,
  quoteLines,
  quoteVersions,
  quotes,
} from '@/db/schema'
import { DEFAULT_COMPANY } from '@/content/company'
import { RuleError } from '@/lib/errors'
import { paymentSchedule } from '@/lib/quotes/payment-schedule'
import type { DiscountKind } from '@/lib/quotes/totals'
import { currentContractText, type ContractTextVersion } from './texts'
import { CONTRACT_DOCUMENT_FORMAT, quoteReference, type ContractDocument } from './document'

type VersionRow = typeof quoteVersions.$inferSelect
type AlternativeRow = typeof quoteAlternatives.$inferSelect
type LineRow = typeof quoteLines.$inferSelect

export type ContractSource = {
  quoteId: number
  leadId: number
  repId: number | null
  officeId: string | null
  version: VersionRow
  alternatives: (AlternativeRow & { lines: LineRow[] })[]
  company: ContractDocument['company']
  homeowner: ContractDocument['homeowner']
  contractText: ContractTextVersion
}

export const MISSING_LICENSE_MESSAGE =
  'This contract cannot be signed online yet: the contractor’s license number is missing. Please call us.'

/**
 * Everything the contract of `versionId` is made of, or null when there is no such version. The
 * texts are `contractTextId`'s (a signed contract keeps its version) or else the current ones.
 */
export async function loadContractSource(
  db: Database,
  versionId: number,
  contractTextId?: number,
): Promise<ContractSource | null> {
  const [row] = await db
    .select({ version: quoteVersions, quote: quotes, lead: estimateRequests })
    .from(quoteVersions)
    .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
    .innerJoin(estimateRequests, eq(estimateRequests.id, quotes.estimateRequestId))
    .where(eq(quoteVersions.id, versionId))
    .limit(1)
  if (!row) return null
  const alternatives = await db
    .select()
    .from(quoteAlternatives)
    .where(eq(quoteAlternatives.quoteVersionId, versionId))
    .orderBy(asc(quoteAlternatives.position))
  const lines = alternatives.length
    ? await db
        .select()
        .from(quoteLines)
        .where(
          inArray(
            quoteLines.alternativeId,
            alternatives.map((a) => a.id),
          ),
        )
        .orderBy(asc(quoteLines.position))
    : []
  const [company] = await db.select().from(companyInfo).where(eq(companyInfo.id, 1))
  const officeRows = await db.select().from(offices).orderBy(asc(offices.displayOrder))
  const office =
    officeRows.find((o) => o.id === row.quote.officeId) ??
    officeRows.find((o) => o.id === row.lead.nearestBranch) ??
    officeRows.find((o) => o.isPrimary) ??
    officeRows[0]
  let contractText: ContractTextVersion | undefined
  if (contractTextId !== undefined) {
    ;[contractText] = await db.select().from(contractTexts).where(eq(contractTexts.id, contractTextId))
    if (!contractText) throw new Error(`contract text ${contractTextId} is missing`)
  } else {
    contractText = await currentContractText(db)
  }
  const { lead } = row
  return {
    quoteId: row.quote.id,
    leadId: lead.id,
    repId: row.quote.repId,
    officeId: row.quote.officeId,
    version: row.version,
    alternatives: alternatives.map((a) => ({ ...a, lines: lines.filter((l) => l.alternativeId === a.id) })),
    company: {
      name: company?.name ?? DEFAULT_COMPANY.name,
      legalName: company?.legalName ?? DEFAULT_COMPANY.legalName,
      phone: office?.phone ?? company?.phone ?? DEFAULT_COMPANY.phone,
      email: office?.email ?? company?.email ?? DEFAULT_COMPANY.email,
      licenseNumber: company?.contractorLicenseNumber ?? '',
      address: office?.address ?? '',
    },
    homeowner: {
      name: [lead.firstName, lead.lastName].filter(Boolean).join(' ').trim(),
      email: lead.email,
      phone: lead.phone,
      address: lead.address,
    },
    contractText,
  }
}

/** The document of one alternative of the version; null when the alternative is not one of it. */
export function contractDocumentFor(source: ContractSource, alternativeId: number): ContractDocument | null {
  const alternative = source.alternatives.find((a) => a.id === alternativeId)
  if (!alternative) return null
  const { version, contractText } = source
  return {
    format: CONTRACT_DOCUMENT_FORMAT,
    quote: {
      id: source.quoteId,
      versionId: version.id,
      versionNumber: version.versionNumber,
      reference: quoteReference(source.quoteId, version.versionNumber),
      validUntil: version.validUntil,
      notes: version.notes,
    },
    company: source.company,
    homeowner: source.homeowner,
    alternative: {
      id: alternative.id,
      label: alternative.label,
      poolName: alternative.poolName,
      finishColor: alternative.finishColor,
      poolPriceCents: alternative.poolPriceCents,
      lines: alternative.lines.map((line) => ({
        name: line.name,
        description: line.description,
        unit: line.unit,
        quantityHundredths: Math.round(line.quantity * 100),
        unitPriceCents: line.unitPriceCents,
        includedInPackage: line.includedInPackage,
        lineTotalCents: line.lineTotalCents,
      })),
      subtotalCents: alternative.subtotalCents,
      discountCents: alternative.discountCents,
      totalCents: alternative.totalCents,
    },
    discount: {
      kind: version.discountKind as DiscountKind,
      value: version.discountValue,
      reason: version.discountReason,
    },
    paymentSchedule: paymentSchedule(alternative.totalCents).map(
      ({ position, label, percentBasisPoints, amountCents, due, dueStage }) => ({
        position,
        label,
        percentBasisPoints,
        amountCents,
        due,
        dueStage,
      }),
    ),
    financingExample: alternative.financingExample ?? null,
    contractText: {
      id: contractText.id,
      version: contractText.version,
      isDemo: contractText.isDemo,
      terms: contractText.terms,
      lienLawNotice: contractText.lienLawNotice,
      recoveryFundNotice: contractText.recoveryFundNotice,
      constructionDefectNotice: contractText.constructionDefectNotice,
    },
  }
}

/** The document to sign: refused (409) while the company has no license number to print. */
export function signableDocument(source: ContractSource, alternativeId: number): ContractDocument | null {
  if (!source.company.licenseNumber.trim()) throw new RuleError(MISSING_LICENSE_MESSAGE)
  return contractDocumentFor(source, alternativeId)
}
