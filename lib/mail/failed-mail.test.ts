/**
 * The outbox on the dashboard: mail waiting and mail given up on, and Retry, which queues one
 * given-up mail again (audited) so the worker really sends it, and refuses mail already sent.
 * Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { retryMailAction } from '@/lib/mail/actions'
import { auditLog, mailOutbox } from '@/db/schema'
import { AUTH_MESSAGES } from '@/lib/auth/guard'
import { createRoleAdmins, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
// Aliased: the react-hooks lint rule takes any use* call for a React hook.
import { useTestDatabase as testDatabase } from '@/tests/helpers/test-db'
import { MAX_ATTEMPTS, retryDelayMs } from './backoff'
import { OUTBOX_MESSAGES, outboxHealth } from './failed-mail'
import { workOutbox } from './outbox'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

const { db } = testDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>

beforeAll(async () => {
  users = await createRoleAdmins(db())
})

async function mail(values: Partial<typeof mailOutbox.$inferInsert>) {
  const [row] = await db()
    .insert(mailOutbox)
    .values({
      toAddress: 'pat@example.test',
      subject: 'Your estimate',
      textBody: 'Hi',
      kind: 'test',
      ...values,
    })
    .returning()
  if (!row) throw new Error('not inserted')
  return row
}

const rowOf = async (id: number) => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]

describe('the outbox on the dashboard', () => {
  it('counts mail waiting and mail given up on, and lists the failed ones with their last error', async () => {
    await mail({ sentAt: new Date() })
    await mail({ attempts: 3, lastError: 'timeout' })
    await mail({ subject: 'Never attempted' })
    const older = await mail({
      attempts: MAX_ATTEMPTS,
      lastError: 'older failure',
      nextAttemptAt: new Date(Date.now() - 2 * 3_600_000),
    })
    const newer = await mail({
      toAddress: 'lee@example.test',
      subject: 'Your appointment',
      attempts: MAX_ATTEMPTS,
      lastError: '550 mailbox unavailable',
      nextAttemptAt: new Date(Date.now() - 3_600_000),
    })
    const health = await outboxHealth()
    expect(health).toMatchObject({ waiting: 2, failed: 2 })
    expect(health.failedMails.map((m) => m.id)).toEqual([newer.id, older.id])
    expect(health.failedMails[0]).toMatchObject({
      to: 'lee@example.test',
      subject: 'Your appointment',
      lastError: '550 mailbox unavailable',
    })
    // The worker scheduled the never-made next attempt an hour (the longest backoff) after the last failure.
    expect(health.failedMails[0]?.lastTriedAt.getTime()).toBe(
      newer.nextAttemptAt.getTime() - retryDelayMs(MAX_ATTEMPTS),
    )
    await db().delete(mailOutbox)
  })

  it('Retry queues a given-up mail again, audited, and the worker then sends it', async () => {
    const failed = await mail({ attempts: MAX_ATTEMPTS, lastError: 'connect ECONNREFUSED' })
    signInAs(users.operations.token)
    expect(await retryMailAction(failed.id)).toEqual({
      ok: true,
      message: OUTBOX_MESSAGES.retried,
      data: { id: failed.id },
    })
    const queued = await rowOf(failed.id)
    expect(queued).toMatchObject({ attempts: 0, sentAt: null })
    expect(queued?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now())
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'mail'), eq(auditLog.entityId, String(failed.id))))
    expect(audits).toMatchObject([
      {
        action: 'retry',
        actorUsername: users.operations.username,
        before: { attempts: MAX_ATTEMPTS, lastError: 'connect ECONNREFUSED' },
      },
    ])
    expect(await outboxHealth()).toMatchObject({ waiting: 1, failed: 0 })

    const sent: string[] = []
    const run = await workOutbox(db(), { send: async (m) => void sent.push(m.subject) })
    expect(run).toMatchObject({ sent: 1, failed: 0 })
    expect(sent).toEqual(['Your estimate'])
    expect((await rowOf(failed.id))?.sentAt).not.toBeNull()

    // Now sent: retrying it again is refused, and nothing changes.
    const again = await retryMailAction(failed.id)
    expect(again).toMatchObject({ ok: false, status: 409, message: OUTBOX_MESSAGES.alreadySent })
    expect((await rowOf(failed.id))?.attempts).toBe(1)
  })

  it('refuses a mail still being tried, an unknown one, and the sales role', async () => {
    const waiting = await mail({ attempts: 2, lastError: 'timeout' })
    signInAs(users.admin.token)
    expect(await retryMailAction(waiting.id)).toMatchObject({
      ok: false,
      status: 409,
      message: OUTBOX_MESSAGES.notFailed,
    })
    expect((await rowOf(waiting.id))?.attempts).toBe(2)
    expect(await retryMailAction(99_999_999)).toMatchObject({ ok: false, status: 404 })
    expect(await retryMailAction('abc')).toMatchObject({ ok: false, status: 404 })

    const failed = await mail({ attempts: MAX_ATTEMPTS })
    signInAs(users.sales.token)
    expect(await retryMailAction(failed.id)).toEqual({
      ok: false,
      status: 403,
      message: AUTH_MESSAGES.forbidden,
    })
    expect((await rowOf(failed.id))?.attempts).toBe(MAX_ATTEMPTS)
  })
})
