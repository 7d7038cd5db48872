import 'server-only'
/**
 * Admin sessions as rows of admin_sessions: created at login, looked up (and slid forward) on
 * every authenticated request, deleted at logout. Only the token's hash is stored. A session ends
 * after SESSION_IDLE_MS without use, and SESSION_MAX_AGE_MS after its sign-in however much it is
 * used: its expiry never slides past that.
 */
import { and, eq, gt, lt } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { adminSessions, adminUsers } from '@/db/schema'
import { isRole, type Role } from './permissions'
import {
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
  SESSION_SLIDE_INTERVAL_MS,
  generateSessionToken,
  hashSessionToken,
  isWellFormedToken,
} from './tokens'

export type AdminUser = { id: number; username: string; email: string; role: Role }

/** The expiry of a session signed in at `signedInAt` and last used at `now`. */
export function sessionExpiry(signedInAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, signedInAt.getTime() + SESSION_MAX_AGE_MS))
}

export async function createSession(db: Database, userId: number, now = new Date()) {
  const token = generateSessionToken()
  const expiresAt = sessionExpiry(now, now)
  await db
    .insert(adminSessions)
    .values({ userId, token: hashSessionToken(token), expiresAt, lastSeenAt: now, createdAt: now })
  return { token, expiresAt }
}

/**
 * The active user a token belongs to, or null when the token is unknown, expired (idle, or
 * signed in longer than SESSION_MAX_AGE_MS ago), or its user is inactive or has an unknown role.
 * A valid session's expiry slides to 24 hours from now, never past its absolute end.
 */
export async function findSessionUser(
  db: Database,
  token: string | null | undefined,
  now = new Date(),
): Promise<AdminUser | null> {
  if (!isWellFormedToken(token)) return null
  const hashed = hashSessionToken(token)
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      lastSeenAt: adminSessions.lastSeenAt,
      signedInAt: adminSessions.createdAt,
      id: adminUsers.id,
      username: adminUsers.username,
      email: adminUsers.email,
      role: adminUsers.role,
      isActive: adminUsers.isActive,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(
      and(
        eq(adminSessions.token, hashed),
        gt(adminSessions.expiresAt, now),
        // Also for sessions whose expiry was slid before the absolute end existed.
        gt(adminSessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS)),
      ),
    )
    .limit(1)
  if (!row || !row.isActive || !isRole(row.role)) return null
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_SLIDE_INTERVAL_MS) {
    await db
      .update(adminSessions)
      .set({ lastSeenAt: now, expiresAt: sessionExpiry(row.signedInAt, now) })
      .where(eq(adminSessions.id, row.sessionId))
  }
  return { id: row.id, username: row.username, email: row.email, role: row.role }
}

/** Ends the session of a token (logout). Returns whether a session was ended. */
export async function endSession(token: string | null | undefined): Promise<boolean> {
  const db = await getDb()
  if (!isWellFormedToken(token)) return false
  const deleted = await db
    .delete(adminSessions)
    .where(eq(adminSessions.token, hashSessionToken(token)))
    .returning({ id: adminSessions.id })
  return deleted.length > 0
}

/** Ends every session of a user (deactivation, password change). */
export async function endUserSessions(db: Database, userId: number) {
  await db.delete(adminSessions).where(eq(adminSessions.userId, userId))
}

/** Deletes expired rows; run from a background job. */
export async function pruneExpiredSessions(db: Database, now = new Date()) {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now))
}
