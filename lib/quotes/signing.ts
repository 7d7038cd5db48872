import 'server-only'
/**
 * Signing a quote on the homeowner's page (issue 35 §4–§6), the one way a contract comes to be:
 *
 * 1. the form is parsed (name, drawn signature, consent, option, the fingerprint the page showed)
 *    and the signature checked to be a real, inked PNG (./signature-image.ts);
 * 2. the version must be the lead's and open (lib/quotes/states.ts signingRefusal), the option one
 *    of its alternatives, and the document's SHA-256 the one the page showed (else 409);
 * 3. the PDF of exactly that document and signature is rendered and kept in the private storage;
 * 4. one transaction, on the version row locked: the signature row, the installments, the version
 *    accepted (the lead's other open versions superseded), the lead Won with the contract price as
 *    its deal value and the history to say so, the links extended for the project, the rep's
 *    follow-up (My day) and the two e-mails (the homeowner's with the PDF attached).
 *
 * Sent twice (a double tap, a retried request), the second finds the version signed with the same
 * document by the same name and answers with that signature: nothing is stored twice and the
 * signature is never replaced. Anything else on a signed version is refused.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import {
  adminUsers,
  estimateRequests,
  followUps,
  leadEvents,
  quoteSignatures,
  quoteVersions,
  quotes,
} from '@/db/schema'
import { env } from '@/config/env'
import { signableDocument, loadContractSource } from '@/lib/contracts/source'
import { documentSha256, type ContractDocument, type ContractSignature } from '@/lib/contracts/document'
import { storeSignedContract } from '@/lib/contracts/store'
import { NotFoundError, RefusedError } from '@/lib/errors'
import { describeFollowUp } from '@/lib/follow-ups/history'
import { businessDay } from '@/lib/format'
import { queueMail } from '@/lib/mail/enqueue'
import { formatCents } from '@/lib/money/cents'
import { getPrivateStorage } from '@/lib/uploads/private-storage'
import { absoluteUrl } from '@/lib/seo/site-url'
import { createProjectForSignature } from '@/lib/projects/create'
import { insertSignatureRows } from './signature-rows'
import { HOMEOWNER_ACTOR, HOMEOWNER_EVENTS } from './homeowner-events'
import { extendLinksForProject } from './homeowner-link'
import { homeownerPath } from './homeowner-token'
import {
  PORTAL_MAIL_KINDS,
  signedContractFilename,
  signedToHomeownerMail,
  signedToRepMail,
  type SignedMailFacts,
} from './portal-mail'
import { E_SIGN_CONSENT_TEXT, SIGNING_MESSAGES, signingSchema } from './schema'
import { checkedSignaturePng } from './signature-image'
import { signingRefusal, statusesFor, type QuoteStatus } from './states'

export const OUT_OF_DATE_MESSAGE =
  'This quote changed since you opened the page. Reload the page to read the current version, then sign.'

/** The version cannot be signed (signed, declined, superseded, expired): the page shows why. */
export class SigningRefusedError extends RefusedError {
  constructor(message: string) {
    super(message, 409)
    this.name = 'SigningRefusedError'
  }
}

export type SigningRequest = {
  /** The lead the homeowner's token opens. */
  leadId: number
  versionId: number
  /** The form's raw values (alternativeId, signerName, signatureImage, consent, documentSha256). */
  input: unknown
  clientIp: string | null
  userAgent: string | null
  /** The token the request came with, to put the page's address in the homeowner's e-mail. */
  token?: string
  now?: Date
}

export type SigningOutcome = { signatureId: number; alreadySigned: boolean }

type Parsed = ReturnType<typeof signingSchema.parse>

export async function signQuote(request: SigningRequest): Promise<SigningOutcome> {
  const input = signingSchema.parse(request.input)
  const png = await checkedSignaturePng(input.signatureImage)
  const now = request.now ?? new Date()
  const db = await getDb()

  const source = await loadContractSource(db, request.versionId)
  if (!source || source.leadId !== request.leadId) throw new NotFoundError('The quote')
  const status = source.version.status as QuoteStatus
  if (status === 'accepted') return sameSignatureOrRefuse(db, request.versionId, input)
  const refusal = signingRefusal(status, source.version.validUntil, businessDay(now))
  if (refusal) throw new SigningRefusedError(refusal)
  const document = signableDocument(source, input.alternativeId)
  if (!document) throw new RefusedError(SIGNING_MESSAGES.alternativeRequired, 400, 'alternativeId')
  const sha256 = documentSha256(document)
  if (sha256 !== input.documentSha256) throw new RefusedError(OUT_OF_DATE_MESSAGE, 409)

  const signature: ContractSignature = {
    signerName: input.signerName,
    signatureImage: `data:image/png;base64,${png.toString('base64')}`,
    consentText: E_SIGN_CONSENT_TEXT,
    signedAt: now,
    clientIp: request.clientIp?.slice(0, 64) ?? null,
    userAgent: request.userAgent?.slice(0, 1000) ?? null,
  }
  const stored = await storeSignedContract(document, signature)
  try {
    const outcome = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ status: quoteVersions.status })
        .from(quoteVersions)
        .where(eq(quoteVersions.id, request.versionId))
        .for('update')
      const lockedStatus = (locked?.status ?? 'draft') as QuoteStatus
      if (lockedStatus === 'accepted') return sameSignatureOrRefuse(tx, request.versionId, input)
      const late = signingRefusal(lockedStatus, source.version.validUntil, businessDay(now))
      if (late) throw new SigningRefusedError(late)
      const signatureId = await recordSignature(tx, { request, document, signature, sha256, stored, now })
      return { signatureId, alreadySigned: false }
    })
    if (outcome.alreadySigned) await getPrivateStorage().remove(stored.key)
    return outcome
  } catch (error) {
    await getPrivateStorage()
      .remove(stored.key)
      .catch(() => undefined)
    throw error
  }
}

/** A second submission of the same signature gets the first; anything else on a signed version is refused. */
async function sameSignatureOrRefuse(
  db: Database,
  versionId: number,
  input: Parsed,
): Promise<SigningOutcome> {
  const [existing] = await db
    .select()
    .from(quoteSignatures)
    .where(eq(quoteSignatures.quoteVersionId, versionId))
  const same =
    existing &&
    existing.documentSha256 === input.documentSha256 &&
    existing.alternativeId === input.alternativeId &&
    existing.signerName.trim().toLowerCase() === input.signerName.trim().toLowerCase()
  if (existing && same) return { signatureId: existing.id, alreadySigned: true }
  throw new SigningRefusedError(signingRefusal('accepted', '', '') ?? '')
}

type Recording = {
  request: SigningRequest
  document: ContractDocument
  signature: ContractSignature
  sha256: string
  stored: { key: string; pdfSha256: string }
  now: Date
}

async function recordSignature(tx: Database, r: Recording): Promise<number> {
  const { document, signature, now } = r
  const leadId = r.request.leadId
  const signatureId = await insertSignatureRows(tx, {
    document,
    signature: { ...signature, signedAt: now },
    sha256: r.sha256,
    stored: r.stored,
  })
  // The build starts with the contract: its project, stages and first installment due (issue 36).
  await createProjectForSignature(tx, signatureId, { now })

  // The version is accepted; the lead's other open offers are settled (superseded by the contract).
  await tx
    .update(quoteVersions)
    .set({
      status: 'accepted',
      acceptedAlternativeId: document.alternative.id,
      acceptedAt: now,
      updatedAt: now,
    })
    .where(eq(quoteVersions.id, document.quote.versionId))
  const leadQuotes = tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.estimateRequestId, leadId))
  await tx
    .update(quoteVersions)
    .set({ status: 'superseded', supersededAt: now, updatedAt: now })
    .where(
      and(
        inArray(quoteVersions.quoteId, leadQuotes),
        ne(quoteVersions.id, document.quote.versionId),
        inArray(quoteVersions.status, [...statusesFor('accept')]),
      ),
    )
  // quotes.status mirrors each quote's latest version.
  await tx.execute(sql`
    UPDATE quotes q SET status = v.status, updated_at = ${now.toISOString()}::timestamptz
    FROM quote_versions v
    WHERE v.quote_id = q.id AND v.version_number = q.current_version
      AND q.estimate_request_id = ${leadId} AND q.status <> v.status
  `)

  // The lead is Won, its deal value the contract price; the history says who and what.
  const [lead] = await tx.select().from(estimateRequests).where(eq(estimateRequests.id, leadId)).for('update')
  if (!lead) throw new NotFoundError('The lead')
  await tx
    .update(estimateRequests)
    .set({
      status: 'won',
      dealValueCents: document.alternative.totalCents,
      ...(lead.status !== 'won' ? { statusUpdatedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(estimateRequests.id, leadId))
  const summary = `${document.quote.reference}, ${document.alternative.label}: ${document.alternative.poolName}, ${formatCents(document.alternative.totalCents)}, signed by ${signature.signerName}`
  const events = [
    { action: HOMEOWNER_EVENTS.signed, fromValue: null, toValue: summary },
    ...(lead.status !== 'won' ? [{ action: 'status', fromValue: lead.status, toValue: 'won' }] : []),
    ...(lead.dealValueCents !== document.alternative.totalCents
      ? [
          {
            action: HOMEOWNER_EVENTS.dealValue,
            fromValue: lead.dealValueCents == null ? null : formatCents(lead.dealValueCents),
            toValue: formatCents(document.alternative.totalCents),
          },
        ]
      : []),
  ]
  await extendLinksForProject(tx, leadId, now)

  // The rep: a follow-up on My day (already reminded: the e-mail below is the reminder) and a mail.
  const rep = await repOf(tx, document.quote.id, lead.salesRep)
  const note = `Contract signed: call ${document.homeowner.name} to book the technical visit`
  const [followUp] = await tx
    .insert(followUps)
    .values({
      leadType: 'estimate',
      leadId,
      dueAt: now,
      assigneeId: rep?.id ?? null,
      note,
      createdBy: HOMEOWNER_ACTOR,
      remindedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  await tx.insert(leadEvents).values(
    [
      ...events,
      ...(followUp
        ? [
            {
              action: 'follow_up_added',
              fromValue: null,
              toValue: describeFollowUp(followUp, rep?.username ?? null),
            },
          ]
        : []),
    ].map((event) => ({ ...event, leadType: 'estimate', leadId, actor: HOMEOWNER_ACTOR, createdAt: now })),
  )

  const facts: SignedMailFacts = {
    homeownerName: document.homeowner.name,
    reference: document.quote.reference,
    optionLabel: document.alternative.label,
    poolName: document.alternative.poolName,
    totalCents: document.alternative.totalCents,
    signedAt: now,
    documentSha256: r.sha256,
    firstInstallmentCents: document.paymentSchedule[0]?.amountCents ?? 0,
    pageUrl: r.request.token ? absoluteUrl(homeownerPath(r.request.token)) : null,
    leadUrl: absoluteUrl(`/admin/estimates/${leadId}`),
    company: document.company,
  }
  if (lead.email)
    await queueMail(tx, {
      to: lead.email,
      kind: PORTAL_MAIL_KINDS.signedToHomeowner,
      refId: signatureId,
      ...signedToHomeownerMail(facts),
      attachments: [
        {
          filename: signedContractFilename(document.quote.reference),
          contentType: 'application/pdf',
          privateKey: r.stored.key,
        },
      ],
    })
  await queueMail(tx, {
    to: rep?.email ?? env().COMPANY_INBOX,
    kind: PORTAL_MAIL_KINDS.signedToRep,
    refId: signatureId,
    ...signedToRepMail(facts),
  })
  return signatureId
}

/** The quote's rep, or the lead's assigned rep, when active; null sends the notice to the company inbox. */
export async function repOf(tx: Database, quoteId: number, salesRep: string | null) {
  const [quote] = await tx.select({ repId: quotes.repId }).from(quotes).where(eq(quotes.id, quoteId))
  const active = eq(adminUsers.isActive, true)
  const by = quote?.repId
    ? and(eq(adminUsers.id, quote.repId), active)
    : salesRep
      ? and(eq(adminUsers.username, salesRep), active)
      : undefined
  if (!by) return null
  const [rep] = await tx
    .select({ id: adminUsers.id, username: adminUsers.username, email: adminUsers.email })
    .from(adminUsers)
    .where(by)
  return rep ?? null
}
