/**
 * The demo projects (issue 36 §8) load through the project functions: several stages, photos and
 * documents in the private storage, payments partly received with one installment paid in two
 * parts, one project behind schedule and installments overdue, and every total adding up.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { asc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectFiles, projects } from '@/db/schema'
import { businessDay } from '@/lib/format'
import { readProjectFile } from '@/lib/projects/files'
import { loadProject } from '@/lib/projects/queries'
import { getPrivateStorage, setPrivateStorage } from '@/lib/uploads/private-storage'
import { LocalUploadStorage } from '@/lib/uploads/storage'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { seedDemoData } from './index'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let folder: string

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'demo-projects-'))
  setPrivateStorage(new LocalUploadStorage(folder))
  await seedDemoData(db(), { projects: true })
}, 120_000)

afterAll(async () => {
  setPrivateStorage(undefined)
  await rm(folder, { recursive: true, force: true })
})

describe('the demo projects', () => {
  it('stand at several stages, with photos, documents and payments that add up', async () => {
    const today = businessDay(new Date())
    const rows = await db().select().from(projects).orderBy(asc(projects.id))
    expect(rows.length).toBe(6)
    expect(new Set(rows.map((r) => r.currentStage)).size).toBeGreaterThanOrEqual(5)
    expect(rows.map((r) => r.currentStage)).toContain('completed')
    const views = await Promise.all(rows.map((r) => loadProject(r.id, today)))
    for (const view of views) {
      if (!view) throw new Error('a demo project did not load')
      const paid = view.installments.reduce((sum, i) => sum + i.paidCents, 0)
      expect(paid).toBe(view.paidCents)
      expect(view.installments.reduce((sum, i) => sum + i.amountCents, 0)).toBe(view.contractTotalCents)
      expect(view.balanceCents).toBe(view.contractTotalCents - paid)
      expect(view.contractPdf).toBe(true)
    }
    // Each installment's running total is what its payments add up to.
    const mismatched = await db().execute(sql`
      select ci.id from contract_installments ci
      where ci.paid_cents <> (select coalesce(sum(pp.amount_cents), 0) from project_payments pp where pp.installment_id = ci.id)`)
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([])
    // One installment paid in full in two parts; another project paid in full; payments partly received.
    const twoParts = views.flatMap((v) =>
      (v?.installments ?? []).filter(
        (i) =>
          i.status === 'paid' && (v?.payments ?? []).filter((p) => p.installmentId === i.id).length === 2,
      ),
    )
    expect(twoParts.length).toBeGreaterThanOrEqual(1)
    expect(views.some((v) => v?.balanceCents === 0)).toBe(true)
    expect(views.some((v) => (v?.overdueCents ?? 0) > 0)).toBe(true)
    expect(views.some((v) => !!v?.nextPlannedOn && v.nextPlannedOn < today)).toBe(true)

    const files = await db().select().from(projectFiles)
    const photos = files.filter((f) => f.kind === 'photo')
    expect(photos.length).toBeGreaterThanOrEqual(4)
    // Drawings, and the notes say so: no caption claims a real photo.
    for (const photo of photos) expect(photo.caption).toMatch(/^Demo drawing, not a photo of this yard/)
    expect(new Set(files.filter((f) => f.kind !== 'photo').map((f) => f.kind))).toEqual(
      new Set(['survey', 'hoa_approval', 'permit', 'inspection_report']),
    )
    const document = files.find((f) => f.kind === 'permit')
    if (!document) throw new Error('no demo permit')
    const read = await readProjectFile(document.projectId, document.id)
    expect(read?.data.subarray(0, 5).toString()).toBe('%PDF-')
    expect(await getPrivateStorage().get(photos[0]?.storageKey ?? '')).not.toBeNull()
  })

  it('are loaded once: a second start adds none', async () => {
    await seedDemoData(db(), { reset: true, projects: true })
    expect(await db().select({ id: projects.id }).from(projects)).toHaveLength(6)
  })
})
