import 'server-only'
/**
 * The homeowner's private page (issue 35 §4; issue 36 makes it the project portal): what one
 * token opens. Null for a token that opens nothing (the page answers 404, the same for every
 * reason). Otherwise the homeowner's first name, whom to call, and the offer: the signed contract
 * once there is one, else the newest sent version, with each option's pool, picture, lines,
 * totals, payment schedule, financing example and the fingerprint of the contract it would be,
 * the contract texts, and why it cannot be signed when it cannot.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import { getDb } from '@/db/client'
import {
  companyInfo,
  contractInstallments,
  estimateRequests,
  offices,
  pools,
  quoteSignatures,
} from '@/db/schema'
import { DEFAULT_COMPANY } from '@/content/company'
import { contractDocumentFor, loadContractSource } from '@/lib/contracts/source'
import { documentSha256, quoteReference } from '@/lib/contracts/document'
import { businessDay } from '@/lib/format'
import { loadPortalProject, type PortalProject } from './project'
import { formatQuantity } from '@/lib/money/cents'
import { poolImagesWithAlt } from '@/lib/pools/images'
import { unitShort } from '@/lib/price-book/units'
import { currentOffer } from '@/lib/quotes/current-offer'
import { CONTRACT_PAYMENT_SCHEDULE } from '@/lib/quotes/payment-schedule'
import { findHomeownerAccess } from '@/lib/quotes/homeowner-link'
import type { FinancingExample } from '@/lib/quotes/financing-example'
import { isOpenOffer, isPastValidity, signingRefusal, type QuoteStatus } from '@/lib/quotes/states'

export type PageInstallment = {
  position: number
  label: string
  due: string
  percentBasisPoints: number
  amountCents: number
}

export type PageAlternative = {
  id: number
  position: number
  label: string
  poolName: string
  finishColor: string | null
  image: { src: string; alt: string } | null
  poolFacts: string[]
  lines: {
    name: string
    description: string | null
    quantity: string
    unitPriceCents: number
    included: boolean
    lineTotalCents: number
  }[]
  poolPriceCents: number
  subtotalCents: number
  discountCents: number
  totalCents: number
  financing: FinancingExample | null
  schedule: PageInstallment[]
  documentSha256: string
}

export type PageOffer = {
  versionId: number
  reference: string
  /** The stored status, or 'expired' for an open offer past its last day. */
  status: QuoteStatus
  validUntil: string
  notes: string | null
  /** Why it cannot be signed, in the homeowner's words; null while it can. */
  refusal: string | null
  discountReason: string | null
  alternatives: PageAlternative[]
  contractText: {
    version: number
    isDemo: boolean
    terms: string
    lienLawNotice: string
    recoveryFundNotice: string
    constructionDefectNotice: string
  }
  licenseNumber: string
  signature: {
    signerName: string
    signedAt: Date
    alternativeId: number
    totalCents: number
    documentSha256: string
    installments: PageInstallment[]
  } | null
  declined: { at: Date | null; reason: string | null } | null
}

export type HomeownerPage = {
  token: string
  leadId: number
  firstName: string
  /** The lead has an e-mail address (mails about the contract reach them). */
  hasEmail: boolean
  company: { name: string; logo: string }
  contact: { office: string; phone: string; email: string }
  offer: PageOffer | null
  /** The project of the signed contract (the portal), once there is one. */
  project: PortalProject | null
}

/** The page a token opens, or null. */
export async function loadHomeownerPage(token: string, now = new Date()): Promise<HomeownerPage | null> {
  const db = await getDb()
  const access = await findHomeownerAccess(db, token, now)
  if (!access) return null
  const offer = await currentOffer(db, access.leadId)
  const [company] = await db.select().from(companyInfo).where(eq(companyInfo.id, 1))
  const officeRows = await db.select().from(offices).orderBy(asc(offices.displayOrder))

  let pageOffer: PageOffer | null = null
  const [lead] = await db
    .select({
      firstName: estimateRequests.firstName,
      email: estimateRequests.email,
      branch: estimateRequests.nearestBranch,
    })
    .from(estimateRequests)
    .where(eq(estimateRequests.id, access.leadId))
  let officeId: string | null = lead?.branch ?? null
  let project: PortalProject | null = null
  if (offer) {
    const [signature] =
      offer.status === 'accepted'
        ? await db.select().from(quoteSignatures).where(eq(quoteSignatures.quoteVersionId, offer.versionId))
        : []
    const source = await loadContractSource(db, offer.versionId, signature?.contractTextId)
    if (source) {
      officeId = source.officeId ?? officeId
      const poolIds = source.alternatives.flatMap((a) => (a.poolId ? [a.poolId] : []))
      const poolRows = poolIds.length ? await db.select().from(pools).where(inArray(pools.id, poolIds)) : []
      const installments = signature
        ? await db
            .select()
            .from(contractInstallments)
            .where(eq(contractInstallments.signatureId, signature.id))
            .orderBy(asc(contractInstallments.position))
        : []
      if (signature) project = await loadPortalProject(signature.id, now)
      const today = businessDay(now)
      const stored = source.version.status as QuoteStatus
      const status: QuoteStatus =
        isOpenOffer(stored) && isPastValidity(source.version.validUntil, today) ? 'expired' : stored
      pageOffer = {
        versionId: source.version.id,
        reference: quoteReference(source.quoteId, source.version.versionNumber),
        status,
        validUntil: source.version.validUntil,
        notes: source.version.notes,
        refusal: signingRefusal(stored, source.version.validUntil, today),
        discountReason: source.version.discountKind === 'none' ? null : source.version.discountReason,
        alternatives: source.alternatives.map((alternative) => {
          const document = contractDocumentFor(source, alternative.id)
          const pool = poolRows.find((p) => p.id === alternative.poolId)
          const image = pool ? poolImagesWithAlt(pool)[0] : undefined
          return {
            id: alternative.id,
            position: alternative.position,
            label: alternative.label,
            poolName: alternative.poolName,
            finishColor: alternative.finishColor,
            image: image ?? null,
            poolFacts: pool
              ? [
                  pool.size ?? pool.dimensions,
                  pool.depth ? `${pool.depth} deep` : null,
                  pool.shape,
                  pool.builtInSpa === 'Yes' ? 'built-in spa' : null,
                ].filter((fact): fact is string => Boolean(fact))
              : [],
            lines: alternative.lines.map((line) => ({
              name: line.name,
              description: line.description,
              quantity: `${formatQuantity(Math.round(line.quantity * 100))} ${unitShort(line.unit)}`,
              unitPriceCents: line.unitPriceCents,
              included: line.includedInPackage,
              lineTotalCents: line.lineTotalCents,
            })),
            poolPriceCents: alternative.poolPriceCents,
            subtotalCents: alternative.subtotalCents,
            discountCents: alternative.discountCents,
            totalCents: alternative.totalCents,
            financing: alternative.financingExample ?? null,
            schedule: document?.paymentSchedule ?? [],
            documentSha256: document ? documentSha256(document) : '',
          }
        }),
        contractText: source.contractText,
        licenseNumber: source.company.licenseNumber,
        signature: signature
          ? {
              signerName: signature.signerName,
              signedAt: signature.signedAt,
              alternativeId: signature.alternativeId,
              totalCents: signature.totalCents,
              documentSha256: signature.documentSha256,
              installments: installments.map((i) => ({
                position: i.position,
                label: i.label,
                due: SCHEDULE_DUE[i.position - 1] ?? '',
                percentBasisPoints: i.percentBasisPoints,
                amountCents: i.amountCents,
              })),
            }
          : null,
        declined:
          stored === 'declined'
            ? { at: source.version.declinedAt, reason: source.version.declineReason }
            : null,
      }
    }
  }
  const office =
    officeRows.find((o) => o.id === officeId) ?? officeRows.find((o) => o.isPrimary) ?? officeRows[0]
  return {
    token,
    leadId: access.leadId,
    firstName: lead?.firstName.trim() ?? '',
    hasEmail: Boolean(lead?.email),
    company: { name: company?.name ?? DEFAULT_COMPANY.name, logo: company?.logo ?? DEFAULT_COMPANY.logo },
    contact: {
      office: office?.name ?? company?.name ?? DEFAULT_COMPANY.name,
      phone: office?.phone ?? company?.phone ?? DEFAULT_COMPANY.phone,
      email: office?.email ?? company?.email ?? DEFAULT_COMPANY.email,
    },
    offer: pageOffer,
    project,
  }
}

/** When each installment falls due, as the schedule words it (by position). */
const SCHEDULE_DUE = CONTRACT_PAYMENT_SCHEDULE.map((item) => item.due)

/** The frame of a homeowner page without a token (the "lost your link?" form): the company and its main office. */
export async function loadPortalFrame(): Promise<Pick<HomeownerPage, 'company' | 'contact'>> {
  const db = await getDb()
  const [company] = await db.select().from(companyInfo).where(eq(companyInfo.id, 1))
  const officeRows = await db.select().from(offices).orderBy(asc(offices.displayOrder))
  const office = officeRows.find((o) => o.isPrimary) ?? officeRows[0]
  return {
    company: { name: company?.name ?? DEFAULT_COMPANY.name, logo: company?.logo ?? DEFAULT_COMPANY.logo },
    contact: {
      office: office?.name ?? company?.name ?? DEFAULT_COMPANY.name,
      phone: office?.phone ?? company?.phone ?? DEFAULT_COMPANY.phone,
      email: office?.email ?? company?.email ?? DEFAULT_COMPANY.email,
    },
  }
}
