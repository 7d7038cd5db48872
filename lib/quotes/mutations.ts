import 'server-only'
/**
 * What staff do to a quote (issue 35 §3, §4): start one on a lead, save its draft, start a new
 * version of a sent one, send it, and approve or turn down a discount above a rep's limit. Each
 * runs in one transaction with its lead-history event and its audit row; every change after the
 * first applies only to the version of the quote the screen was opened with (quotes.updated_at,
 * 409 otherwise). Versions are stored by createQuoteVersion, so totals always come from the
 * server (docs/decisions/quote-versions-and-states.md).
 */
import { and, eq, inArray, ne } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import {
  adminUsers,
  companyInfo,
  estimateRequests,
  leadEvents,
  quoteAlternatives,
  quoteLines,
  quoteVersions,
  quotes,
} from '@/db/schema'
import { recordAudit } from '@/lib/audit/record'
import { quoteReference } from '@/lib/contracts/document'
import { AdminInputError, NotFoundError, RefusedError, RuleError } from '@/lib/errors'
import { businessDay, formatDate } from '@/lib/format'
import { recordDeskChange, type LeadEvent } from '@/lib/leads/record-change'
import { queueMail } from '@/lib/mail/enqueue'
import { siteUrl } from '@/lib/seo/site-url'
import { lockAtVersion } from '@/lib/write/desk-lock'
import { newQuoteRefusal, quoteWorkRefusal, type QuoteActor } from './access'
import { addDays, dayInstant } from './dates'
import { createQuoteVersion, type PlainAlternative, type PlainQuoteVersion } from './create'
import { approvalBlocksSending, largestDiscountShare, type DiscountApproval } from './discount-approval'
import { QUOTE_EVENTS } from './history'
import { QUOTE_MESSAGES_SERVER } from './messages'
import { issueHomeownerLink } from './homeowner-link'
import { quoteMail } from './mail-content'
import { isWinterSpecial } from './promotions'
import type { QuoteDraftInput } from './schema'
import { readQuoteSettings } from './settings'
import { statusesFor, type QuoteStatus } from './states'
import type { Discount, DiscountKind } from './totals'

type Tx = Database
type QuoteRow = typeof quotes.$inferSelect
type VersionRow = typeof quoteVersions.$inferSelect
type LeadRow = typeof estimateRequests.$inferSelect

export type SavedQuote = { quoteId: number; reference: string; updatedAt: string }

const ESTIMATE_RECORD = { leadType: 'estimate', table: estimateRequests } as const

/** The builder's parsed input as the version createQuoteVersion stores. */
function plainFromInput(
  input: QuoteDraftInput,
): Pick<PlainQuoteVersion, 'validUntil' | 'notes' | 'discount' | 'financing' | 'alternatives'> {
  return {
    validUntil: input.validUntil,
    notes: input.notes,
    discount: { kind: input.discountKind, value: input.discountValue, reason: input.discountReason },
    financing: {
      downPercent: input.financingDownPercent,
      termMonths: input.financingTermMonths,
      creditBand: input.financingCreditBand,
    },
    alternatives: input.alternatives.map((alternative) => ({
      label: alternative.label,
      poolId: alternative.poolId,
      finishColor: alternative.finishColor,
      // A price-book line is the item at its price-book price: only which item and how many come
      // from the browser. A one-off line is the rep's own.
      lines: alternative.lines.map((line) =>
        line.priceBookItemId
          ? { priceBookItemId: line.priceBookItemId, quantityHundredths: line.quantity }
          : {
              name: line.name,
              description: line.description,
              unit: line.unit,
              quantityHundredths: line.quantity,
              unitPriceCents: line.unitPrice,
              includedInPackage: false,
            },
      ),
    })),
  }
}

async function lockQuote(tx: Tx, quoteId: number, version: string | undefined): Promise<QuoteRow> {
  return lockAtVersion(tx, quotes, quoteId, version ?? '', QUOTE_MESSAGES_SERVER.notFound)
}

async function latestVersion(tx: Tx, quote: QuoteRow): Promise<VersionRow> {
  const [row] = await tx
    .select()
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quoteId, quote.id), eq(quoteVersions.versionNumber, quote.currentVersion)))
  if (!row) throw new NotFoundError('The quote version')
  return row
}

async function ownerOf(tx: Tx, quote: QuoteRow) {
  if (quote.repId === null) return null
  const [owner] = await tx
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, quote.repId))
  return owner ?? null
}

async function assertMayWork(tx: Tx, actor: QuoteActor, quote: QuoteRow) {
  const refusal = quoteWorkRefusal(actor, await ownerOf(tx, quote))
  if (refusal) throw new RefusedError(refusal, 403)
}

async function assertNotSigned(tx: Tx, quoteId: number) {
  const [accepted] = await tx
    .select({ id: quoteVersions.id })
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quoteId, quoteId), eq(quoteVersions.status, 'accepted')))
    .limit(1)
  if (accepted) throw new RuleError(QUOTE_MESSAGES_SERVER.signed)
}

async function leadEvent(tx: Tx, leadId: number, actor: string, event: LeadEvent, now: Date) {
  await tx.insert(leadEvents).values({
    leadType: 'estimate',
    leadId,
    actor,
    action: event.action,
    fromValue: event.fromValue,
    toValue: event.toValue,
    createdAt: now,
  })
}

/** What a version's discount was when it was last approved, to keep an approval a re-save does not change. */
type PriorApproval = {
  approval: DiscountApproval
  kind: string
  value: number
  share: number
  approvedById: number | null
  approvedAt: Date | null
} | null

async function priorApproval(tx: Tx, version: VersionRow): Promise<PriorApproval> {
  const alternatives = await tx
    .select({
      subtotalCents: quoteAlternatives.subtotalCents,
      discountCents: quoteAlternatives.discountCents,
    })
    .from(quoteAlternatives)
    .where(eq(quoteAlternatives.quoteVersionId, version.id))
  return {
    approval: version.discountApproval as DiscountApproval,
    kind: version.discountKind,
    value: version.discountValue,
    share: version.discountKind === 'percent' ? version.discountValue : largestDiscountShare(alternatives),
    approvedById: version.discountApprovedById,
    approvedAt: version.discountApprovedAt,
  }
}

/**
 * The approval a just-stored version needs (docs/decisions/quote-discount-approval.md): none
 * within the rep's limit or for the Winter special; an admin's own discount above the limit is
 * approved by giving it; an approval already given stands while the discount is the same and no
 * larger a share; else it waits for an admin.
 */
async function settleApproval(
  tx: Tx,
  actor: QuoteActor,
  versionId: number,
  discount: Discount,
  prior: PriorApproval,
  now: Date,
): Promise<DiscountApproval> {
  const alternatives = await tx
    .select({
      subtotalCents: quoteAlternatives.subtotalCents,
      discountCents: quoteAlternatives.discountCents,
    })
    .from(quoteAlternatives)
    .where(eq(quoteAlternatives.quoteVersionId, versionId))
  const { repDiscountLimitBasisPoints: limit } = await readQuoteSettings(tx)
  // A percentage is its own share (the rounded cents of it may be a hair over).
  const share = discount.kind === 'percent' ? discount.value : largestDiscountShare(alternatives)
  let approval: DiscountApproval
  let approvedBy: { id: number | null; at: Date | null } | null = null
  if (discount.kind === 'none' || isWinterSpecial(discount) || share <= limit) approval = 'not_needed'
  else if (actor.role === 'admin') {
    approval = 'approved'
    approvedBy = { id: actor.id, at: now }
  } else if (
    prior?.approval === 'approved' &&
    prior.kind === discount.kind &&
    prior.value === discount.value &&
    share <= prior.share
  ) {
    approval = 'approved'
    approvedBy = { id: prior.approvedById, at: prior.approvedAt }
  } else approval = 'pending'
  if (approval !== 'not_needed') {
    await tx
      .update(quoteVersions)
      .set({
        discountApproval: approval,
        ...(approvedBy ? { discountApprovedById: approvedBy.id, discountApprovedAt: approvedBy.at } : {}),
      })
      .where(eq(quoteVersions.id, versionId))
  }
  return approval
}

/** The owner of a new quote: the lead's rep when it has one, else whoever starts it. */
async function ownerForNewQuote(tx: Tx, actor: QuoteActor, lead: LeadRow): Promise<number> {
  if (!lead.salesRep) return actor.id
  const [rep] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.username, lead.salesRep))
  return rep?.id ?? actor.id
}

async function stamp(tx: Tx, quoteId: number): Promise<string> {
  const [row] = await tx.select({ updatedAt: quotes.updatedAt }).from(quotes).where(eq(quotes.id, quoteId))
  if (!row) throw new NotFoundError('The quote')
  return row.updatedAt.toISOString()
}

/** A new quote for a lead, its first version a draft. */
export async function createQuote(
  actor: QuoteActor,
  leadId: number,
  input: QuoteDraftInput,
): Promise<SavedQuote> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(estimateRequests).where(eq(estimateRequests.id, leadId))
    if (!lead) throw new AdminInputError(QUOTE_MESSAGES_SERVER.leadNotFound, 404)
    const refusal = newQuoteRefusal(actor, lead.salesRep)
    if (refusal) throw new RefusedError(refusal, 403)
    const now = new Date()
    const plain = plainFromInput(input)
    const created = await createQuoteVersion(tx, {
      ...plain,
      leadId,
      repId: await ownerForNewQuote(tx, actor, lead),
      createdById: actor.id,
    })
    const discount = plain.discount ?? { kind: 'none', value: 0 }
    const approval = await settleApproval(tx, actor, created.versionId, discount, null, now)
    const reference = quoteReference(created.quoteId, created.versionNumber)
    await leadEvent(
      tx,
      leadId,
      actor.username,
      { action: QUOTE_EVENTS.created, fromValue: null, toValue: reference },
      now,
    )
    if (approval === 'pending')
      await leadEvent(
        tx,
        leadId,
        actor.username,
        { action: QUOTE_EVENTS.discountPending, fromValue: null, toValue: reference },
        now,
      )
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'quote',
      entityId: created.quoteId,
      after: { reference, leadId, ...plain, discountApproval: approval },
    })
    return { quoteId: created.quoteId, reference, updatedAt: await stamp(tx, created.quoteId) }
  })
}

/** Saves the quote's draft (its latest version) in place, on the version of the quote it was opened with. */
export async function saveQuoteDraft(
  actor: QuoteActor,
  quoteId: number,
  input: QuoteDraftInput,
): Promise<SavedQuote> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId, input.updatedAt)
    await assertMayWork(tx, actor, quote)
    const draft = await latestVersion(tx, quote)
    if (draft.status !== 'draft') throw new RuleError(QUOTE_MESSAGES_SERVER.notDraft)
    const prior = await priorApproval(tx, draft)
    const now = new Date()
    const plain = plainFromInput(input)
    // The draft is replaced by the same number: createQuoteVersion numbers after the highest left.
    await tx.delete(quoteVersions).where(eq(quoteVersions.id, draft.id))
    const saved = await createQuoteVersion(tx, {
      ...plain,
      quoteId,
      leadId: quote.estimateRequestId,
      createdById: draft.createdById,
    })
    const discount = plain.discount ?? { kind: 'none', value: 0 }
    const approval = await settleApproval(tx, actor, saved.versionId, discount, prior, now)
    const reference = quoteReference(quoteId, saved.versionNumber)
    await leadEvent(
      tx,
      quote.estimateRequestId,
      actor.username,
      { action: QUOTE_EVENTS.saved, fromValue: null, toValue: reference },
      now,
    )
    if (approval === 'pending' && prior?.approval !== 'pending')
      await leadEvent(
        tx,
        quote.estimateRequestId,
        actor.username,
        { action: QUOTE_EVENTS.discountPending, fromValue: null, toValue: reference },
        now,
      )
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'quote',
      entityId: quoteId,
      before: { version: draft.versionNumber, discountApproval: prior?.approval },
      after: { reference, ...plain, discountApproval: approval },
    })
    return { quoteId, reference, updatedAt: await stamp(tx, quoteId) }
  })
}

/** The stored alternatives of a version as plain ones: price-book lines by item, others as stored. */
async function copyAlternatives(tx: Tx, versionId: number): Promise<PlainAlternative[]> {
  const alternatives = await tx
    .select()
    .from(quoteAlternatives)
    .where(eq(quoteAlternatives.quoteVersionId, versionId))
    .orderBy(quoteAlternatives.position)
  const lines = alternatives.length
    ? await tx
        .select()
        .from(quoteLines)
        .where(
          inArray(
            quoteLines.alternativeId,
            alternatives.map((a) => a.id),
          ),
        )
        .orderBy(quoteLines.position)
    : []
  return alternatives.map((alternative) => {
    if (alternative.poolId === null) throw new RuleError(QUOTE_MESSAGES_SERVER.poolGone(alternative.label))
    return {
      label: alternative.label,
      poolId: alternative.poolId,
      finishColor: alternative.finishColor,
      lines: lines
        .filter((line) => line.alternativeId === alternative.id)
        .map((line) => {
          const quantityHundredths = Math.round(line.quantity * 100)
          return line.priceBookItemId
            ? { priceBookItemId: line.priceBookItemId, quantityHundredths }
            : {
                name: line.name,
                description: line.description,
                unit: line.unit,
                quantityHundredths,
                unitPriceCents: line.unitPriceCents,
                includedInPackage: line.includedInPackage,
              }
        }),
    }
  })
}

/**
 * A new draft version copied from the latest sent one, to change it. Price-book lines and pools
 * take today's prices; the validity starts again from today. The version sent stays open to the
 * homeowner until the new one is sent (then it is superseded).
 */
export async function startNewQuoteVersion(
  actor: QuoteActor,
  quoteId: number,
  version: string,
): Promise<SavedQuote> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId, version)
    await assertMayWork(tx, actor, quote)
    const latest = await latestVersion(tx, quote)
    if (latest.status === 'draft') throw new RuleError(QUOTE_MESSAGES_SERVER.draftExists)
    await assertNotSigned(tx, quoteId)
    const now = new Date()
    const { validityDays } = await readQuoteSettings(tx)
    const discount = {
      kind: latest.discountKind as DiscountKind,
      value: latest.discountValue,
      reason: latest.discountReason,
    }
    const prior = await priorApproval(tx, latest)
    const saved = await createQuoteVersion(tx, {
      quoteId,
      leadId: quote.estimateRequestId,
      createdById: actor.id,
      validUntil: addDays(businessDay(now), validityDays),
      notes: latest.notes,
      discount,
      financing: {
        downPercent: latest.financingDownPercent,
        termMonths: latest.financingTermMonths,
        creditBand: latest.financingCreditBand,
      },
      alternatives: await copyAlternatives(tx, latest.id),
    })
    const approval = await settleApproval(tx, actor, saved.versionId, discount, prior, now)
    const reference = quoteReference(quoteId, saved.versionNumber)
    await leadEvent(
      tx,
      quote.estimateRequestId,
      actor.username,
      {
        action: QUOTE_EVENTS.newVersion,
        fromValue: quoteReference(quoteId, latest.versionNumber),
        toValue: reference,
      },
      now,
    )
    await recordAudit(tx, {
      actor,
      action: 'new-version',
      entity: 'quote',
      entityId: quoteId,
      before: { version: latest.versionNumber, status: latest.status },
      after: { version: saved.versionNumber, status: 'draft', discountApproval: approval },
    })
    return { quoteId, reference, updatedAt: await stamp(tx, quoteId) }
  })
}

/** Lead statuses a sent quote moves on to 'quoted' (a won, lost or spam lead stays as it is). */
const BEFORE_QUOTED = ['new', 'contacted', 'scheduled']

export type SentQuote = SavedQuote & { email: string; link: string }

/**
 * Sends the quote's draft to the homeowner: the version becomes 'sent', the earlier open or
 * closed offers are superseded, the lead's private link is issued again (the old ones revoked) and
 * the e-mail with it is queued in the outbox, all in one transaction. Refused, with nothing
 * changed, without the lead's e-mail, with a discount waiting for approval, or after the validity
 * date.
 */
export async function sendQuote(actor: QuoteActor, quoteId: number, version: string): Promise<SentQuote> {
  const db = await getDb()
  const origin = siteUrl()
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId, version)
    await assertMayWork(tx, actor, quote)
    const draft = await latestVersion(tx, quote)
    if (draft.status !== 'draft') throw new RuleError(QUOTE_MESSAGES_SERVER.alreadySent)
    const blocked = approvalBlocksSending(draft.discountApproval as DiscountApproval)
    if (blocked) throw new RuleError(blocked, 'discountValue')
    const now = new Date()
    if (draft.validUntil < businessDay(now))
      throw new AdminInputError(QUOTE_MESSAGES_SERVER.validityPassed, 400, 'validUntil')
    const [lead] = await tx
      .select()
      .from(estimateRequests)
      .where(eq(estimateRequests.id, quote.estimateRequestId))
      .for('update')
    if (!lead) throw new AdminInputError(QUOTE_MESSAGES_SERVER.leadNotFound, 404)
    const email = lead.email?.trim()
    if (!email) throw new AdminInputError(QUOTE_MESSAGES_SERVER.noEmail, 400, 'email')
    const [company] = await tx
      .select({
        name: companyInfo.name,
        phone: companyInfo.phone,
        license: companyInfo.contractorLicenseNumber,
      })
      .from(companyInfo)
      .where(eq(companyInfo.id, 1))
    if (!company?.license.trim()) throw new RuleError(QUOTE_MESSAGES_SERVER.noLicense)

    await tx
      .update(quoteVersions)
      .set({ status: 'sent', sentAt: now, updatedAt: now })
      .where(eq(quoteVersions.id, draft.id))
    const superseded = await tx
      .update(quoteVersions)
      .set({ status: 'superseded', supersededAt: now, updatedAt: now })
      .where(
        and(
          eq(quoteVersions.quoteId, quoteId),
          ne(quoteVersions.id, draft.id),
          inArray(quoteVersions.status, [...statusesFor('supersede')]),
        ),
      )
      .returning({ versionNumber: quoteVersions.versionNumber })
    await tx
      .update(quotes)
      .set({ status: 'sent' satisfies QuoteStatus, updatedAt: now })
      .where(eq(quotes.id, quoteId))

    // The version is sent: the link is issued for it (its expiry follows the offer), and only
    // the newest link works.
    const link = await issueHomeownerLink(tx, lead.id, {
      createdBy: actor.username,
      revokeEarlier: true,
      now,
    })
    const alternatives = await tx
      .select({
        label: quoteAlternatives.label,
        poolName: quoteAlternatives.poolName,
        totalCents: quoteAlternatives.totalCents,
      })
      .from(quoteAlternatives)
      .where(eq(quoteAlternatives.quoteVersionId, draft.id))
      .orderBy(quoteAlternatives.position)
    const url = `${origin}${link.path}`
    await queueMail(tx, {
      ...quoteMail({
        to: email,
        homeownerFirstName: lead.firstName,
        company: { name: company.name, phone: company.phone },
        rep: (await ownerOf(tx, quote))?.username ?? actor.username,
        link: url,
        validUntilText: formatDate(dayInstant(draft.validUntil)),
        versionNumber: draft.versionNumber,
        alternatives,
      }),
      refId: quoteId,
    })

    const reference = quoteReference(quoteId, draft.versionNumber)
    if (BEFORE_QUOTED.includes(lead.status)) {
      await recordDeskChange(
        tx,
        ESTIMATE_RECORD,
        actor,
        lead,
        { status: 'quoted', statusUpdatedAt: now },
        [{ action: 'status', fromValue: lead.status, toValue: 'quoted' }],
        now,
      )
    }
    await leadEvent(
      tx,
      lead.id,
      actor.username,
      { action: QUOTE_EVENTS.sent, fromValue: email, toValue: reference },
      now,
    )
    await recordAudit(tx, {
      actor,
      action: 'send',
      entity: 'quote',
      entityId: quoteId,
      before: { version: draft.versionNumber, status: 'draft' },
      after: {
        version: draft.versionNumber,
        status: 'sent',
        to: email,
        superseded: superseded.map((s) => s.versionNumber),
        linkExpiresAt: link.expiresAt.toISOString(),
      },
    })
    return { quoteId, reference, updatedAt: now.toISOString(), email, link: url }
  })
}

export type DiscountDecision = 'approve' | 'reject'

/** An admin approves or turns down the discount the quote's draft waits on; the quote's owner is told by e-mail. */
export async function decideDiscount(
  actor: QuoteActor,
  quoteId: number,
  version: string,
  decision: DiscountDecision,
): Promise<SavedQuote> {
  const db = await getDb()
  const origin = siteUrl()
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId, version)
    const draft = await latestVersion(tx, quote)
    if (draft.status !== 'draft' || draft.discountApproval !== 'pending')
      throw new RuleError(QUOTE_MESSAGES_SERVER.noPendingDiscount)
    const now = new Date()
    const approval: DiscountApproval = decision === 'approve' ? 'approved' : 'rejected'
    await tx
      .update(quoteVersions)
      .set({
        discountApproval: approval,
        discountApprovedById: actor.id,
        discountApprovedAt: now,
        updatedAt: now,
      })
      .where(eq(quoteVersions.id, draft.id))
    await tx.update(quotes).set({ updatedAt: now }).where(eq(quotes.id, quoteId))
    const reference = quoteReference(quoteId, draft.versionNumber)
    await leadEvent(
      tx,
      quote.estimateRequestId,
      actor.username,
      {
        action: decision === 'approve' ? QUOTE_EVENTS.discountApproved : QUOTE_EVENTS.discountRejected,
        fromValue: null,
        toValue: reference,
      },
      now,
    )
    if (quote.repId !== null && quote.repId !== actor.id) {
      const [owner] = await tx
        .select({ email: adminUsers.email, isActive: adminUsers.isActive })
        .from(adminUsers)
        .where(eq(adminUsers.id, quote.repId))
      if (owner?.isActive)
        await queueMail(tx, {
          to: owner.email,
          subject:
            decision === 'approve'
              ? `Discount approved on quote ${reference}`
              : `Discount turned down on quote ${reference}`,
          text: [
            decision === 'approve'
              ? `${actor.username} approved the discount on quote ${reference}. You can send it now.`
              : `${actor.username} turned down the discount on quote ${reference}. Change the discount before sending the quote.`,
            '',
            `${origin}/admin/quotes/${quoteId}`,
          ].join('\n'),
          kind: 'quote:discount-decision',
          refId: quoteId,
        })
    }
    await recordAudit(tx, {
      actor,
      action: decision === 'approve' ? 'approve-discount' : 'reject-discount',
      entity: 'quote',
      entityId: quoteId,
      before: { discountApproval: 'pending' },
      after: { discountApproval: approval, version: draft.versionNumber },
    })
    return { quoteId, reference, updatedAt: now.toISOString() }
  })
}
