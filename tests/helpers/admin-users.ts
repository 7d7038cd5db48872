/**
 * Test-only helpers for the admin area: staff accounts inserted through the same password hashing
 * the app uses, and sessions / requests signed in as them. Never imported by the app.
 */
import type { Database } from '@/db/client'
import { adminUsers } from '@/db/schema'
import { hashPassword } from '@/lib/auth/password'
import type { Role } from '@/lib/auth/permissions'
import { createSession } from '@/lib/auth/sessions'

let counter = 0

export async function createStaff(
  db: Database,
  options: { role?: Role; username?: string; password?: string; isActive?: boolean } = {},
) {
  counter += 1
  const suffix = `${Date.now().toString(36)}${counter}`
  const username = options.username ?? `${options.role ?? 'operations'}-${suffix}`
  const password = options.password ?? `Pw-${suffix}-correct horse`
  const [user] = await db
    .insert(adminUsers)
    .values({
      username,
      email: `${username}@staff.example`,
      passwordHash: await hashPassword(password),
      role: options.role ?? 'operations',
      isActive: options.isActive ?? true,
    })
    .returning()
  if (!user) throw new Error('staff user not inserted')
  return { user, password }
}

/** A staff member with a live session: the bearer token to send. */
export async function signedInStaff(db: Database, role: Role) {
  const { user } = await createStaff(db, { role })
  const { token } = await createSession(db, user.id)
  return { user, token }
}

export function apiRequest(
  path: string,
  init: {
    method?: string
    token?: string
    cookie?: string
    body?: unknown
    headers?: Record<string, string>
  } = {},
) {
  const headers: Record<string, string> = { ...init.headers }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.cookie) headers.cookie = init.cookie
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  return new Request(`http://localhost${path}`, {
    method: init.method ?? 'GET',
    headers,
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  })
}

export function routeContext<P extends Record<string, string>>(params: P = {} as P) {
  return { params: Promise.resolve(params) }
}
