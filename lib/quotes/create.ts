import 'server-only'
/**
 * Creating a quote version from a plain object: the one way the builder's save, the demo data and
 * tests store a version, so its totals, lines and financing examples are always the server's. Pool
 * prices come from the catalogue (pools.price, whole dollars, as cents); price-book lines copy the
 * item's name, unit, price and package flag unless the caller gives its own.
 */
import { and, eq, inArray, max } from 'drizzle-orm'
import type { Database } from '@/db/client'
import {
  estimateRequests,
  pools,
  priceBookItems,
  quoteAlternatives,
  quoteLines,
  quoteVersions,
  quotes,
} from '@/db/schema'
import { AdminInputError, NotFoundError, RuleError } from '@/lib/errors'
import { financingExample, type FinancingInputs } from './financing-example'
import type { QuoteStatus } from './states'
import { QuoteTotalsError, alternativeTotals, type Discount } from './totals'

export type PlainQuoteLine = {
  priceBookItemId?: number | null
  name?: string
  description?: string | null
  unit?: string
  /** Hundredths (250 sq ft = 25,000). */
  quantityHundredths: number
  unitPriceCents?: number
  includedInPackage?: boolean
}

export type PlainAlternative = {
  label: string
  poolId: number
  finishColor?: string | null
  lines: PlainQuoteLine[]
}

export type PlainQuoteVersion = {
  /** An existing quote gets the next version; without it a new quote is made for the lead. */
  quoteId?: number
  leadId: number
  repId?: number | null
  officeId?: string | null
  createdById?: number | null
  status?: QuoteStatus
  validUntil: string
  notes?: string | null
  discount?: Discount & { reason?: string | null }
  discountApproval?: 'not_needed' | 'pending' | 'approved' | 'rejected'
  financing?: FinancingInputs
  alternatives: PlainAlternative[]
  /** Timestamps of the states the version has been through (demo data). */
  sentAt?: Date | null
  viewedAt?: Date | null
  declinedAt?: Date | null
  expiredAt?: Date | null
  supersededAt?: Date | null
}

const DEFAULT_FINANCING: FinancingInputs = { downPercent: 20, termMonths: 120, creditBand: 650 }

export async function createQuoteVersion(
  db: Database,
  plain: PlainQuoteVersion,
): Promise<{ quoteId: number; versionId: number; versionNumber: number }> {
  if (plain.alternatives.length < 1 || plain.alternatives.length > 3)
    throw new RuleError('A quote has one to three alternatives.', 'alternatives')
  const discount: Discount = plain.discount ?? { kind: 'none', value: 0 }
  const financing = plain.financing ?? DEFAULT_FINANCING
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: estimateRequests.id, branch: estimateRequests.nearestBranch })
      .from(estimateRequests)
      .where(eq(estimateRequests.id, plain.leadId))
    if (!lead) throw new NotFoundError('The lead')
    const poolIds = [...new Set(plain.alternatives.map((a) => a.poolId))]
    const poolRows = await tx
      .select({ id: pools.id, name: pools.name, price: pools.price })
      .from(pools)
      .where(inArray(pools.id, poolIds))
    const itemIds = [
      ...new Set(
        plain.alternatives.flatMap((a) =>
          a.lines.flatMap((l) => (l.priceBookItemId ? [l.priceBookItemId] : [])),
        ),
      ),
    ]
    const itemRows = itemIds.length
      ? await tx.select().from(priceBookItems).where(inArray(priceBookItems.id, itemIds))
      : []

    const priced = plain.alternatives.map((alternative) => {
      const pool = poolRows.find((p) => p.id === alternative.poolId)
      if (!pool) throw new RuleError(`The pool of “${alternative.label}” is not in the catalogue.`, 'poolId')
      if (pool.price == null)
        throw new RuleError(`“${pool.name}” has no installed price in the catalogue.`, 'poolId')
      const lines = alternative.lines.map((line) => {
        const item = line.priceBookItemId ? itemRows.find((i) => i.id === line.priceBookItemId) : undefined
        if (line.priceBookItemId && !item)
          throw new RuleError('A price-book item of the quote no longer exists.', 'lines')
        const name = line.name ?? item?.name
        if (!name) throw new RuleError('A one-off line needs a name.', 'lines')
        return {
          priceBookItemId: item?.id ?? null,
          name,
          description: line.description ?? item?.description ?? null,
          unit: line.unit ?? item?.unit ?? 'each',
          quantityHundredths: line.quantityHundredths,
          unitPriceCents: line.unitPriceCents ?? item?.unitPriceCents ?? 0,
          includedInPackage: line.includedInPackage ?? item?.includedInPackage ?? false,
        }
      })
      const totals = priceOrRefuse(() =>
        alternativeTotals(
          { label: alternative.label, poolPriceCents: (pool.price ?? 0) * 100, lines },
          discount,
        ),
      )
      return { alternative, pool, lines, totals }
    })

    let quoteId = plain.quoteId
    if (quoteId === undefined) {
      const [created] = await tx
        .insert(quotes)
        .values({
          estimateRequestId: lead.id,
          officeId: plain.officeId ?? lead.branch,
          repId: plain.repId ?? null,
          status: plain.status ?? 'draft',
        })
        .returning({ id: quotes.id })
      if (!created) throw new Error('quote not created')
      quoteId = created.id
    }
    const [last] = await tx
      .select({ n: max(quoteVersions.versionNumber) })
      .from(quoteVersions)
      .where(eq(quoteVersions.quoteId, quoteId))
    const versionNumber = (last?.n ?? 0) + 1
    const [version] = await tx
      .insert(quoteVersions)
      .values({
        quoteId,
        versionNumber,
        status: plain.status ?? 'draft',
        validUntil: plain.validUntil,
        notes: plain.notes ?? null,
        discountKind: discount.kind,
        discountValue: discount.value,
        discountReason: plain.discount?.reason ?? null,
        discountApproval: plain.discountApproval ?? 'not_needed',
        financingDownPercent: financing.downPercent,
        financingTermMonths: financing.termMonths,
        financingCreditBand: financing.creditBand,
        createdById: plain.createdById ?? null,
        sentAt: plain.sentAt ?? null,
        viewedAt: plain.viewedAt ?? null,
        declinedAt: plain.declinedAt ?? null,
        expiredAt: plain.expiredAt ?? null,
        supersededAt: plain.supersededAt ?? null,
      })
      .returning({ id: quoteVersions.id })
    if (!version) throw new Error('quote version not created')
    for (const [index, { alternative, pool, lines, totals }] of priced.entries()) {
      const [row] = await tx
        .insert(quoteAlternatives)
        .values({
          quoteVersionId: version.id,
          position: index + 1,
          label: alternative.label,
          poolId: pool.id,
          poolName: pool.name,
          poolPriceCents: (pool.price ?? 0) * 100,
          finishColor: alternative.finishColor ?? null,
          subtotalCents: totals.subtotalCents,
          discountCents: totals.discountCents,
          totalCents: totals.totalCents,
          financingExample: financingExample(totals.totalCents, financing),
        })
        .returning({ id: quoteAlternatives.id })
      if (!row) throw new Error('alternative not created')
      if (lines.length)
        await tx.insert(quoteLines).values(
          lines.map((line, position) => ({
            alternativeId: row.id,
            position: position + 1,
            priceBookItemId: line.priceBookItemId,
            name: line.name,
            description: line.description,
            unit: line.unit,
            quantity: line.quantityHundredths / 100,
            unitPriceCents: line.unitPriceCents,
            includedInPackage: line.includedInPackage,
            lineTotalCents: totals.lineTotalsCents[position] ?? 0,
          })),
        )
    }
    await tx
      .update(quotes)
      .set({ currentVersion: versionNumber, status: plain.status ?? 'draft', updatedAt: new Date() })
      .where(and(eq(quotes.id, quoteId)))
    return { quoteId, versionId: version.id, versionNumber }
  })
}

/** A total the rules refuse (a discount over the subtotal, over $10M) is the person's mistake: a 400. */
function priceOrRefuse<T>(compute: () => T): T {
  try {
    return compute()
  } catch (error) {
    if (error instanceof QuoteTotalsError) throw new AdminInputError(error.message, 400, error.field)
    throw error
  }
}
