import 'server-only'
/**
 * The login check: input shape, brute-force limits (lib/auth/login-throttle: per address and
 * username, which refuses for at most a minute, and per address and per username, which strangers
 * share with staff and so never refuse), argon2id verification, one generic failure message, a
 * login_events row each time. Past a shared limit, the right password goes on alone only from an
 * address known for the user; from any other it finishes with an e-mailed code
 * (lib/auth/login-codes), and the answer is the same whether the password was right or not.
 */
import { and, eq, gt } from 'drizzle-orm'
import { z } from 'zod'
import { getDb, type Database } from '@/db/client'
import { adminUsers, loginEvents } from '@/db/schema'
import { formatWait } from '@/lib/format'
import { log } from '@/lib/log'
import { hashIp } from '@/lib/request'
import { hashPassword, verifyPassword } from './password'
import {
  CHALLENGE_PATTERN,
  CODE_PATTERN,
  emptyChallenge,
  issueLoginCode,
  redeemLoginCode,
} from './login-codes'
import { claimCodeVerification, claimLoginAttempt } from './login-throttle'
import { isRole } from './permissions'
import { createSession, type AdminUser } from './sessions'
import { LOGIN_CODE_TTL_MS, LOGIN_KNOWN_ADDRESS_MS, LOGIN_MESSAGES } from './messages'

export const loginSchema = z
  .object({
    username: z
      .string({ error: LOGIN_MESSAGES.missingBody })
      .trim()
      .min(1, LOGIN_MESSAGES.missingBody)
      .max(100),
    password: z.string({ error: LOGIN_MESSAGES.missingBody }).min(1, LOGIN_MESSAGES.missingBody).max(1000),
  })
  .refine((v) => v.password.trim().length > 0, { message: LOGIN_MESSAGES.missingBody })

/** The second step of a sign-in that needs a code: the challenge the first step gave, and the code. */
export const codeLoginSchema = z.object({
  challenge: z
    .string({ error: LOGIN_MESSAGES.codeExpired })
    .regex(CHALLENGE_PATTERN, LOGIN_MESSAGES.codeExpired),
  code: z
    .string({ error: LOGIN_MESSAGES.codeMissing })
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(CODE_PATTERN, LOGIN_MESSAGES.codeMissing)),
})

export type SignedIn = { ok: true; user: AdminUser; token: string; expiresAt: Date }
export type CodeRequired = { ok: false; status: 202; codeRequired: true; challenge: string; message: string }
export type LoginRefusal = { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number }
export type LoginResult = SignedIn | CodeRequired | LoginRefusal

let dummyHash: Promise<string> | undefined

/** Whether this address has signed in as this user lately (it may go on past a shared limit). */
async function isKnownAddress(db: Database, username: string, ipHash: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_KNOWN_ADDRESS_MS)
  const [row] = await db
    .select({ id: loginEvents.id })
    .from(loginEvents)
    .where(
      and(
        eq(loginEvents.username, username.slice(0, 100)),
        eq(loginEvents.ipHash, ipHash),
        eq(loginEvents.success, true),
        gt(loginEvents.createdAt, since),
      ),
    )
    .limit(1)
  return row !== undefined
}

const recorder = (db: Database, username: string, ipHash: string) => (success: boolean, reason: string) =>
  db.insert(loginEvents).values({ username: username.slice(0, 100), ipHash, success, reason })

/** A session for the user, their last login stamped and a success recorded (the address becomes known). */
async function signIn(
  db: Database,
  user: typeof adminUsers.$inferSelect,
  record: ReturnType<typeof recorder>,
  reason: string,
): Promise<SignedIn> {
  const now = new Date()
  const session = await createSession(db, user.id, now)
  await Promise.all([
    db.update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, user.id)),
    record(true, reason),
  ])
  return {
    ok: true,
    user: { id: user.id, username: user.username, email: user.email, role: user.role as AdminUser['role'] },
    token: session.token,
    expiresAt: session.expiresAt,
  }
}

export async function attemptLogin(input: {
  username: string
  password: string
  ip: string
}): Promise<LoginResult> {
  const db = await getDb()
  const username = input.username.trim()
  const ipHash = hashIp(input.ip)
  const record = recorder(db, username, ipHash)

  const claim = await claimLoginAttempt(db, { ipHash, username })
  if (claim.refused) {
    await Promise.all([claim.release(), record(false, 'rate_limited')])
    const wait = formatWait(claim.retryAfterSeconds)
    return {
      ok: false,
      status: 429,
      message: LOGIN_MESSAGES.tooManyAttempts(wait),
      retryAfterSeconds: claim.retryAfterSeconds,
    }
  }
  const needsCode = claim.sharedLimitReached && !(await isKnownAddress(db, username, ipHash))
  if (needsCode) {
    const wait = await claimCodeVerification(db, ipHash)
    if (wait !== undefined) {
      await Promise.all([claim.release(), record(false, 'rate_limited')])
      return {
        ok: false,
        status: 429,
        message: LOGIN_MESSAGES.tooManyChecks(formatWait(wait)),
        retryAfterSeconds: wait,
      }
    }
  }

  let failed = false
  try {
    const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1)
    // Unknown users still cost one argon2 verification, so timing does not reveal which names exist.
    const passwordOk = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyPassword(
          await (dummyHash ??= hashPassword('no-such-user-password')),
          input.password,
        ).then(() => false)

    const reason = !user ? 'unknown_user' : !passwordOk ? 'bad_password' : !user.isActive ? 'inactive' : null
    const valid = !reason && user && isRole(user.role) ? user : null
    if (!valid) failed = true // the claimed units stay: they are this failure
    if (needsCode) {
      // The same answer, after the same work, whether the password was right or not: a guesser
      // learns nothing, not even from the time it takes. The code is made after the answer.
      const challenge = emptyChallenge()
      await record(false, valid ? 'code_sent' : (reason ?? 'invalid_role'))
      if (valid)
        void issueLoginCode(db, valid, ipHash, challenge).catch((error: unknown) =>
          log.error({ err: error }, 'sign-in code not issued'),
        )
      return codeRequired(challenge)
    }
    if (!valid) {
      await record(false, reason ?? 'invalid_role')
      return { ok: false, status: 401, message: LOGIN_MESSAGES.invalidCredentials }
    }
    return await signIn(db, valid, record, 'success')
  } finally {
    // A success (or an error before a verdict) does not count against the limits.
    if (!failed) await claim.release()
  }
}

function codeRequired(challenge: string): CodeRequired {
  return {
    ok: false,
    status: 202,
    codeRequired: true,
    challenge,
    message: LOGIN_MESSAGES.codeSent(Math.round(LOGIN_CODE_TTL_MS / 60_000)),
  }
}

/** The second step: the code e-mailed to the user, with the challenge the first step gave. */
export async function attemptCodeLogin(input: {
  challenge: string
  code: string
  ip: string
}): Promise<SignedIn | LoginRefusal> {
  const db = await getDb()
  const ipHash = hashIp(input.ip)
  const checked = await redeemLoginCode(db, input.challenge, input.code)
  if (!checked.ok) {
    const message =
      checked.reason === 'wrong' ? LOGIN_MESSAGES.codeWrong(checked.triesLeft) : LOGIN_MESSAGES.codeExpired
    return { ok: false, status: 401, message }
  }
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, checked.userId)).limit(1)
  if (!user || !user.isActive || !isRole(user.role))
    return { ok: false, status: 401, message: LOGIN_MESSAGES.invalidCredentials }
  return signIn(db, user, recorder(db, user.username, ipHash), 'success_code')
}
