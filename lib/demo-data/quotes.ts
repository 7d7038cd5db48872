/**
 * Demo deals (issue 35 §8): seven fictional homeowners, each a lead with a quote in one state
 * (draft with a discount waiting for approval, sent, viewed, accepted and signed, declined,
 * expired, and one sent again as version 2 with version 1 superseded), so a newcomer sees quotes,
 * versions, approvals and a signed contract on the first `npm start`. Every version is stored by
 * createQuoteVersion (catalogue prices, price-book lines, server totals); the signed one through
 * recordDemoSignature. Loaded once, into a database that has no quote yet.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import {
  adminUsers,
  estimateRequests,
  leadEvents,
  lostReasons,
  pools,
  priceBookItems,
  quoteVersions,
  quotes,
} from '@/db/schema'
import type { Database } from '@/db/client'
import { documentSha256 } from '@/lib/contracts/document'
import { contractDocumentFor, loadContractSource } from '@/lib/contracts/source'
import { storeSignedContract } from '@/lib/contracts/store'
import { formatCents } from '@/lib/money/cents'
import { quoteReference } from '@/lib/contracts/document'
import { createQuoteVersion, type PlainAlternative, type PlainQuoteVersion } from '@/lib/quotes/create'
import { addDays } from '@/lib/quotes/dates'
import { createProjectForSignature } from '@/lib/projects/create'
import { insertSignatureRows } from '@/lib/quotes/signature-rows'
import { HOMEOWNER_ACTOR, HOMEOWNER_EVENTS } from '@/lib/quotes/homeowner-events'
import { QUOTE_EVENTS } from '@/lib/quotes/history'
import { WINTER_SPECIAL } from '@/lib/quotes/promotions'
import { E_SIGN_CONSENT_TEXT } from '@/lib/quotes/schema'
import { businessDay } from '@/lib/format'
import { log } from '@/lib/log'
import { DEMO_OFFICES } from './company'
import type { SeedTx } from './types'

const DAY = 24 * 60 * 60 * 1000

/**
 * A drawn-looking signature (a 160×48 PNG of a pen stroke, transparent background): demo only, so
 * the demo contract's signature page has an image to print.
 */
export const DEMO_SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAKAAAAAwCAYAAACWqXFuAAABZElEQVR42u3aMXLEIAxGYR8ih8jpcv8uadN5jQFJ6Hsz22xhGP5nEODrAgAAAAAAAAAAAAAgCV/fP7//f0YEYfKREOHykRDbBfzkf2C5fCREuHzdNiZetqQDfnowauACb/uJgdyJR8Jky81JgXwiGAmT1TonBPJ0diNhsmK7aiBvllUSLgpjR+0UFdjsPpEw2VHDUwlXh7ajD8dIGNn52QMYLeHuNrPM7mkEqND2qtCilvsoCae021HAHTNvpU1NeFvRb89J9Wfl3XXY87sKOKMfGTcBK2rQpWLPeGjVa7Q3g5p9F/p2Q7b1BGFWCBWvkzocBo8cU23dVM0I4a7DmUPr+DFEuoP70QDuRKvwNcfofeyF/bPA6MV59tCelhCMCRBwRKZKgVUtIVpI2CUAH4QmnAG6BUC+xDOAFQFhEr59hpGNzfCI5XhWHZXyQLRIDWrcEkjoR0DCEgpVpJYGAAAAuvAH1x0Silj/bDUAAAAASUVORK5CYII='

type DemoEvent = {
  action: string
  actor: string
  fromValue: string | null
  toValue: string | null
  createdAt: Date
}

type DemoDeal = {
  lead: Omit<typeof estimateRequests.$inferInsert, 'createdAt'> & { daysAgo: number }
  quote: 'draft-pending' | 'sent' | 'viewed' | 'accepted' | 'declined' | 'expired' | 'superseded'
}

const DEALS: DemoDeal[] = [
  {
    quote: 'draft-pending',
    lead: {
      daysAgo: 3,
      firstName: 'Grace',
      lastName: 'Whitfield',
      email: 'grace.whitfield@mail.example',
      phone: '(352) 555-0171',
      address: '4120 SE 31st St, Ocala, FL 34471',
      nearestBranch: 'ocala',
      status: 'contacted',
      poolType: 'Fiberglass pool',
      budgetRange: '$50k-$75k',
    },
  },
  {
    quote: 'sent',
    lead: {
      daysAgo: 9,
      firstName: 'Daniel',
      lastName: 'Okafor',
      email: 'daniel.okafor@mail.example',
      phone: '(407) 555-0133',
      address: '811 Lake Baldwin Ln, Orlando, FL 32814',
      nearestBranch: 'orlando',
      status: 'quoted',
      poolType: 'Fiberglass pool',
    },
  },
  {
    quote: 'viewed',
    lead: {
      daysAgo: 12,
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya.raman@mail.example',
      phone: '(561) 555-0119',
      address: '2290 Palm Ridge Rd, West Palm Beach, FL 33406',
      nearestBranch: 'west-palm-beach',
      status: 'quoted',
      poolType: 'Fiberglass pool with spa',
    },
  },
  {
    quote: 'accepted',
    lead: {
      daysAgo: 26,
      firstName: 'Tom',
      lastName: 'Brennan',
      email: 'tom.brennan@mail.example',
      phone: '(352) 555-0148',
      address: '9 Silver Springs Blvd, Ocala, FL 34470',
      nearestBranch: 'ocala',
      status: 'quoted',
      poolType: 'Fiberglass pool',
    },
  },
  {
    quote: 'declined',
    lead: {
      daysAgo: 20,
      firstName: 'Lucia',
      lastName: 'Ferreira',
      email: 'lucia.ferreira@mail.example',
      phone: '(407) 555-0162',
      address: '56 Via Tuscany Loop, Kissimmee, FL 34747',
      nearestBranch: 'orlando',
      status: 'quoted',
    },
  },
  {
    quote: 'expired',
    lead: {
      daysAgo: 58,
      firstName: 'Harold',
      lastName: 'Simms',
      email: 'harold.simms@mail.example',
      phone: '(561) 555-0107',
      address: '140 Seabreeze Ave, Jupiter, FL 33477',
      nearestBranch: 'west-palm-beach',
      status: 'quoted',
    },
  },
  {
    quote: 'superseded',
    lead: {
      daysAgo: 16,
      firstName: 'Mei',
      lastName: 'Chen',
      email: 'mei.chen@mail.example',
      phone: '(352) 555-0185',
      address: '3300 NE 10th St, Ocala, FL 34470',
      nearestBranch: 'ocala',
      status: 'quoted',
      poolType: 'Fiberglass pool',
    },
  },
]

/** The day (after the request) of each demo quote's last change. */
const LAST_CHANGE_DAY: Record<DemoDeal['quote'], number> = {
  'draft-pending': 2,
  sent: 2,
  viewed: 3,
  accepted: 7,
  declined: 6,
  expired: 33,
  superseded: 9,
}

/** Loads the demo deals unless a quote exists already. Returns how many leads it added. */
export async function seedDemoQuotes(tx: SeedTx, now: Date): Promise<number> {
  const catalogue = await tx
    .select({ id: pools.id })
    .from(pools)
    .where(and(eq(pools.isActive, true), isNotNull(pools.price)))
    .orderBy(asc(pools.price), asc(pools.id))
  const items = await tx.select().from(priceBookItems).where(eq(priceBookItems.isActive, true))
  const [rep] = await tx
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.role, 'admin'))
    .orderBy(asc(adminUsers.id))
    .limit(1)
  if (catalogue.length < 3 || !rep) return 0
  const pool = (share: number) =>
    catalogue[Math.min(catalogue.length - 1, Math.floor(catalogue.length * share))]?.id ?? 0
  const item = (prefix: string) => items.find((i) => i.name.startsWith(prefix))?.id
  const line = (prefix: string, quantity = 1): PlainAlternative['lines'] => {
    const id = item(prefix)
    return id ? [{ priceBookItemId: id, quantityHundredths: quantity * 100 }] : []
  }
  const good = (): PlainAlternative => ({
    label: 'Good',
    poolId: pool(0.2),
    finishColor: null,
    lines: [
      ...line('Salt chlorine generator'),
      ...line('Door and window exit alarms'),
      ...line('Building permit'),
    ],
  })
  const better = (): PlainAlternative => ({
    label: 'Better',
    poolId: pool(0.5),
    finishColor: null,
    lines: [
      ...line('Variable-speed heat pump'),
      ...line('Salt chlorine generator'),
      ...line('Deck extension', 250),
      ...line('Door and window exit alarms'),
    ],
  })
  const best = (): PlainAlternative => ({
    label: 'Best',
    poolId: pool(0.8),
    finishColor: null,
    lines: [
      ...line('Variable-speed heat pump'),
      ...line('Pool automation'),
      ...line('Tanning ledge'),
      ...line('Screen enclosure', 900),
      ...line('Pool safety barrier fence', 120),
    ],
  })

  for (const deal of DEALS) {
    const { daysAgo, ...values } = deal.lead
    const createdAt = new Date(now.getTime() - daysAgo * DAY)
    const office = DEMO_OFFICES.find((o) => o.id === values.nearestBranch)
    const [lead] = await tx
      .insert(estimateRequests)
      .values({
        ...values,
        requestType: 'estimate',
        sourcePage: 'estimate',
        salesRep: rep.username,
        branchDetails: office
          ? {
              id: office.id,
              name: office.name,
              city: office.city,
              phone: office.phone,
              email: office.email,
              address: office.address,
            }
          : null,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + 2 * DAY),
        statusUpdatedAt: new Date(createdAt.getTime() + DAY),
      })
      .returning()
    if (!lead) continue
    const at = (days: number) => new Date(createdAt.getTime() + days * DAY)
    const events: DemoEvent[] = []
    const base = (sentDay: number): Omit<PlainQuoteVersion, 'alternatives'> => ({
      leadId: lead.id,
      repId: rep.id,
      createdById: rep.id,
      validUntil: addDays(businessDay(at(sentDay)), 30),
      notes:
        'The all-inclusive package: excavation, crane set, plumbing, equipment pad, standard deck and start-up.',
    })
    let quoteId: number
    let versionNumber = 1
    switch (deal.quote) {
      case 'draft-pending': {
        ;({ quoteId } = await createQuoteVersion(tx, {
          ...base(2),
          validUntil: addDays(businessDay(now), 30),
          discount: { kind: 'percent', value: 800, reason: 'Neighbour of a 2023 customer' },
          discountApproval: 'pending',
          alternatives: [good(), better()],
        }))
        events.push(
          {
            action: QUOTE_EVENTS.created,
            actor: rep.username,
            fromValue: null,
            toValue: quoteReference(quoteId, 1),
            createdAt: at(2),
          },
          {
            action: QUOTE_EVENTS.discountPending,
            actor: rep.username,
            fromValue: null,
            toValue: quoteReference(quoteId, 1),
            createdAt: at(2),
          },
        )
        break
      }
      case 'sent':
      case 'viewed':
      case 'declined':
      case 'accepted': {
        ;({ quoteId } = await createQuoteVersion(tx, {
          ...base(2),
          status: deal.quote === 'accepted' ? 'sent' : deal.quote,
          sentAt: at(2),
          viewedAt: deal.quote === 'sent' ? null : at(3),
          declinedAt: deal.quote === 'declined' ? at(6) : null,
          discount: deal.quote === 'accepted' ? { ...WINTER_SPECIAL } : undefined,
          alternatives: deal.quote === 'sent' ? [better()] : [good(), better(), best()],
        }))
        if (deal.quote === 'declined')
          await tx
            .update(quoteVersions)
            .set({ declineReason: 'We decided to wait until next year.' })
            .where(eq(quoteVersions.quoteId, quoteId))
        events.push(
          {
            action: QUOTE_EVENTS.created,
            actor: rep.username,
            fromValue: null,
            toValue: quoteReference(quoteId, 1),
            createdAt: at(2),
          },
          {
            action: QUOTE_EVENTS.sent,
            actor: rep.username,
            fromValue: lead.email,
            toValue: quoteReference(quoteId, 1),
            createdAt: at(2),
          },
        )
        if (deal.quote !== 'sent')
          events.push({
            action: HOMEOWNER_EVENTS.viewed,
            actor: HOMEOWNER_ACTOR,
            fromValue: null,
            toValue: quoteReference(quoteId, 1),
            createdAt: at(3),
          })
        if (deal.quote === 'declined') {
          events.push({
            action: HOMEOWNER_EVENTS.declined,
            actor: HOMEOWNER_ACTOR,
            fromValue: null,
            toValue: 'We decided to wait until next year.',
            createdAt: at(6),
          })
          // The rep marks the lead Lost the next day, so the owner's win rate has a loss to count.
          const [postponed] = await tx
            .select({ id: lostReasons.id, label: lostReasons.label })
            .from(lostReasons)
            .where(eq(lostReasons.label, 'Project postponed'))
          if (postponed) {
            await tx
              .update(estimateRequests)
              .set({ status: 'lost', lostReasonId: postponed.id, statusUpdatedAt: at(7), updatedAt: at(7) })
              .where(eq(estimateRequests.id, lead.id))
            events.push(
              {
                action: 'status',
                actor: rep.username,
                fromValue: 'quoted',
                toValue: 'lost',
                createdAt: at(7),
              },
              {
                action: 'lost_reason',
                actor: rep.username,
                fromValue: null,
                toValue: postponed.label,
                createdAt: at(7),
              },
            )
          }
        }
        break
      }
      case 'expired': {
        ;({ quoteId } = await createQuoteVersion(tx, {
          ...base(2),
          status: 'expired',
          sentAt: at(2),
          expiredAt: at(33),
          alternatives: [better()],
        }))
        events.push(
          {
            action: QUOTE_EVENTS.created,
            actor: rep.username,
            fromValue: null,
            toValue: quoteReference(quoteId, 1),
            createdAt: at(2),
          },
          {
            action: QUOTE_EVENTS.sent,
            actor: rep.username,
            fromValue: lead.email,
            toValue: quoteReference(quoteId, 1),
            createdAt: at(2),
          },
          {
            action: QUOTE_EVENTS.expired,
            actor: 'scheduler',
            fromValue: null,
            toValue: quoteReference(quoteId, 1),
            createdAt: at(33),
          },
        )
        break
      }
      case 'superseded': {
        ;({ quoteId } = await createQuoteVersion(tx, {
          ...base(2),
          status: 'superseded',
          sentAt: at(2),
          viewedAt: at(4),
          supersededAt: at(9),
          alternatives: [better()],
        }))
        await createQuoteVersion(tx, {
          ...base(9),
          quoteId,
          status: 'sent',
          sentAt: at(9),
          discount: { ...WINTER_SPECIAL },
          alternatives: [good(), better()],
        })
        versionNumber = 2
        events.push(
          {
            action: QUOTE_EVENTS.created,
            actor: rep.username,
            fromValue: null,
            toValue: quoteReference(quoteId, 1),
            createdAt: at(2),
          },
          {
            action: QUOTE_EVENTS.sent,
            actor: rep.username,
            fromValue: lead.email,
            toValue: quoteReference(quoteId, 1),
            createdAt: at(2),
          },
          {
            action: HOMEOWNER_EVENTS.viewed,
            actor: HOMEOWNER_ACTOR,
            fromValue: null,
            toValue: quoteReference(quoteId, 1),
            createdAt: at(4),
          },
          {
            action: QUOTE_EVENTS.newVersion,
            actor: rep.username,
            fromValue: quoteReference(quoteId, 1),
            toValue: quoteReference(quoteId, 2),
            createdAt: at(8),
          },
          {
            action: QUOTE_EVENTS.sent,
            actor: rep.username,
            fromValue: lead.email,
            toValue: quoteReference(quoteId, 2),
            createdAt: at(9),
          },
        )
        break
      }
    }
    await tx
      .update(quotes)
      .set({ createdAt: at(2), updatedAt: at(LAST_CHANGE_DAY[deal.quote]) })
      .where(eq(quotes.id, quoteId))
    // Each version was made when it was sent (the draft two days after the request came in).
    await tx
      .update(quoteVersions)
      .set({ createdAt: sql`coalesce(${quoteVersions.sentAt}, ${at(2).toISOString()}::timestamptz)` })
      .where(eq(quoteVersions.quoteId, quoteId))
    if (deal.quote === 'accepted') {
      const [version] = await tx
        .select({ id: quoteVersions.id })
        .from(quoteVersions)
        .where(and(eq(quoteVersions.quoteId, quoteId), eq(quoteVersions.versionNumber, versionNumber)))
      if (version)
        events.push(
          ...(await recordDemoSignature(tx, { versionId: version.id, position: 2, signedAt: at(7) })),
        )
    }
    await tx.insert(leadEvents).values(events.map((e) => ({ ...e, leadType: 'estimate', leadId: lead.id })))
  }
  return DEALS.length
}

/**
 * A demo contract: the version's option `position` signed by its homeowner at `signedAt`, stored
 * as signing stores one (the signature row with the document's SHA-256, the PDF in the private
 * storage when it can be written, the six installments, the version accepted, the lead Won with
 * the contract price as its deal value). Demo data only: a real signature comes from the
 * homeowner's page (lib/quotes/signing.ts), with their drawn signature and consent. Returns the
 * history lines to record.
 */
export async function recordDemoSignature(
  tx: SeedTx,
  demo: { versionId: number; position: number; signedAt: Date },
): Promise<DemoEvent[]> {
  const source = await loadContractSource(tx as unknown as Database, demo.versionId)
  const alternative =
    source?.alternatives.find((a) => a.position === demo.position) ?? source?.alternatives[0]
  const document = source && alternative ? contractDocumentFor(source, alternative.id) : null
  if (!source || !document) return []
  const sha256 = documentSha256(document)
  const signature = {
    signerName: document.homeowner.name,
    signatureImage: DEMO_SIGNATURE_PNG,
    consentText: E_SIGN_CONSENT_TEXT,
    signedAt: demo.signedAt,
    clientIp: '203.0.113.10',
    userAgent: 'Demo data (not a real signature)',
  }
  let stored: { key: string; pdfSha256: string } | null = null
  try {
    stored = await storeSignedContract(document, signature)
  } catch (error) {
    log.warn({ err: error }, 'demo contract PDF not stored: the demo signature has no PDF')
  }
  const signatureId = await insertSignatureRows(tx as unknown as Database, {
    document,
    signature,
    sha256,
    stored,
  })
  await createProjectForSignature(tx as unknown as Database, signatureId, {
    now: demo.signedAt,
    actor: { id: null, username: 'demo data' },
  })
  await tx
    .update(quoteVersions)
    .set({
      status: 'accepted',
      acceptedAlternativeId: document.alternative.id,
      acceptedAt: demo.signedAt,
      updatedAt: demo.signedAt,
    })
    .where(eq(quoteVersions.id, document.quote.versionId))
  await tx
    .update(quotes)
    .set({ status: 'accepted', updatedAt: demo.signedAt })
    .where(eq(quotes.id, document.quote.id))
  const [lead] = await tx.select().from(estimateRequests).where(eq(estimateRequests.id, source.leadId))
  await tx
    .update(estimateRequests)
    .set({
      status: 'won',
      dealValueCents: document.alternative.totalCents,
      statusUpdatedAt: demo.signedAt,
      updatedAt: demo.signedAt,
    })
    .where(eq(estimateRequests.id, source.leadId))
  return [
    {
      action: HOMEOWNER_EVENTS.signed,
      actor: HOMEOWNER_ACTOR,
      fromValue: null,
      toValue: `${document.quote.reference}, ${document.alternative.label}: ${document.alternative.poolName}, ${formatCents(document.alternative.totalCents)}, signed by ${signature.signerName}`,
      createdAt: demo.signedAt,
    },
    {
      action: 'status',
      actor: HOMEOWNER_ACTOR,
      fromValue: lead?.status ?? 'quoted',
      toValue: 'won',
      createdAt: demo.signedAt,
    },
    {
      action: HOMEOWNER_EVENTS.dealValue,
      actor: HOMEOWNER_ACTOR,
      fromValue: null,
      toValue: formatCents(document.alternative.totalCents),
      createdAt: demo.signedAt,
    },
  ]
}
