/**
 * A homeowner with a sent quote and a working link, made with the product's own functions
 * (createQuoteVersion, issueHomeownerLink) on a database that holds the demo data (pools, price
 * book, company and offices): for the homeowner page's tests, its end-to-end journey and its
 * benchmark. Never imported by the app.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { estimateRequests, pools, priceBookItems, quoteAlternatives } from '@/db/schema'
import { createQuoteVersion } from '@/lib/quotes/create'
import { issueHomeownerLink } from '@/lib/quotes/homeowner-link'
import type { QuoteStatus } from '@/lib/quotes/states'

export type SentQuote = {
  leadId: number
  quoteId: number
  versionId: number
  alternativeIds: number[]
  token: string
}

export type SentQuoteOptions = {
  firstName?: string
  lastName?: string
  email?: string | null
  /** Last day of the offer (YYYY-MM-DD); a month ahead by default. */
  validUntil?: string
  /** Number of alternatives, 1 to 3 (default 2). */
  alternatives?: number
  status?: QuoteStatus
  repId?: number | null
  /** An existing lead gets a new quote (no new lead). */
  leadId?: number
  /** Add the next version to this quote. */
  quoteId?: number
  issueLink?: boolean
}

export function daysFromToday(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000)
  return date.toISOString().slice(0, 10)
}

export async function createSentQuote(db: Database, options: SentQuoteOptions = {}): Promise<SentQuote> {
  let leadId = options.leadId
  if (leadId === undefined) {
    const [lead] = await db
      .insert(estimateRequests)
      .values({
        firstName: options.firstName ?? 'Maria',
        lastName: options.lastName ?? 'Delgado-Whitfield',
        email: options.email === undefined ? 'maria.dw@example.test' : options.email,
        phone: '(407) 555-0199',
        address: '1820 Lakeview Dr, Winter Park, FL 32789',
        nearestBranch: 'orlando',
        status: 'quoted',
      })
      .returning({ id: estimateRequests.id })
    leadId = lead!.id
  }
  const poolRows = await db
    .select({ id: pools.id })
    .from(pools)
    .where(and(eq(pools.isActive, true)))
    .orderBy(asc(pools.price))
    .limit(3)
  const items = await db.select().from(priceBookItems).where(eq(priceBookItems.isActive, true))
  const item = (prefix: string) => items.find((i) => i.name.startsWith(prefix))
  const heatPump = item('Variable-speed heat pump')
  const salt = item('Salt chlorine generator')
  const alarms = item('Door and window exit alarms')
  const deck = item('Deck extension')
  const labels = ['Good', 'Better', 'Best']
  const count = Math.min(3, Math.max(1, options.alternatives ?? 2))
  const now = new Date()
  const { quoteId, versionId } = await createQuoteVersion(db, {
    quoteId: options.quoteId,
    leadId,
    repId: options.repId ?? null,
    status: options.status ?? 'sent',
    sentAt: now,
    validUntil: options.validUntil ?? daysFromToday(30),
    notes: 'Shell colour confirmed at the technical visit. Access through the north gate.',
    discount: { kind: 'amount', value: 300_000, reason: 'Winter special' },
    alternatives: Array.from({ length: count }, (_, i) => ({
      label: labels[i]!,
      poolId: poolRows[i % poolRows.length]!.id,
      finishColor: 'Sapphire Blue',
      lines: [
        ...(alarms ? [{ priceBookItemId: alarms.id, quantityHundredths: 100 }] : []),
        ...(salt ? [{ priceBookItemId: salt.id, quantityHundredths: 100 }] : []),
        ...(i > 0 && heatPump ? [{ priceBookItemId: heatPump.id, quantityHundredths: 100 }] : []),
        ...(i > 1 && deck ? [{ priceBookItemId: deck.id, quantityHundredths: 25_000 }] : []),
      ],
    })),
  })
  const alternatives = await db
    .select({ id: quoteAlternatives.id })
    .from(quoteAlternatives)
    .where(eq(quoteAlternatives.quoteVersionId, versionId))
    .orderBy(asc(quoteAlternatives.position))
  const link =
    options.issueLink === false
      ? { token: '' }
      : await issueHomeownerLink(db, leadId, { createdBy: 'test', revokeEarlier: true })
  return { leadId, quoteId, versionId, alternativeIds: alternatives.map((a) => a.id), token: link.token }
}
