import 'server-only'
/**
 * Issuing the homeowner's private link (docs/decisions/homeowner-link-token.md): one for the lead,
 * expiring at the end of the quote's last valid day in Eastern time. Issuing a new one revokes the
 * lead's earlier links, so only the newest e-mail opens the page. Runs in the caller's transaction
 * (sending a quote, or a homeowner asking for a new link); the token itself is returned once, to be
 * put in the e-mail, and only its SHA-256 is stored.
 */
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { homeownerAccessTokens } from '@/db/schema'
import { fromDateTimeLocal } from '@/lib/format'
import { addDays } from './dates'
import { generateHomeownerToken, hashHomeownerToken, homeownerPath } from './homeowner-token'

/** The instant a link for a quote valid through `validUntil` (YYYY-MM-DD, inclusive) stops working. */
export function linkExpiryFor(validUntil: string): Date {
  const expiry = fromDateTimeLocal(`${addDays(validUntil, 1)}T00:00`)
  if (!expiry) throw new RangeError(`Not a calendar day: ${validUntil}`)
  return expiry
}

export type IssuedLink = { token: string; path: string; expiresAt: Date }

/**
 * A new link for the lead's page, the earlier ones revoked. `createdBy`: the staff username, or
 * 'homeowner' when the homeowner asked for a new link.
 */
export async function issueHomeownerLink(
  tx: Database,
  lead: { leadId: number; expiresAt: Date; createdBy: string; now?: Date },
): Promise<IssuedLink> {
  const now = lead.now ?? new Date()
  await tx
    .update(homeownerAccessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(homeownerAccessTokens.estimateRequestId, lead.leadId),
        isNull(homeownerAccessTokens.revokedAt),
        gt(homeownerAccessTokens.expiresAt, now),
      ),
    )
  const token = generateHomeownerToken()
  await tx.insert(homeownerAccessTokens).values({
    estimateRequestId: lead.leadId,
    tokenHash: hashHomeownerToken(token),
    expiresAt: lead.expiresAt,
    createdBy: lead.createdBy.slice(0, 50),
    createdAt: now,
  })
  return { token, path: homeownerPath(token), expiresAt: lead.expiresAt }
}
