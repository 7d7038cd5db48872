/**
 * The company's published offers a rep applies in one click (spec 02 §9.2: "Winter special saves
 * $3,000"). A published offer is pre-approved: giving it never waits for an admin, whatever share
 * of the subtotal it is (docs/decisions/quote-discount-approval.md). Pure.
 */
import { PRICING } from '@/content/marketing'
import type { Discount } from './totals'

export const WINTER_SPECIAL = {
  kind: 'amount',
  value: PRICING.winterSavingsUsd * 100,
  reason: 'Winter special',
  label: `Winter special: ${PRICING.winterSavingsText} off`,
} as const

/** The Winter special: a $3,000 amount off (the reason text does not change what it is). */
export function isWinterSpecial(discount: Discount): boolean {
  return discount.kind === WINTER_SPECIAL.kind && discount.value === WINTER_SPECIAL.value
}
