/**
 * POST /api/failure-notification against a real database (PGlite, or PostgreSQL with
 * TEST_DB=postgres): stored with its e-mail to the company inbox; 400, 413 and 415 for bad
 * bodies; whatever text a failed form held is stored cleanly, never a 5xx.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { failureNotifications, mailOutbox } from '@/db/schema'
import { MAX_BODY_BYTES } from '@/lib/http/json-body'
import { jsonRequest, setLeadEnv } from '@/tests/helpers/leads'
// Aliased: the react-hooks lint rule takes any use* call for a React hook.
import { testDriver, useTestDatabase as testDatabase } from '@/tests/helpers/test-db'
import { POST } from './route'

const { db } = testDatabase()

beforeAll(() => setLeadEnv({ LEAD_RATE_LIMIT: '1000', COMPANY_INBOX: 'inbox@example.com' }))

const NOTICE = {
  errorType: 'contact',
  errorMessage: '503: We could not save your request just now.',
  source: 'Contact Form',
  submissionData: { firstName: 'Ana', phone: '3525550100', attribution: { utmSource: 'google' } },
}

async function post(body: unknown, options: Parameters<typeof jsonRequest>[2] = {}) {
  const response = await POST(jsonRequest('/api/failure-notification', body, options))
  return { status: response.status, json: (await response.json()) as { id?: number; message?: string } }
}

const LONE = '\ud83d'
const hasLoneSurrogate = (text: string) =>
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)

describe(`POST /api/failure-notification on ${testDriver}`, () => {
  it('stores the notice and queues its e-mail to the company inbox', async () => {
    const { status, json } = await post(NOTICE)
    expect(status).toBe(201)
    const [row] = await db()
      .select()
      .from(failureNotifications)
      .where(eq(failureNotifications.id, json.id ?? -1))
    expect(row).toMatchObject({ errorType: 'contact', source: 'Contact Form' })
    expect(row?.submissionData).toEqual(NOTICE.submissionData)
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.refId, json.id ?? -1))
    expect(mails.filter((m) => m.kind === 'failure-notification').map((m) => m.toAddress)).toEqual([
      'inbox@example.com',
    ])
  })

  it('answers 415 for a body that is not JSON', async () => {
    const { status, json } = await post(null, {
      raw: 'errorType=contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(status).toBe(415)
    expect(json.message).toContain('JSON')
  })

  it('answers 413 above 64 KB, declared or not', async () => {
    const big = { ...NOTICE, submissionData: { message: 'x'.repeat(MAX_BODY_BYTES) } }
    expect((await post(big)).status).toBe(413)
    const declared = await post(null, {
      raw: '{}',
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    })
    expect(declared.status).toBe(413)
  })

  it('answers 400 for missing fields and for submission data over 32 KB', async () => {
    const missing = await post({ errorType: 'contact' })
    expect(missing.status).toBe(400)
    expect(missing.json.message).toBe('errorMessage is required')
    const notText = await post({ ...NOTICE, errorType: 1 })
    expect(notText.status).toBe(400)
    expect(notText.json.message).toBe('errorType must be text')
    const large = await post({ ...NOTICE, submissionData: { message: 'x'.repeat(40 * 1024) } })
    expect(large.status).toBe(400)
    expect(large.json.message).toBe('submissionData must be at most 32 KB')
  })

  const cases: Array<[string, Record<string, unknown>]> = [
    ['errorType', { ...NOTICE, errorType: `contact${LONE}` }],
    ['errorMessage', { ...NOTICE, errorMessage: `failed ${LONE}` }],
    ['source', { ...NOTICE, source: `Contact Form${LONE}` }],
    ['a submissionData value', { ...NOTICE, submissionData: { message: `hello ${LONE}` } }],
    ['a submissionData key', { ...NOTICE, submissionData: { [`key${LONE}`]: 'x' } }],
    ['nested submissionData', { ...NOTICE, submissionData: { attribution: { utmCampaign: [`a${LONE}`] } } }],
    ['a submissionData string', { ...NOTICE, submissionData: `\udc4d${LONE}` }],
  ]
  for (const [name, body] of cases) {
    it(`half an emoji in ${name}: stored cleanly, never 5xx`, async () => {
      const { status, json } = await post(body)
      expect(status).toBe(201)
      const [row] = await db()
        .select()
        .from(failureNotifications)
        .where(eq(failureNotifications.id, json.id ?? -1))
      const stored = JSON.stringify(row)
      expect(hasLoneSurrogate(stored)).toBe(false)
      expect(stored).toContain('\ufffd')
    })
  }
})
