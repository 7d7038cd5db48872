/**
 * Shared steps of the admin end-to-end tests: the demo admin's login, a client address of its own
 * per test (so the per-address rate limits never mix tests), unique names, and leads created
 * through the public intake (POST /api/estimates) as a visitor would send them.
 */
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test'
import { ADMIN } from './demo-admin'
import { personFormToken, storedLeadId } from './lead-helpers'

let ipSeed = Math.floor(Math.random() * 200)
export function uniqueIp() {
  ipSeed++
  return `192.0.${2 + (ipSeed % 200)}.${Math.floor(Math.random() * 250) + 1}`
}

export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

export async function useOwnAddress(context: BrowserContext) {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
}

/** Signs the page's context in, as the demo admin unless other credentials are given. */
export async function signIn(page: Page, credentials: { username: string; password: string } = ADMIN) {
  const response = await page.request.post('/api/admin/login', { data: credentials })
  expect(response.status(), await response.text()).toBe(200)
}

/** Posts a lead to the public intake as the site's forms do, with the given signed form time. */
export async function sendLead(request: APIRequestContext, body: Record<string, unknown>, formToken: string) {
  const response = await request.post('/api/estimates', {
    data: { phone: '(352) 555-0142', formToken, ...body },
    headers: { 'x-forwarded-for': uniqueIp() },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/** A signed form time fetched just now: a lead sent with it was filled faster than a person could. */
export async function freshFormToken(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/form-token')).json()) as { token: string }).token
}

/** Sends a lead as a person fills the forms; returns the stored id of an estimate request (-1 otherwise). */
export async function createLead(request: APIRequestContext, body: Record<string, unknown>) {
  await sendLead(request, body, await personFormToken(request))
  // Answers carry an opaque id: the stored one of an estimate request is looked up by its name.
  if ((body.requestType ?? 'estimate') !== 'estimate' || body.website) return -1
  return storedLeadId(String(body.firstName))
}

/**
 * Waits until React has hydrated the element: what is typed, chosen or uploaded on a freshly loaded
 * page before its scripts run is lost when they start (a person's first move comes later than a
 * test's).
 */
export async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react'))))
    .toBe(true)
}
