/**
 * The homeowner's project portal on a real database (issue 36 §3): after signing, the page a token
 * opens carries the project: the stages with planned and actual days, what the homeowner must do
 * next, the photos by stage and the documents, the installments due now with how to pay (Settings
 * › Payments), coming next, the payments received and the balance. The files are served by the
 * token of their own project only; any other token, or a revoked one, gets a 404.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as serveFile } from '@/app/(homeowner)/my-pool/[token]/files/[fileId]/route'
import { contractInstallments, homeownerAccessTokens, paymentSettings, projects } from '@/db/schema'
import { HOMEOWNER_STEPS } from '@/content/project-homeowner-steps'
import { contractDocumentFor, loadContractSource } from '@/lib/contracts/source'
import { documentSha256 } from '@/lib/contracts/document'
import { seedDemoData } from '@/lib/demo-data'
import { businessDay } from '@/lib/format'
import { addProjectFile } from '@/lib/projects/files'
import { recordPayment } from '@/lib/projects/payments'
import { moveProject } from '@/lib/projects/stages'
import { signQuote } from '@/lib/quotes/signing'
import { LocalUploadStorage } from '@/lib/uploads/storage'
import { setPrivateStorage } from '@/lib/uploads/private-storage'
import { createStaff } from '@/tests/helpers/admin-users'
import { sampleSignatureImage } from '@/tests/helpers/contract-fixture'
import { createSentQuote, type SentQuote } from '@/tests/helpers/quote-fixture'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { loadHomeownerPage } from './page'
import { homeownerProjectFile } from './project'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
const privateDir = mkdtempSync(path.join(os.tmpdir(), 'portal-'))
let actor: { id: number; username: string }

beforeAll(async () => {
  setPrivateStorage(new LocalUploadStorage(privateDir))
  await seedDemoData(db())
  actor = (await createStaff(db(), { role: 'operations' })).user
})

afterAll(() => {
  setPrivateStorage(undefined)
  rmSync(privateDir, { recursive: true, force: true })
})

async function signed(name: string): Promise<SentQuote & { projectId: number }> {
  const quote = await createSentQuote(db(), {
    firstName: 'Ana',
    lastName: name,
    email: `${name}@example.test`,
  })
  const alternativeId = quote.alternativeIds[0]!
  const source = await loadContractSource(db(), quote.versionId)
  await signQuote({
    leadId: quote.leadId,
    versionId: quote.versionId,
    input: {
      alternativeId: String(alternativeId),
      signerName: `Ana ${name}`,
      signatureImage: await sampleSignatureImage(),
      consent: 'on',
      documentSha256: documentSha256(contractDocumentFor(source!, alternativeId)!),
    },
    clientIp: '203.0.113.5',
    userAgent: 'test',
    token: quote.token,
  })
  const [project] = await db().select().from(projects).where(eq(projects.estimateRequestId, quote.leadId))
  return { ...quote, projectId: project!.id }
}

async function version(projectId: number) {
  const [row] = await db().select().from(projects).where(eq(projects.id, projectId))
  return row!.updatedAt.toISOString()
}

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer()

describe('the portal after signing', () => {
  it('shows the timeline, the to-dos, the deposit due with how to pay, and the balance', async () => {
    await db()
      .insert(paymentSettings)
      .values({ id: 1, zelleRecipient: 'pay@pools.example.test', checkPayableTo: 'Pools Inc.' })
      .onConflictDoUpdate({
        target: paymentSettings.id,
        set: { zelleRecipient: 'pay@pools.example.test', checkPayableTo: 'Pools Inc.' },
      })
    const home = await signed('Timeline')
    const page = await loadHomeownerPage(home.token)
    const project = page!.project!
    expect(project.stages.map((s) => s.state)).toEqual(['done', 'next', ...Array(9).fill('later')])
    expect(project.stages[0]!.actualOn).toBe(businessDay(new Date()))
    expect(project.stages.every((s) => s.plannedOn)).toBe(true)
    expect(project.next?.key).toBe('technical_visit')
    expect(project.next?.todo).toEqual(HOMEOWNER_STEPS.technical_visit.todo)
    expect(project.afterNext?.key).toBe('permit_submitted')
    // The deposit is due at signing; nothing is paid yet, the balance is the contract.
    const due = project.installments.filter((i) => i.status === 'due')
    expect(due.map((i) => i.position)).toEqual([1])
    expect(project.paidCents).toBe(0)
    expect(project.balanceCents).toBe(project.contractTotalCents)
    expect(project.installments.reduce((sum, i) => sum + i.amountCents, 0)).toBe(project.contractTotalCents)
    expect(project.howToPay).toContain('Zelle: send to pay@pools.example.test')
    expect(project.howToPay.join('\n')).toContain('Check: payable to Pools Inc.')
  })

  it('follows the stages, photos, documents and payments staff record', async () => {
    const home = await signed('Follows')
    await moveProject(actor, home.projectId, {
      updatedAt: await version(home.projectId),
      stage: 'technical_visit',
      outOfOrderReason: null,
    })
    const photo = await addProjectFile(actor, home.projectId, {
      stage: 'technical_visit',
      kind: 'photo',
      caption: 'Where your pool goes',
      file: { name: 'yard.jpg', bytes: await jpeg() },
    })
    const survey = await addProjectFile(actor, home.projectId, {
      stage: 'technical_visit',
      kind: 'survey',
      caption: null,
      file: { name: 'survey.pdf', bytes: Buffer.from('%PDF-1.4\n% a survey\n') },
    })
    const before = (await loadHomeownerPage(home.token))!.project!
    const deposit = before.installments[0]!
    const [first] = await db()
      .select()
      .from(contractInstallments)
      .innerJoin(projects, eq(projects.signatureId, contractInstallments.signatureId))
      .where(and(eq(projects.id, home.projectId), eq(contractInstallments.position, 1)))
    const installmentId = first!.contract_installments.id
    const part = Math.floor(deposit.amountCents / 2)
    await recordPayment(
      actor,
      home.projectId,
      { installmentId, method: 'zelle', amount: part, receivedOn: businessDay(new Date()), reference: 'Z1' },
      { receipt: false },
    )

    const project = (await loadHomeownerPage(home.token))!.project!
    const visit = project.stages.find((s) => s.key === 'technical_visit')!
    expect(visit.state).toBe('done')
    expect(visit.actualOn).toBe(businessDay(new Date()))
    expect(visit.photos.map((p) => [p.id, p.caption])).toEqual([[photo.id, 'Where your pool goes']])
    expect(visit.documents.map((d) => [d.id, d.kindLabel])).toEqual([[survey.id, 'Survey']])
    expect(project.next?.key).toBe('permit_submitted')
    // Reaching the visit made the next 9 % due too; the deposit is half paid.
    const due = project.installments.filter((i) => i.status === 'due')
    expect(due.map((i) => [i.position, i.balanceCents])).toEqual([
      [1, deposit.amountCents - part],
      [2, project.installments[1]!.amountCents],
    ])
    expect(project.payments).toEqual([
      expect.objectContaining({ amountCents: part, method: 'Zelle', forLabel: deposit.label }),
    ])
    expect(project.paidCents).toBe(part)
    expect(project.balanceCents).toBe(project.contractTotalCents - part)
    // Coming next: the installments of stages not reached, with those stages' planned days.
    const coming = project.installments.filter((i) => i.status === 'not_due')
    expect(coming).toHaveLength(4)
    expect(coming.every((i) => i.dueStagePlannedOn)).toBe(true)

    // The files by the token: the photo inline, the survey as a download.
    const served = await serveFile(new Request('http://x'), {
      params: Promise.resolve({ token: home.token, fileId: String(photo.id) }),
    })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('content-disposition')).toMatch(/^inline/)
    const doc = await serveFile(new Request('http://x'), {
      params: Promise.resolve({ token: home.token, fileId: String(survey.id) }),
    })
    expect(doc.status).toBe(200)
    expect(doc.headers.get('content-disposition')).toMatch(/^attachment; filename="survey.pdf"/)
    expect(Buffer.from(await doc.arrayBuffer()).toString('latin1')).toContain('a survey')

    // Another homeowner's token, a made-up one, a non-number: 404, whatever the file.
    const other = await signed('Other')
    for (const [token, fileId] of [
      [other.token, String(photo.id)],
      ['A'.repeat(43), String(photo.id)],
      [home.token, 'photo'],
      [home.token, '999999'],
    ] as const) {
      const answer = await serveFile(new Request('http://x'), { params: Promise.resolve({ token, fileId }) })
      expect(answer.status, `${token.slice(0, 6)} ${fileId}`).toBe(404)
    }
    expect(await homeownerProjectFile(other.token, photo.id)).toBeNull()

    // A revoked link opens nothing: neither the page nor its files.
    await db()
      .update(homeownerAccessTokens)
      .set({ revokedAt: new Date() })
      .where(eq(homeownerAccessTokens.estimateRequestId, home.leadId))
    expect(await loadHomeownerPage(home.token)).toBeNull()
    expect(await homeownerProjectFile(home.token, photo.id)).toBeNull()
  })

  it('leaves a quote not signed yet without a project', async () => {
    const quote = await createSentQuote(db(), { email: 'unsigned@example.test' })
    const page = await loadHomeownerPage(quote.token)
    expect(page?.offer?.signature).toBeNull()
    expect(page?.project).toBeNull()
  })
})
