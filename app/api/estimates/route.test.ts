/**
 * POST /api/estimates against a real database (PGlite by default, PostgreSQL with TEST_DB=postgres):
 * every request type, every invalid case, hostile text, idempotency, rate limit, spam and
 * landing page conversions.
 */
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { formatWait } from '@/lib/format'
import { MESSAGES } from '@/content/lead-options'
import { env } from '@/config/env'
import { ATTRIBUTION_LIMITS } from '@/lib/leads/attribution'
import {
  appointments,
  contacts,
  estimateRequests,
  idempotencyKeys,
  landingPages,
  leadSpam,
  mailOutbox,
} from '@/db/schema'
import {
  jsonRequest,
  seedLeadFixtures,
  setLeadEnv,
  uniqueIp,
  formTokenAged,
  storedIdOf,
  VALID_CONTACT,
  VALID_ESTIMATE,
} from '@/tests/helpers/leads'
import { awaitRoomInWindow } from '@/tests/helpers/clock'
// Aliased: the react-hooks lint rule takes any use* call for a React hook.
import { testDriver, useTestDatabase as testDatabase } from '@/tests/helpers/test-db'
import { POST } from './route'

const { db } = testDatabase()

beforeAll(async () => {
  setLeadEnv({ LEAD_RATE_LIMIT: '1000', LEAD_MIN_FILL_MS: '2000', COMPANY_INBOX: 'inbox@example.com' })
  await seedLeadFixtures(db())
})

afterEach(() => setLeadEnv({ LEAD_RATE_LIMIT: '1000' }))

async function post(body: unknown, options: Parameters<typeof jsonRequest>[2] = {}) {
  const response = await POST(jsonRequest('/api/estimates', body, options))
  const json = (await response.json()) as {
    id?: string
    requestType?: string
    message?: string
    fieldErrors?: Record<string, string[]>
  }
  return { response, status: response.status, json }
}

async function count(
  table: typeof estimateRequests | typeof contacts | typeof leadSpam | typeof appointments,
) {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
  return Number(row?.n ?? 0)
}

describe(`POST /api/estimates on ${testDriver}`, () => {
  it('stores an estimate request with its branch, attribution and its outbox e-mails (branch, inbox, homeowner), then answers 201', async () => {
    const { status, json } = await post({
      ...VALID_ESTIMATE,
      firstName: '  Maria Lopez  ',
      attribution: {
        utmSource: 'google',
        utmCampaign: 'spring',
        referrer: 'https://www.google.com/',
        landingPage: '/pools?utm_source=google',
      },
    })
    expect(status).toBe(201)
    expect(json.id).toEqual(expect.any(String))
    expect(json.requestType).toBe('estimate')
    const [row] = await db()
      .select()
      .from(estimateRequests)
      .where(eq(estimateRequests.id, await storedIdOf(db(), json.id)))
    expect(row).toMatchObject({
      firstName: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '(352) 555-0100',
      budgetRange: '$50,000 - $75,000',
      timeframe: '1-3 months',
      requestType: 'estimate',
      sourcePage: 'estimate',
      nearestBranch: 'orlando',
      status: 'new',
    })
    expect(row?.branchDetails).toMatchObject({ id: 'orlando', name: 'Orlando Office', city: 'Orlando' })
    expect(row?.attribution).toEqual({
      utmSource: 'google',
      utmCampaign: 'spring',
      referrer: 'https://www.google.com/',
      landingPage: '/pools?utm_source=google',
    })
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.refId, await storedIdOf(db(), json.id)))
    // The branch and the company inbox hear of the lead; the homeowner gets a confirmation.
    expect(mails.map((m) => m.toAddress).sort()).toEqual([
      'inbox@example.com',
      'maria@example.com',
      'orlando@floridafiberglasspools.example',
    ])
    const branchMail = mails.find((m) => m.toAddress === 'orlando@floridafiberglasspools.example')
    expect(branchMail?.textBody).toContain(`New estimate request #${await storedIdOf(db(), json.id)}`)
    expect(branchMail?.textBody).toContain('Maria Lopez')
    expect(mails.every((m) => m.sentAt === null)).toBe(true)
  })

  it('leaves an empty email out and falls back to the first branch for an unknown one', async () => {
    const { status, json } = await post({
      ...VALID_ESTIMATE,
      email: '',
      address: '',
      nearestBranch: 'atlantis',
    })
    expect(status).toBe(201)
    const [row] = await db()
      .select()
      .from(estimateRequests)
      .where(eq(estimateRequests.id, await storedIdOf(db(), json.id)))
    expect(row?.email).toBeNull()
    expect(row?.nearestBranch).toBe('ocala')
  })

  it('routes a lead by its property address before the office the browser showed, and names it in the answer', async () => {
    // A West Palm Beach address sent with the browser's fallback (the first office, Ocala).
    const byZip = await post({
      ...VALID_ESTIMATE,
      address: '200 Clematis St, West Palm Beach, FL 33401',
      nearestBranch: 'ocala',
    })
    expect(byZip.status).toBe(201)
    const [row] = await db()
      .select()
      .from(estimateRequests)
      .where(eq(estimateRequests.id, await storedIdOf(db(), byZip.json.id)))
    expect(row?.nearestBranch).toBe('west-palm-beach')
    expect((byZip.json as { branch?: { id: string } }).branch).toMatchObject({
      id: 'west-palm-beach',
      name: 'West Palm Beach Office',
    })
    // A city without a ZIP code resolves too; an address that does not resolve keeps the browser's office.
    const byCity = await post({ ...VALID_ESTIMATE, address: '8 Bay St, Kissimmee', nearestBranch: 'ocala' })
    expect((byCity.json as { branch?: { id: string } }).branch?.id).toBe('orlando')
    const unknown = await post({ ...VALID_ESTIMATE, address: '1 Nowhere Lane', nearestBranch: 'ocala' })
    expect((unknown.json as { branch?: { id: string } }).branch?.id).toBe('ocala')
  })

  it('stores an appointment in estimate_requests and in appointments', async () => {
    const { status, json } = await post({ ...VALID_ESTIMATE, requestType: 'appointment' })
    expect(status).toBe(201)
    expect(json.requestType).toBe('appointment')
    const [row] = await db()
      .select()
      .from(estimateRequests)
      .where(eq(estimateRequests.id, await storedIdOf(db(), json.id)))
    expect(row?.requestType).toBe('appointment')
    const [appointment] = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.estimateRequestId, await storedIdOf(db(), json.id)))
    expect(appointment).toMatchObject({
      customerName: 'Maria Lopez',
      phone: '(352) 555-0100',
      status: 'pending',
    })
  })

  it('accepts an appointment with only an email', async () => {
    const { status } = await post({ ...VALID_ESTIMATE, requestType: 'appointment', phone: '' })
    expect(status).toBe(201)
  })

  it('stores a contact message in contacts with the full name and the West Palm Beach fallback', async () => {
    const { status, json } = await post({ ...VALID_CONTACT })
    expect(status).toBe(201)
    expect(json.requestType).toBe('contact')
    const [row] = await db()
      .select()
      .from(contacts)
      .where(eq(contacts.id, await storedIdOf(db(), json.id)))
    expect(row).toMatchObject({
      name: 'John Smith Jr',
      email: 'john@example.com',
      phone: '561-555-0199',
      sourcePage: 'contact',
      nearestBranch: 'west-palm-beach',
      status: 'new',
    })
    expect(row?.branchDetails).toMatchObject({ name: 'West Palm Beach Office' })
  })

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['estimate without a name', { ...VALID_ESTIMATE, firstName: '   ' }, 'firstName', MESSAGES.nameRequired],
    [
      'estimate with a one-letter name',
      { ...VALID_ESTIMATE, firstName: 'A' },
      'firstName',
      MESSAGES.nameTooShort,
    ],
    ['estimate without a phone', { ...VALID_ESTIMATE, phone: '' }, 'phone', MESSAGES.phoneRequired],
    ['estimate with a short phone', { ...VALID_ESTIMATE, phone: '555-0100' }, 'phone', MESSAGES.phoneInvalid],
    [
      'estimate with letters for a phone',
      { ...VALID_ESTIMATE, phone: 'call me please' },
      'phone',
      MESSAGES.phoneInvalid,
    ],
    [
      'estimate with a bad email',
      { ...VALID_ESTIMATE, email: 'maria@example' },
      'email',
      MESSAGES.emailInvalid,
    ],
    [
      'estimate with a budget not in the list',
      { ...VALID_ESTIMATE, budgetRange: '$1' },
      'budgetRange',
      MESSAGES.budgetInvalid,
    ],
    [
      'estimate with a timeline not in the list',
      { ...VALID_ESTIMATE, timeframe: 'never' },
      'timeframe',
      MESSAGES.timelineInvalid,
    ],
    [
      'appointment without email or phone',
      { ...VALID_ESTIMATE, requestType: 'appointment', phone: '', email: '' },
      'phone',
      MESSAGES.emailOrPhoneRequired,
    ],
    [
      'contact without a name',
      { ...VALID_CONTACT, firstName: '' },
      'firstName',
      MESSAGES.contactNameRequired,
    ],
    ['contact without an email', { ...VALID_CONTACT, email: '' }, 'email', MESSAGES.emailInvalid],
    [
      'contact with a bad email',
      { ...VALID_CONTACT, email: 'john at example.com' },
      'email',
      MESSAGES.emailInvalid,
    ],
    ['contact with a short phone', { ...VALID_CONTACT, phone: '12345' }, 'phone', MESSAGES.phoneInvalid],
    [
      'contact with a short message',
      { ...VALID_CONTACT, message: ' too short ' },
      'message',
      MESSAGES.serverMessageTooShort,
    ],
    [
      'a name longer than the column',
      { ...VALID_ESTIMATE, firstName: 'x'.repeat(256) },
      'firstName',
      'Name must be at most 255 characters',
    ],
    [
      'a phone longer than the column',
      { ...VALID_ESTIMATE, phone: '1'.repeat(21) },
      'phone',
      'Phone number must be at most 20 characters',
    ],
    [
      'an address longer than the column',
      { ...VALID_ESTIMATE, address: 'a'.repeat(501) },
      'address',
      'Address must be at most 500 characters',
    ],
    [
      'a message longer than 5000 characters',
      { ...VALID_ESTIMATE, message: 'm'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters',
    ],
    ['a number for a name', { ...VALID_ESTIMATE, firstName: 12345 }, 'firstName', 'Name must be text'],
    [
      'an object for a phone',
      { ...VALID_ESTIMATE, phone: { number: '3525550100' } },
      'phone',
      'Phone number must be text',
    ],
    [
      'an unknown request type',
      { ...VALID_ESTIMATE, requestType: 'quote' },
      'requestType',
      'Request type must be estimate, appointment or contact',
    ],
  ]

  for (const [name, body, field, message] of invalid) {
    it(`answers 400 for ${name} and stores nothing`, async () => {
      const before = (await count(estimateRequests)) + (await count(contacts))
      const { status, json } = await post(body)
      expect(status).toBe(400)
      expect(json.message).toBe(message)
      expect(json.fieldErrors?.[field]).toContain(message)
      expect((await count(estimateRequests)) + (await count(contacts))).toBe(before)
    })
  }

  it('answers 400 for a body that is not an object, and for broken JSON', async () => {
    expect((await post([VALID_ESTIMATE])).status).toBe(400)
    expect((await post('just text')).json.message).toBe('The request body must be a JSON object')
    const broken = await post(null, { raw: '{"firstName": "Ann",' })
    expect(broken.status).toBe(400)
    expect(broken.json.message).toBe('The request body is not valid JSON.')
  })

  it('answers 415 for a body that is not JSON', async () => {
    const { status, json } = await post(null, {
      raw: 'firstName=Ann&phone=3525550100',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(status).toBe(415)
    expect(json.message).toContain('JSON')
  })

  it('answers 413 above 64 KB', async () => {
    const { status } = await post({ ...VALID_ESTIMATE, message: 'x'.repeat(70 * 1024) })
    expect(status).toBe(413)
  })

  it('stores script tags, SQL and emoji as plain text, and drops NUL characters', async () => {
    const hostile = {
      ...VALID_ESTIMATE,
      firstName: `<script>alert('x')</script>`,
      address: `'; DROP TABLE estimate_requests; --`,
      message: 'Pool 🏊‍♀️ please \u0000 <img src=x onerror=alert(1)>',
      sourcePage: `"><svg onload=alert(1)>`,
    }
    const { status, json } = await post(hostile)
    expect(status).toBe(201)
    const [row] = await db()
      .select()
      .from(estimateRequests)
      .where(eq(estimateRequests.id, await storedIdOf(db(), json.id)))
    expect(row?.firstName).toBe(`<script>alert('x')</script>`)
    expect(row?.address).toBe(`'; DROP TABLE estimate_requests; --`)
    expect(row?.message).toBe('Pool 🏊‍♀️ please  <img src=x onerror=alert(1)>')
    expect(row?.sourcePage).toBe(`"><svg onload=alert(1)>`)
    expect(await count(estimateRequests)).toBeGreaterThan(0)
  })

  it('stores a lead whose utm_campaign is 1,000 characters long, cut to the stored size', async () => {
    const campaign = 'c'.repeat(1000)
    for (const base of [VALID_ESTIMATE, VALID_CONTACT]) {
      const { status, json } = await post({
        ...base,
        attribution: {
          utmSource: 'google',
          utmCampaign: campaign,
          utmTerm: 42,
          landingPage: `/?utm_campaign=${campaign}`,
        },
      })
      expect(status).toBe(201)
      const table = base.requestType === 'contact' ? contacts : estimateRequests
      const [row] = await db()
        .select({ attribution: table.attribution })
        .from(table)
        .where(eq(table.id, await storedIdOf(db(), json.id)))
      expect(row?.attribution).toEqual({
        utmSource: 'google',
        utmCampaign: campaign.slice(0, ATTRIBUTION_LIMITS.utmCampaign),
        landingPage: `/?utm_campaign=${campaign}`.slice(0, ATTRIBUTION_LIMITS.landingPage),
      })
    }
  })

  describe("half an emoji ('\\ud83d') in any field", () => {
    const LONE = '\ud83d'
    const hasLoneSurrogate = (text: string) =>
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)
    const cases: Array<[string, Record<string, unknown>]> = [
      ...Object.entries(VALID_ESTIMATE)
        .filter(([key, value]) => typeof value === 'string' && key !== 'formToken')
        .map(([key, value]): [string, Record<string, unknown>] => [
          `estimate ${key}`,
          { ...VALID_ESTIMATE, [key]: `${String(value)}${LONE}` },
        ]),
      ...Object.entries(VALID_CONTACT)
        .filter(([key, value]) => typeof value === 'string' && key !== 'formToken')
        .map(([key, value]): [string, Record<string, unknown>] => [
          `contact ${key}`,
          { ...VALID_CONTACT, [key]: `${String(value)}${LONE}` },
        ]),
      ...[
        'utmSource',
        'utmMedium',
        'utmCampaign',
        'utmTerm',
        'utmContent',
        'referrer',
        'landingPage',
      ].flatMap((key): Array<[string, Record<string, unknown>]> => [
        [`estimate attribution.${key}`, { ...VALID_ESTIMATE, attribution: { [key]: `x${LONE}` } }],
        [`contact attribution.${key}`, { ...VALID_CONTACT, attribution: { [key]: `x${LONE}` } }],
      ]),
      [
        'attribution cut in the middle of an emoji',
        { ...VALID_ESTIMATE, attribution: { utmCampaign: `${'a'.repeat(254)}🏊🏊` } },
      ],
      ['a spam payload (honeypot)', { ...VALID_ESTIMATE, website: `bot${LONE}`, message: `spam${LONE}` }],
      ['an attribution key', { ...VALID_ESTIMATE, attribution: { [`key${LONE}`]: 'x' } }],
      [
        'an unknown field of a spam payload',
        { ...VALID_CONTACT, formToken: 'not-signed', [`extra${LONE}`]: [LONE] },
      ],
    ]

    for (const [name, body] of cases) {
      it(`${name}: 4xx or stored cleanly, never 5xx`, async () => {
        const { status, json } = await post(body)
        expect(status).toBeLessThan(500)
        if (status !== 201) {
          expect(status).toBeGreaterThanOrEqual(400)
          return
        }
        const contact = body.requestType === 'contact'
        const spam = 'website' in body || `extra${LONE}` in body
        const table = spam ? leadSpam : contact ? contacts : estimateRequests
        const [row] = await db()
          .select()
          .from(table)
          .where(eq(table.id, await storedIdOf(db(), json.id)))
        expect(row).toBeDefined()
        const stored = JSON.stringify(row)
        expect(hasLoneSurrogate(stored)).toBe(false)
        // Kept as U+FFFD, except where the value is not stored as sent (a branch id is looked up).
        if (!/key|nearestBranch/.test(name)) expect(stored).toMatch(/\ufffd|a{254}"/)
      })
    }
  })

  it('stores one lead for a repeated idempotency key and answers the same each time', async () => {
    const key = `test-key-${Date.now()}`
    const before = await count(estimateRequests)
    const first = await post(VALID_ESTIMATE, { key })
    const second = await post(VALID_ESTIMATE, { key })
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.json).toEqual(first.json)
    expect(second.response.headers.get('idempotent-replayed')).toBe('true')
    expect(await count(estimateRequests)).toBe(before + 1)
  })

  it('stores one lead when the same key arrives many times at once (double click, retries)', async () => {
    const key = `parallel-${Date.now()}`
    const before = await count(estimateRequests)
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(VALID_ESTIMATE, { key })))
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201))
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1)
    expect(await count(estimateRequests)).toBe(before + 1)
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.refId, await storedIdOf(db(), answers[0]?.json.id)))
    expect(mails.filter((m) => m.kind === 'lead:estimate')).toHaveLength(2)
  })

  it('accepts the key as a body field too, and rejects a malformed key', async () => {
    const key = `body-key-${Date.now()}`
    const first = await post({ ...VALID_CONTACT, idempotencyKey: key })
    const second = await post({ ...VALID_CONTACT, idempotencyKey: key })
    expect(second.json.id).toBe(first.json.id)
    const [stored] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
    expect(stored).toMatchObject({ requestType: 'contact', leadId: await storedIdOf(db(), first.json.id) })
    const bad = await post(VALID_ESTIMATE, { key: 'short' })
    expect(bad.status).toBe(400)
    expect(bad.json.fieldErrors?.idempotencyKey).toBeDefined()
  })

  it('answers 429 with Retry-After and a clear message past the per-address limit, and replays still work', async () => {
    setLeadEnv({ LEAD_RATE_LIMIT: '3' })
    await awaitRoomInWindow(env().LEAD_RATE_LIMIT_WINDOW_SECONDS * 1000, 20_000)
    const ip = uniqueIp()
    const key = `limited-${Date.now()}`
    const statuses = []
    // Forms sent back with mistakes do not count: the visitor who corrects them is not refused.
    for (let i = 0; i < 5; i++) statuses.push((await post({ ...VALID_ESTIMATE, phone: '12' }, { ip })).status)
    statuses.push((await post(VALID_ESTIMATE, { ip, key })).status)
    for (let i = 0; i < 3; i++) statuses.push((await post(VALID_ESTIMATE, { ip })).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 201, 201, 201, 429])
    const limited = await post(VALID_ESTIMATE, { ip })
    expect(limited.status).toBe(429)
    const wait = Number(limited.response.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    // The message states the wait the Retry-After means.
    expect(limited.json.message).toBe(MESSAGES.tooManyRequests(formatWait(wait)))
    expect((await post(VALID_ESTIMATE, { ip, key })).status).toBe(201)
    expect((await post(VALID_ESTIMATE, { ip: uniqueIp() })).status).toBe(201)
  })

  it('keeps a filled honeypot apart in lead_spam and answers like a lead', async () => {
    const leadsBefore = await count(estimateRequests)
    const spamBefore = await count(leadSpam)
    const { status, json } = await post({ ...VALID_ESTIMATE, website: 'http://spam.example' })
    expect(status).toBe(201)
    expect(json.requestType).toBe('estimate')
    expect(await count(estimateRequests)).toBe(leadsBefore)
    expect(await count(leadSpam)).toBe(spamBefore + 1)
    const [spam] = await db()
      .select()
      .from(leadSpam)
      .where(eq(leadSpam.id, await storedIdOf(db(), json.id)))
    expect(spam).toMatchObject({ requestType: 'estimate', reason: 'honeypot' })
    expect(spam?.payload).toMatchObject({ firstName: 'Maria Lopez', website: 'http://spam.example' })
    expect(spam?.ipHash).toMatch(/^[0-9a-f]{32}$/)
  })

  it('keeps a form filled faster than the minimum time apart, and replays its key', async () => {
    const key = `spam-${Date.now()}`
    const quick = { ...VALID_CONTACT, formToken: formTokenAged(300) }
    const first = await post(quick, { key })
    const second = await post(quick, { key })
    expect(first.status).toBe(201)
    expect(second.json).toEqual(first.json)
    const [spam] = await db()
      .select()
      .from(leadSpam)
      .where(eq(leadSpam.id, await storedIdOf(db(), first.json.id)))
    expect(spam).toMatchObject({ requestType: 'contact', reason: 'too-fast' })
  })

  it('counts a lead from a published landing page as its conversion, in the same statement', async () => {
    const conversions = async (slug: string) =>
      (await db().select().from(landingPages).where(eq(landingPages.slug, slug)))[0]?.conversions
    expect(await conversions('lp-published')).toBe(0)
    await post({ ...VALID_ESTIMATE, sourcePage: 'lp-published' })
    await post({ ...VALID_CONTACT, sourcePage: 'lp-published' })
    await post({ ...VALID_ESTIMATE, sourcePage: 'lp-draft' })
    await post({ ...VALID_ESTIMATE, sourcePage: 'lp-published', phone: '' }) // invalid: no conversion
    await post({ ...VALID_ESTIMATE, sourcePage: 'lp-published', website: 'bot' }) // spam: no conversion
    expect(await conversions('lp-published')).toBe(2)
    expect(await conversions('lp-draft')).toBe(0)

    // A visit that began on the landing page and asked from a page it links to (/estimate?sourcePage=pools).
    const landedOn = (landingPage: string) => ({
      ...VALID_ESTIMATE,
      sourcePage: 'pools',
      attribution: { landingPage },
    })
    await post(landedOn('/lp-published?utm_source=google'))
    expect(await conversions('lp-published')).toBe(3)
    // Not a landing page's start, or a draft: nothing counted.
    await post(landedOn('/pools/lp-published'))
    await post(landedOn('/lp-draft'))
    await post(landedOn('/'))
    expect(await conversions('lp-published')).toBe(3)
    expect(await conversions('lp-draft')).toBe(0)
    // One conversion per lead: the sourcePage's landing page wins over the visit's first page.
    await post({
      ...VALID_ESTIMATE,
      sourcePage: 'lp-published',
      attribution: { landingPage: '/lp-published' },
    })
    expect(await conversions('lp-published')).toBe(4)
  })
})

describe(`what a hostile client learns from POST /api/estimates on ${testDriver}`, () => {
  const OPAQUE_ID = /^[A-Za-z0-9_-]{22}$/

  it('a lead and a caught bot get answers of the same shape, with opaque ids from no sequence', async () => {
    const lead = await post(VALID_CONTACT)
    const bot = await post({ ...VALID_CONTACT, website: 'http://spam.example' })
    const next = await post(VALID_CONTACT)
    for (const answer of [lead, bot, next]) {
      expect(answer.status).toBe(201)
      expect(Object.keys(answer.json).sort()).toEqual(['branch', 'id', 'message', 'requestType'])
      expect(answer.json.id).toMatch(OPAQUE_ID)
    }
    expect(bot.json.message).toBe(lead.json.message)
    // The office is worked out alike for both: the answer names the same one.
    expect((bot.json as { branch?: unknown }).branch).toEqual((lead.json as { branch?: unknown }).branch)
    // The stored ids follow each other; the answers' do not show it.
    const [first, second] = [await storedIdOf(db(), lead.json.id), await storedIdOf(db(), next.json.id)]
    expect(second).toBe(first + 1)
    expect(next.json.id).not.toBe(String(second))
  })

  it('a post without a signed form time, or with a forged or expired one, is held for review, not refused', async () => {
    const { formToken: _unused, ...unsigned } = { ...VALID_CONTACT }
    void _unused
    for (const [name, body] of [
      ['none', unsigned],
      ['forged', { ...VALID_CONTACT, formToken: 'mwvxhmsl.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
      ['expired', { ...VALID_CONTACT, formToken: formTokenAged(25 * 60 * 60 * 1000) }],
      ['browser says it took long', { ...unsigned, fillTimeMs: 60_000 }],
    ] as const) {
      const { status, json } = await post(body)
      expect(status, name).toBe(201)
      const [row] = await db()
        .select()
        .from(leadSpam)
        .where(eq(leadSpam.id, await storedIdOf(db(), json.id)))
      expect(row?.reason, name).toBe('no-form-time')
    }
  })

  it('an Idempotency-Key sent again with another payload gets 422 and stores nothing new', async () => {
    const key = `reuse-${Date.now()}`
    const first = await post(VALID_CONTACT, { key })
    expect(first.status).toBe(201)
    const other = await post({ ...VALID_CONTACT, message: 'A different request entirely.' }, { key })
    expect(other.status).toBe(422)
    expect(other.json.message).toMatch(/already used for a different request/)
    // The same payload again, keys in another order, is still the retry it is.
    const reordered = Object.fromEntries(Object.entries({ ...VALID_CONTACT }).reverse())
    const again = await post(reordered, { key })
    expect(again.status).toBe(201)
    expect(again.json).toEqual(first.json)
    const stored = await db()
      .select()
      .from(contacts)
      .where(eq(contacts.message, 'A different request entirely.'))
    expect(stored).toHaveLength(0)
  })
})
