import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/admin/uploads/route'
import { GET } from '@/app/uploads/[...path]/route'
import { auditLog } from '@/db/schema'
import { selectPoolImages } from '@/lib/pools/images'
import { createRoleAdmins, type TestAdmin } from '@/tests/helpers/admin-content'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { UPLOAD_CACHE_CONTROL } from './keys'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from './rules'
import { S3UploadStorage } from './s3'
import { LocalUploadStorage, setUploadStorage } from './storage'
import { startS3TestServer, type S3TestServer } from '@/tests/helpers/s3/s3-server'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>
let root: string

beforeAll(async () => {
  users = await createRoleAdmins(db())
  root = await mkdtemp(path.join(os.tmpdir(), 'uploads-test-'))
  setUploadStorage(new LocalUploadStorage(root))
})

afterAll(async () => {
  setUploadStorage(undefined)
  await rm(root, { recursive: true, force: true })
})

async function picture(format: 'png' | 'jpeg' | 'webp', width = 2400, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer()
}

function upload(
  bytes: Uint8Array,
  { token, kind = 'pools', name = 'photo.png' }: { token?: string; kind?: string; name?: string },
) {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }))
  return POST(
    new Request(`http://localhost/api/admin/uploads?kind=${kind}`, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
  )
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

function uploadAudits() {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'upload'), eq(auditLog.entity, 'upload')))
    .orderBy(auditLog.id)
}

function serve(url: string, headers: HeadersInit = {}) {
  const segments = url.replace(/^\/uploads\//, '').split('/')
  return GET(new Request(`http://localhost${url}`, { headers }), {
    params: Promise.resolve({ path: segments }),
  })
}

describe('POST /api/admin/uploads', () => {
  it('refuses anonymous (401) and roles without the folder permission (403)', async () => {
    const png = await picture('png', 20, 20)
    expect((await upload(png, {})).status).toBe(401)
    expect((await upload(png, { token: users.sales.token })).status).toBe(403)
    expect((await upload(png, { token: users.operations.token, kind: 'company' })).status).toBe(403)
    expect(await readdir(root)).toEqual([])
    expect(await uploadAudits()).toEqual([])
  })

  it('records who uploaded which file, its size and folder in the audit log', async () => {
    const png = await picture('png', 120, 80)
    const response = await upload(png, {
      token: users.operations.token,
      kind: 'manufacturers',
      name: 'Logo 1.png',
    })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { url: string }
    const key = body.url.replace(/^\/uploads\//, '')
    const rows = (await uploadAudits()).filter((row) => row.entityId === key)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      actorId: users.operations.id,
      actorUsername: users.operations.username,
      after: {
        fileName: 'Logo 1.png',
        kind: 'manufacturers',
        uploadedBytes: png.length,
        width: 120,
        height: 80,
        url: body.url,
      },
    })
    expect((rows[0]?.after as { storedBytes: number }).storedBytes).toBeGreaterThan(0)
  })

  it('stores JPEG, PNG and WebP as WebP no wider than 1600 px, served with a year of caching', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const response = await upload(await picture(format), { token: users.operations.token })
      expect(response.status).toBe(201)
      const body = (await response.json()) as { url: string; width: number; height: number }
      expect(body.url).toMatch(/^\/uploads\/pools\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/)
      expect(body).toMatchObject({ width: 1600, height: 800 })

      const served = await serve(body.url)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
      expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 })

      const again = await serve(body.url, { 'if-none-match': served.headers.get('etag') ?? '' })
      expect(again.status).toBe(304)
    }
  })

  it('keeps no file whose audit row cannot be written', async () => {
    const before = await listFiles(root)
    await db().execute(sql`ALTER TABLE audit_log RENAME TO audit_log_unavailable`)
    try {
      const response = await upload(await picture('png', 50, 50), { token: users.operations.token })
      expect(response.status).toBe(500)
    } finally {
      await db().execute(sql`ALTER TABLE audit_log_unavailable RENAME TO audit_log`)
    }
    expect(await listFiles(root)).toEqual(before)
  })

  it('keeps small pictures at their size', async () => {
    const response = await upload(await picture('png', 300, 200), { token: users.admin.token, kind: 'blog' })
    expect(await response.json()).toMatchObject({ width: 300, height: 200 })
  })

  it('decides the type by the first bytes, not the name (415)', async () => {
    const gif = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000')
    const response = await upload(gif, { token: users.operations.token, name: 'pool.png' })
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ message: UPLOAD_MESSAGES.wrongType })
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    expect((await upload(svg, { token: users.operations.token, name: 'x.jpg' })).status).toBe(415)
  })

  it('refuses files over the size limit (413) and damaged pictures (400)', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1)
    big.set([0xff, 0xd8, 0xff])
    const tooBig = await upload(big, { token: users.operations.token })
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toEqual({ message: UPLOAD_MESSAGES.tooLarge })

    const damaged = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5])
    const broken = await upload(damaged, { token: users.operations.token })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ message: UPLOAD_MESSAGES.unreadable })

    expect((await upload(new Uint8Array(), { token: users.operations.token })).status).toBe(400)
    const audited = (await uploadAudits()).map((row) => (row.after as { fileName: string }).fileName)
    expect(audited).not.toContain('pool.png')
    expect(audited).not.toContain('x.jpg')
  })

  it('refuses an unknown folder and a request without a file', async () => {
    expect(
      (await upload(await picture('png', 10, 10), { token: users.admin.token, kind: '../x' })).status,
    ).toBe(400)
    const empty = await POST(
      new Request('http://localhost/api/admin/uploads?kind=pools', {
        method: 'POST',
        body: new FormData(),
        headers: { authorization: `Bearer ${users.admin.token}` },
      }),
    )
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ message: UPLOAD_MESSAGES.missing })
  })
})

describe('GET /uploads/…', () => {
  it('answers 404 for missing files, traversal attempts and non-image names', async () => {
    expect((await serve('/uploads/pools/2026/01/00000000-0000-0000-0000-000000000000.webp')).status).toBe(404)
    const traversal = await GET(new Request('http://localhost/uploads/x'), {
      params: Promise.resolve({ path: ['..', '..', 'package.json'] }),
    })
    expect(traversal.status).toBe(404)
    const hidden = await GET(new Request('http://localhost/uploads/x'), {
      params: Promise.resolve({ path: ['.env'] }),
    })
    expect(hidden.status).toBe(404)
    const script = await GET(new Request('http://localhost/uploads/x'), {
      params: Promise.resolve({ path: ['pools', 'x.html'] }),
    })
    expect(script.status).toBe(404)
  })
})

describe('POST /api/admin/uploads with S3-compatible storage', () => {
  let server: S3TestServer

  beforeAll(async () => {
    server = await startS3TestServer()
    setUploadStorage(
      new S3UploadStorage({
        endpoint: server.endpoint,
        region: server.region,
        bucket: server.bucket,
        accessKeyId: server.accessKeyId,
        secretAccessKey: server.secretAccessKey,
        publicUrl: server.publicUrl,
        forcePathStyle: true,
      }),
    )
  })

  afterAll(async () => {
    setUploadStorage(new LocalUploadStorage(root))
    await server?.close()
  })

  it('stores the resized WebP in the bucket and answers its public URL, usable as a pool image', async () => {
    const response = await upload(await picture('jpeg'), {
      token: users.admin.token,
      kind: 'blog',
      name: 'cover.jpg',
    })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { url: string; width: number; height: number }
    expect(body.url.startsWith(`${server.publicUrl}/blog/`)).toBe(true)
    expect(body).toMatchObject({ width: 1600, height: 800 })

    const stored = await fetch(body.url)
    expect(stored.status).toBe(200)
    expect(stored.headers.get('content-type')).toBe('image/webp')
    expect(stored.headers.get('cache-control')).toBe(UPLOAD_CACHE_CONTROL)
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 })
    expect(server.requests.every((r) => r.check.ok)).toBe(true)

    expect(selectPoolImages({ imageUrl1: body.url })).toEqual([body.url])

    const key = body.url.slice(server.publicUrl.length + 1)
    const [audit] = (await uploadAudits()).filter((row) => row.entityId === key)
    expect(audit?.after).toMatchObject({ fileName: 'cover.jpg', kind: 'blog', url: body.url })

    // The app's own /uploads/<key> reads the same object from the bucket.
    const viaApp = await serve(`/uploads/${key}`)
    expect(viaApp.status).toBe(200)
    expect(viaApp.headers.get('content-type')).toBe('image/webp')
  })

  it('still refuses a file that is not a picture before anything reaches the bucket', async () => {
    const before = server.requests.length
    const response = await upload(new TextEncoder().encode('GIF89a\u0001\u0000'), {
      token: users.admin.token,
    })
    expect(response.status).toBe(415)
    expect(server.requests.length).toBe(before)
  })
})
