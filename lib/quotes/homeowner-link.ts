import 'server-only'
/**
 * Issuing and checking the homeowner's private link (docs/decisions/homeowner-link-token.md). The
 * raw token is returned once, to be put in an e-mail; only its SHA-256 is stored. A link lives
 * LINK_GRACE_DAYS past the last day of the offer it was sent for (so a homeowner opening it late
 * reads "this quote has expired" and whom to call, not a bare 404), and a year after signing once
 * a contract is signed (the page becomes the project's). Anything else presented is a 404.
 */
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { homeownerAccessTokens } from '@/db/schema'
import { RuleError } from '@/lib/errors'
import { fromDateTimeLocal } from '@/lib/format'
import { currentOffer, type CurrentOffer } from './current-offer'
import {
  generateHomeownerToken,
  hashHomeownerToken,
  homeownerPath,
  isWellFormedHomeownerToken,
} from './homeowner-token'

/** Days a link keeps opening the page after the offer's last day. */
export const LINK_GRACE_DAYS = 30
/** Days a link lives after the contract is signed (the project portal of issue 36). */
export const SIGNED_LINK_DAYS = 365

const DAY_MS = 24 * 60 * 60 * 1000

/** The first instant after `day` (YYYY-MM-DD) in Eastern time: midnight starting the next day. */
export function endOfBusinessDay(day: string): Date {
  const next = new Date(`${day}T12:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  const instant = fromDateTimeLocal(`${next.toISOString().slice(0, 10)}T00:00`)
  if (!instant) throw new RangeError(`Not a calendar day: ${day}`)
  return instant
}

/** When a link issued now for this offer stops working. */
export function linkExpiry(
  offer: Pick<CurrentOffer, 'status' | 'validUntil' | 'acceptedAt'>,
  now: Date,
): Date {
  if (offer.status === 'accepted') {
    const from = offer.acceptedAt && offer.acceptedAt > now ? offer.acceptedAt : now
    return new Date(from.getTime() + SIGNED_LINK_DAYS * DAY_MS)
  }
  return new Date(endOfBusinessDay(offer.validUntil).getTime() + LINK_GRACE_DAYS * DAY_MS)
}

export type IssuedLink = { token: string; path: string; expiresAt: Date }

export type IssueOptions = {
  /** Who asked for it: a staff username, or 'homeowner' for a link re-sent on request. */
  createdBy: string
  /**
   * Revoke the lead's earlier links. A rep sending the quote does (only the newest link works);
   * a link re-sent on the public form does not: whoever typed the e-mail cannot switch off the
   * homeowner's working link.
   */
  revokeEarlier: boolean
  now?: Date
}

/**
 * A new link to the lead's page. Refused (409) when the lead has no quote that was sent: there is
 * nothing for the page to show.
 */
export async function issueHomeownerLink(
  db: Database,
  leadId: number,
  options: IssueOptions,
): Promise<IssuedLink> {
  const now = options.now ?? new Date()
  const offer = await currentOffer(db, leadId)
  if (!offer) throw new RuleError('This lead has no sent quote: send a quote before sharing its link.')
  const token = generateHomeownerToken()
  const expiresAt = linkExpiry(offer, now)
  await db.transaction(async (tx) => {
    if (options.revokeEarlier)
      await tx
        .update(homeownerAccessTokens)
        .set({ revokedAt: now })
        .where(
          and(eq(homeownerAccessTokens.estimateRequestId, leadId), isNull(homeownerAccessTokens.revokedAt)),
        )
    await tx.insert(homeownerAccessTokens).values({
      estimateRequestId: leadId,
      tokenHash: hashHomeownerToken(token),
      expiresAt,
      createdBy: options.createdBy.slice(0, 50),
      createdAt: now,
    })
  })
  return { token, path: homeownerPath(token), expiresAt }
}

export type HomeownerAccess = { tokenId: number; leadId: number; expiresAt: Date }

/**
 * The lead a presented token opens, or null (the caller answers 404) when it is malformed,
 * unknown, revoked or expired: one answer for all, so nothing tells them apart. A malformed token
 * costs no query.
 */
export async function findHomeownerAccess(
  db: Database,
  token: unknown,
  now = new Date(),
): Promise<HomeownerAccess | null> {
  if (!isWellFormedHomeownerToken(token)) return null
  const [row] = await db
    .select({
      tokenId: homeownerAccessTokens.id,
      leadId: homeownerAccessTokens.estimateRequestId,
      expiresAt: homeownerAccessTokens.expiresAt,
      lastUsedAt: homeownerAccessTokens.lastUsedAt,
    })
    .from(homeownerAccessTokens)
    .where(
      and(
        eq(homeownerAccessTokens.tokenHash, hashHomeownerToken(token)),
        isNull(homeownerAccessTokens.revokedAt),
        gt(homeownerAccessTokens.expiresAt, now),
      ),
    )
    .limit(1)
  if (!row) return null
  // When the link was last used, at most one write a minute whatever the traffic.
  if (!row.lastUsedAt || row.lastUsedAt.getTime() < now.getTime() - 60_000)
    await db
      .update(homeownerAccessTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(homeownerAccessTokens.id, row.tokenId),
          or(
            isNull(homeownerAccessTokens.lastUsedAt),
            lt(homeownerAccessTokens.lastUsedAt, new Date(now.getTime() - 60_000)),
          ),
        ),
      )
  return { tokenId: row.tokenId, leadId: row.leadId, expiresAt: row.expiresAt }
}

/** After signing: the lead's working links live on for the project (SIGNED_LINK_DAYS). */
export async function extendLinksForProject(tx: Database, leadId: number, signedAt: Date) {
  await tx
    .update(homeownerAccessTokens)
    .set({ expiresAt: new Date(signedAt.getTime() + SIGNED_LINK_DAYS * DAY_MS) })
    .where(
      and(
        eq(homeownerAccessTokens.estimateRequestId, leadId),
        isNull(homeownerAccessTokens.revokedAt),
        gt(homeownerAccessTokens.expiresAt, signedAt),
      ),
    )
}
