/**
 * Lead forms on cached pages, posted without JavaScript (the forms' server actions) against a real
 * database: the page token signed into the cached HTML makes the post a lead, also from a page a
 * day old; past its lifetime, forged, or used for more leads than one cached copy brings, it is
 * held for review (answered alike).
 */
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { contacts, estimateRequests, leadSpam } from '@/db/schema'
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address'
// Aliased: the react-hooks lint rule takes any use* call for a React hook.
import { testDriver, useTestDatabase as testDatabase } from '@/tests/helpers/test-db'
import { INITIAL_FORM_STATE } from './form-state'
import { signFormTime, signPageFormTime } from './form-token'
import { PAGE_TOKEN_USES } from './page-token-uses'
import { FORM_TOKEN_FIELD, PAGE_TOKEN_REUSED } from './spam-rules'
import { seedLeadFixtures, setLeadEnv, uniqueIp } from '@/tests/helpers/leads'

let requestHeaders = new Headers()
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }))

const { estimateFormAction, submitContactPageAction } = await import('./actions')

const { db } = testDatabase()
const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

beforeAll(async () => {
  setLeadEnv({ LEAD_RATE_LIMIT: '1000', LEAD_MIN_FILL_MS: '2000' })
  await seedLeadFixtures(db())
})

beforeEach(() => {
  requestHeaders = new Headers({ [PEER_ADDRESS_HEADER]: uniqueIp() })
})

/** The form as a cached page renders it: the page's token and idempotency key, the same for all. */
function cachedForm(token: string, key: string, values: Record<string, string>): FormData {
  const data = new FormData()
  data.set(FORM_TOKEN_FIELD, token)
  data.set('idempotencyKey', key)
  for (const [name, value] of Object.entries(values)) data.set(name, value)
  return data
}

const contact = (email: string) => ({
  name: 'Cora Cached',
  email,
  phone: '3525550124',
  message: 'Please call me about a new pool.',
})

const unique = (what: string) => `${what}-${crypto.randomUUID().slice(0, 8)}@example.com`

async function whereStored(email: string) {
  const lead = await db().select().from(contacts).where(eq(contacts.email, email))
  const spam = (await db().select().from(leadSpam)).filter(
    (row) => (row.payload as { email?: unknown }).email === email,
  )
  return { leads: lead.length, spam: spam.map((row) => row.reason) }
}

describe(`lead forms on cached pages without JavaScript on ${testDriver}`, () => {
  it('a contact from a cached page, rendered ten minutes or a day before, is stored as a lead', async () => {
    for (const age of [10 * MINUTE, 23 * HOUR]) {
      const email = unique('cached')
      const token = signPageFormTime(Date.now() - age)
      const state = await submitContactPageAction(
        INITIAL_FORM_STATE,
        cachedForm(token, `cached-${crypto.randomUUID()}`, contact(email)),
      )
      expect(state.status).toBe('success')
      expect(await whereStored(email)).toEqual({ leads: 1, spam: [] })
    }
  })

  it('the estimate form of a cached landing page walks its steps on the page token and stores a lead', async () => {
    const token = signPageFormTime(Date.now() - 5 * MINUTE)
    const name = `Esta ${crypto.randomUUID().slice(0, 8)}`
    const key = `landing-${crypto.randomUUID()}`
    const stepOne = await estimateFormAction(
      INITIAL_FORM_STATE,
      cachedForm(token, key, { name, phone: '3525550125', step: '1', intent: 'next', sourcePage: 'lp' }),
    )
    expect(stepOne.status).toBe('step')
    // The answer hands the page token back (it is still valid): the form keeps it to the end.
    expect(stepOne.instance?.token).toBe(token)
    const submitted = await estimateFormAction(
      stepOne,
      cachedForm(stepOne.instance?.token ?? '', key, {
        name,
        phone: '3525550125',
        step: '3',
        intent: 'submit',
        sourcePage: 'lp',
      }),
    )
    expect(submitted.status).toBe('success')
    const stored = await db().select().from(estimateRequests).where(eq(estimateRequests.firstName, name))
    expect(stored).toHaveLength(1)
  })

  it(`one page token makes at most ${PAGE_TOKEN_USES} leads; more are held for review`, async () => {
    const token = signPageFormTime(Date.now() - 10 * MINUTE)
    const key = `copied-${crypto.randomUUID()}`
    const emails = Array.from({ length: PAGE_TOKEN_USES + 1 }, (_, i) => unique(`copy${i}`))
    for (const email of emails) {
      const state = await submitContactPageAction(INITIAL_FORM_STATE, cachedForm(token, key, contact(email)))
      // Held or not, the answer is the same.
      expect(state.status).toBe('success')
    }
    const where = await Promise.all(emails.map(whereStored))
    expect(where.slice(0, PAGE_TOKEN_USES)).toEqual(Array(PAGE_TOKEN_USES).fill({ leads: 1, spam: [] }))
    expect(where[PAGE_TOKEN_USES]).toEqual({ leads: 0, spam: [PAGE_TOKEN_REUSED] })
    // Sending one of the accepted posts again is the same lead, not another use.
    await submitContactPageAction(INITIAL_FORM_STATE, cachedForm(token, key, contact(emails[0] ?? '')))
    expect(await whereStored(emails[0] ?? '')).toEqual({ leads: 1, spam: [] })
  })

  it('a page token past its lifetime, forged, or a visitor token dressed as one, is held for review', async () => {
    const now = Date.now()
    const page = signPageFormTime(now - 10 * MINUTE)
    const [, time] = page.split('.')
    const tokens = {
      expired: signPageFormTime(now - 27 * HOUR),
      forged: `p.${time}.${'A'.repeat(32)}`,
      relabelled: `p.${signFormTime(now - 10 * MINUTE)}`,
    }
    for (const [name, token] of Object.entries(tokens)) {
      const email = unique(name)
      const state = await submitContactPageAction(
        INITIAL_FORM_STATE,
        cachedForm(token, `held-${crypto.randomUUID()}`, contact(email)),
      )
      expect(state.status, name).toBe('success')
      expect(await whereStored(email), name).toEqual({ leads: 0, spam: ['no-form-time'] })
    }
  })

  it('a page rendered a moment ago and posted at once is too fast', async () => {
    const email = unique('fast')
    await submitContactPageAction(
      INITIAL_FORM_STATE,
      cachedForm(signPageFormTime(Date.now() - 500), `fast-${crypto.randomUUID()}`, contact(email)),
    )
    expect(await whereStored(email)).toEqual({ leads: 0, spam: ['too-fast'] })
  })
})
