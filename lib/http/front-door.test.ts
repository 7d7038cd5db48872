import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_TIMEOUT_MS, guardRequest, MAX_API_BODY_BYTES } from './front-door'
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
