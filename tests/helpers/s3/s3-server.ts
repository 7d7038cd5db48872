/**
 * A real S3-compatible server on loopback for the tests: s3rver (objects kept in a temporary
 * folder), behind a small proxy that checks every request's Signature Version 4 like S3 does and
 * refuses bad ones with S3's error codes. Anonymous GETs go straight to s3rver, as to a public
 * bucket.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { verifySigV4, type SigV4Check } from './sigv4'

export type S3TestServer = {
  /** The signed API (S3_ENDPOINT). */
  endpoint: string
  /** Anonymous reads of the bucket (S3_PUBLIC_URL). */
  publicUrl: string
  bucket: string
  /** A second bucket, without public reads in production, for private files (S3_PRIVATE_BUCKET). */
  privateBucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Every signed request, in order, with the outcome of its signature check. */
  requests: { method: string; url: string; headers: IncomingMessage['headers']; check: SigV4Check }[]
  close(): Promise<void>
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const bucket = 'site-uploads'
  const privateBucket = 'site-private'
  const region = 'us-east-1'
  const accessKeyId = 'TESTACCESSKEY'
  const secretAccessKey = 'test-secret-access-key/1234567890'
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'))
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }, { name: privateBucket }],
  })
  const s3Port = (await s3.run()).port
  const requests: S3TestServer['requests'] = []

  const proxy = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const check = verifySigV4(
      { method: incoming.method ?? 'GET', url: incoming.url ?? '/', headers: incoming.headers, body },
      { region, credentials: new Map([[accessKeyId, secretAccessKey]]) },
    )
    requests.push({
      method: incoming.method ?? '',
      url: incoming.url ?? '',
      headers: incoming.headers,
      check,
    })
    if (!check.ok) {
      outgoing.writeHead(403, { 'Content-Type': 'application/xml' })
      outgoing.end(
        `<?xml version="1.0"?><Error><Code>${check.code}</Code><Message>${check.reason}</Message></Error>`,
      )
      return
    }
    const forwarded = httpRequest(
      {
        host: '127.0.0.1',
        port: s3Port,
        method: incoming.method,
        path: incoming.url,
        // Checked above; s3rver knows only its own dummy key, so it gets the request unsigned.
        headers: { ...withoutAuthorization(incoming.headers), host: `127.0.0.1:${s3Port}` },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', (error) => {
      outgoing.writeHead(502)
      outgoing.end(String(error))
    })
    forwarded.end(body)
  })
  const proxyPort = await listen(proxy)

  return {
    endpoint: `http://127.0.0.1:${proxyPort}`,
    publicUrl: `http://127.0.0.1:${s3Port}/${bucket}`,
    bucket,
    privateBucket,
    region,
    accessKeyId,
    secretAccessKey,
    requests,
    async close() {
      proxy.closeAllConnections()
      await new Promise<void>((resolve) => proxy.close(() => resolve()))
      s3.httpServer?.closeAllConnections()
      await s3.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

function withoutAuthorization(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { authorization: _checked, ...rest } = headers
  return rest
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
  })
}
