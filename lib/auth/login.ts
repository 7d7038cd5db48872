import 'server-only'
/**
 * The login check: input shape, brute-force limits (per address and username, per address, and a
 * slower per-username ceiling that an address known for the user may pass, claimed before the
 * password is verified and kept only by failures: lib/auth/login-throttle), argon2id
 * verification, one generic failure message, a login_events row each time.
 */
import { and, eq, gt } from 'drizzle-orm'
import { z } from 'zod'
import { getDb, type Database } from '@/db/client'
import { adminUsers, loginEvents } from '@/db/schema'
import { hashIp } from '@/lib/request'
import { hashPassword, verifyPassword } from './password'
import { claimLoginAttempt } from './login-throttle'
import { isRole } from './permissions'
import { createSession, type AdminUser } from './sessions'
import { LOGIN_KNOWN_ADDRESS_MS, LOGIN_MESSAGES } from './messages'

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

export type LoginResult =
  | { ok: true; user: AdminUser; token: string; expiresAt: Date }
  | { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number }

let dummyHash: Promise<string> | undefined

/** Whether this address has signed in as this user lately (it may go on past the username's ceiling). */
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

export async function attemptLogin(input: {
  username: string
  password: string
  ip: string
}): Promise<LoginResult> {
  const db = await getDb()
  const username = input.username.trim()
  const ipHash = hashIp(input.ip)
  const record = (success: boolean, reason: string) =>
    db.insert(loginEvents).values({ username: username.slice(0, 100), ipHash, success, reason })

  const claim = await claimLoginAttempt(db, { ipHash, username })
  const refused = claim.refused || (claim.ceilingReached && !(await isKnownAddress(db, username, ipHash)))
  if (refused) {
    await Promise.all([claim.release(), record(false, 'rate_limited')])
    return {
      ok: false,
      status: 429,
      message: LOGIN_MESSAGES.tooManyAttempts,
      retryAfterSeconds: claim.retryAfterSeconds,
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
    if (reason || !user || !isRole(user.role)) {
      failed = true // the claimed units stay: they are this failure
      await record(false, reason ?? 'invalid_role')
      return { ok: false, status: 401, message: LOGIN_MESSAGES.invalidCredentials }
    }

    const now = new Date()
    const session = await createSession(db, user.id, now)
    await Promise.all([
      db.update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, user.id)),
      record(true, 'success'),
    ])
    return {
      ok: true,
      user: { id: user.id, username: user.username, email: user.email, role: user.role },
      token: session.token,
      expiresAt: session.expiresAt,
    }
  } finally {
    // A success (or an error before a verdict) does not count against the limits.
    if (!failed) await claim.release()
  }
}
