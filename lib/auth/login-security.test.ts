/**
 * The staff login against abuse: parallel guesses cannot beat the failure limits, cross-site
 * and non-JSON logins are refused, cookie-authenticated admin writes check Origin, and the
 * session cookie follows its session (renewed only while valid, deleted when not).
 */
import { and, desc, eq } from 'drizzle-orm'
import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { PATCH as patchContact } from '@/app/api/admin/contacts/[id]/route'
import { POST as login } from '@/app/api/admin/login/route'
import { POST as logout } from '@/app/api/admin/logout/route'
import { GET as verify } from '@/app/api/admin/verify/route'
import { adminLoginCodes, adminSessions, loginEvents, mailOutbox } from '@/db/schema'
import { formatWait } from '@/lib/format'
import { LOGIN_CODE_MAIL_KIND } from './login-codes'
import { proxy } from '@/proxy'
import { apiRequest, createStaff, routeContext } from '@/tests/helpers/admin-users'
import { awaitRoomInWindow } from '@/tests/helpers/clock'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { AUTH_MESSAGES } from './guard'
import {
  LOGIN_ADDRESS_LIMIT,
  LOGIN_CODE_TRIES,
  LOGIN_CODE_TTL_MS,
  LOGIN_CODE_VERIFY_LIMIT,
  LOGIN_FAILURE_LIMIT,
  LOGIN_MESSAGES,
  LOGIN_USERNAME_CEILING,
  LOGIN_WINDOW_MS,
} from './messages'
import { createSession } from './sessions'
import { SESSION_IDLE_MS } from './tokens'
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

let ipCounter = 0
const freshIp = () => `192.0.2.${++ipCounter}`
const SITE_ORIGIN = 'http://localhost:3000' // SITE_URL's default

function loginRequest(body: unknown, ip: string, headers: Record<string, string> = {}) {
  return apiRequest('/api/admin/login', {
    method: 'POST',
    body,
    headers: { [PEER_ADDRESS_HEADER]: ip, ...headers },
  })
}

type CodeStep = { codeRequired?: boolean; challenge?: string; message?: string }

/** The code in the newest sign-in code e-mail queued for the user (made just after the answer). */
async function mailedCode(userId: number, waitMs = 3000): Promise<string | undefined> {
  const started = Date.now()
  for (;;) {
    const [mail] = await db()
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, LOGIN_CODE_MAIL_KIND), eq(mailOutbox.refId, userId)))
      .orderBy(desc(mailOutbox.id))
      .limit(1)
    const code = mail?.text.match(/is (\d{6})\./)?.[1]
    if (code || Date.now() - started > waitMs) return code
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function statuses(responses: Promise<Response>[]) {
  const all = await Promise.all(responses)
  const count = (status: number) => all.filter((r) => r.status === status).length
  return { all, count }
}

describe('login failure limits under parallel guessing', () => {
  // Each starts with at least 20 s of its one-minute window left (the limits count per window).
  beforeEach(() => awaitRoomInWindow(LOGIN_WINDOW_MS, 20_000))

  it('verifies at most 5 of 12 simultaneous wrong passwords for one username from one address', async () => {
    const { user } = await createStaff(db())
    const ip = freshIp()
    const { all, count } = await statuses(
      Array.from({ length: 12 }, () =>
        login(loginRequest({ username: user.username, password: 'wrong' }, ip)),
      ),
    )
    expect(count(401)).toBe(LOGIN_FAILURE_LIMIT)
    expect(count(429)).toBe(12 - LOGIN_FAILURE_LIMIT)
    const refused = all.find((r) => r.status === 429)
    // The message states the wait the Retry-After means: the rest of the minute at most.
    const wait = Number(refused?.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await refused?.json()).toEqual({ message: LOGIN_MESSAGES.tooManyAttempts(formatWait(wait)) })
    const events = await db().select().from(loginEvents).where(eq(loginEvents.username, user.username))
    expect(events.filter((e) => e.reason === 'bad_password')).toHaveLength(LOGIN_FAILURE_LIMIT)
    expect(events.filter((e) => e.reason === 'rate_limited')).toHaveLength(12 - LOGIN_FAILURE_LIMIT)
  })

  it('past 20 failures from one address, guesses get the code step, alike whatever the password', async () => {
    const ip = freshIp()
    const prefix = `spray-${Date.now().toString(36)}-`
    const { all, count } = await statuses(
      Array.from({ length: 30 }, (_, i) =>
        login(loginRequest({ username: `${prefix}${i}`, password: 'x' }, ip)),
      ),
    )
    expect(count(401)).toBe(LOGIN_ADDRESS_LIMIT)
    expect(count(202)).toBe(30 - LOGIN_ADDRESS_LIMIT)
    const step = (await all.find((r) => r.status === 202)?.json()) as CodeStep
    expect(step).toEqual({
      codeRequired: true,
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      message: LOGIN_MESSAGES.codeSent(LOGIN_CODE_TTL_MS / 60_000),
    })
    // No such user: no code exists for the challenge, and no e-mail went anywhere.
    const tried = await login(loginRequest({ challenge: step.challenge, code: '123456' }, ip))
    expect(tried.status).toBe(401)
    expect(await tried.json()).toEqual({ message: LOGIN_MESSAGES.codeExpired })
  })

  it('a colleague at an address strangers flood gets in: with the password where known, else with a code', async () => {
    const office = freshIp()
    const regular = await createStaff(db())
    const newcomer = await createStaff(db())
    expect(
      (await login(loginRequest({ username: regular.user.username, password: regular.password }, office)))
        .status,
    ).toBe(200)
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT; i++)
      await login(loginRequest({ username: `stranger-${i}`, password: 'guess' }, office))
    const known = await login(
      loginRequest({ username: regular.user.username, password: regular.password }, office),
    )
    expect(known.status).toBe(200)
    const first = await login(
      loginRequest({ username: newcomer.user.username, password: newcomer.password }, office),
    )
    expect(first.status).toBe(202)
    const { challenge } = (await first.json()) as CodeStep
    const code = await mailedCode(newcomer.user.id)
    expect(code).toMatch(/^\d{6}$/)
    const finished = await login(loginRequest({ challenge, code }, office))
    expect(finished.status).toBe(200)
    expect(((await finished.json()) as { user: { username: string } }).user.username).toBe(
      newcomer.user.username,
    )
    expect(finished.headers.get('set-cookie')).toMatch(/^admin_session=/)
  })

  it('checks at most LOGIN_CODE_VERIFY_LIMIT passwords a minute from one address on the way to a code', async () => {
    const ip = freshIp()
    const prefix = `flood-${Date.now().toString(36)}-`
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT; i++)
      await login(loginRequest({ username: `${prefix}a${i}`, password: 'x' }, ip))
    const { all, count } = await statuses(
      Array.from({ length: LOGIN_CODE_VERIFY_LIMIT + 10 }, (_, i) =>
        login(loginRequest({ username: `${prefix}b${i}`, password: 'x' }, ip)),
      ),
    )
    expect(count(202)).toBe(LOGIN_CODE_VERIFY_LIMIT)
    expect(count(429)).toBe(10)
    const refused = all.find((r) => r.status === 429)
    const wait = Number(refused?.headers.get('retry-after'))
    expect(wait).toBeLessThanOrEqual(60)
    expect(await refused?.json()).toEqual({ message: LOGIN_MESSAGES.tooManyChecks(formatWait(wait)) })
  })

  it('a successful sign-in does not use up the allowance; the limit counts failures', async () => {
    const { user, password } = await createStaff(db())
    const ip = freshIp()
    const attempt = (pw: string) => login(loginRequest({ username: user.username, password: pw }, ip))
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) expect((await attempt('wrong')).status).toBe(401)
    for (let i = 0; i < 3; i++) expect((await attempt(password)).status).toBe(200)
    expect((await attempt('wrong')).status).toBe(401) // the 5th failure
    expect((await attempt(password)).status).toBe(429)
  })

  it('guesses spread over many addresses: past the username ceiling the user signs in from a new address with an e-mailed code', async () => {
    const { user, password } = await createStaff(db())
    const home = freshIp()
    expect((await login(loginRequest({ username: user.username, password }, home))).status).toBe(200)
    // 40 guesses, 4 from each of 10 addresses: no pair reaches its limit, the username's ceiling does.
    const addresses = Array.from({ length: 10 }, freshIp)
    const { count } = await statuses(
      Array.from({ length: 40 }, (_, i) =>
        login(loginRequest({ username: user.username, password: 'wrong' }, addresses[i % 10] ?? home)),
      ),
    )
    expect(count(401)).toBe(LOGIN_USERNAME_CEILING)
    expect(count(202)).toBe(40 - LOGIN_USERNAME_CEILING)
    expect(count(429)).toBe(0)
    expect(await mailedCode(user.id, 500)).toBeUndefined() // wrong passwords send nothing

    // From the address staff use, the password is enough.
    expect((await login(loginRequest({ username: user.username, password }, home))).status).toBe(200)
    // From a new address, the right password gets the same answer as a wrong one, and a code by e-mail.
    const laptop = freshIp()
    const step = await login(loginRequest({ username: user.username, password }, laptop))
    expect(step.status).toBe(202)
    expect(step.headers.get('set-cookie')).toBeNull()
    const { challenge } = (await step.json()) as CodeStep
    const code = await mailedCode(user.id)
    expect(code).toMatch(/^\d{6}$/)
    const [stored] = await db().select().from(adminLoginCodes).where(eq(adminLoginCodes.userId, user.id))
    expect(stored?.codeHash).not.toContain(code ?? '')
    expect(stored?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + LOGIN_CODE_TTL_MS)

    // A wrong code says how many tries are left; the right one signs in, once.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const missed = await login(loginRequest({ challenge, code: wrong }, laptop))
    expect(missed.status).toBe(401)
    expect(await missed.json()).toEqual({ message: LOGIN_MESSAGES.codeWrong(LOGIN_CODE_TRIES - 1) })
    const ok = await login(
      loginRequest({ challenge, code: ` ${code?.slice(0, 3)} ${code?.slice(3)} ` }, laptop),
    )
    expect(ok.status).toBe(200)
    expect(
      await verify(
        apiRequest('/api/admin/verify', { token: ((await ok.json()) as { token: string }).token }),
      ),
    ).toHaveProperty('status', 200)
    const reused = await login(loginRequest({ challenge, code }, laptop))
    expect(reused.status).toBe(401)
    expect(await reused.json()).toEqual({ message: LOGIN_MESSAGES.codeExpired })
    // The laptop is a known address now: the password alone is enough there.
    expect((await login(loginRequest({ username: user.username, password }, laptop))).status).toBe(200)
  })

  it('a code takes LOGIN_CODE_TRIES tries at most, even at once, and expires', async () => {
    const { user, password } = await createStaff(db())
    const addresses = Array.from({ length: 8 }, freshIp)
    await statuses(
      Array.from({ length: LOGIN_USERNAME_CEILING }, (_, i) =>
        login(loginRequest({ username: user.username, password: 'wrong' }, addresses[i % 8] ?? '')),
      ),
    )
    const step = await login(loginRequest({ username: user.username, password }, freshIp()))
    const { challenge } = (await step.json()) as CodeStep
    const code = (await mailedCode(user.id)) ?? ''
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const { count } = await statuses(
      Array.from({ length: 12 }, () => login(loginRequest({ challenge, code: wrong }, freshIp()))),
    )
    expect(count(401)).toBe(12)
    // Used up: the right code no longer works either.
    expect((await login(loginRequest({ challenge, code }, freshIp()))).status).toBe(401)
    const [row] = await db().select().from(adminLoginCodes).where(eq(adminLoginCodes.userId, user.id))
    expect(row?.attempts).toBe(LOGIN_CODE_TRIES)

    // Another code, past its time.
    const again = await login(loginRequest({ username: user.username, password }, freshIp()))
    const second = ((await again.json()) as CodeStep).challenge
    // The second code is made just after that answer: wait for it before expiring both.
    const rows = () => db().select().from(adminLoginCodes).where(eq(adminLoginCodes.userId, user.id))
    for (let i = 0; i < 60 && (await rows()).length < 2; i++) await new Promise((r) => setTimeout(r, 50))
    const secondCode = await mailedCode(user.id)
    await db()
      .update(adminLoginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
    const late = await login(loginRequest({ challenge: second, code: secondCode }, freshIp()))
    expect(late.status).toBe(401)
    expect(await late.json()).toEqual({ message: LOGIN_MESSAGES.codeExpired })
    // A malformed code is a 400 with the field's message.
    const blank = await login(loginRequest({ challenge: second, code: '12a' }, freshIp()))
    expect(blank.status).toBe(400)
    expect(await blank.json()).toEqual({ message: LOGIN_MESSAGES.codeMissing })
  })
})

describe('login requests from elsewhere', () => {
  it('refuses a body that is not declared as JSON with 415 and a clear message', async () => {
    const { user, password } = await createStaff(db())
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      null,
    ]) {
      const headers: Record<string, string> = { [PEER_ADDRESS_HEADER]: freshIp() }
      if (type) headers['content-type'] = type
      const response = await login(
        new Request('http://localhost/api/admin/login', {
          method: 'POST',
          headers,
          body: JSON.stringify({ username: user.username, password }),
        }),
      )
      expect(response.status).toBe(415)
      expect(await response.json()).toEqual({ message: AUTH_MESSAGES.jsonRequired })
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    const ok = await login(
      loginRequest({ username: user.username, password }, freshIp(), {
        'content-type': 'application/json; charset=utf-8',
      }),
    )
    expect(ok.status).toBe(200)
    expect(await db().select().from(adminSessions).where(eq(adminSessions.userId, user.id))).toHaveLength(1)
  })

  it('refuses another site (Origin, or Referer without it) with 403; accepts this host and SITE_URL', async () => {
    const { user, password } = await createStaff(db())
    const body = { username: user.username, password }
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example', host: 'localhost:3000' },
      { origin: 'http://localhost:3000.evil.example', host: 'localhost:3000' },
      { origin: 'null', host: 'localhost:3000' },
      { referer: 'https://evil.example/form.html', host: 'localhost:3000' },
    ]
    for (const headers of crossSite) {
      const response = await login(loginRequest(body, freshIp(), headers))
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: AUTH_MESSAGES.crossSite })
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    expect(await db().select().from(adminSessions).where(eq(adminSessions.userId, user.id))).toHaveLength(0)
    const sameSite: Record<string, string>[] = [
      { origin: 'http://pools.internal:8080', host: 'pools.internal:8080' },
      { origin: 'https://www.pools.example', host: '10.0.0.5:3000', 'x-forwarded-host': 'www.pools.example' },
      { origin: SITE_ORIGIN, host: '127.0.0.1:3201' },
      {}, // no Origin: not a browser's cross-site request
    ]
    for (const headers of sameSite) {
      expect((await login(loginRequest(body, freshIp(), headers))).status).toBe(200)
    }
  })

  it('logout refuses another site and keeps the session', async () => {
    const { user } = await createStaff(db())
    const { token } = await createSession(db(), user.id)
    const crossSite = await logout(
      apiRequest('/api/admin/logout', {
        method: 'POST',
        cookie: `admin_session=${token}`,
        headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      }),
    )
    expect(crossSite.status).toBe(403)
    expect((await verify(apiRequest('/api/admin/verify', { token }))).status).toBe(200)
  })

  it('a cookie-authenticated admin write from another site gets 403; from SITE_URL it goes through', async () => {
    const { user } = await createStaff(db(), { role: 'admin' })
    const { token } = await createSession(db(), user.id)
    const patch = (origin: string) =>
      patchContact(
        apiRequest('/api/admin/contacts/not-a-number', {
          method: 'PATCH',
          cookie: `admin_session=${token}`,
          body: { status: 'closed' },
          headers: { origin, host: '10.0.0.5:3000' },
        }),
        routeContext({ id: 'not-a-number' }),
      )
    const crossSite = await patch('https://evil.example')
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toEqual({ message: AUTH_MESSAGES.crossSite })
    // Past the origin check, the unknown id is the answer.
    expect((await patch(SITE_ORIGIN)).status).toBe(404)
  })
})

describe('the session cookie follows the session', () => {
  const cookieOf = (response: Response) => response.headers.get('set-cookie') ?? ''

  it('verify renews the cookie of a valid session and deletes that of an expired or ended one', async () => {
    const { user } = await createStaff(db())
    const live = await createSession(db(), user.id)
    const renewed = await verify(apiRequest('/api/admin/verify', { cookie: `admin_session=${live.token}` }))
    expect(renewed.status).toBe(200)
    expect(cookieOf(renewed)).toMatch(
      new RegExp(`^admin_session=${live.token}; Path=/; Max-Age=86400; HttpOnly`),
    )

    const expired = await createSession(db(), user.id, new Date(Date.now() - SESSION_IDLE_MS - 1000))
    const refused = await verify(
      apiRequest('/api/admin/verify', { cookie: `admin_session=${expired.token}` }),
    )
    expect(refused.status).toBe(401)
    expect(cookieOf(refused)).toMatch(/^admin_session=; Path=\/; Max-Age=0; HttpOnly/)

    await logout(apiRequest('/api/admin/logout', { method: 'POST', token: live.token }))
    const ended = await verify(apiRequest('/api/admin/verify', { cookie: `admin_session=${live.token}` }))
    expect(ended.status).toBe(401)
    expect(cookieOf(ended)).toMatch(/^admin_session=; .*Max-Age=0/)
  })

  it('a bearer token leaves the cookie alone; a garbled cookie is a 401, not an error', async () => {
    const { user } = await createStaff(db())
    const { token } = await createSession(db(), user.id)
    const bearer = await verify(apiRequest('/api/admin/verify', { token, cookie: 'admin_session=stale' }))
    expect(bearer.status).toBe(200)
    expect(bearer.headers.get('set-cookie')).toBeNull()
    const garbled = await verify(apiRequest('/api/admin/verify', { cookie: 'admin_session=%E0%A4%A' }))
    expect(garbled.status).toBe(401)
    expect(cookieOf(garbled)).toMatch(/Max-Age=0/)
  })

  it('the proxy never extends the cookie (it cannot tell whether the session is valid)', async () => {
    const request = new NextRequest('http://localhost/admin-dashboard', {
      headers: { cookie: `admin_session=${'a'.repeat(43)}` },
    })
    const response = await proxy(request)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
