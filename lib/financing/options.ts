import 'server-only'
/**
 * The calculator's lenders from the active financing options staff keep in /admin/settings, read
 * through the run-time cache (tag: financing), which every settings save of an option invalidates.
 */
import { eq } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { financingOptions } from '@/db/schema'
import { LENDER_TIERS, type LenderTier } from '@/content/financing'
import { CacheTags, cached } from '@/lib/cache'
import { log } from '@/lib/log'
import { toLenderTiers } from './tiers'

/** The active options as lender tiers, one per spec 02 §9.1 band. */
export function getFinancingTiers(): Promise<LenderTier[]> {
  return cached('financing:tiers', [CacheTags.financing], async () => {
    const db = await getDb()
    const rows = await db
      .select({
        name: financingOptions.name,
        description: financingOptions.description,
        apr: financingOptions.apr,
        interestRate: financingOptions.interestRate,
        creditScoreRequired: financingOptions.creditScoreRequired,
      })
      .from(financingOptions)
      .where(eq(financingOptions.isActive, true))
    return toLenderTiers(rows)
  })
}

/** For pages: the tiers, or the built-in spec table when the options cannot be read. */
export async function getFinancingTiersOrFallback(): Promise<readonly LenderTier[]> {
  try {
    return await getFinancingTiers()
  } catch (error) {
    log.error({ err: error }, 'financing options could not be loaded; using the built-in lenders')
    return LENDER_TIERS
  }
}
