import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  contractTexts,
  estimateRequests,
  pools,
  priceBookItems,
  quoteAlternatives,
  quoteLines,
  quoteVersions,
  quotes,
} from '@/db/schema'
import { seedDemoData } from '@/lib/demo-data'
import { currentContractText, publishContractText } from '@/lib/contracts/texts'
import { AdminInputError } from '@/lib/errors'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { createQuoteVersion } from './create'
import { paymentSchedule } from './payment-schedule'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let leadId: number
let poolId: number
let poolPriceCents: number
let heatPump: typeof priceBookItems.$inferSelect
let alarms: typeof priceBookItems.$inferSelect

beforeAll(async () => {
  await seedDemoData(db())
  const [lead] = await db()
    .insert(estimateRequests)
    .values({ firstName: 'Quote', lastName: 'Owner', nearestBranch: 'ocala' })
    .returning()
  leadId = lead!.id
  const [pool] = await db().select().from(pools).where(eq(pools.isActive, true)).limit(1)
  poolId = pool!.id
  poolPriceCents = pool!.price! * 100
  const items = await db().select().from(priceBookItems)
  heatPump = items.find((i) => i.name.startsWith('Variable-speed heat pump'))!
  alarms = items.find((i) => i.name.startsWith('Door and window exit alarms'))!
})

describe('createQuoteVersion', () => {
  it('stores a version with the server’s totals, copied lines and a financing example', async () => {
    const { quoteId, versionNumber } = await createQuoteVersion(db(), {
      leadId,
      validUntil: '2030-01-31',
      discount: { kind: 'amount', value: 300_000, reason: 'Winter special' },
      alternatives: [
        {
          label: 'Better',
          poolId,
          finishColor: 'Sapphire Blue',
          lines: [
            { priceBookItemId: heatPump.id, quantityHundredths: 100 },
            { priceBookItemId: alarms.id, quantityHundredths: 100 },
            { name: 'Extra drain', unit: 'lump_sum', quantityHundredths: 100, unitPriceCents: 45_050 },
          ],
        },
      ],
    })
    expect(versionNumber).toBe(1)
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, quoteId))
    expect(quote).toMatchObject({
      estimateRequestId: leadId,
      officeId: 'ocala',
      status: 'draft',
      currentVersion: 1,
    })
    const [alternative] = await db().select().from(quoteAlternatives)
    const subtotal = poolPriceCents + heatPump.unitPriceCents + 45_050
    expect(alternative).toMatchObject({
      subtotalCents: subtotal,
      discountCents: 300_000,
      totalCents: subtotal - 300_000,
    })
    expect(alternative?.financingExample?.lender).toBe('HFS Financial Pool Loan')
    const lines = await db()
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.alternativeId, alternative!.id))
      .orderBy(quoteLines.position)
    expect(lines.map((l) => [l.name, l.lineTotalCents, l.includedInPackage])).toEqual([
      [heatPump.name, heatPump.unitPriceCents, false],
      [alarms.name, 0, true],
      ['Extra drain', 45_050, false],
    ])
    // The schedule of that total adds up to it exactly.
    expect(paymentSchedule(alternative!.totalCents).reduce((s, i) => s + i.amountCents, 0)).toBe(
      alternative!.totalCents,
    )

    const second = await createQuoteVersion(db(), {
      quoteId,
      leadId,
      validUntil: '2030-02-28',
      alternatives: [{ label: 'Good', poolId, lines: [] }],
    })
    expect(second.versionNumber).toBe(2)
    expect(await db().select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId))).toHaveLength(2)
  })

  it('refuses a discount larger than the subtotal with a 400 on the field, storing nothing', async () => {
    const before = (await db().select().from(quoteVersions)).length
    const attempt = createQuoteVersion(db(), {
      leadId,
      validUntil: '2030-01-31',
      discount: { kind: 'amount', value: poolPriceCents + 1, reason: 'Too much' },
      alternatives: [{ label: 'Good', poolId, lines: [] }],
    })
    await expect(attempt).rejects.toBeInstanceOf(AdminInputError)
    await expect(attempt).rejects.toMatchObject({ status: 400, field: 'discountValue' })
    expect(await db().select().from(quoteVersions)).toHaveLength(before)
  })
})

describe('contract texts', () => {
  it('starts from the demo texts and publishes new versions, keeping the old ones', async () => {
    const first = await currentContractText(db())
    expect(first).toMatchObject({ version: 1, isDemo: true })
    const next = await publishContractText(
      db(),
      { username: 'lawyer-approved' },
      {
        terms: 'Approved terms.',
        lienLawNotice: 'Approved lien notice.',
        recoveryFundNotice: 'Approved fund notice.',
        constructionDefectNotice: 'Approved chapter 558 notice.',
      },
    )
    expect(next).toMatchObject({ version: 2, isDemo: false, createdBy: 'lawyer-approved' })
    expect((await currentContractText(db())).version).toBe(2)
    expect(await db().select().from(contractTexts)).toHaveLength(2)
  })
})
