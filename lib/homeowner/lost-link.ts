import 'server-only'
/**
 * "Lost your link?" (issue 35 §4): a homeowner types their e-mail address and every lead of theirs
 * with a sent quote or a signed contract gets a new link, e-mailed through the outbox to the
 * address stored on the lead (never to one typed here that differs). The answer is the same
 * whether or not anything matched, so the form tells nobody who is a customer. Limits: per client
 * address (a clear 429 past it) and per e-mail address (past it, the same answer and no mail, so
 * the form cannot be used to flood someone's inbox). Earlier links keep working
 * (docs/decisions/homeowner-link-token.md).
 */
import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '@/db/client'
import { companyInfo, estimateRequests, leadEvents, quotes } from '@/db/schema'
import { DEFAULT_COMPANY } from '@/content/company'
import { RefusedError } from '@/lib/errors'
import { queueMail } from '@/lib/mail/enqueue'
import { hitRateLimit } from '@/lib/rate-limit'
import { hashIp } from '@/lib/request'
import { absoluteUrl } from '@/lib/seo/site-url'
import { HOMEOWNER_ACTOR, HOMEOWNER_EVENTS } from '@/lib/quotes/homeowner-events'
import { issueHomeownerLink } from '@/lib/quotes/homeowner-link'
import { PORTAL_MAIL_KINDS, newLinkMail } from '@/lib/quotes/portal-mail'
import { currentOffer } from '@/lib/quotes/current-offer'
import { LOST_LINK_MESSAGES } from './messages'

export { LOST_LINK_MESSAGES }

/** Requests per client address per hour, and mails per e-mail address per day. */
export const LOST_LINK_LIMITS = { perAddressPerHour: 5, perEmailPerDay: 3 } as const

const HOUR_MS = 60 * 60 * 1000

export const lostLinkSchema = z.object({
  email: z
    .string(LOST_LINK_MESSAGES.emailInvalid)
    .trim()
    .max(255, LOST_LINK_MESSAGES.emailInvalid)
    .pipe(z.email(LOST_LINK_MESSAGES.emailInvalid)),
})

/** Sends new links for the address; returns how many were sent (for tests: the page never says). */
export async function requestHomeownerLink(input: unknown, clientIp: string): Promise<number> {
  const { email } = lostLinkSchema.parse(input)
  const byAddress = await hitRateLimit(
    `homeowner-link:ip:${hashIp(clientIp)}`,
    LOST_LINK_LIMITS.perAddressPerHour,
    HOUR_MS,
  )
  if (!byAddress.allowed) throw new RefusedError(LOST_LINK_MESSAGES.tooMany, 429)
  const normalised = email.toLowerCase()
  const byEmail = await hitRateLimit(
    `homeowner-link:email:${createHash('sha256').update(normalised).digest('hex').slice(0, 32)}`,
    LOST_LINK_LIMITS.perEmailPerDay,
    24 * HOUR_MS,
  )
  if (!byEmail.allowed) return 0

  const db = await getDb()
  // Leads with a quote and this address (quotes are few; the address is compared whatever its case).
  const leads = await db
    .selectDistinct({
      id: estimateRequests.id,
      firstName: estimateRequests.firstName,
      email: estimateRequests.email,
    })
    .from(quotes)
    .innerJoin(estimateRequests, eq(estimateRequests.id, quotes.estimateRequestId))
    .where(sql`lower(${estimateRequests.email}) = ${normalised}`)
    .limit(5)
  const [company] = await db.select().from(companyInfo).where(eq(companyInfo.id, 1))
  let sent = 0
  for (const lead of leads) {
    if (!lead.email || !(await currentOffer(db, lead.id))) continue
    await db.transaction(async (tx) => {
      const link = await issueHomeownerLink(tx, lead.id, { createdBy: HOMEOWNER_ACTOR, revokeEarlier: false })
      await queueMail(tx, {
        to: lead.email ?? email,
        kind: PORTAL_MAIL_KINDS.newLink,
        refId: lead.id,
        ...newLinkMail({
          homeownerName: lead.firstName,
          pageUrl: absoluteUrl(link.path),
          expiresAt: link.expiresAt,
          company: {
            name: company?.name ?? DEFAULT_COMPANY.name,
            phone: company?.phone ?? DEFAULT_COMPANY.phone,
            email: company?.email ?? DEFAULT_COMPANY.email,
          },
        }),
      })
      await tx.insert(leadEvents).values({
        leadType: 'estimate',
        leadId: lead.id,
        actor: HOMEOWNER_ACTOR,
        action: HOMEOWNER_EVENTS.linkSent,
        toValue: lead.email,
      })
    })
    sent++
  }
  return sent
}
