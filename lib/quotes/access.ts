/**
 * Who works on which quote (issue 35 §3; docs/decisions/quotes-who-works-which.md). The
 * permissions table says who may write quotes at all (quotes:write: admin and sales); these rules
 * say on which: an admin on every quote, a sales rep on the quotes of leads assigned to them or to
 * nobody, and on quotes they own. Operations read. Pure: the pages hide the buttons by the same
 * rules the server checks.
 */
import type { Role } from '@/lib/auth/permissions'

export type QuoteActor = { id: number; username: string; role: Role }

export const QUOTE_ACCESS_MESSAGES = {
  leadOfAnotherRep: (rep: string) =>
    `This lead is assigned to ${rep}: only ${rep} or an admin can quote it. Assign the lead to yourself first if it is yours now.`,
  quoteOfAnotherRep: (rep: string) =>
    `This quote belongs to ${rep}: only ${rep} or an admin can change or send it.`,
} as const

/** Why `actor` may not start a quote on a lead assigned to `leadRep` (a username); null when they may. */
export function newQuoteRefusal(actor: QuoteActor, leadRep: string | null): string | null {
  if (actor.role === 'admin') return null
  if (leadRep === null || leadRep === actor.username) return null
  return QUOTE_ACCESS_MESSAGES.leadOfAnotherRep(leadRep)
}

/**
 * Why `actor` may not change, send or copy a quote owned by `owner` (null: nobody yet); null when
 * they may.
 */
export function quoteWorkRefusal(
  actor: QuoteActor,
  owner: { id: number; username: string } | null,
): string | null {
  if (actor.role === 'admin') return null
  if (owner === null || owner.id === actor.id) return null
  return QUOTE_ACCESS_MESSAGES.quoteOfAnotherRep(owner.username)
}
