/**
 * "Lost your link?" and the contract texts' publishing, on a real database: the same answer
 * whatever the address, a new link only to the lead's stored address (earlier links keep
 * working), the limits; a new contract text version, refused when someone published meanwhile.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { contractTexts, mailOutbox } from '@/db/schema'
import { seedDemoData } from '@/lib/demo-data'
import { StaleEditError } from '@/lib/errors'
import { findHomeownerAccess } from '@/lib/quotes/homeowner-link'
import { PORTAL_MAIL_KINDS } from '@/lib/quotes/portal-mail'
import { publishContractTexts } from '@/lib/settings/contract-texts'
import { createStaff } from '@/tests/helpers/admin-users'
import { createSentQuote } from '@/tests/helpers/quote-fixture'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { LOST_LINK_LIMITS, requestHomeownerLink } from './lost-link'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

beforeAll(async () => {
  await seedDemoData(db())
})

describe('a new link by e-mail', () => {
  it('goes to the lead’s address whatever its case, keeps the earlier link, and says nothing of a miss', async () => {
    const quote = await createSentQuote(db(), { email: 'Lost.Link@Example.test' })
    expect(await requestHomeownerLink({ email: 'nobody@example.test' }, '198.51.100.1')).toBe(0)
    expect(await requestHomeownerLink({ email: ' lost.link@example.TEST ' }, '198.51.100.1')).toBe(1)
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, PORTAL_MAIL_KINDS.newLink))
    expect(mail?.toAddress).toBe('Lost.Link@Example.test')
    const token = /\/my-pool\/([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '')?.[1]
    expect(await findHomeownerAccess(db(), token)).toMatchObject({ leadId: quote.leadId })
    expect(await findHomeownerAccess(db(), quote.token)).not.toBeNull()
  })

  it('sends at most three a day to one address and refuses a sixth request an hour from one client', async () => {
    await createSentQuote(db(), { email: 'limits@example.test' })
    const sent = []
    for (let i = 0; i < LOST_LINK_LIMITS.perAddressPerHour; i++)
      sent.push(await requestHomeownerLink({ email: 'limits@example.test' }, '198.51.100.7'))
    expect(sent).toEqual([1, 1, 1, 0, 0])
    await expect(
      requestHomeownerLink({ email: 'limits@example.test' }, '198.51.100.7'),
    ).rejects.toMatchObject({
      status: 429,
    })
  })

  it('refuses what is not an e-mail address', async () => {
    await expect(requestHomeownerLink({ email: 'not-an-address' }, '198.51.100.9')).rejects.toThrow()
  })
})

describe('publishing contract texts', () => {
  it('stores the next version and refuses a form opened on an older one', async () => {
    const { user } = await createStaff(db(), { role: 'admin' })
    const values = {
      terms: 'Terms approved by our Florida counsel, version two of the wording.',
      lienLawNotice: 'The statutory Construction Lien Law notice, in its exact words.',
      recoveryFundNotice: 'The statutory Recovery Fund notice, in its exact words.',
      constructionDefectNotice: 'The chapter 558 notice of the claim process, in its words.',
    }
    const published = await publishContractTexts(user, { basedOnVersion: 1, ...values })
    expect(published).toMatchObject({ version: 2, isDemo: false, createdBy: user.username })
    await expect(publishContractTexts(user, { basedOnVersion: 1, ...values })).rejects.toBeInstanceOf(
      StaleEditError,
    )
    expect(await db().select().from(contractTexts)).toHaveLength(2)
  })
})
