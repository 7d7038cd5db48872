/**
 * Discount approval (issue 35 §3): a rep may discount up to the limit in the quote settings (a share
 * of the subtotal); above it the quote waits for an admin's approval before it can be sent. Admins
 * approve their own discounts by giving them.
 */
import type { Role } from '@/lib/auth/permissions'
import { discountShareBasisPoints, type AlternativeTotals } from './totals'

export const DISCOUNT_APPROVAL_STATES = ['not_needed', 'pending', 'approved', 'rejected'] as const
export type DiscountApproval = (typeof DISCOUNT_APPROVAL_STATES)[number]

export const DISCOUNT_APPROVAL_MESSAGES = {
  pending: 'The discount is above your limit: an admin must approve it before the quote can be sent.',
  rejected: 'An admin turned the discount down: change it before sending the quote.',
} as const

/** The largest discount share among the alternatives, in basis points. */
export function largestDiscountShare(
  totals: readonly Pick<AlternativeTotals, 'subtotalCents' | 'discountCents'>[],
) {
  return totals.reduce((max, t) => Math.max(max, discountShareBasisPoints(t)), 0)
}

/** The approval a saved draft needs: none within the limit or for an admin, else pending. */
export function approvalFor(
  role: Role,
  totals: readonly Pick<AlternativeTotals, 'subtotalCents' | 'discountCents'>[],
  limitBasisPoints: number,
): DiscountApproval {
  if (role === 'admin') return 'not_needed'
  return largestDiscountShare(totals) > limitBasisPoints ? 'pending' : 'not_needed'
}

/** The reason a draft cannot be sent because of its discount, or null. */
export function approvalBlocksSending(approval: DiscountApproval): string | null {
  if (approval === 'pending') return DISCOUNT_APPROVAL_MESSAGES.pending
  if (approval === 'rejected') return DISCOUNT_APPROVAL_MESSAGES.rejected
  return null
}
