/**
 * The forms' server actions (the path without JavaScript) against a real database: the contact
 * page credits the sourcePage its page rendered (a landing page's slug, counted as its
 * conversion), falls back to 'contact' without a Referer, and a 1,000-character utm_campaign in
 * the posting page's URL never fails a lead.
 */
import { desc, eq, inArray } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { contacts, estimateRequests, landingPages } from '@/db/schema'
// Aliased: the react-hooks lint rule takes any use* call for a React hook.
import { testDriver, useTestDatabase as testDatabase } from '@/tests/helpers/test-db'
import { ATTRIBUTION_LIMITS } from './attribution'
import { INITIAL_FORM_STATE } from './form-state'
import { seedLeadFixtures, setLeadEnv, uniqueIp } from '@/tests/helpers/leads'
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address'
import { signFormTime } from './form-token'
import { FORM_TOKEN_FIELD } from './spam-rules'

/** The request headers the action sees (next/headers is the framework's, not our code). */
let requestHeaders = new Headers()
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }))

const { estimateFormAction, submitContactPageAction, submitHomeContactAction } = await import('./actions')

const { db } = testDatabase()

beforeAll(async () => {
  setLeadEnv({ LEAD_RATE_LIMIT: '1000', LEAD_MIN_FILL_MS: '2000' })
  await seedLeadFixtures(db())
})

beforeEach(() => {
  requestHeaders = new Headers({ [PEER_ADDRESS_HEADER]: uniqueIp() })
})

function form(values: Record<string, string>): FormData {
  const data = new FormData()
  data.set(FORM_TOKEN_FIELD, signFormTime(Date.now() - 30_000))
  data.set('idempotencyKey', `action-${crypto.randomUUID()}`)
  for (const [name, value] of Object.entries(values)) data.set(name, value)
  return data
}

const CONTACT = {
  name: 'Lia Marsh',
  email: 'lia@example.com',
  phone: '3525550123',
  message: 'Please call me about a new pool.',
}

const conversions = async (slug: string) =>
  (await db().select().from(landingPages).where(eq(landingPages.slug, slug)))[0]?.conversions ?? -1

async function lastContact() {
  const [row] = await db().select().from(contacts).orderBy(desc(contacts.id)).limit(1)
  return row
}

describe(`lead form actions without JavaScript on ${testDriver}`, () => {
  it("a contact sent from a landing page credits its slug and counts the landing page's conversion", async () => {
    const before = await conversions('lp-published')
    requestHeaders.set('referer', 'http://localhost/lp-published')
    const state = await submitContactPageAction(
      INITIAL_FORM_STATE,
      form({ ...CONTACT, sourcePage: 'lp-published' }),
    )
    expect(state.status).toBe('success')
    expect((await lastContact())?.sourcePage).toBe('lp-published')
    expect(await conversions('lp-published')).toBe(before + 1)
  })

  it("credits 'contact' when the post has no Referer and the page sent no sourcePage", async () => {
    const state = await submitContactPageAction(INITIAL_FORM_STATE, form(CONTACT))
    expect(state.status).toBe('success')
    expect((await lastContact())?.sourcePage).toBe('contact')
  })

  it('still follows the Referer query when the page sent no sourcePage', async () => {
    requestHeaders.set('referer', 'http://localhost/contact?from=san-juan-pools')
    await submitContactPageAction(INITIAL_FORM_STATE, form(CONTACT))
    expect((await lastContact())?.sourcePage).toBe('san-juan-pools')
  })

  it('a 1,000-character utm_campaign in the page URL never fails a lead, on all three forms', async () => {
    const campaign = 'c'.repeat(1000)
    const referer = (path: string) => `http://localhost${path}?utm_source=google&utm_campaign=${campaign}`
    const expected = {
      utmSource: 'google',
      utmCampaign: campaign.slice(0, ATTRIBUTION_LIMITS.utmCampaign),
    }

    requestHeaders.set('referer', referer('/contact'))
    expect((await submitContactPageAction(INITIAL_FORM_STATE, form(CONTACT))).status).toBe('success')
    expect((await lastContact())?.attribution).toMatchObject(expected)

    requestHeaders.set('referer', referer('/'))
    expect((await submitHomeContactAction(INITIAL_FORM_STATE, form(CONTACT))).status).toBe('success')
    const home = await lastContact()
    expect(home?.attribution).toMatchObject(expected)
    expect(home?.attribution?.landingPage).toHaveLength(ATTRIBUTION_LIMITS.landingPage)

    requestHeaders.set('referer', referer('/estimate'))
    const state = await estimateFormAction(
      INITIAL_FORM_STATE,
      form({ name: 'Lia Marsh', phone: '3525550123', step: '3', intent: 'submit', sourcePage: 'estimate' }),
    )
    expect(state.status).toBe('success')
    const [estimate] = await db().select().from(estimateRequests).orderBy(desc(estimateRequests.id)).limit(1)
    expect(estimate?.attribution).toMatchObject(expected)
  })

  it('a form from a cached page gives every visitor the same key: different posts are two leads, a resent one is one', async () => {
    const cachedKey = `cached-page-${crypto.randomUUID()}`
    const cachedToken = signFormTime(Date.now() - 30_000)
    const post = (values: Record<string, string>) => {
      const data = form(values)
      data.set('idempotencyKey', cachedKey)
      data.set(FORM_TOKEN_FIELD, cachedToken)
      return submitContactPageAction(INITIAL_FORM_STATE, data)
    }
    const first = await post({ ...CONTACT, email: 'first@example.com' })
    const second = await post({ ...CONTACT, email: 'second@example.com' })
    const resent = await post({ ...CONTACT, email: 'second@example.com' })
    expect([first.status, second.status, resent.status]).toEqual(['success', 'success', 'success'])
    const stored = await db()
      .select()
      .from(contacts)
      .where(inArray(contacts.email, ['first@example.com', 'second@example.com']))
    expect(stored.filter((row) => row.email === 'first@example.com')).toHaveLength(1)
    expect(stored.filter((row) => row.email === 'second@example.com')).toHaveLength(1)
  })
})

describe('the estimate form without JavaScript moves between its steps', () => {
  const filled = { name: 'Lia Marsh', phone: '3525550123', budgetRange: '$50,000 - $75,000', step: '3' }

  it("Continue stays on a step whose field fails its full rule, with the field's message", async () => {
    const state = await estimateFormAction(
      INITIAL_FORM_STATE,
      form({ name: 'L', phone: '3525550123', step: '1', intent: 'next' }),
    )
    expect(state).toMatchObject({
      status: 'error',
      step: 1,
      fieldErrors: { name: 'Name must be at least 2 characters' },
    })
  })

  it("the review's 'Change' goes to the step that shows the answer, keeping every value", async () => {
    const phone = await estimateFormAction(INITIAL_FORM_STATE, form({ ...filled, intent: 'edit:phone' }))
    expect(phone).toMatchObject({
      status: 'step',
      step: 1,
      values: { name: 'Lia Marsh', budgetRange: '$50,000 - $75,000' },
    })
    const budget = await estimateFormAction(
      INITIAL_FORM_STATE,
      form({ ...filled, intent: 'edit:budgetRange' }),
    )
    expect(budget).toMatchObject({ status: 'step', step: 2 })
    // Not a field of the form: it is sent as the last step's submit would be, never a step change.
    const unknown = await estimateFormAction(INITIAL_FORM_STATE, form({ ...filled, intent: 'edit:toString' }))
    expect(unknown.status).not.toBe('step')
  })

  it("'Choose a pool type instead' clears a pool chosen on another page and stays on the review", async () => {
    const state = await estimateFormAction(
      INITIAL_FORM_STATE,
      form({ ...filled, poolType: 'Palm Cove', intent: 'choose-pool-type' }),
    )
    expect(state).toMatchObject({ status: 'step', step: 3, values: { poolType: '', name: 'Lia Marsh' } })
  })
})

describe('a crafted Next-Action call whose body is not form data', () => {
  it('gets each form its failure answer, never an exception', async () => {
    const notForm = [] as unknown as FormData
    for (const action of [submitHomeContactAction, submitContactPageAction, estimateFormAction]) {
      const state = await action(INITIAL_FORM_STATE, notForm)
      expect(state).toMatchObject({ status: 'error', failed: true })
      expect(state.message).toEqual(expect.any(String))
      expect(await action(INITIAL_FORM_STATE, undefined as unknown as FormData)).toMatchObject({
        status: 'error',
      })
    }
  })

  it('a post without JavaScript and without a signed time gets one back with its first answer', async () => {
    const data = form({ ...CONTACT, message: 'short' })
    data.delete(FORM_TOKEN_FIELD)
    const state = await submitContactPageAction(INITIAL_FORM_STATE, data)
    expect(state.status).toBe('error')
    expect(state.instance?.token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{32}$/)
  })
})
