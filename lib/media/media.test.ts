/**
 * The media library against a real database (PGlite, or PostgreSQL with TEST_DB=postgres) and a
 * local upload folder: upload with required alt text, place on a public page's place, cache
 * invalidation, words edits, deletion rules and permissions.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { POST } from '@/app/api/admin/media/route'
import { auditLog, mediaImages, mediaPlacements } from '@/db/schema'
import { fixedSlot } from '@/content/media-slots'
import { CacheTags, cached } from '@/lib/cache'
import { LocalUploadStorage, setUploadStorage } from '@/lib/uploads/storage'
import { createRoleAdmins, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { useTestDatabase as testDatabase } from '@/tests/helpers/test-db'
import { deleteMediaAction, placeMediaAction, saveMediaWordsAction } from './actions'
import { slotPicture } from './pictures'
import { getPlacedPictures } from './queries'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

const { db } = testDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>
let root: string

beforeAll(async () => {
  users = await createRoleAdmins(db())
  root = await mkdtemp(path.join(os.tmpdir(), 'media-test-'))
  setUploadStorage(new LocalUploadStorage(root))
})

afterAll(async () => {
  setUploadStorage(undefined)
  await rm(root, { recursive: true, force: true })
})

async function png() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 140, b: 210 } } })
    .png()
    .toBuffer()
}

async function upload(fields: { alt?: string; caption?: string; file?: Buffer | null }, token?: string) {
  const form = new FormData()
  if (fields.file !== null) {
    form.append(
      'file',
      new File([new Uint8Array(fields.file ?? (await png()))], 'pool.png', { type: 'image/png' }),
    )
  }
  if (fields.alt !== undefined) form.append('alt', fields.alt)
  if (fields.caption !== undefined) form.append('caption', fields.caption)
  const response = await POST(
    new Request('http://localhost/api/admin/media', {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
  )
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function storedFiles() {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => e.name)
}

describe('media library', () => {
  it('refuses a picture without alt text, before storing any file, and a caller without the permission', async () => {
    const before = await storedFiles()
    expect(await upload({ alt: '' }, users.operations.token)).toMatchObject({
      status: 400,
      json: { errors: { alt: 'Alt text is required' } },
    })
    expect(await upload({ alt: '   ' }, users.operations.token)).toMatchObject({ status: 400 })
    expect(await upload({ alt: 'A pool', file: null }, users.operations.token)).toMatchObject({
      status: 400,
      json: { errors: { file: 'Choose an image file to upload.' } },
    })
    expect(await storedFiles()).toEqual(before)
    expect((await upload({ alt: 'A pool' })).status).toBe(401)
    expect((await upload({ alt: 'A pool' }, users.sales.token)).status).toBe(403)
    expect(await db().select().from(mediaImages)).toEqual([])
  })

  it('stores an upload as WebP with its words, places it on the home hero and refreshes the cached read', async () => {
    const { status, json } = await upload(
      { alt: 'Our crew finishing a pool in Ocala', caption: 'Ocala, 2026' },
      users.operations.token,
    )
    expect(status).toBe(201)
    const id = Number(json.id)
    const [row] = await db().select().from(mediaImages).where(eq(mediaImages.id, id))
    expect(row).toMatchObject({
      alt: 'Our crew finishing a pool in Ocala',
      caption: 'Ocala, 2026',
      width: 800,
    })
    expect(row?.url).toMatch(/^\/uploads\/media\/\d{4}\/\d{2}\/[\w-]+\.webp$/)
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'media'), eq(auditLog.action, 'upload')))
    expect(audit?.actorUsername).toBe(users.operations.username)

    // Before: the home hero shows the demo drawing, called an illustration.
    const drawing = slotPicture(await getPlacedPictures(), 'home-hero')
    expect(drawing).toMatchObject({ src: fixedSlot('home-hero')?.drawing?.src, drawing: true })
    expect(drawing.alt).toMatch(/^Illustration: /)

    signInAs(users.operations.token)
    expect(await placeMediaAction('home-hero', { mediaId: String(id) })).toMatchObject({ ok: true })
    // The cached read was dropped by the write: the next read shows the picture.
    expect(slotPicture(await getPlacedPictures(), 'home-hero')).toEqual({
      src: row?.url,
      alt: 'Our crew finishing a pool in Ocala',
      caption: 'Ocala, 2026',
      drawing: false,
    })

    // New words show wherever it is placed.
    const saved = await saveMediaWordsAction(id, {
      alt: 'Our crew finishing a 16x32 pool in Ocala',
      caption: '',
      updatedAt: row?.updatedAt.toISOString(),
    })
    expect(saved).toMatchObject({ ok: true })
    expect((await getPlacedPictures())['home-hero']).toMatchObject({
      alt: 'Our crew finishing a 16x32 pool in Ocala',
      caption: null,
    })

    // In use: it cannot be deleted; back to the drawing, it can, with its file.
    if (!saved.ok) throw new Error(saved.message)
    expect(await deleteMediaAction(id, saved.data.updatedAt)).toMatchObject({ ok: false, status: 409 })
    expect(await placeMediaAction('home-hero', { mediaId: '' })).toMatchObject({ ok: true })
    expect((await getPlacedPictures())['home-hero']).toBeUndefined()
    const files = await storedFiles()
    expect(await deleteMediaAction(id, saved.data.updatedAt)).toMatchObject({ ok: true })
    expect((await storedFiles()).length).toBe(files.length - 1)
  })

  it('places pictures only on known places, and only pictures of the library', async () => {
    const { json } = await upload({ alt: 'A logo' }, users.operations.token)
    signInAs(users.operations.token)
    expect(await placeMediaAction('no-such-place', { mediaId: String(json.id) })).toMatchObject({
      ok: false,
      status: 404,
    })
    expect(await placeMediaAction('brand-logo-1', { mediaId: '999999' })).toMatchObject({
      ok: false,
      status: 404,
    })
    expect(await placeMediaAction('brand-logo-1', { mediaId: 'abc' })).toMatchObject({
      ok: false,
      status: 400,
    })
    expect(await placeMediaAction('brand-logo-1', { mediaId: String(json.id) })).toMatchObject({ ok: true })
    expect(
      await db().select().from(mediaPlacements).where(eq(mediaPlacements.slot, 'brand-logo-1')),
    ).toHaveLength(1)
    signInAs(users.sales.token)
    expect(await placeMediaAction('brand-logo-1', { mediaId: '' })).toMatchObject({ ok: false, status: 403 })
  })

  it('an invalidated read is read again (tag media)', async () => {
    let loads = 0
    const read = () => cached('media-test', [CacheTags.media], async () => ++loads)
    await read()
    await read()
    signInAs(users.operations.token)
    await placeMediaAction('about-team', { mediaId: '' })
    await read()
    expect(loads).toBe(2)
  })
})
