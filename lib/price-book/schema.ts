/**
 * The price-book item form (issue 35 §2), shared by the browser and the server. The unit price is
 * typed in dollars and stored in integer cents (at most $10,000,000).
 */
import { z } from 'zod'
import {
  checkbox,
  oneOf,
  optionalText,
  requiredNumber,
  requiredText,
  version,
} from '@/lib/write/fields-schema'
import { moneyField } from '@/lib/money/fields'
import { PRICE_BOOK_CATEGORIES, PRICE_BOOK_UNITS } from './units'

export const priceBookItemFormSchema = z.object({
  updatedAt: version,
  name: requiredText('Name', 255),
  description: optionalText('Description', 2000),
  category: oneOf('Category', PRICE_BOOK_CATEGORIES),
  unit: oneOf('Unit', PRICE_BOOK_UNITS),
  unitPrice: moneyField('Unit price'),
  includedInPackage: checkbox,
  isActive: checkbox,
  sortOrder: requiredNumber('Sort order', { min: 0, max: 9999, integer: true }),
})

export type PriceBookItemFormValues = z.output<typeof priceBookItemFormSchema>

/** The list's filter: active items (the default), inactive ones, or all. */
export const PRICE_BOOK_STATUS_FILTERS = ['active', 'inactive', 'all'] as const
export type PriceBookStatusFilter = (typeof PRICE_BOOK_STATUS_FILTERS)[number]

export const priceBookFilterSchema = z.object({
  status: z.enum(PRICE_BOOK_STATUS_FILTERS).catch('active'),
  category: z.enum(PRICE_BOOK_CATEGORIES).optional().catch(undefined),
})
