import 'server-only'
/**
 * The quote rules staff set (quote_settings, one row; Settings → Quotes): the default validity and
 * the rep's discount limit. A database where nobody has saved them yet uses the column defaults.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { quoteSettings } from '@/db/schema'
import { DEFAULT_QUOTE_SETTINGS, type QuoteSettings } from './settings-form'

export { DEFAULT_QUOTE_SETTINGS, type QuoteSettings }

export async function readQuoteSettings(db: Database): Promise<QuoteSettings> {
  const [row] = await db
    .select({
      validityDays: quoteSettings.validityDays,
      repDiscountLimitBasisPoints: quoteSettings.repDiscountLimitBasisPoints,
    })
    .from(quoteSettings)
    .where(eq(quoteSettings.id, 1))
    .limit(1)
  return row ?? DEFAULT_QUOTE_SETTINGS
}
