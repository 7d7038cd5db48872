import 'server-only'
/**
 * The login check: input shape, brute-force limits (per IP and per username, counted only on
 * failures), argon2id verification, one generic failure message, a login_events row each time.
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '@/db/client'
import { adminUsers, loginEvents } from '@/db/schema'
import { hitRateLimit, peekRateLimit } from '@/lib/rate-limit'
import { hashIp } from '@/lib/request'
import { hashPassword, verifyPassword } from './password'
import { isRole } from './permissions'
import { createSession, type AdminUser } from './sessions'
import { LOGIN_FAILURE_LIMIT, LOGIN_MESSAGES, LOGIN_WINDOW_MS } from './messages'

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

export async function attemptLogin(
  db: Database,
  input: { username: string; password: string; ip: string },
): Promise<LoginResult> {
  const username = input.username.trim()
  const ipHash = hashIp(input.ip)
  const ipKey = `admin-login:ip:${ipHash}`
  const userKey = `admin-login:user:${username.toLowerCase().slice(0, 100)}`
  const record = (success: boolean, reason: string) =>
    db.insert(loginEvents).values({ username: username.slice(0, 100), ipHash, success, reason })

  const [ipFailures, userFailures] = await Promise.all([
    peekRateLimit(ipKey, LOGIN_WINDOW_MS),
    peekRateLimit(userKey, LOGIN_WINDOW_MS),
  ])
  if (ipFailures >= LOGIN_FAILURE_LIMIT || userFailures >= LOGIN_FAILURE_LIMIT) {
    await record(false, 'rate_limited')
    const now = Date.now()
    return {
      ok: false,
      status: 429,
      message: LOGIN_MESSAGES.tooManyAttempts,
      retryAfterSeconds: Math.max(1, Math.ceil((LOGIN_WINDOW_MS - (now % LOGIN_WINDOW_MS)) / 1000)),
    }
  }

  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1)
  // Unknown users still cost one argon2 verification, so timing does not reveal which names exist.
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await (dummyHash ??= hashPassword('no-such-user-password')), input.password).then(
        () => false,
      )

  const reason = !user ? 'unknown_user' : !passwordOk ? 'bad_password' : !user.isActive ? 'inactive' : null
  if (reason || !user || !isRole(user.role)) {
    await Promise.all([
      record(false, reason ?? 'invalid_role'),
      hitRateLimit(ipKey, LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS),
      hitRateLimit(userKey, LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS),
    ])
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
}
