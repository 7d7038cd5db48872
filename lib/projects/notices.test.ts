/**
 * The homeowner's notices through the outbox (issue 36 §4, §5) on a real database: a stage reached
 * (with its photo, once the notice delay has passed), an installment fallen due, each queued once
 * however often (and on however many instances) the job runs; a payment's receipt and nothing more;
 * the two-day reminder before excavation, once; nothing when the project's notifications are off;
 * the review request seven days after completion, once, with the Google review link of the
 * office's place id, and held (and listed for the dashboard) while the office has none.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contractInstallments,
  googleBusinessLocations,
  mailOutbox,
  paymentSettings,
  projectStages,
  projects,
} from '@/db/schema'
import { seedDemoData } from '@/lib/demo-data'
import { businessDay } from '@/lib/format'
import { findHomeownerAccess } from '@/lib/quotes/homeowner-link'
import { LocalUploadStorage } from '@/lib/uploads/storage'
import { setPrivateStorage } from '@/lib/uploads/private-storage'
import { createStaff } from '@/tests/helpers/admin-users'
import { createTestProject, type TestProject } from '@/tests/helpers/projects'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { addProjectFile } from './files'
import { NOTICE_KINDS } from './notice-mail'
import { queueProjectNotices, reviewRequestsWaitingForPlaceId } from './notices'
import { setProjectNotifications } from './notifications'
import { recordPayment } from './payments'
import { RECEIPT_MAIL_KIND } from './receipt-mail'
import { addDays } from './rules'
import { saveStage } from './stages'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
const privateDir = mkdtempSync(path.join(os.tmpdir(), 'notices-'))
const BASE = 'https://pools.example.test'
const MINUTE = 60_000
let actor: { id: number; username: string }

beforeAll(async () => {
  setPrivateStorage(new LocalUploadStorage(privateDir))
  // The catalogue, and the six demo projects (one signed three days ago, so changed lately).
  await seedDemoData(db(), { projects: true })
  actor = (await createStaff(db(), { role: 'operations' })).user
  await db()
    .insert(paymentSettings)
    .values({ id: 1, zelleRecipient: 'pay@pools.example.test' })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { zelleRecipient: 'pay@pools.example.test' } })
  await queueProjectNotices(db(), { baseUrl: BASE, delayMs: 0 })
})

afterAll(() => {
  setPrivateStorage(undefined)
  rmSync(privateDir, { recursive: true, force: true })
})

const run = (now: Date, delayMs = 10 * MINUTE) => queueProjectNotices(db(), { now, baseUrl: BASE, delayMs })

async function mailsOf(project: TestProject) {
  const stageIds = (
    await db()
      .select({ id: projectStages.id })
      .from(projectStages)
      .where(eq(projectStages.projectId, project.projectId))
  ).map((s) => s.id)
  const installmentIds = (
    await db()
      .select({ id: contractInstallments.id })
      .from(contractInstallments)
      .where(eq(contractInstallments.signatureId, project.signatureId))
  ).map((i) => i.id)
  const rows = await db()
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.kind, Object.values(NOTICE_KINDS)))
    .orderBy(asc(mailOutbox.id))
  return rows.filter((m) =>
    m.kind === NOTICE_KINDS.review
      ? m.refId === project.projectId
      : m.kind === NOTICE_KINDS.installmentDue
        ? installmentIds.includes(m.refId ?? 0)
        : stageIds.includes(m.refId ?? 0),
  )
}

async function stage(project: TestProject, key: string) {
  const [row] = await db()
    .select()
    .from(projectStages)
    .where(and(eq(projectStages.projectId, project.projectId), eq(projectStages.stageKey, key)))
  return row!
}

/** Records a stage as reached on `day` (a reason given when earlier ones are not). */
async function reach(project: TestProject, key: string, day: string, now = new Date()) {
  const current = await stage(project, key)
  await saveStage(
    actor,
    project.projectId,
    key as never,
    {
      updatedAt: await project.version(),
      plannedOn: current.plannedOn,
      actualOn: day,
      ownerId: null,
      notes: null,
      outOfOrderReason: 'Recorded for the test',
      shiftLater: false,
    },
    { now },
  )
}

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer()

const reviewsOf = async (project: TestProject) =>
  (await mailsOf(project)).filter((m) => m.kind === NOTICE_KINDS.review)

describe('the demo projects', () => {
  it('send nothing: their homeowners are fictional', async () => {
    const demo = await db().select({ id: projects.id }).from(projects)
    expect(demo.length).toBeGreaterThanOrEqual(6)
    // Some were changed lately (the newest was signed three days ago): the job would see them.
    const recent = await db()
      .select({ id: projectStages.id })
      .from(projectStages)
      .where(gt(projectStages.updatedAt, new Date(Date.now() - 2 * 86_400_000)))
    expect(recent.length).toBeGreaterThan(0)
    await run(new Date(Date.now() + 20 * MINUTE), 0)
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.kind, Object.values(NOTICE_KINDS)))
    expect(mails.filter((m) => m.toAddress.endsWith('@example.example'))).toEqual([])
  })
})

describe('notices of a stage reached and an installment due', () => {
  it('waits for the photo, then queues each once, with the photo and how to pay', async () => {
    const project = await createTestProject(db(), { email: 'stage.notice@example.test' })
    const today = businessDay(new Date())
    const reachedAt = new Date()
    await reach(project, 'technical_visit', today, reachedAt)
    // Within the delay: nothing yet (staff are adding the photo).
    expect(await run(new Date(reachedAt.getTime() + 2 * MINUTE))).toMatchObject({ stageReached: 0 })
    await addProjectFile(
      actor,
      project.projectId,
      {
        stage: 'technical_visit',
        kind: 'photo',
        caption: 'Stakes where the pool goes',
        file: { name: 'a.jpg', bytes: await jpeg() },
      },
      { now: new Date(reachedAt.getTime() + 3 * MINUTE) },
    )
    // Ten minutes after the photo: one notice of the stage, with the photo, and one of the 9 % due.
    const later = new Date(reachedAt.getTime() + 14 * MINUTE)
    await run(later)
    await Promise.all([run(later), run(new Date(later.getTime() + MINUTE))])
    const mails = await mailsOf(project)
    expect(mails.map((m) => m.kind).sort()).toEqual([NOTICE_KINDS.installmentDue, NOTICE_KINDS.stageReached])
    const reached = mails.find((m) => m.kind === NOTICE_KINDS.stageReached)!
    expect(reached.toAddress).toBe('stage.notice@example.test')
    expect(reached.refId).toBe((await stage(project, 'technical_visit')).id)
    expect(reached.subject).toContain('Technical visit (site survey) done')
    expect(reached.textBody).toContain('A photo from the site is attached.')
    expect(reached.textBody).toContain('Next: Permit and HOA submitted')
    expect(reached.attachments).toEqual([
      expect.objectContaining({ contentType: 'image/webp', filename: 'Stakes where the pool goes.webp' }),
    ])
    // Its link opens the homeowner's page.
    const token = /\/my-pool\/([A-Za-z0-9_-]{43})/.exec(reached.textBody)?.[1]
    expect(reached.textBody).toContain(`${BASE}/my-pool/`)
    expect(await findHomeownerAccess(db(), token)).toMatchObject({ leadId: project.leadId })

    const dueMail = mails.find((m) => m.kind === NOTICE_KINDS.installmentDue)!
    const [second] = await db()
      .select()
      .from(contractInstallments)
      .where(
        and(eq(contractInstallments.signatureId, project.signatureId), eq(contractInstallments.position, 2)),
      )
    expect(dueMail.refId).toBe(second!.id)
    expect(dueMail.subject).toContain(`by `)
    expect(dueMail.textBody).toContain('Zelle: send to pay@pools.example.test')
    expect(dueMail.textBody).toContain(`Please pay by: `)
  })

  it('sends a payment its receipt only, never a second mail about it', async () => {
    const project = await createTestProject(db(), { email: 'paid.notice@example.test' })
    const [deposit] = await db()
      .select()
      .from(contractInstallments)
      .where(
        and(eq(contractInstallments.signatureId, project.signatureId), eq(contractInstallments.position, 1)),
      )
    const paid = await recordPayment(actor, project.projectId, {
      installmentId: deposit!.id,
      method: 'check',
      amount: 5_000,
      receivedOn: businessDay(new Date()),
      reference: 'Check 12',
    })
    await run(new Date(Date.now() + 20 * MINUTE))
    const toHomeowner = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'paid.notice@example.test'))
    expect(toHomeowner.map((m) => [m.kind, m.refId])).toEqual([[RECEIPT_MAIL_KIND, paid.payment.id]])
  })

  it('queues nothing for a project whose notifications are off', async () => {
    const project = await createTestProject(db(), { email: 'quiet@example.test' })
    await setProjectNotifications(actor, project.projectId, {
      updatedAt: await project.version(),
      enabled: false,
    })
    await reach(project, 'technical_visit', businessDay(new Date()))
    const soon = await stage(project, 'excavation')
    await db()
      .update(projectStages)
      .set({ plannedOn: addDays(businessDay(new Date()), 2) })
      .where(eq(projectStages.id, soon.id))
    await run(new Date(Date.now() + 20 * MINUTE))
    expect(await mailsOf(project)).toEqual([])
  })
})

describe('the reminder two days before excavation', () => {
  it('goes once per project and stage, whatever the job or the planned day does after', async () => {
    const project = await createTestProject(db(), { email: 'reminder@example.test' })
    const today = businessDay(new Date())
    const excavation = await stage(project, 'excavation')
    await db()
      .update(projectStages)
      .set({ plannedOn: addDays(today, 3) })
      .where(eq(projectStages.id, excavation.id))
    await run(new Date())
    expect(await mailsOf(project)).toEqual([])
    await db()
      .update(projectStages)
      .set({ plannedOn: addDays(today, 2) })
      .where(eq(projectStages.id, excavation.id))
    await Promise.all([run(new Date()), run(new Date())])
    await db()
      .update(projectStages)
      .set({ plannedOn: addDays(today, 1) })
      .where(eq(projectStages.id, excavation.id))
    await run(new Date())
    const mails = await mailsOf(project)
    expect(mails.map((m) => [m.kind, m.refId])).toEqual([[NOTICE_KINDS.reminder, excavation.id]])
    expect(mails[0]!.subject).toMatch(/^Reminder: Excavation on /)
    expect(mails[0]!.textBody).toContain('at least 8 ft wide')
  })
})

describe('the review request', () => {
  it('waits seven days after completion, is held without a place id, then goes once with the review link', async () => {
    const project = await createTestProject(db(), { email: 'review@example.test', daysAgo: 60 })
    const today = businessDay(new Date())
    // Completing it makes the final installment due (its own notice); the review waits.
    await reach(project, 'completed', addDays(today, -3))
    await run(new Date())
    expect(await reviewsOf(project)).toEqual([])

    // Eight days after completion; the office's listing has only the demo place id: held.
    const [row] = await db().select().from(projects).where(eq(projects.id, project.projectId))
    const completed = await stage(project, 'completed')
    await db()
      .update(projectStages)
      .set({ actualOn: addDays(today, -8) })
      .where(eq(projectStages.id, completed.id))
    await run(new Date())
    expect(await reviewsOf(project)).toEqual([])
    expect(await reviewRequestsWaitingForPlaceId(db())).toContainEqual(
      expect.objectContaining({ officeName: expect.stringMatching(/Ocala/) }),
    )

    // Staff set the Ocala listing's real place id: the request goes, once.
    expect(row!.officeId).toBe('ocala')
    await db()
      .update(googleBusinessLocations)
      .set({ placeId: 'ChIJTestOcala123' })
      .where(eq(googleBusinessLocations.placeId, 'demo-place-ocala'))
    await Promise.all([run(new Date()), run(new Date())])
    await run(new Date())
    const mails = await reviewsOf(project)
    expect(mails.map((m) => [m.kind, m.refId])).toEqual([[NOTICE_KINDS.review, project.projectId]])
    expect(mails[0]!.textBody).toContain(
      'https://search.google.com/local/writereview?placeid=ChIJTestOcala123',
    )
    expect(await reviewRequestsWaitingForPlaceId(db())).not.toContainEqual(
      expect.objectContaining({ officeName: expect.stringMatching(/Ocala/) }),
    )
  })
})
