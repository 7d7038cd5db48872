import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { newImageKey, UPLOAD_CACHE_CONTROL } from './keys'
import { S3StorageError, S3UploadStorage, type S3Config } from './s3'
import { startS3TestServer, type S3TestServer } from '@/tests/helpers/s3/s3-server'
import { verifySigV4 } from '@/tests/helpers/s3/sigv4'

let server: S3TestServer
let config: S3Config

beforeAll(async () => {
  server = await startS3TestServer()
  config = {
    endpoint: server.endpoint,
    region: server.region,
    bucket: server.bucket,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    publicUrl: `${server.publicUrl}/`,
    forcePathStyle: true,
  }
})

afterAll(async () => {
  await server?.close()
})

async function picture() {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .webp()
    .toBuffer()
}

describe('S3UploadStorage against a loopback S3 server', () => {
  it('stores an object with its content type and a year of immutable caching, public at its URL', async () => {
    const storage = new S3UploadStorage(config)
    const key = newImageKey('pools')
    const data = await picture()
    await storage.put(key, data, 'image/webp')

    const url = storage.publicUrl(key)
    expect(url).toBe(`${server.publicUrl}/${key}`)
    const served = await fetch(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe(UPLOAD_CACHE_CONTROL)
    expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true)

    expect((await storage.get(key))?.equals(data)).toBe(true)
    const put = server.requests.find((r) => r.method === 'PUT' && r.url.endsWith(key))
    expect(put?.check).toEqual({ ok: true, accessKeyId: server.accessKeyId })
    expect(put?.url).toBe(`/${server.bucket}/${key}`)
  })

  it('answers null for a missing object and removes objects', async () => {
    const storage = new S3UploadStorage(config)
    expect(await storage.get(newImageKey('blog'))).toBeNull()
    const key = newImageKey('blog')
    await storage.put(key, await picture(), 'image/webp')
    await storage.remove(key)
    expect(await storage.get(key)).toBeNull()
    expect((await fetch(storage.publicUrl(key))).status).toBe(404)
    await expect(storage.remove(key)).resolves.toBeUndefined()
  })

  it('fails with S3 error code when the credentials are wrong, and stores nothing', async () => {
    const storage = new S3UploadStorage({ ...config, secretAccessKey: 'not-the-secret' })
    const key = newImageKey('manufacturers')
    const error = await storage.put(key, await picture(), 'image/webp').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(S3StorageError)
    expect((error as S3StorageError).status).toBe(403)
    expect((error as S3StorageError).message).toContain('SignatureDoesNotMatch')
    expect((error as S3StorageError).message).not.toContain('not-the-secret')
    expect((await fetch(`${server.publicUrl}/${key}`)).status).toBe(404)
  })

  it('addresses <bucket>.<endpoint> unless path style is forced, signed for that host', async () => {
    const storage = new S3UploadStorage({
      ...config,
      endpoint: 'https://s3.eu-central-1.example.com',
      region: 'eu-central-1',
      forcePathStyle: false,
      publicUrl: 'https://cdn.example.com/media',
    })
    const sent: { url: string; init: RequestInit }[] = []
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      sent.push({ url: String(input), init: init ?? {} })
      return new Response(null, { status: 200 })
    })
    const data = Buffer.from('RIFF....WEBP')
    try {
      await storage.put('pools/2026/03/a.webp', data, 'image/webp')
    } finally {
      fetchSpy.mockRestore()
    }
    expect(storage.publicUrl('pools/2026/03/a.webp')).toBe(
      'https://cdn.example.com/media/pools/2026/03/a.webp',
    )
    expect(sent).toHaveLength(1)
    const [request] = sent
    const url = new URL(request?.url ?? '')
    expect(url.host).toBe(`${server.bucket}.s3.eu-central-1.example.com`)
    expect(url.pathname).toBe('/pools/2026/03/a.webp')
    const headers = Object.fromEntries(new Headers(request?.init.headers).entries())
    expect(headers['content-type']).toBe('image/webp')
    expect(headers['cache-control']).toBe(UPLOAD_CACHE_CONTROL)
    const check = verifySigV4(
      {
        method: 'PUT',
        url: url.pathname,
        // fetch adds Host and Content-Length itself.
        headers: { ...headers, host: url.host, 'content-length': String(data.length) },
        body: Buffer.from(request?.init.body as Uint8Array),
      },
      { region: 'eu-central-1', credentials: new Map([[server.accessKeyId, server.secretAccessKey]]) },
    )
    expect(check).toEqual({ ok: true, accessKeyId: server.accessKeyId })
  })
})
