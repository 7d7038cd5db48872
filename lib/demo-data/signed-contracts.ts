import 'server-only'
/**
 * A signed contract made without the homeowner's page: a lead, an accepted quote version stored by
 * createQuoteVersion (catalogue price, price-book lines, server totals), the contract document and
 * its SHA-256 as signing computes them (lib/contracts/document.ts), optionally the PDF in the
 * private storage, the signature row and its six installments, and the lead Won with its value.
 *
 * For the demo projects (./projects.ts) and the projects' tests, which need contracts signed on
 * chosen days: they then call createProjectForSignature as signing does (lib/quotes/signing.ts).
 * Not a way for staff to sign on a homeowner's behalf: no screen or action reaches it.
 */
import { asc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import type { Database } from '@/db/client'
import {
  companyInfo,
  contractInstallments,
  estimateRequests,
  offices,
  quoteAlternatives,
  quoteLines,
  quoteSignatures,
  quoteVersions,
} from '@/db/schema'
import { DEFAULT_COMPANY } from '@/content/company'
import {
  CONTRACT_DOCUMENT_FORMAT,
  documentSha256,
  quoteReference,
  type ContractDocument,
} from '@/lib/contracts/document'
import { storeSignedContract } from '@/lib/contracts/store'
import { currentContractText } from '@/lib/contracts/texts'
import { addDays } from '@/lib/projects/rules'
import { createQuoteVersion, type PlainQuoteLine } from '@/lib/quotes/create'
import { financingExample } from '@/lib/quotes/financing-example'
import { paymentSchedule } from '@/lib/quotes/payment-schedule'
import type { DiscountKind } from '@/lib/quotes/totals'
import { businessDay } from '@/lib/format'

let signaturePng: Promise<string> | undefined

/** A drawn-looking stroke as a PNG data URL, for contracts nobody drew by hand (made once). */
export function fixtureSignatureImage(): Promise<string> {
  signaturePng ??= sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120"><path d="M16 90 C 70 10, 110 10, 140 84 S 210 116, 240 46 S 300 24, 330 84 S 410 108, 460 52" fill="none" stroke="#1e293b" stroke-width="5" stroke-linecap="round"/></svg>',
    ),
  )
    .png()
    .toBuffer()
    .then((png) => `data:image/png;base64,${png.toString('base64')}`)
  return signaturePng
}

export type SignedContractInput = {
  lead: {
    firstName: string
    lastName: string
    email?: string | null
    phone?: string | null
    address?: string | null
    nearestBranch?: string | null
    salesRep?: string | null
  }
  poolId: number
  repId?: number | null
  officeId?: string | null
  finishColor?: string | null
  lines?: PlainQuoteLine[]
  discount?: { kind: DiscountKind; value: number; reason?: string | null }
  signedAt: Date
  /** Render the contract PDF and keep it in the private storage (demo data); off in most tests. */
  withPdf?: boolean
}

export async function createSignedContractFixture(
  db: Database,
  input: SignedContractInput,
): Promise<{ signatureId: number; leadId: number; quoteId: number; versionId: number; totalCents: number }> {
  const signedAt = input.signedAt
  const [lead] = await db
    .insert(estimateRequests)
    .values({
      ...input.lead,
      requestType: 'estimate',
      status: 'won',
      poolType: 'Fiberglass pool',
      createdAt: new Date(signedAt.getTime() - 21 * 86_400_000),
      statusUpdatedAt: signedAt,
    })
    .returning()
  if (!lead) throw new Error('fixture lead not stored')
  const created = await createQuoteVersion(db, {
    leadId: lead.id,
    repId: input.repId ?? null,
    officeId: input.officeId ?? input.lead.nearestBranch ?? null,
    status: 'accepted',
    validUntil: addDays(businessDay(signedAt), 30),
    discount: input.discount,
    alternatives: [
      { label: 'Your pool', poolId: input.poolId, finishColor: input.finishColor, lines: input.lines ?? [] },
    ],
    sentAt: new Date(signedAt.getTime() - 5 * 86_400_000),
    viewedAt: new Date(signedAt.getTime() - 4 * 86_400_000),
  })
  const [version] = await db.select().from(quoteVersions).where(eq(quoteVersions.id, created.versionId))
  const [alternative] = await db
    .select()
    .from(quoteAlternatives)
    .where(eq(quoteAlternatives.quoteVersionId, created.versionId))
  if (!version || !alternative) throw new Error('fixture quote not stored')
  const lines = await db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.alternativeId, alternative.id))
    .orderBy(asc(quoteLines.position))
  const text = await currentContractText(db)
  const [company] = await db.select().from(companyInfo).where(eq(companyInfo.id, 1))
  const [office] = await db.select().from(offices).where(eq(offices.isPrimary, true)).limit(1)
  const schedule = paymentSchedule(alternative.totalCents)

  const document: ContractDocument = {
    format: CONTRACT_DOCUMENT_FORMAT,
    quote: {
      id: created.quoteId,
      versionId: version.id,
      versionNumber: version.versionNumber,
      reference: quoteReference(created.quoteId, version.versionNumber),
      validUntil: version.validUntil,
      notes: version.notes,
    },
    company: {
      name: company?.name ?? DEFAULT_COMPANY.name,
      legalName: company?.legalName ?? DEFAULT_COMPANY.legalName,
      phone: company?.phone ?? DEFAULT_COMPANY.phone,
      email: company?.email ?? DEFAULT_COMPANY.email,
      licenseNumber: company?.contractorLicenseNumber ?? '',
      address: office ? `${office.address}, ${office.city}, FL` : '',
    },
    homeowner: {
      name: `${lead.firstName} ${lead.lastName}`.trim(),
      email: lead.email,
      phone: lead.phone,
      address: lead.address,
    },
    alternative: {
      id: alternative.id,
      label: alternative.label,
      poolName: alternative.poolName,
      finishColor: alternative.finishColor,
      poolPriceCents: alternative.poolPriceCents,
      lines: lines.map((line) => ({
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
    paymentSchedule: schedule.map(({ position, label, percentBasisPoints, amountCents, due, dueStage }) => ({
      position,
      label,
      percentBasisPoints,
      amountCents,
      due,
      dueStage,
    })),
    financingExample: financingExample(alternative.totalCents, {
      downPercent: version.financingDownPercent,
      termMonths: version.financingTermMonths,
      creditBand: version.financingCreditBand,
    }),
    contractText: {
      id: text.id,
      version: text.version,
      isDemo: text.isDemo,
      terms: text.terms,
      lienLawNotice: text.lienLawNotice,
      recoveryFundNotice: text.recoveryFundNotice,
      constructionDefectNotice: text.constructionDefectNotice,
    },
  }
  const signature = {
    signerName: document.homeowner.name,
    signatureImage: await fixtureSignatureImage(),
    consentText: 'I agree to sign this contract electronically.',
    signedAt,
    clientIp: null,
    userAgent: null,
  }
  const stored = input.withPdf ? await storeSignedContract(document, signature) : null
  const [row] = await db
    .insert(quoteSignatures)
    .values({
      quoteVersionId: version.id,
      alternativeId: alternative.id,
      contractTextId: text.id,
      ...signature,
      totalCents: alternative.totalCents,
      documentSha256: documentSha256(document),
      pdfKey: stored?.key ?? null,
      pdfSha256: stored?.pdfSha256 ?? null,
      createdAt: signedAt,
    })
    .returning({ id: quoteSignatures.id })
  if (!row) throw new Error('fixture signature not stored')
  await db.insert(contractInstallments).values(
    schedule.map((installment) => ({
      signatureId: row.id,
      position: installment.position,
      label: installment.label,
      percentBasisPoints: installment.percentBasisPoints,
      amountCents: installment.amountCents,
      dueStage: installment.dueStage,
    })),
  )
  await db
    .update(quoteVersions)
    .set({ acceptedAlternativeId: alternative.id, acceptedAt: signedAt })
    .where(eq(quoteVersions.id, version.id))
  await db
    .update(estimateRequests)
    .set({ dealValueCents: alternative.totalCents })
    .where(eq(estimateRequests.id, lead.id))
  return {
    signatureId: row.id,
    leadId: lead.id,
    quoteId: created.quoteId,
    versionId: version.id,
    totalCents: alternative.totalCents,
  }
}
