/**
 * Leads as a visitor's browser sends them, for specs that need one in the admin: the form's signed
 * time comes from GET /api/form-token (one per worker, used once it is older than the minimum
 * fill time, as a person's would be), and the stored id, which answers no longer show, is found
 * through the admin API by the lead's unique name.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import { ADMIN } from './demo-admin'

/**
 * The server's minimum fill time for a lead (LEAD_MIN_FILL_MS, 2 s by default) and a margin: what
 * a test waits before it sends a form, as a person would; sent sooner, a lead is filed as spam.
 */
export const MIN_FILL_MS = Number(process.env.LEAD_MIN_FILL_MS ?? 2000) + 200

let token: Promise<string> | undefined

/** A signed form time older than the minimum fill time (fetched once per worker). */
export function personFormToken(request: APIRequestContext): Promise<string> {
  token ??= (async () => {
    const response = await request.get('/api/form-token')
    expect(response.status()).toBe(200)
    const { token: value } = (await response.json()) as { token: string }
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS))
    return value
  })()
  return token
}

let staffApi: Promise<APIRequestContext> | undefined

/** An API client signed in as the demo admin, apart from the test's own browser context. */
function adminApi(): Promise<APIRequestContext> {
  staffApi ??= (async () => {
    const api = await playwrightRequest.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: {
        'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
      },
    })
    const response = await api.post('/api/admin/login', { data: ADMIN })
    expect(response.status()).toBe(200)
    return api
  })()
  return staffApi
}

/** The stored id of the estimate request whose name is `firstName` (unique per test). */
export async function storedLeadId(firstName: string): Promise<number> {
  const api = await adminApi()
  const response = await api.get(`/api/admin/estimates?q=${encodeURIComponent(firstName)}`)
  expect(response.status()).toBe(200)
  const { rows } = (await response.json()) as { rows: { id: number; firstName: string }[] }
  const row = rows.find((r) => r.firstName === firstName)
  if (!row) throw new Error(`no stored lead named ${firstName}`)
  return row.id
}

/** The stored id of the contact message sent from `email` (unique per test), or 0 if none is stored. */
export async function storedContactId(email: string): Promise<number> {
  const api = await adminApi()
  const response = await api.get(`/api/admin/contacts?q=${encodeURIComponent(email)}`)
  expect(response.status()).toBe(200)
  const { rows } = (await response.json()) as { rows: { id: number; email: string }[] }
  return rows.find((r) => r.email === email)?.id ?? 0
}
