import 'server-only'
/**
 * Reading quotes for the staff screens: the list with its filters, one quote with every version,
 * the quotes of a lead, the discounts waiting for an admin, and what the builder offers (the
 * catalogue's pools at their installed price with their colours, the active price book, the
 * settings). Entry points open the database themselves.
 */
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import { getDb } from '@/db/client'
import {
  adminUsers,
  estimateRequests,
  leadEvents,
  mailOutbox,
  pools,
  quoteSignatures,
  quoteAlternatives,
  quoteLines,
  quoteVersions,
  quotes,
} from '@/db/schema'
import { quoteReference } from '@/lib/contracts/document'
import { businessDay } from '@/lib/format'
import { listActivePriceBookItems, type PriceBookItem } from '@/lib/price-book/queries'
import { centsToInput, hundredthsToInput } from '@/lib/money/cents'
import { QUOTES_PAGE_SIZE, quoteIdFromSearch, type QuoteFilters } from './filters'
import type { DiscountApproval } from './discount-approval'
import type { FinancingExample } from './financing-example'
import { QUOTE_EVENTS } from './history'
import { QUOTE_MAIL_KIND } from './mail-content'
import { readQuoteSettings, type QuoteSettings } from './settings'
import type { QuoteStatus } from './states'
import type { DiscountKind } from './totals'

/** LIKE wildcards in the search text are matched literally. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

const leadName = sql<string>`trim(${estimateRequests.firstName} || ' ' || ${estimateRequests.lastName})`

/** The latest version's row of each quote (quotes.current_version). */
const latestJoin = and(
  eq(quoteVersions.quoteId, quotes.id),
  eq(quoteVersions.versionNumber, quotes.currentVersion),
)

function quoteWhere(filters: QuoteFilters & { me?: string }): SQL | undefined {
  const where: SQL[] = []
  if (filters.status) where.push(eq(quotes.status, filters.status))
  if (filters.office === 'none') where.push(isNull(quotes.officeId))
  else if (filters.office) where.push(eq(quotes.officeId, filters.office))
  if (filters.rep === 'none') where.push(isNull(quotes.repId))
  else if (filters.rep)
    where.push(eq(adminUsers.username, filters.rep === 'mine' ? (filters.me ?? '') : filters.rep))
  if (filters.approval === 'pending')
    where.push(and(eq(quoteVersions.status, 'draft'), eq(quoteVersions.discountApproval, 'pending')) as SQL)
  if (filters.q) {
    const pattern = likePattern(filters.q.trim())
    const digits = filters.q.replace(/[^0-9]/g, '')
    const id = quoteIdFromSearch(filters.q)
    const matches: SQL[] = [ilike(leadName, pattern), ilike(estimateRequests.email, pattern)]
    if (id !== null) matches.push(eq(quotes.id, id))
    if (digits.length >= 4)
      matches.push(
        sql`regexp_replace(coalesce(${estimateRequests.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`,
      )
    const any = or(...matches)
    if (any) where.push(any)
  }
  return where.length ? and(...where) : undefined
}

export type QuoteListRow = {
  id: number
  reference: string
  leadId: number
  homeowner: string
  email: string | null
  status: QuoteStatus
  versionNumber: number
  rep: string | null
  officeId: string | null
  validUntil: string
  sentAt: Date | null
  viewedAt: Date | null
  acceptedAt: Date | null
  declinedAt: Date | null
  expiredAt: Date | null
  discountApproval: DiscountApproval
  lowestTotalCents: number | null
  highestTotalCents: number | null
  alternatives: number
  updatedAt: Date
}

export async function listQuotes(
  filters: QuoteFilters & { me?: string },
): Promise<{ rows: QuoteListRow[]; total: number; page: number; pageCount: number }> {
  const db = await getDb()
  const where = quoteWhere(filters)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quotes)
    .innerJoin(estimateRequests, eq(estimateRequests.id, quotes.estimateRequestId))
    .innerJoin(quoteVersions, latestJoin)
    .leftJoin(adminUsers, eq(adminUsers.id, quotes.repId))
    .where(where)
  const total = Number(count?.n ?? 0)
  const pageCount = Math.max(1, Math.ceil(total / QUOTES_PAGE_SIZE))
  const page = Math.min(filters.page, pageCount)
  const totals = db
    .select({
      versionId: quoteAlternatives.quoteVersionId,
      low: sql<number>`min(${quoteAlternatives.totalCents})::int`.as('low'),
      high: sql<number>`max(${quoteAlternatives.totalCents})::int`.as('high'),
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(quoteAlternatives)
    .groupBy(quoteAlternatives.quoteVersionId)
    .as('totals')
  const rows = await db
    .select({
      id: quotes.id,
      leadId: quotes.estimateRequestId,
      homeowner: leadName,
      email: estimateRequests.email,
      status: quotes.status,
      versionNumber: quotes.currentVersion,
      rep: adminUsers.username,
      officeId: quotes.officeId,
      validUntil: quoteVersions.validUntil,
      sentAt: quoteVersions.sentAt,
      viewedAt: quoteVersions.viewedAt,
      acceptedAt: quoteVersions.acceptedAt,
      declinedAt: quoteVersions.declinedAt,
      expiredAt: quoteVersions.expiredAt,
      discountApproval: quoteVersions.discountApproval,
      low: totals.low,
      high: totals.high,
      n: totals.n,
      updatedAt: quotes.updatedAt,
    })
    .from(quotes)
    .innerJoin(estimateRequests, eq(estimateRequests.id, quotes.estimateRequestId))
    .innerJoin(quoteVersions, latestJoin)
    .leftJoin(adminUsers, eq(adminUsers.id, quotes.repId))
    .leftJoin(totals, eq(totals.versionId, quoteVersions.id))
    .where(where)
    .orderBy(desc(quotes.updatedAt), desc(quotes.id))
    .limit(QUOTES_PAGE_SIZE)
    .offset((page - 1) * QUOTES_PAGE_SIZE)
  return {
    rows: rows.map((row) => ({
      id: row.id,
      reference: quoteReference(row.id, row.versionNumber),
      leadId: row.leadId,
      homeowner: row.homeowner || `Lead #${row.leadId}`,
      email: row.email,
      status: row.status as QuoteStatus,
      versionNumber: row.versionNumber,
      rep: row.rep,
      officeId: row.officeId,
      validUntil: row.validUntil,
      sentAt: row.sentAt,
      viewedAt: row.viewedAt,
      acceptedAt: row.acceptedAt,
      declinedAt: row.declinedAt,
      expiredAt: row.expiredAt,
      discountApproval: row.discountApproval as DiscountApproval,
      lowestTotalCents: row.low === null ? null : Number(row.low),
      highestTotalCents: row.high === null ? null : Number(row.high),
      alternatives: Number(row.n ?? 0),
      updatedAt: row.updatedAt,
    })),
    total,
    page,
    pageCount,
  }
}

export type QuoteLineView = {
  id: number
  priceBookItemId: number | null
  name: string
  description: string | null
  unit: string
  quantityHundredths: number
  unitPriceCents: number
  includedInPackage: boolean
  lineTotalCents: number
}

export type QuoteAlternativeView = {
  id: number
  position: number
  label: string
  poolId: number | null
  poolName: string
  poolPriceCents: number
  finishColor: string | null
  subtotalCents: number
  discountCents: number
  totalCents: number
  financingExample: FinancingExample | null
  lines: QuoteLineView[]
}

export type QuoteVersionView = {
  id: number
  versionNumber: number
  reference: string
  status: QuoteStatus
  validUntil: string
  notes: string | null
  discountKind: DiscountKind
  discountValue: number
  discountReason: string | null
  discountApproval: DiscountApproval
  discountApprovedBy: string | null
  discountApprovedAt: Date | null
  financing: { downPercent: number; termMonths: number; creditBand: number }
  acceptedAlternativeId: number | null
  declineReason: string | null
  createdBy: string | null
  createdAt: Date
  sentAt: Date | null
  viewedAt: Date | null
  acceptedAt: Date | null
  declinedAt: Date | null
  expiredAt: Date | null
  supersededAt: Date | null
  alternatives: QuoteAlternativeView[]
}

export type QuoteMail = {
  id: number
  to: string
  subject: string
  queuedAt: Date
  sentAt: Date | null
  attempts: number
  lastError: string | null
  /** The body carries the homeowner's private link (the token itself is never shown to staff). */
  hasPrivateLink: boolean
}

export type QuoteDetail = {
  id: number
  status: QuoteStatus
  currentVersion: number
  updatedAt: string
  officeId: string | null
  owner: { id: number; username: string } | null
  lead: {
    id: number
    name: string
    email: string | null
    phone: string | null
    address: string | null
    status: string
    salesRep: string | null
  }
  /** Newest first. */
  versions: QuoteVersionView[]
  /** The e-mails that sent this quote to the homeowner, newest first. */
  mails: QuoteMail[]
  /** The signed contract, once a version is accepted. */
  signature: {
    versionNumber: number
    signerName: string
    signedAt: Date
    optionLabel: string
    totalCents: number
    documentSha256: string
  } | null
  history: {
    id: number
    action: string
    actor: string
    fromValue: string | null
    toValue: string | null
    createdAt: Date
  }[]
}

async function versionsWithContents(quoteId: number): Promise<QuoteVersionView[]> {
  const db = await getDb()
  const approver = sql<
    string | null
  >`(select username from admin_users where id = ${quoteVersions.discountApprovedById})`
  const creator = sql<
    string | null
  >`(select username from admin_users where id = ${quoteVersions.createdById})`
  const versions = await db
    .select({ version: quoteVersions, approver, creator })
    .from(quoteVersions)
    .where(eq(quoteVersions.quoteId, quoteId))
    .orderBy(desc(quoteVersions.versionNumber))
  const ids = versions.map((v) => v.version.id)
  const alternatives = ids.length
    ? await db
        .select()
        .from(quoteAlternatives)
        .where(inArray(quoteAlternatives.quoteVersionId, ids))
        .orderBy(asc(quoteAlternatives.position))
    : []
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
  return versions.map(({ version: v, approver: approvedBy, creator: createdBy }) => ({
    id: v.id,
    versionNumber: v.versionNumber,
    reference: quoteReference(quoteId, v.versionNumber),
    status: v.status as QuoteStatus,
    validUntil: v.validUntil,
    notes: v.notes,
    discountKind: v.discountKind as DiscountKind,
    discountValue: v.discountValue,
    discountReason: v.discountReason,
    discountApproval: v.discountApproval as DiscountApproval,
    discountApprovedBy: approvedBy,
    discountApprovedAt: v.discountApprovedAt,
    financing: {
      downPercent: v.financingDownPercent,
      termMonths: v.financingTermMonths,
      creditBand: v.financingCreditBand,
    },
    acceptedAlternativeId: v.acceptedAlternativeId,
    declineReason: v.declineReason,
    createdBy,
    createdAt: v.createdAt,
    sentAt: v.sentAt,
    viewedAt: v.viewedAt,
    acceptedAt: v.acceptedAt,
    declinedAt: v.declinedAt,
    expiredAt: v.expiredAt,
    supersededAt: v.supersededAt,
    alternatives: alternatives
      .filter((a) => a.quoteVersionId === v.id)
      .map((a) => ({
        id: a.id,
        position: a.position,
        label: a.label,
        poolId: a.poolId,
        poolName: a.poolName,
        poolPriceCents: a.poolPriceCents,
        finishColor: a.finishColor,
        subtotalCents: a.subtotalCents,
        discountCents: a.discountCents,
        totalCents: a.totalCents,
        financingExample: a.financingExample ?? null,
        lines: lines
          .filter((l) => l.alternativeId === a.id)
          .map((l) => ({
            id: l.id,
            priceBookItemId: l.priceBookItemId,
            name: l.name,
            description: l.description,
            unit: l.unit,
            quantityHundredths: Math.round(l.quantity * 100),
            unitPriceCents: l.unitPriceCents,
            includedInPackage: l.includedInPackage,
            lineTotalCents: l.lineTotalCents,
          })),
      })),
  }))
}

const QUOTE_ACTIONS = Object.values(QUOTE_EVENTS)

/** A quote with every version (newest first) and its lines of the lead's history; null when there is none. */
export async function getQuoteDetail(id: number): Promise<QuoteDetail | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      quote: quotes,
      lead: estimateRequests,
      owner: { id: adminUsers.id, username: adminUsers.username },
    })
    .from(quotes)
    .innerJoin(estimateRequests, eq(estimateRequests.id, quotes.estimateRequestId))
    .leftJoin(adminUsers, eq(adminUsers.id, quotes.repId))
    .where(eq(quotes.id, id))
    .limit(1)
  if (!row) return null
  const reference = quoteReference(id, 1).replace(/-v1$/, '')
  const [versions, mails, history] = await Promise.all([
    versionsWithContents(id),
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        queuedAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        hasPrivateLink: sql<boolean>`position('/my-pool/' in ${mailOutbox.textBody}) > 0`,
      })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, QUOTE_MAIL_KIND), eq(mailOutbox.refId, id)))
      .orderBy(desc(mailOutbox.id))
      .limit(20),
    db
      .select({
        id: leadEvents.id,
        action: leadEvents.action,
        actor: leadEvents.actor,
        fromValue: leadEvents.fromValue,
        toValue: leadEvents.toValue,
        createdAt: leadEvents.createdAt,
      })
      .from(leadEvents)
      .where(
        and(
          eq(leadEvents.leadType, 'estimate'),
          eq(leadEvents.leadId, row.lead.id),
          or(
            and(inArray(leadEvents.action, QUOTE_ACTIONS), ilike(leadEvents.toValue, `${reference}-v%`)),
            // What the homeowner's page records (viewed, accepted, declined) names the quote too.
            and(sql`${leadEvents.action} like 'quote\\_%'`, ilike(leadEvents.toValue, `%${reference}-v%`)),
          ),
        ),
      )
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
      .limit(200),
  ])
  const accepted = versions.find((v) => v.status === 'accepted')
  const [signed] = accepted
    ? await db.select().from(quoteSignatures).where(eq(quoteSignatures.quoteVersionId, accepted.id)).limit(1)
    : []
  const lead = row.lead
  return {
    id,
    signature:
      accepted && signed
        ? {
            versionNumber: accepted.versionNumber,
            signerName: signed.signerName,
            signedAt: signed.signedAt,
            optionLabel: accepted.alternatives.find((a) => a.id === signed.alternativeId)?.label ?? '',
            totalCents: signed.totalCents,
            documentSha256: signed.documentSha256,
          }
        : null,
    status: row.quote.status as QuoteStatus,
    currentVersion: row.quote.currentVersion,
    updatedAt: row.quote.updatedAt.toISOString(),
    officeId: row.quote.officeId,
    owner: row.owner?.id ? { id: row.owner.id, username: row.owner.username } : null,
    lead: {
      id: lead.id,
      name: [lead.firstName, lead.lastName].filter(Boolean).join(' ') || `Lead #${lead.id}`,
      email: lead.email,
      phone: lead.phone,
      address: lead.address,
      status: lead.status,
      salesRep: lead.salesRep,
    },
    versions,
    mails,
    history,
  }
}

export type LeadQuote = {
  id: number
  reference: string
  status: QuoteStatus
  rep: string | null
  lowestTotalCents: number | null
  highestTotalCents: number | null
  viewedAt: Date | null
  updatedAt: Date
}

/** The quotes of a lead, newest first (the lead page's Quotes panel). */
export async function listLeadQuotes(leadId: number): Promise<LeadQuote[]> {
  const db = await getDb()
  const rows = await db
    .select({
      id: quotes.id,
      versionNumber: quotes.currentVersion,
      status: quotes.status,
      rep: adminUsers.username,
      viewedAt: quoteVersions.viewedAt,
      low: sql<
        number | null
      >`(select min(total_cents) from quote_alternatives where quote_version_id = ${quoteVersions.id})`,
      high: sql<
        number | null
      >`(select max(total_cents) from quote_alternatives where quote_version_id = ${quoteVersions.id})`,
      updatedAt: quotes.updatedAt,
    })
    .from(quotes)
    .innerJoin(quoteVersions, latestJoin)
    .leftJoin(adminUsers, eq(adminUsers.id, quotes.repId))
    .where(eq(quotes.estimateRequestId, leadId))
    .orderBy(desc(quotes.updatedAt), desc(quotes.id))
  return rows.map((row) => ({
    id: row.id,
    reference: quoteReference(row.id, row.versionNumber),
    status: row.status as QuoteStatus,
    rep: row.rep,
    lowestTotalCents: row.low === null ? null : Number(row.low),
    highestTotalCents: row.high === null ? null : Number(row.high),
    viewedAt: row.viewedAt,
    updatedAt: row.updatedAt,
  }))
}

export type PendingApproval = {
  quoteId: number
  reference: string
  homeowner: string
  rep: string | null
  discountKind: DiscountKind
  discountValue: number
  discountReason: string | null
  highestDiscountCents: number
  updatedAt: Date
}

/** Drafts whose discount waits for an admin (the dashboard's list), oldest first. */
export async function listPendingApprovals(limit = 20): Promise<PendingApproval[]> {
  const db = await getDb()
  const rows = await db
    .select({
      quoteId: quotes.id,
      versionNumber: quotes.currentVersion,
      homeowner: leadName,
      leadId: quotes.estimateRequestId,
      rep: adminUsers.username,
      discountKind: quoteVersions.discountKind,
      discountValue: quoteVersions.discountValue,
      discountReason: quoteVersions.discountReason,
      highest: sql<number>`(select coalesce(max(discount_cents), 0) from quote_alternatives where quote_version_id = ${quoteVersions.id})`,
      updatedAt: quotes.updatedAt,
    })
    .from(quotes)
    .innerJoin(quoteVersions, latestJoin)
    .innerJoin(estimateRequests, eq(estimateRequests.id, quotes.estimateRequestId))
    .leftJoin(adminUsers, eq(adminUsers.id, quotes.repId))
    .where(and(eq(quoteVersions.status, 'draft'), eq(quoteVersions.discountApproval, 'pending')))
    .orderBy(asc(quotes.updatedAt))
    .limit(limit)
  return rows.map((row) => ({
    quoteId: row.quoteId,
    reference: quoteReference(row.quoteId, row.versionNumber),
    homeowner: row.homeowner || `Lead #${row.leadId}`,
    rep: row.rep,
    discountKind: row.discountKind as DiscountKind,
    discountValue: row.discountValue,
    discountReason: row.discountReason,
    highestDiscountCents: Number(row.highest),
    updatedAt: row.updatedAt,
  }))
}

/** A pool the builder offers: in the catalogue, active, with an installed price. */
export type BuilderPool = {
  id: number
  name: string
  priceCents: number
  size: string | null
  shape: string | null
  series: string | null
  manufacturer: string | null
  colors: string[]
}

export type BuilderSource = {
  pools: BuilderPool[]
  items: PriceBookItem[]
  settings: QuoteSettings
  /** Today in Eastern time (YYYY-MM-DD): the validity date is checked against it. */
  today: string
}

/** What the builder picks from. A pool already on the draft stays offered even if since retired. */
export async function builderSource(keepPoolIds: readonly number[] = []): Promise<BuilderSource> {
  const db = await getDb()
  const offered = and(isNotNull(pools.price), eq(pools.isActive, true))
  const [poolRows, items, settings] = await Promise.all([
    db
      .select({
        id: pools.id,
        name: pools.name,
        price: pools.price,
        size: pools.size,
        shape: pools.shape,
        series: pools.series,
        manufacturer: pools.manufacturer,
        colors: pools.finishOptions,
      })
      .from(pools)
      .where(
        keepPoolIds.length
          ? or(offered, and(isNotNull(pools.price), inArray(pools.id, [...keepPoolIds])))
          : offered,
      )
      .orderBy(asc(pools.name)),
    listActivePriceBookItems(),
    readQuoteSettings(db),
  ])
  return {
    pools: poolRows.map((p) => ({
      id: p.id,
      name: p.name,
      priceCents: (p.price ?? 0) * 100,
      size: p.size,
      shape: p.shape,
      series: p.series,
      manufacturer: p.manufacturer,
      colors: p.colors ?? [],
    })),
    items,
    settings,
    today: businessDay(new Date()),
  }
}

/** The lead a new quote is for, with whom it is assigned to. */
export async function leadForQuote(leadId: number) {
  const db = await getDb()
  const [lead] = await db
    .select({
      id: estimateRequests.id,
      firstName: estimateRequests.firstName,
      lastName: estimateRequests.lastName,
      email: estimateRequests.email,
      phone: estimateRequests.phone,
      address: estimateRequests.address,
      status: estimateRequests.status,
      salesRep: estimateRequests.salesRep,
      poolType: estimateRequests.poolType,
      budgetRange: estimateRequests.budgetRange,
    })
    .from(estimateRequests)
    .where(eq(estimateRequests.id, leadId))
    .limit(1)
  if (!lead) return null
  return { ...lead, name: [lead.firstName, lead.lastName].filter(Boolean).join(' ') || `Lead #${lead.id}` }
}

/** The builder's form values: raw strings as the fields hold them. */
export type BuilderLine = {
  key: string
  priceBookItemId: number | null
  name: string
  description: string
  unit: string
  quantity: string
  unitPrice: string
  includedInPackage: boolean
}
export type BuilderAlternative = {
  key: string
  label: string
  poolId: number | null
  finishColor: string
  lines: BuilderLine[]
}
export type BuilderValues = {
  validUntil: string
  notes: string
  discountKind: DiscountKind
  discountValue: string
  discountReason: string
  financingDownPercent: string
  financingTermMonths: string
  financingCreditBand: string
  alternatives: BuilderAlternative[]
}

/** A version's contents as the builder's values (editing a draft). */
export function builderValuesOf(version: QuoteVersionView): BuilderValues {
  return {
    validUntil: version.validUntil,
    notes: version.notes ?? '',
    discountKind: version.discountKind,
    discountValue:
      version.discountKind === 'amount'
        ? centsToInput(version.discountValue)
        : version.discountKind === 'percent'
          ? hundredthsToInput(version.discountValue)
          : '',
    discountReason: version.discountReason ?? '',
    financingDownPercent: String(version.financing.downPercent),
    financingTermMonths: String(version.financing.termMonths),
    financingCreditBand: String(version.financing.creditBand),
    alternatives: version.alternatives.map((a) => ({
      key: `a${a.id}`,
      label: a.label,
      poolId: a.poolId,
      finishColor: a.finishColor ?? '',
      lines: a.lines.map((l) => ({
        key: `l${l.id}`,
        priceBookItemId: l.priceBookItemId,
        name: l.name,
        description: l.description ?? '',
        unit: l.unit,
        quantity: hundredthsToInput(l.quantityHundredths),
        unitPrice: centsToInput(l.unitPriceCents),
        includedInPackage: l.includedInPackage,
      })),
    })),
  }
}

/** The draft of a quote for the builder, or why it cannot be edited. */
export async function quoteDraftForEdit(id: number) {
  const detail = await getQuoteDetail(id)
  if (!detail) return null
  const latest = detail.versions[0]
  return { detail, draft: latest && latest.status === 'draft' ? latest : null }
}
