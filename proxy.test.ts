import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { proxy } from './proxy'

const action = (body: string, type = 'text/plain;charset=UTF-8') =>
  new NextRequest('http://localhost/contact', {
    method: 'POST',
    headers: { 'next-action': '40abc', 'content-type': type },
    body,
  })

/** The request goes on to Next.js: as it is, or rewritten to the page's cached variant route. */
const passesOn = (response: Response) =>
  response.headers.get('x-middleware-next') === '1' || response.headers.has('x-middleware-rewrite')

describe('the proxy against hostile requests', () => {
  it('answers a server action call whose body is not JSON with 400, and lets real ones through', async () => {
    expect((await proxy(action('[{"a":'))).status).toBe(400)
    expect(passesOn(await proxy(action('[]')))).toBe(true)
    expect(passesOn(await proxy(action('--x--', 'multipart/form-data; boundary=x')))).toBe(true)
  })

  it('redirects /pool/{id} and /above-ground itself, with the security headers', async () => {
    for (const [from, to] of [
      ['/pool/7', '/pool-detail/7'],
      ['/above-ground', '/above-ground-pools'],
    ] as const) {
      const response = await proxy(new NextRequest(`http://localhost${from}`))
      expect(response.status).toBe(308)
      expect(response.headers.get('location')).toBe(`http://localhost${to}`)
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('gives uploaded files their own sandbox policy, not the site one', async () => {
    const response = await proxy(new NextRequest('http://localhost/uploads/pools/2026/01/x.webp'))
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  })
})
