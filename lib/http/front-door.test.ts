import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { config as proxyConfig } from '@/proxy'
import { REQUEST_PATH_HEADER } from '@/lib/auth/request-path'
import { noteDatabaseError, noteDatabaseWorking } from '@/db/health'
import { currentContentNonce } from '@/lib/cache/content-nonce'
import { pageStore } from '@/lib/cache/page-cache-handler'
import { queryVariantPath } from '@/lib/cache/query-variants'
import {
  BODY_TIMEOUT_MS,
  guardRequest,
  limitHeaderTime,
  MAX_API_BODY_BYTES,
  prepareForNext,
} from './front-door'
import { FRONT_DOOR_READY_HEADER, routedByProxy } from './page-security'
import { PEER_ADDRESS_HEADER } from './peer-address'

let server: http.Server
let port = 0

beforeAll(async () => {
  // The app's listener stand-in: reads the body and answers with the peer header it was given.
  server = http.createServer((request, response) => {
    if (guardRequest(request, response)) return
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      response.end(
        JSON.stringify({ peer: request.headers[PEER_ADDRESS_HEADER], bytes: Buffer.concat(chunks).length }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Sends raw bytes and resolves with the status line and body once the server closes or answers. */
function raw(head: string, body = '', waitMs = 3000): Promise<{ status: number; body: string; ms: number }> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let text = ''
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer within ${waitMs} ms`))
    }, waitMs)
    socket.on('data', (data) => {
      text += data.toString()
    })
    socket.on('close', () => {
      clearTimeout(timer)
      const [statusLine = '', ...rest] = text.split('\r\n')
      resolve({
        status: Number(statusLine.split(' ')[1]),
        body: rest.join('\r\n').split('\r\n\r\n')[1] ?? '',
        ms: Date.now() - started,
      })
    })
    socket.write(`${head}\r\nHost: localhost\r\nConnection: close\r\n\r\n${body}`)
  })
}

describe('the front door', () => {
  it('answers TRACE, PROPFIND and other methods the app does not use with 405 and the methods it allows', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      const answer = await raw(`${method} / HTTP/1.1`)
      expect(answer.status, method).toBe(405)
    }
  })

  it('refuses a body announced larger than the path accepts at once, without reading it', async () => {
    const answer = await raw(
      'POST /api/estimates HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 99999999',
      '{}',
    )
    expect(answer.status).toBe(413)
    expect(answer.ms).toBeLessThan(2000)
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request body must be at most 64 KB.' })
    const justOver = await raw(
      `POST /api/estimates HTTP/1.1\r\nContent-Length: ${MAX_API_BODY_BYTES + 1}`,
      '{}',
    )
    expect(justOver.status).toBe(413)
  })

  it('lets a body within the limit through, with the socket peer stamped over a forged one', async () => {
    const answer = await raw(
      `POST /api/estimates HTTP/1.1\r\nContent-Length: 2\r\n${PEER_ADDRESS_HEADER}: 6.6.6.6\r\nX-Forwarded-For: 6.6.6.6`,
      '{}',
    )
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ peer: '127.0.0.1', bytes: 2 })
  })

  it(
    'gives a body that trickles in a deadline, then 408',
    async () => {
      const answer = await raw(
        'POST /api/estimates HTTP/1.1\r\nContent-Length: 100',
        '{"a":',
        BODY_TIMEOUT_MS + 5000,
      )
      expect(answer.status).toBe(408)
      expect(answer.ms).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100)
    },
    BODY_TIMEOUT_MS + 10_000,
  )
})

describe('headers that trickle in', () => {
  it('are given the time limit set after the server started, checked often, then 408', async () => {
    // As under `next start`: the server listens before the front door sees it.
    const slow = http.createServer((_request, response) => response.end('ok'))
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    limitHeaderTime(slow, 1_500, 200)
    const started = Date.now()
    const socket = net.connect((slow.address() as AddressInfo).port, '127.0.0.1')
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n')
    const drip = setInterval(() => socket.write('X-Slow: a\r\n'), 300)
    let answer = ''
    socket.on('data', (data) => (answer += data.toString()))
    await new Promise((resolve) => socket.on('close', resolve))
    clearInterval(drip)
    const ms = Date.now() - started
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout')
    // Node's own interval (30 s) would have let it run on far longer.
    expect(ms).toBeGreaterThanOrEqual(1_400)
    expect(ms).toBeLessThan(4_000)
    await new Promise<void>((resolve) => slow.close(() => resolve()))
  })
})

describe('headers set before Next.js, so the proxy can be skipped', () => {
  /** Runs prepareForNext on a stand-in request and response; what each ends up with. */
  function prepare(method: string, url: string, headers: Record<string, string> = {}) {
    const socket = new net.Socket()
    const request = new http.IncomingMessage(socket)
    request.method = method
    request.url = url
    request.headers = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
    const response = new http.ServerResponse(request)
    prepareForNext(request, response)
    return { request: request.headers, response: response.getHeaders(), url: request.url }
  }

  it('gives a public read the content nonce in its policy and the render policy, and marks it ready', () => {
    const { request, response } = prepare('GET', '/fiberglass-pools-ocala?utm_source=radio')
    const policy = String(response['content-security-policy'])
    expect(policy).toContain(`'nonce-${currentContentNonce()}'`)
    expect(request['content-security-policy']).toBe(policy)
    expect(response['x-content-type-options']).toBe('nosniff')
    expect(response['x-frame-options']).toBe('SAMEORIGIN')
    expect(response['cache-control']).toBeUndefined()
    expect(response['strict-transport-security']).toBeUndefined()
    expect(request[REQUEST_PATH_HEADER]).toBe('/fiberglass-pools-ocala?utm_source=radio')
    expect(request[FRONT_DOOR_READY_HEADER]).toBe('1')
  })

  it('gives each admin read a nonce of its own, no-store and DENY, and HSTS behind https', () => {
    const first = prepare('GET', '/admin/estimates', { 'X-Forwarded-Proto': 'https' })
    const second = prepare('GET', '/admin/estimates', { 'X-Forwarded-Proto': 'https' })
    expect(first.response['content-security-policy']).not.toBe(second.response['content-security-policy'])
    expect(first.response['content-security-policy']).not.toContain(currentContentNonce())
    expect(first.response['cache-control']).toBe('no-store')
    expect(first.response['x-frame-options']).toBe('DENY')
    expect(first.response['strict-transport-security']).toContain('max-age=')
    expect(prepare('GET', '/api/admin/dashboard').response['cache-control']).toBe('no-store')
  })

  it('reads a page cached per query variant from its variant route, telling a client navigation so', () => {
    const page = prepare('GET', '/pools?shape=Freeform&utm_source=radio')
    expect(page.url).toBe(
      `${queryVariantPath('/pools', new URLSearchParams('shape=Freeform'))}?shape=Freeform&utm_source=radio`,
    )
    expect(page.request[REQUEST_PATH_HEADER]).toBe('/pools?shape=Freeform&utm_source=radio')
    expect(page.request[FRONT_DOOR_READY_HEADER]).toBe('1')
    expect(page.response['x-nextjs-rewritten-path']).toBeUndefined()
    const navigation = prepare('GET', '/contact?_rsc=abc', { RSC: '1' })
    expect(navigation.url).toBe('/contact/variant/-?_rsc=abc')
    expect(navigation.response['x-nextjs-rewritten-path']).toBe('/contact/variant/-')
    expect(prepare('GET', '/pool-detail/1').url).toBe('/pool-detail/1')
  })

  it('gives uploaded files the sandbox policy', () => {
    const { response } = prepare('GET', '/uploads/pools/2026/01/x.webp')
    expect(response['content-security-policy']).toBe("default-src 'none'; sandbox")
  })

  it('leaves what the proxy routes to the proxy, unmarked, and drops a mark a client sent', () => {
    const routed: Array<[string, string]> = [
      ['POST', '/contact'],
      ['POST', '/api/estimates'],
      ['GET', '/pool/7'],
      ['GET', '/above-ground'],
      ['GET', '/pools/%ZZ'],
    ]
    for (const [method, url] of routed) {
      const { request, response } = prepare(method, url, { [FRONT_DOOR_READY_HEADER]: '1' })
      expect(request[FRONT_DOOR_READY_HEADER], `${method} ${url}`).toBeUndefined()
      expect(response['content-security-policy'], `${method} ${url}`).toBeUndefined()
    }
  })

  it('leaves files Next.js serves from the build to next.config.ts', () => {
    const { request, response } = prepare('GET', '/_next/static/chunks/app.js')
    expect(response['content-security-policy']).toBeUndefined()
    expect(request[FRONT_DOOR_READY_HEADER]).toBeUndefined()
  })

  it('sends every read to the proxy while the database is known to be down', () => {
    expect(routedByProxy('GET', '/', true)).toBe(true)
    expect(routedByProxy('GET', '/', false)).toBe(false)
    expect(routedByProxy('HEAD', '/api/pools', false)).toBe(false)
  })

  it('serves a page the cache holds through a database outage, and sends the rest to the proxy', () => {
    const cached = (value: string) =>
      ({
        kind: 'APP_PAGE',
        html: `<html><script nonce="${currentContentNonce()}"></script>${value}</html>`,
        headers: {},
        status: 200,
      }) as unknown as Parameters<typeof pageStore.write>[1]
    // /pools is cached per query variant: under its plain variant's route.
    const pools = queryVariantPath('/pools', new URLSearchParams()) ?? '/pools'
    pageStore.write(`/route-cache/APP_PAGE/abc/$${pools}`, cached('pools'), [], {
      revalidate: 60,
      expire: 86_400,
    })
    pageStore.write('/route-cache/APP_PAGE/def/$/index', cached('home'), [], {
      revalidate: 60,
      expire: 86_400,
    })
    const down = { code: 'ECONNREFUSED' }
    expect(noteDatabaseError(Object.assign(new Error('connect ECONNREFUSED'), down))).toBe(true)
    try {
      for (const url of ['/pools', '/', '/pools?utm_source=radio'])
        expect(prepare('GET', url).request[FRONT_DOOR_READY_HEADER], url).toBe('1')
      for (const url of ['/about', '/pools/x', '/pools?shape=Freeform', '/api/pools'])
        expect(prepare('GET', url).request[FRONT_DOOR_READY_HEADER], url).toBeUndefined()
    } finally {
      noteDatabaseWorking()
    }
    expect(prepare('GET', '/about').request[FRONT_DOOR_READY_HEADER]).toBe('1')
  })

  it('names the mark the proxy matcher leaves out', () => {
    const [entry] = proxyConfig.matcher
    expect(entry?.missing).toEqual([{ type: 'header', key: FRONT_DOOR_READY_HEADER }])
  })
})
