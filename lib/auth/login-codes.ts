import 'server-only'
/**
 * One-time sign-in codes (docs/decisions/0172-staff-login-limits-without-lockout.md): when a limit
 * that strangers share with a staff member is reached (their username's, or their address's), the
 * right password from an address not known for them is not enough: a six-digit code goes to their
 * e-mail through the outbox, and the browser finishes with it.
 *
 * The browser holds a challenge (256 random bits) between the two steps; the database keeps its
 * SHA-256 and an HMAC of the code bound to it (keyed by the server secret), the expiry and the
 * tries. A code works once, for LOGIN_CODE_TTL_MS, LOGIN_CODE_TRIES times at most, and only with
 * its challenge. A wrong password gets a challenge too, one the database never heard of, so the
 * answer does not tell a guesser whether the password was right.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { adminLoginCodes } from '@/db/schema'
import { queueMail } from '@/lib/mail/enqueue'
import { serverSecret } from '@/lib/server-secret'
import { LOGIN_CODE_TRIES, LOGIN_CODE_TTL_MS } from './messages'

export const CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/
export const CODE_PATTERN = /^\d{6}$/
/** The outbox kind of a sign-in code mail. */
export const LOGIN_CODE_MAIL_KIND = 'login-code'

const hash = (challenge: string) => createHash('sha256').update(challenge).digest('hex')

function codeHash(challenge: string, code: string): string {
  const key = createHmac('sha256', serverSecret()).update('admin-login-code').digest()
  return createHmac('sha256', key).update(`${challenge}:${code}`).digest('hex')
}

/** A challenge no code belongs to: the answer to a wrong password, alike to a right one. */
export function emptyChallenge(): string {
  return randomBytes(32).toString('base64url')
}

export type CodeUser = { id: number; username: string; email: string }

/** Makes a code for the user under the browser's challenge and queues its e-mail. */
export async function issueLoginCode(
  db: Database,
  user: CodeUser,
  ipHash: string,
  challenge: string,
  now = new Date(),
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const minutes = Math.round(LOGIN_CODE_TTL_MS / 60_000)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminLoginCodes)
      .values({
        userId: user.id,
        challengeHash: hash(challenge),
        codeHash: codeHash(challenge, code),
        ipHash,
        expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS),
        createdAt: now,
      })
      .returning({ id: adminLoginCodes.id })
    if (!row) throw new Error('the sign-in code was not stored')
    await queueMail(tx, {
      to: user.email,
      subject: `Your sign-in code: ${code}`,
      text: [
        `Hello ${user.username},`,
        '',
        `Your code to finish signing in to the Florida Fiberglass Pools admin is ${code}.`,
        `It works once, within ${minutes} minutes, in the browser where you typed your password.`,
        '',
        'We ask for it because someone has been trying many passwords for your account, or from your',
        'network, and this device has not signed in as you before.',
        '',
        'If you did not just sign in, someone knows your password: ask an administrator to reset it.',
      ].join('\n'),
      kind: LOGIN_CODE_MAIL_KIND,
      refId: user.id,
    })
  })
}

export type CodeCheck =
  { ok: true; userId: number } | { ok: false; reason: 'unknown' | 'wrong'; triesLeft: number }

/**
 * Redeems a code: one try counted first (atomically, so guesses at once cannot exceed the tries),
 * then the code compared, then the row marked used by exactly one request.
 */
export async function redeemLoginCode(
  db: Database,
  challenge: string,
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  const live = and(
    eq(adminLoginCodes.challengeHash, hash(challenge)),
    isNull(adminLoginCodes.usedAt),
    gt(adminLoginCodes.expiresAt, now),
    lt(adminLoginCodes.attempts, LOGIN_CODE_TRIES),
  )
  const [row] = await db
    .update(adminLoginCodes)
    .set({ attempts: sql`${adminLoginCodes.attempts} + 1` })
    .where(live)
    .returning({
      id: adminLoginCodes.id,
      userId: adminLoginCodes.userId,
      codeHash: adminLoginCodes.codeHash,
      attempts: adminLoginCodes.attempts,
    })
  if (!row) return { ok: false, reason: 'unknown', triesLeft: 0 }
  const expected = Buffer.from(row.codeHash, 'hex')
  const given = Buffer.from(codeHash(challenge, code), 'hex')
  if (!timingSafeEqual(expected, given))
    return { ok: false, reason: 'wrong', triesLeft: Math.max(0, LOGIN_CODE_TRIES - row.attempts) }
  const [used] = await db
    .update(adminLoginCodes)
    .set({ usedAt: now })
    .where(and(eq(adminLoginCodes.id, row.id), isNull(adminLoginCodes.usedAt)))
    .returning({ id: adminLoginCodes.id })
  return used ? { ok: true, userId: row.userId } : { ok: false, reason: 'unknown', triesLeft: 0 }
}

/** Deletes codes that can no longer be used; run from the hourly clean-up. */
export async function pruneLoginCodes(db: Database, now = new Date()) {
  await db
    .delete(adminLoginCodes)
    .where(
      or(
        lt(adminLoginCodes.expiresAt, now),
        lt(adminLoginCodes.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    )
}
