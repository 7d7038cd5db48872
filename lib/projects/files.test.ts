/**
 * A stage's photos and documents through their routes (issue 36 §1, §9): a photo is re-encoded
 * and kept private, served only to who may see the project; a photo that is not an image, a file
 * over the upload limit and a document of another type are refused with their message, storing
 * nothing.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { POST as upload } from '@/app/api/admin/projects/[id]/files/route'
import { GET as serveFile } from '@/app/api/admin/projects/[id]/files/[fileId]/route'
import { projectEvents, projectFiles } from '@/db/schema'
import { seedDemoData } from '@/lib/demo-data'
import { LocalUploadStorage } from '@/lib/uploads/storage'
import { setPrivateStorage } from '@/lib/uploads/private-storage'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/lib/uploads/rules'
import { createRoleAdmins, type TestAdmin } from '@/tests/helpers/admin-content'
import { routeContext } from '@/tests/helpers/admin-users'
import { createTestProject, type TestProject } from '@/tests/helpers/projects'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { removeProjectFileAction } from './actions'
import { PROJECT_MESSAGES } from './rules'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>
let project: TestProject
let folder: string

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'project-files-'))
  setPrivateStorage(new LocalUploadStorage(folder))
  users = await createRoleAdmins(db())
  await seedDemoData(db())
  project = await createTestProject(db(), { repId: users.operations.id })
})

afterAll(async () => {
  setPrivateStorage(undefined)
  await rm(folder, { recursive: true, force: true })
})

async function storedFiles(): Promise<string[]> {
  const found: string[] = []
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      else found.push(full)
    }
  }
  await walk(folder)
  return found
}

function send(user: TestAdmin, fields: Record<string, string | Blob>, fileName = 'yard.jpg') {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields))
    if (typeof value === 'string') form.append(key, value)
    else form.append(key, value, fileName)
  const request = new Request(`http://localhost/api/admin/projects/${project.projectId}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  })
  return upload(request, routeContext({ id: String(project.projectId) }))
}

function get(user: TestAdmin, fileId: number) {
  const request = new Request(`http://localhost/api/admin/projects/${project.projectId}/files/${fileId}`, {
    headers: { authorization: `Bearer ${user.token}` },
  })
  return serveFile(request, routeContext({ id: String(project.projectId), fileId: String(fileId) }))
}

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7ab0' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS here' } } })
    .toBuffer()

describe('stage photos and documents', () => {
  it('stores a photo as WebP in private storage, with its note, history and audit; serves it to staff who may see it', async () => {
    const answer = await send(users.operations, {
      file: new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }),
      stage: 'excavation',
      kind: 'photo',
      caption: 'Hole dug to depth, gravel base in.',
    })
    expect(answer.status, await answer.clone().text()).toBe(201)
    const { id } = (await answer.json()) as { id: number }
    const [row] = await db().select().from(projectFiles).where(eq(projectFiles.id, id))
    expect(row).toMatchObject({
      stageKey: 'excavation',
      kind: 'photo',
      contentType: 'image/webp',
      width: 64,
      height: 48,
      caption: 'Hole dug to depth, gravel base in.',
      uploadedBy: users.operations.username,
    })
    expect(row?.storageKey).toMatch(/^projects\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/)
    const events = await db()
      .select()
      .from(projectEvents)
      .where(eq(projectEvents.projectId, project.projectId))
    expect(events.map((e) => e.action)).toContain('file_added')

    const served = await get(users.operations, id)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('private, max-age=3600')
    const bytes = Buffer.from(await served.arrayBuffer())
    expect((await sharp(bytes).metadata()).format).toBe('webp')
    expect((await sharp(bytes).metadata()).exif).toBeUndefined()
    // A sales rep whose customer it is not: the same 404 as a file that does not exist.
    expect((await get(users.sales, id)).status).toBe(404)
    expect((await get(users.operations, id + 999)).status).toBe(404)
  })

  it('keeps a PDF document as sent and serves it as a download', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
    const answer = await send(
      users.admin,
      {
        file: new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
        stage: 'permit_approved',
        kind: 'permit',
      },
      'Marion County permit #2026-118.pdf',
    )
    expect(answer.status).toBe(201)
    const { id } = (await answer.json()) as { id: number }
    const served = await get(users.admin, id)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(served.headers.get('content-disposition')).toBe(
      'attachment; filename="Marion County permit -2026-118.pdf"',
    )
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true)
  })

  it('refuses a photo that is not an image, a document of another type and a file over the limit, storing nothing', async () => {
    const before = await storedFiles()
    const rows = await db().select().from(projectFiles)
    const notImage = await send(users.operations, {
      file: new Blob(['%PDF-1.4 pretending'], { type: 'image/jpeg' }),
      stage: 'excavation',
      kind: 'photo',
    })
    expect(notImage.status).toBe(415)
    expect(await notImage.json()).toEqual({
      message: PROJECT_MESSAGES.photoNotImage,
      errors: { file: PROJECT_MESSAGES.photoNotImage },
    })
    const text = await send(users.operations, {
      file: new Blob(['plain words'], { type: 'text/plain' }),
      stage: 'permit_approved',
      kind: 'permit',
    })
    expect(text.status).toBe(415)
    expect(((await text.json()) as { message: string }).message).toBe(PROJECT_MESSAGES.documentType)
    const huge = await send(users.operations, {
      file: new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)], { type: 'image/jpeg' }),
      stage: 'excavation',
      kind: 'photo',
    })
    expect(huge.status).toBe(413)
    expect(((await huge.json()) as { message: string }).message).toBe(UPLOAD_MESSAGES.tooLarge)
    const badStage = await send(users.operations, {
      file: new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }),
      stage: 'swimming',
      kind: 'photo',
    })
    expect(badStage.status).toBe(400)
    expect(await badStage.json()).toMatchObject({ errors: { stage: PROJECT_MESSAGES.unknownStage } })
    const sales = await send(users.sales, {
      file: new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }),
      stage: 'excavation',
      kind: 'photo',
    })
    expect(sales.status).toBe(403)
    expect(await storedFiles()).toEqual(before)
    expect(await db().select().from(projectFiles)).toEqual(rows)
  })

  it('removes a file with its bytes', async () => {
    const answer = await send(users.operations, {
      file: new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }),
      stage: 'shell_set',
      kind: 'photo',
    })
    const { id } = (await answer.json()) as { id: number }
    const count = (await storedFiles()).length
    const { signInAs } = await import('@/tests/helpers/admin-content')
    signInAs(users.operations.token)
    expect(await removeProjectFileAction(id)).toMatchObject({
      ok: true,
      message: 'Photo removed from Shell set and plumbing.',
    })
    expect((await storedFiles()).length).toBe(count - 1)
    expect((await get(users.operations, id)).status).toBe(404)
  })
})
