import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { proxy } from './proxy'

const action = (body: BodyInit, type = 'text/plain;charset=UTF-8', headers: Record<string, string> = {}) =>
  new NextRequest('http://localhost:3000/contact', {
    method: 'POST',
    headers: { 'next-action': '40abc', 'content-type': type, host: 'localhost:3000', ...headers },
    body,
  })

/** The request goes on to Next.js: as it is, or rewritten to the page's cached variant route. */
const passesOn = (response: Response) =>
  response.headers.get('x-middleware-next') === '1' || response.headers.has('x-middleware-rewrite')

const multipart = (entries: Array<[string, string]>) => {
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  return new Request('http://x', { method: 'POST', body: form })
}

describe('the proxy against hostile requests', () => {
  it('answers a server action call whose body the action does not take with 400, and lets real ones through', async () => {
    // Issue 34's bodies: each one made Next.js throw (a 500).
    for (const body of [
      '[{"a":',
      '"x"',
      'null',
      '1',
      'true',
      '["$Q1"]',
      '["$F1"]',
      '["$W1"]',
      '["$i1"]',
      '["$B1"]',
    ]) {
      const response = await proxy(action(body))
      expect(response.status, body).toBe(400)
      expect(((await response.json()) as { message: string }).message).toMatch(/not a valid call/)
    }
    expect((await proxy(action(`${'['.repeat(10_000)}${']'.repeat(10_000)}`))).status).toBe(400)
    expect(passesOn(await proxy(action('[]')))).toBe(true)
    expect(passesOn(await proxy(action('[{"status":"idle"},"$K1"]')))).toBe(true)
    // Form data, as a call with a FormData argument sends it.
    const good = multipart([
      ['0', '[{"status":"idle"},"$K1"]'],
      ['_1_name', 'Ann'],
    ])
    const goodType = good.headers.get('content-type') ?? ''
    expect(passesOn(await proxy(action(await good.arrayBuffer(), goodType)))).toBe(true)
    const bad = multipart([['0', '["$Q1"]']])
    const badType = bad.headers.get('content-type') ?? ''
    expect((await proxy(action(await bad.arrayBuffer(), badType))).status).toBe(400)
    expect((await proxy(action('--x--', 'multipart/form-data; boundary=x'))).status).toBe(400)
  })

  it('answers a call from another site 403, as Next.js would refuse it (with a 500)', async () => {
    for (const origin of ['https://evil.example', 'null', 'not a url', 'http://localhost:3001']) {
      const response = await proxy(action('[]', undefined, { origin }))
      expect(response.status, origin).toBe(403)
      expect(((await response.json()) as { message: string }).message).toBe(
        'This form can only be sent from this site.',
      )
    }
    expect(passesOn(await proxy(action('[]', undefined, { origin: 'http://localhost:3000' })))).toBe(true)
    // Behind a proxy the forwarded host is the one the browser saw.
    const forwarded = { origin: 'https://pools.example', 'x-forwarded-host': 'pools.example' }
    expect(passesOn(await proxy(action('[]', undefined, forwarded)))).toBe(true)
    // A form posted without JavaScript from another site (multipart, no Next-Action header).
    const form = multipart([
      ['$ACTION_ID_40abc', ''],
      ['name', 'x'],
    ])
    const crossForm = new NextRequest('http://localhost:3000/contact', {
      method: 'POST',
      headers: {
        'content-type': form.headers.get('content-type') ?? '',
        origin: 'https://evil.example',
        host: 'localhost:3000',
      },
      body: await form.arrayBuffer(),
    })
    expect((await proxy(crossForm)).status).toBe(403)
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
