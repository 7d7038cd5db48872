/**
 * Signing in for integration tests of admin server actions. Server actions read the session from
 * next/headers; a test file replaces that module with this one:
 *
 *   vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))
 *
 * and signs in with signInAs(token) (or signs out with signInAs(null)). The session itself is a
 * real admin_sessions row checked by the real guard.
 */
import { randomBytes } from 'node:crypto'
import type { Database } from '@/db/client'
import { adminUsers } from '@/db/schema'
import type { Role } from '@/lib/auth/permissions'
import { createSession } from '@/lib/auth/sessions'

const holder = globalThis as typeof globalThis & { __adminContentToken?: string | null }

export function signInAs(token: string | null) {
  holder.__adminContentToken = token
}

export async function headers(): Promise<Headers> {
  const token = holder.__adminContentToken
  return new Headers(token ? { authorization: `Bearer ${token}`, host: 'localhost' } : { host: 'localhost' })
}

export async function cookies() {
  return { get: (_name: string) => undefined, has: () => false, getAll: () => [] }
}

export type TestAdmin = { id: number; username: string; email: string; role: Role; token: string }

/** An active admin user of the role with a live session. The password hash is a placeholder. */
export async function createTestAdmin(db: Database, role: Role, name?: string): Promise<TestAdmin> {
  const username = name ?? `${role}-${randomBytes(4).toString('hex')}`
  const [user] = await db
    .insert(adminUsers)
    .values({
      username,
      email: `${username}@example.test`,
      passwordHash: 'not-a-real-hash',
      role,
      isActive: true,
    })
    .returning()
  if (!user) throw new Error('test admin not created')
  const { token } = await createSession(db, user.id)
  return { id: user.id, username, email: user.email, role, token }
}

/** One signed-in user of each role. */
export async function createRoleAdmins(db: Database) {
  const [admin, operations, sales] = await Promise.all([
    createTestAdmin(db, 'admin'),
    createTestAdmin(db, 'operations'),
    createTestAdmin(db, 'sales'),
  ])
  return { admin, operations, sales }
}
