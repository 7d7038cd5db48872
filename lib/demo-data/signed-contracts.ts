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
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import type { Database } from '@/db/client'
import { estimateRequests, quoteVersions } from '@/db/schema'
import { documentSha256 } from '@/lib/contracts/document'
import { contractDocumentFor, loadContractSource } from '@/lib/contracts/source'
import { storeSignedContract } from '@/lib/contracts/store'
import { businessDay } from '@/lib/format'
import { addDays } from '@/lib/projects/rules'
import { createQuoteVersion, type PlainQuoteLine } from '@/lib/quotes/create'
import { insertSignatureRows } from '@/lib/quotes/signature-rows'
import type { DiscountKind } from '@/lib/quotes/totals'

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
  const source = await loadContractSource(db, created.versionId)
  const alternative = source?.alternatives[0]
  const document = source && alternative ? contractDocumentFor(source, alternative.id) : null
  if (!source || !alternative || !document) throw new Error('fixture quote not stored')
  const signature = {
    signerName: document.homeowner.name,
    signatureImage: await fixtureSignatureImage(),
    consentText: 'I agree to sign this contract electronically.',
    signedAt,
    clientIp: null,
    userAgent: null,
  }
  const stored = input.withPdf ? await storeSignedContract(document, signature) : null
  const signatureId = await insertSignatureRows(db, {
    document,
    signature,
    sha256: documentSha256(document),
    stored,
  })
  await db
    .update(quoteVersions)
    .set({ acceptedAlternativeId: alternative.id, acceptedAt: signedAt })
    .where(eq(quoteVersions.id, created.versionId))
  await db
    .update(estimateRequests)
    .set({ dealValueCents: alternative.totalCents })
    .where(eq(estimateRequests.id, lead.id))
  return {
    signatureId,
    leadId: lead.id,
    quoteId: created.quoteId,
    versionId: created.versionId,
    totalCents: alternative.totalCents,
  }
}
