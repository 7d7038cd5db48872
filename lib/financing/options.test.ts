import { sql, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { LENDER_TIERS } from '@/content/financing'
import { financingOptions } from '@/db/schema'
import { demoFinancingOptions } from '@/lib/demo-data/financing'
import { CacheTags, invalidate } from '@/lib/cache'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { getFinancingTiers, getFinancingTiersOrFallback } from './options'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

describe('financing options as calculator tiers', () => {
  it('the demo options give exactly the spec table (the inactive one is left out)', async () => {
    await db().insert(financingOptions).values(demoFinancingOptions(new Date()))
    const inactive = await db()
      .select({ name: financingOptions.name })
      .from(financingOptions)
      .where(eq(financingOptions.isActive, false))
    expect(inactive.map((r) => r.name)).toEqual(['Acorn Finance'])
    expect(await getFinancingTiers()).toEqual(LENDER_TIERS)
  })

  it('follows an admin write once the financing tag is invalidated', async () => {
    await db()
      .update(financingOptions)
      .set({ apr: 7.77 })
      .where(eq(financingOptions.name, 'HFS Financial Pool Loan'))
    await db()
      .update(financingOptions)
      .set({ isActive: false })
      .where(eq(financingOptions.name, 'Secured Pool Financing'))
    // Cached until the write's tag is invalidated.
    expect((await getFinancingTiers())[1]?.options[0]?.apr).toBe(8.99)
    invalidate(CacheTags.financing)
    const tiers = await getFinancingTiers()
    expect(tiers[1]?.options.map((o) => [o.name, o.apr])).toEqual([
      ['HFS Financial Pool Loan', 7.77],
      ['Personal Loan Option', 11.99],
    ])
    expect(tiers[2]).toEqual({ minBand: 0, options: [] })
  })

  it('pages get the built-in lenders when the options cannot be read', async () => {
    await db().execute(sql`ALTER TABLE financing_options RENAME TO financing_options_away`)
    try {
      invalidate(CacheTags.financing)
      await expect(getFinancingTiers()).rejects.toThrow()
      expect(await getFinancingTiersOrFallback()).toBe(LENDER_TIERS)
    } finally {
      await db().execute(sql`ALTER TABLE financing_options_away RENAME TO financing_options`)
    }
    // A failed read is not cached: the next read sees the table again.
    expect((await getFinancingTiersOrFallback())[1]?.options[0]?.apr).toBe(7.77)
  })
})
