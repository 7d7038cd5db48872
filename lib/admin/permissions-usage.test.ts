/**
 * Every way in checks its permission. The route handlers and server actions are found on disk
 * (tests/helpers/app-entry-points.ts), so a new one is covered the moment it exists; the access
 * table (tests/helpers/admin-access-table.ts) is the one place saying what each needs, and a way
 * in missing from it fails here.
 *
 * Each guarded one is called for real on this file's own database: anonymously it must answer
 * 401 (an action: the 'sign in' result) and, as each role lacking its permission, 403 (an action:
 * the 'forbidden' result), both with nothing written. Then the least-privileged role holding the
 * permission must get past the check, and the permission the code asked about (recorded from
 * `can`, which the guard calls) must be exactly the declared one.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { AUTH_MESSAGES } from '@/lib/auth/guard'
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES, can, type Permission, type Role } from '@/lib/auth/permissions'
import { createAccessFixtures, type AccessFixtures } from '@/tests/helpers/access-fixtures'
import {
  ACTION_ACCESS,
  HANDLER_ACCESS,
  PREVIEW_REFUSED,
  type ActionAccess,
  type HandlerCall,
  type HandlerRequest,
} from '@/tests/helpers/admin-access-table'
import { createRoleAdmins, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { apiRequest } from '@/tests/helpers/admin-users'
import {
  inlineServerActionFiles,
  routeHandlers,
  serverActions,
  type RouteHandler,
  type ServerAction,
} from '@/tests/helpers/app-entry-points'
import { databaseFingerprint } from '@/tests/helpers/db-fingerprint'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { ADMIN_NAV } from './navigation'

// Server actions read the session through next/headers: signInAs() decides who that is.
vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))
// The real permission check, observed: which permission did the code ask about?
vi.mock('@/lib/auth/permissions', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/auth/permissions')>()
  return { ...real, can: vi.fn(real.can) }
})

const HANDLERS = await routeHandlers()
const ACTIONS = await serverActions()

type GuardedAction = Extract<ActionAccess, { permission: Permission }>
const guardedHandlers = HANDLERS.flatMap((handler) => {
  const access = HANDLER_ACCESS[handler.key]
  return access && 'calls' in access ? access.calls.map((call) => ({ handler, call })) : []
})
const signedInHandlers = HANDLERS.filter((handler) => {
  const access = HANDLER_ACCESS[handler.key]
  return access && 'signedIn' in access
})
const guardedActions = ACTIONS.flatMap((action) => {
  const access = ACTION_ACCESS[action.key]
  return access && 'permission' in access ? [{ action, access }] : []
})

const lacking = (permission: Permission) => ROLES.filter((role) => !ROLE_PERMISSIONS[role].has(permission))
/** The role with the fewest permissions that holds this one (ROLES runs from most to fewest). */
const leastHolder = (permission: Permission): Role =>
  [...ROLES].reverse().find((role) => ROLE_PERMISSIONS[role].has(permission)) ?? 'admin'
const handlerName = ({ handler, call }: { handler: RouteHandler; call: HandlerCall }) =>
  call.label ? `${handler.key} (${call.label})` : handler.key

const SIGN_IN = { ok: false, status: 401, message: AUTH_MESSAGES.unauthenticated }
const FORBIDDEN = { ok: false, status: 403, message: AUTH_MESSAGES.forbidden }
const refused = (status: 401 | 403, message: string) => ({ status, text: JSON.stringify({ message }) })
// Sessions slide their expiry on every signed-in call: that row is bookkeeping, not a change.
const BOOKKEEPING_TABLES = ['admin_sessions']

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<Role, TestAdmin>
let fx: AccessFixtures

beforeAll(async () => {
  users = await createRoleAdmins(db())
  fx = await createAccessFixtures(db())
})

async function callHandler(handler: RouteHandler, request: HandlerRequest, role: Role | null) {
  const url = handler.path.replace(/\[(\w+)\]/g, (_, name: string) => request.params?.[name] ?? name)
  const token = role ? users[role].token : undefined
  const response = await handler.run(
    apiRequest(`${url}${request.query ?? ''}`, { method: handler.method, token, body: request.body }),
    { params: Promise.resolve(request.params ?? {}) },
  )
  // Read to the end: an export streams from the database while it is read.
  return { status: response.status, text: await response.text() }
}

function callAction(action: ServerAction, access: GuardedAction, role: Role | null) {
  signInAs(role ? users[role].token : null)
  return action.run(...access.args(fx))
}

/** Runs `call`, recording the permissions the code asked `can` about. */
async function observed<T>(call: () => Promise<T>): Promise<{ result: T; asked: string[] }> {
  vi.mocked(can).mockClear()
  const result = await call()
  return { result, asked: [...new Set(vi.mocked(can).mock.calls.map(([, permission]) => permission))] }
}

/** Runs `call` and expects it to have changed nothing stored. */
async function withoutWrites<T>(call: () => Promise<T>): Promise<T> {
  const before = await databaseFingerprint(db(), BOOKKEEPING_TABLES)
  const result = await call()
  expect(await databaseFingerprint(db(), BOOKKEEPING_TABLES), 'the database changed').toEqual(before)
  return result
}

describe('the access table', () => {
  it('declares exactly the route handlers on disk', () => {
    expect(Object.keys(HANDLER_ACCESS).sort()).toEqual(HANDLERS.map((h) => h.key))
  })

  it('declares exactly the exported server actions on disk', () => {
    expect(Object.keys(ACTION_ACCESS).sort()).toEqual(ACTIONS.map((a) => a.key))
  })

  it('sees every server action: none is written inline, where the listing cannot find it', () => {
    expect(ACTIONS.length).toBeGreaterThan(0)
    expect(inlineServerActionFiles()).toEqual([])
  })

  it('gives admins everything, and the navigation only names permissions of the table', () => {
    expect([...ROLE_PERMISSIONS.admin].sort()).toEqual([...PERMISSIONS].sort())
    for (const role of ROLES) for (const p of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(p)
    for (const item of ADMIN_NAV) expect(PERMISSIONS).toContain(item.permission)
  })
})

describe.each(guardedHandlers.map((entry) => [handlerName(entry), entry] as const))('%s', (_name, entry) => {
  const { handler, call } = entry
  it('refuses an anonymous caller with 401, writing nothing', async () => {
    const answer = await withoutWrites(() => callHandler(handler, call.request(fx), null))
    expect(answer).toEqual(refused(401, AUTH_MESSAGES.unauthenticated))
  })

  const roles = lacking(call.permission)
  if (roles.length === 0) return
  it(`refuses ${roles.join(' and ')} (no ${call.permission}) with 403, writing nothing`, async () => {
    for (const role of roles) {
      const { result, asked } = await observed(() =>
        withoutWrites(() => callHandler(handler, call.request(fx), role)),
      )
      expect(result, role).toEqual(refused(403, AUTH_MESSAGES.forbidden))
      expect(asked, role).toEqual([call.permission])
    }
  })
})

describe.each(guardedActions.map((entry) => [entry.action.key, entry] as const))('%s', (_key, entry) => {
  const { action, access } = entry
  it('answers an anonymous caller with the sign-in result, writing nothing', async () => {
    const result = await withoutWrites(() => callAction(action, access, null))
    expect(result).toEqual(access.refusal === 'preview' ? PREVIEW_REFUSED : SIGN_IN)
  })

  const roles = lacking(access.permission)
  if (roles.length === 0) return
  it(`answers ${roles.join(' and ')} (no ${access.permission}) with the forbidden result, writing nothing`, async () => {
    for (const role of roles) {
      const { result, asked } = await observed(() => withoutWrites(() => callAction(action, access, role)))
      expect(result, role).toEqual(access.refusal === 'preview' ? PREVIEW_REFUSED : FORBIDDEN)
      expect(asked, role).toEqual([access.permission])
    }
  })
})

describe.each(signedInHandlers.map((handler) => [handler.key, handler] as const))('%s', (_key, handler) => {
  it('answers 401 without a session, writing nothing, and the user to every role', async () => {
    expect(await withoutWrites(() => callHandler(handler, {}, null))).toEqual(
      refused(401, AUTH_MESSAGES.unauthenticated),
    )
    for (const role of ROLES) {
      const answer = await callHandler(handler, {}, role)
      expect(answer.status, role).toBe(200)
      expect(JSON.parse(answer.text), role).toMatchObject({ user: { role } })
    }
  })
})

// Last: these calls get through, and may change the rows the refusals above name.
describe('the least-privileged role holding the permission gets past a check for exactly it', () => {
  it.each(guardedHandlers.map((entry) => [handlerName(entry), entry] as const))(
    '%s',
    async (_name, entry) => {
      const role = leastHolder(entry.call.permission)
      const { result, asked } = await observed(() => callHandler(entry.handler, entry.call.request(fx), role))
      expect([401, 403], `${role}: ${result.text}`).not.toContain(result.status)
      expect(asked, role).toEqual([entry.call.permission])
    },
  )

  it.each(guardedActions.map((entry) => [entry.action.key, entry] as const))('%s', async (_key, entry) => {
    const role = leastHolder(entry.access.permission)
    const { result, asked } = await observed(() => callAction(entry.action, entry.access, role))
    expect(result, role).not.toEqual(PREVIEW_REFUSED)
    expect([401, 403], `${role}: ${JSON.stringify(result)}`).not.toContain(
      (result as { status?: number }).status,
    )
    expect(asked, role).toEqual([entry.access.permission])
  })
})
