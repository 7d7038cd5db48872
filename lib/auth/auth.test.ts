import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { POST as login } from '@/app/api/admin/login/route'
import { POST as logout } from '@/app/api/admin/logout/route'
import { GET as verify } from '@/app/api/admin/verify/route'
import { adminSessions, adminUsers, loginEvents } from '@/db/schema'
import { apiRequest, createStaff } from '@/tests/helpers/admin-users'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { AuthError } from '@/lib/errors'
import { errorResponse } from '@/lib/http/error-response'
import { formatWait } from '@/lib/format'
import { requirePermission } from './guard'
import { LOGIN_MESSAGES } from './messages'
import { createSession, findSessionUser } from './sessions'
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS, hashSessionToken } from './tokens'
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

type LoginBody = { user?: { username: string; role: string }; token?: string; message?: string }

function loginRequest(body: unknown, ip = '203.0.113.1', headers: Record<string, string> = {}) {
  return apiRequest('/api/admin/login', {
    method: 'POST',
    body,
    headers: { [PEER_ADDRESS_HEADER]: ip, ...headers },
  })
}

const hourMs = 60 * 60 * 1000
let ipCounter = 0
const freshIp = () => `198.51.100.${++ipCounter}`

afterEach(() => {
  vi.useRealTimers()
})

describe('POST /api/admin/login', () => {
  it('signs in: user, token, message; an httpOnly SameSite cookie; the token stored only as its hash', async () => {
    const { user, password } = await createStaff(db(), { role: 'sales' })
    const response = await login(loginRequest({ username: user.username, password }, freshIp()))
    expect(response.status).toBe(200)
    const body = (await response.json()) as LoginBody
    expect(body.user).toMatchObject({ username: user.username, role: 'sales' })
    expect(body.message).toBe(LOGIN_MESSAGES.success)
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/) // 32 random bytes = 256 bits
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toContain(`admin_session=${body.token}`)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Max-Age=86400/)
    expect(cookie).not.toMatch(/Secure/)
    const sessions = await db().select().from(adminSessions).where(eq(adminSessions.userId, user.id))
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.token).toBe(hashSessionToken(body.token ?? ''))
    expect(sessions[0]?.token).not.toBe(body.token)
    const [stored] = await db().select().from(adminUsers).where(eq(adminUsers.id, user.id))
    expect(stored?.lastLoginAt).toBeInstanceOf(Date)
    const events = await db().select().from(loginEvents).where(eq(loginEvents.username, user.username))
    expect(events.map((e) => [e.success, e.reason])).toEqual([[true, 'success']])
  })

  it('marks the cookie Secure behind https', async () => {
    const { user, password } = await createStaff(db())
    const response = await login(
      loginRequest({ username: user.username, password }, freshIp(), { 'x-forwarded-proto': 'https' }),
    )
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/)
  })

  it('gives one generic message for a wrong password, an unknown user and an inactive user', async () => {
    const { user, password } = await createStaff(db())
    const { user: inactive, password: inactivePassword } = await createStaff(db(), { isActive: false })
    const attempts = [
      { username: user.username, password: `${password}x` },
      { username: `nobody-${Date.now()}`, password },
      { username: inactive.username, password: inactivePassword },
    ]
    for (const attempt of attempts) {
      const response = await login(loginRequest(attempt, freshIp()))
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: LOGIN_MESSAGES.invalidCredentials })
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    const reasons = await db().select().from(loginEvents).where(eq(loginEvents.username, inactive.username))
    expect(reasons.map((e) => [e.success, e.reason])).toEqual([[false, 'inactive']])
    const sessions = await db().select().from(adminSessions).where(eq(adminSessions.userId, inactive.id))
    expect(sessions).toHaveLength(0)
  })

  it('refuses blank fields and a body that is not JSON with 400', async () => {
    for (const body of [
      { username: '  ', password: 'x' },
      { username: 'admin', password: '   ' },
      {},
      'not json',
    ]) {
      const response = await login(loginRequest(body, freshIp()))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: LOGIN_MESSAGES.missingBody })
    }
  })

  it('answers 429 after 5 failures a minute for one username from one address; another address gets in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-05-05T10:00:05Z'))
    const { user, password } = await createStaff(db())
    const guesser = freshIp()
    for (let i = 0; i < 5; i++) {
      const response = await login(loginRequest({ username: user.username, password: 'wrong' }, guesser))
      expect(response.status).toBe(401)
    }
    const blocked = await login(loginRequest({ username: user.username, password }, guesser))
    expect(blocked.status).toBe(429)
    const wait = Number(blocked.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(await blocked.json()).toEqual({ message: LOGIN_MESSAGES.tooManyAttempts(formatWait(wait)) })
    const limited = await db().select().from(loginEvents).where(eq(loginEvents.username, user.username))
    expect(limited.filter((e) => e.reason === 'rate_limited')).toHaveLength(1)
    // A stranger's guesses lock out no one else: the right password from another address works.
    const elsewhere = await login(loginRequest({ username: user.username, password }, freshIp()))
    expect(elsewhere.status).toBe(200)
    // The next minute starts a new window for the guesser's address too.
    vi.setSystemTime(new Date('2031-05-05T10:01:05Z'))
    const again = await login(loginRequest({ username: user.username, password }, guesser))
    expect(again.status).toBe(200)
  })

  it('after 20 failures a minute from one IP address, a new user there finishes with an e-mailed code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-06-06T10:00:05Z'))
    const ip = freshIp()
    for (let i = 0; i < 20; i++) {
      const response = await login(loginRequest({ username: `guess-${i}`, password: 'wrong' }, ip))
      expect(response.status).toBe(401)
    }
    const { user, password } = await createStaff(db())
    const step = await login(loginRequest({ username: user.username, password }, ip))
    expect(step.status).toBe(202)
    expect(((await step.json()) as { codeRequired: boolean }).codeRequired).toBe(true)
    const elsewhere = await login(loginRequest({ username: user.username, password }, freshIp()))
    expect(elsewhere.status).toBe(200)
  })
})

describe('sessions', () => {
  it('verify answers {user} for a bearer token or the cookie, and 401 without a valid one', async () => {
    const { user, password } = await createStaff(db(), { role: 'admin' })
    const body = (await (
      await login(loginRequest({ username: user.username, password }, freshIp()))
    ).json()) as LoginBody
    const token = body.token ?? ''
    for (const request of [
      apiRequest('/api/admin/verify', { token }),
      apiRequest('/api/admin/verify', { cookie: `other=1; admin_session=${token}` }),
    ]) {
      const response = await verify(request)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        user: { id: user.id, username: user.username, email: user.email, role: 'admin' },
      })
    }
    for (const request of [
      apiRequest('/api/admin/verify'),
      apiRequest('/api/admin/verify', { token: 'x'.repeat(43) }),
      apiRequest('/api/admin/verify', { token: 'short' }),
    ]) {
      const response = await verify(request)
      expect(response.status).toBe(401)
      expect(((await response.json()) as { message: string }).message).toMatch(/sign in/i)
    }
  })

  it('slides the expiry with activity and ends after 24 hours without it', async () => {
    const { user } = await createStaff(db())
    const start = new Date('2030-01-01T08:00:00Z')
    const { token } = await createSession(db(), user.id, start)
    const at = (ms: number) => new Date(start.getTime() + ms)
    const hour = 60 * 60 * 1000

    // Active 23 h later: still valid, and the expiry moves to 24 h after that activity.
    expect(await findSessionUser(db(), token, at(23 * hour))).toMatchObject({ id: user.id })
    const [row] = await db()
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.token, hashSessionToken(token)))
    expect(row?.expiresAt.getTime()).toBe(at(23 * hour + SESSION_IDLE_MS).getTime())
    // 46 h after login, 23 h after the last activity: still valid thanks to the slide.
    expect(await findSessionUser(db(), token, at(46 * hour))).toMatchObject({ id: user.id })
    // Then 24 h and a minute without activity: expired.
    expect(await findSessionUser(db(), token, at(70 * hour + 60_000))).toBeNull()
  })

  it('ends a session 7 days after its sign-in, however often it is used', async () => {
    const { user } = await createStaff(db())
    const start = new Date('2030-02-01T08:00:00Z')
    const { token } = await createSession(db(), user.id, start)
    const hour = 60 * 60 * 1000
    // Used every 12 hours: the idle rule never ends it.
    let now = start.getTime()
    while (now + 12 * hour < start.getTime() + SESSION_MAX_AGE_MS) {
      now += 12 * hour
      expect(await findSessionUser(db(), token, new Date(now))).toMatchObject({ id: user.id })
    }
    const [row] = await db()
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.token, hashSessionToken(token)))
    // The expiry never slid past the absolute end.
    expect(row?.expiresAt.getTime()).toBe(start.getTime() + SESSION_MAX_AGE_MS)
    expect(
      await findSessionUser(db(), token, new Date(start.getTime() + SESSION_MAX_AGE_MS + 1000)),
    ).toBeNull()
  })

  it('refuses a session signed in 30 days ago whose expiry was slid before the absolute end', async () => {
    const { user } = await createStaff(db())
    const { token } = await createSession(db(), user.id)
    // As the probe found it: used ten minutes ago, expiry a day ahead, signed in a month ago.
    await db()
      .update(adminSessions)
      .set({
        createdAt: new Date(Date.now() - 30 * 24 * hourMs),
        lastSeenAt: new Date(Date.now() - 10 * 60_000),
        expiresAt: new Date(Date.now() + 23 * hourMs),
      })
      .where(eq(adminSessions.token, hashSessionToken(token)))
    expect((await verify(apiRequest('/api/admin/verify', { token }))).status).toBe(401)
  })

  it('an expired session is refused by verify', async () => {
    const { user } = await createStaff(db())
    const { token } = await createSession(db(), user.id, new Date(Date.now() - SESSION_IDLE_MS - 1000))
    expect((await verify(apiRequest('/api/admin/verify', { token }))).status).toBe(401)
  })

  it('a deactivated user loses their live sessions at once', async () => {
    const { user } = await createStaff(db())
    const { token } = await createSession(db(), user.id)
    expect(await findSessionUser(db(), token)).not.toBeNull()
    await db().update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, user.id))
    expect(await findSessionUser(db(), token)).toBeNull()
  })

  it('logout ends the session and clears the cookie', async () => {
    const { user } = await createStaff(db())
    const { token } = await createSession(db(), user.id)
    const response = await logout(
      apiRequest('/api/admin/logout', { method: 'POST', cookie: `admin_session=${token}` }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(
      /admin_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/,
    )
    expect(await db().select().from(adminSessions).where(eq(adminSessions.userId, user.id))).toHaveLength(0)
    expect((await verify(apiRequest('/api/admin/verify', { token }))).status).toBe(401)
  })
})

describe('requirePermission', () => {
  it('401 without a session, 403 for a role without the permission, the user otherwise', async () => {
    const { user } = await createStaff(db(), { role: 'sales' })
    const { token } = await createSession(db(), user.id)
    await expect(requirePermission('leads:read', apiRequest('/x'))).rejects.toMatchObject({ status: 401 })
    const forbidden = await requirePermission('users:manage', apiRequest('/x', { token })).catch(
      (e: unknown) => e,
    )
    expect(forbidden).toBeInstanceOf(AuthError)
    const response = errorResponse(forbidden)
    expect(response?.status).toBe(403)
    expect(await response?.json()).toEqual({ message: 'You do not have permission to do this.' })
    expect(await requirePermission('leads:read', apiRequest('/x', { token }))).toMatchObject({ id: user.id })
    expect(errorResponse(new Error('other'))).toBeNull()
  })

  it('refuses a cross-site write made with the cookie, but not with a bearer token', async () => {
    const { user } = await createStaff(db(), { role: 'admin' })
    const { token } = await createSession(db(), user.id)
    const crossSite = apiRequest('/x', {
      method: 'POST',
      cookie: `admin_session=${token}`,
      headers: { origin: 'https://evil.example', host: 'localhost' },
    })
    await expect(requirePermission('leads:write', crossSite)).rejects.toMatchObject({ status: 403 })
    const sameSite = apiRequest('/x', {
      method: 'POST',
      cookie: `admin_session=${token}`,
      headers: { origin: 'http://localhost', host: 'localhost' },
    })
    expect(await requirePermission('leads:write', sameSite)).toMatchObject({ id: user.id })
    const bearer = apiRequest('/x', { method: 'POST', token, headers: { origin: 'https://evil.example' } })
    expect(await requirePermission('leads:write', bearer)).toMatchObject({ id: user.id })
  })
})
