import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/admin/uploads/route'
import { GET } from '@/app/uploads/[...path]/route'
import { createRoleAdmins, type TestAdmin } from '@/tests/helpers/admin-content'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from './rules'
import { LocalUploadStorage, setUploadStorage } from './storage'

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
