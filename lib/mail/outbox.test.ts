/**
 * The mail outbox against real SMTP servers on loopback (smtp-server): a failing server makes the
 * worker record the error and back off; a working one then receives the same messages. Also: the
 * job without SMTP_URL leaves mail waiting, a claim is never sent twice, and failure
 * notifications reach the inbox.
 */
import type { AddressInfo } from 'node:net'
import { eq, isNull, sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { failureNotifications, mailOutbox } from '@/db/schema'
import { POST as postEstimate } from '@/app/api/estimates/route'
import { POST as postFailure } from '@/app/api/failure-notification/route'
import { log } from '@/lib/log'
import { jsonRequest, seedLeadFixtures, setLeadEnv, VALID_ESTIMATE } from '@/tests/helpers/leads'
// Aliased: the react-hooks lint rule takes any use* call for a React hook.
import { testDriver, useTestDatabase as testDatabase } from '@/tests/helpers/test-db'
import { BACKOFF_BASE_MS } from './backoff'
import { runMailOutbox } from './job'
import { workOutbox } from './outbox'
import { smtpSender } from './transport'

const { db } = testDatabase()

type Received = { from: string; to: string[]; raw: string }

/** A loopback SMTP server that either accepts everything or answers every recipient with 451. */
async function startSmtp(mode: 'accept' | 'fail') {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (mode === 'fail') {
        const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode?: number }
        error.responseCode = 451
        callback(error)
        return
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const FROM = 'Pools <no-reply@example.com>'

beforeAll(async () => {
  setLeadEnv({ LEAD_RATE_LIMIT: '1000', COMPANY_INBOX: 'inbox@example.com', SMTP_URL: '' })
  await seedLeadFixtures(db())
})

afterAll(() => setLeadEnv({ SMTP_URL: '' }))

async function pending() {
  return db().select().from(mailOutbox).where(isNull(mailOutbox.sentAt))
}

describe(`mail outbox on ${testDriver}`, () => {
  it('without SMTP_URL leaves the messages waiting and says so once in the log', async () => {
    const response = await postEstimate(jsonRequest('/api/estimates', VALID_ESTIMATE))
    expect(response.status).toBe(201)
    const warn = vi.spyOn(log, 'warn')
    await runMailOutbox()
    await runMailOutbox()
    const messages = warn.mock.calls.map((call) => String(call[1] ?? call[0]))
    expect(messages.filter((m) => m.includes('SMTP_URL is not set'))).toHaveLength(1)
    warn.mockRestore()
    expect((await pending()).length).toBeGreaterThanOrEqual(2)
  })

  it('retries with backoff after a failing server and delivers through a working one', async () => {
    const failing = await startSmtp('fail')
    const working = await startSmtp('accept')
    try {
      const waiting = await pending()
      expect(waiting.length).toBeGreaterThanOrEqual(2)
      const start = new Date()

      const first = await workOutbox(db(), { send: smtpSender(failing.url, FROM), now: () => start })
      expect(first).toMatchObject({ claimed: waiting.length, sent: 0, failed: waiting.length })
      const afterFailure = await pending()
      for (const row of afterFailure) {
        expect(row.attempts).toBe(1)
        expect(row.lastError).toMatch(/451|temporarily/i)
        expect(row.lockedUntil).toBeNull()
        expect(row.nextAttemptAt.getTime()).toBe(start.getTime() + BACKOFF_BASE_MS)
      }

      // Not due yet: nothing is claimed, nothing is sent.
      const early = await workOutbox(db(), {
        send: smtpSender(working.url, FROM),
        now: () => new Date(start.getTime() + 1_000),
      })
      expect(early.claimed).toBe(0)
      expect(working.received).toHaveLength(0)

      const later = new Date(start.getTime() + BACKOFF_BASE_MS + 1)
      const second = await workOutbox(db(), { send: smtpSender(working.url, FROM), now: () => later })
      expect(second).toMatchObject({ claimed: waiting.length, sent: waiting.length, failed: 0 })
      expect(await pending()).toHaveLength(0)
      const recipients = working.received.flatMap((m) => m.to).sort()
      // The branch, the company inbox, and the homeowner's confirmation (lib/leads/confirmation-content).
      expect(recipients).toEqual([
        'inbox@example.com',
        VALID_ESTIMATE.email,
        'orlando@floridafiberglasspools.example',
      ])
      const message = working.received.find((m) => m.raw.includes('Subject: New estimate'))?.raw ?? ''
      expect(message).toContain('Subject: New estimate request from Maria Lopez')
      expect(message).toContain('Maria Lopez')
      expect(message).toMatch(/Content-Type: text\/plain/i)
      expect(message).not.toMatch(/Content-Type: text\/html/i)
      const [sentRow] = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, waiting[0]?.id ?? -1))
      expect(sentRow?.attempts).toBe(2)
      expect(sentRow?.sentAt).not.toBeNull()
    } finally {
      await failing.close()
      await working.close()
    }
  })

  it('never sends a message twice when two workers run at once', async () => {
    const working = await startSmtp('accept')
    try {
      for (let i = 0; i < 5; i++) {
        const response = await postEstimate(
          jsonRequest('/api/estimates', {
            ...VALID_ESTIMATE,
            firstName: `Parallel ${i}`,
            email: `parallel${i}@example.com`,
          }),
        )
        expect(response.status).toBe(201)
      }
      const due = (await pending()).length
      // Three per lead: branch, company inbox, homeowner confirmation.
      expect(due).toBe(15)
      const send = smtpSender(working.url, FROM)
      const runs = await Promise.all([
        workOutbox(db(), { send, batchSize: 5 }),
        workOutbox(db(), { send, batchSize: 5 }),
        workOutbox(db(), { send, batchSize: 5 }),
      ])
      const sent = runs.reduce((sum, run) => sum + run.sent, 0)
      expect(sent).toBe(15)
      expect(working.received).toHaveLength(15)
      const subjects = working.received.map((m) => `${m.to[0]} ${/Subject: (.*)/.exec(m.raw)?.[1]}`)
      expect(new Set(subjects).size).toBe(15)
    } finally {
      await working.close()
    }
  })

  it('the job sends through SMTP_URL once it is configured, and a stored failure notification reaches the inbox', async () => {
    const working = await startSmtp('accept')
    try {
      const response = await postFailure(
        jsonRequest('/api/failure-notification', {
          errorType: 'estimate',
          errorMessage: 'Network error',
          source: 'Unified Estimate Form',
          submissionData: { firstName: 'Ann <b>Lee</b>', phone: '3525550100' },
        }),
      )
      expect(response.status).toBe(201)
      const { id } = (await response.json()) as { id: number }
      const [stored] = await db().select().from(failureNotifications).where(eq(failureNotifications.id, id))
      expect(stored).toMatchObject({ errorType: 'estimate', source: 'Unified Estimate Form' })
      expect(stored?.submissionData).toEqual({ firstName: 'Ann <b>Lee</b>', phone: '3525550100' })

      setLeadEnv({ SMTP_URL: working.url })
      await runMailOutbox()
      const failureMail = working.received.find((m) =>
        m.raw.includes('Form submission failed: Unified Estimate Form'),
      )
      expect(failureMail?.to).toEqual(['inbox@example.com'])
      expect(failureMail?.raw).toContain('Ann <b>Lee</b>')
      const [left] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(isNull(mailOutbox.sentAt))
      expect(Number(left?.n)).toBe(0)
    } finally {
      setLeadEnv({ SMTP_URL: '' })
      await working.close()
    }
  })

  it('answers 400 for an incomplete failure notification and stores nothing', async () => {
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(failureNotifications)
    const response = await postFailure(
      jsonRequest('/api/failure-notification', { errorType: 'contact', source: 'Contact Form' }),
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe('errorMessage is required')
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(failureNotifications)
    expect(after[0]?.n).toBe(before[0]?.n)
    const notJson = await postFailure(
      jsonRequest('/api/failure-notification', null, { raw: 'x', headers: { 'content-type': 'text/plain' } }),
    )
    expect(notJson.status).toBe(415)
  })
})
