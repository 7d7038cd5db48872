/**
 * The homeowner's side of a quote on a real database (PGlite, or PostgreSQL with TEST_DB=postgres):
 * the link's rules, 'viewed' once, signing (every row, the stored PDF read back, the lead Won with
 * its value, the mails queued), signing twice, the refusals, bad signatures, and declining.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import {
  contractInstallments,
  estimateRequests,
  followUps,
  homeownerAccessTokens,
  leadEvents,
  mailOutbox,
  projects,
  quoteSignatures,
  quoteVersions,
  quotes,
} from '@/db/schema'
import { CONTRACT_TEXT_TITLES } from '@/content/contract-texts'
import { seedDemoData } from '@/lib/demo-data'
import { contractDocumentFor, loadContractSource } from '@/lib/contracts/source'
import { documentSha256 } from '@/lib/contracts/document'
import { readSignedContract } from '@/lib/contracts/store'
import { RefusedError } from '@/lib/errors'
import { fieldErrorsFrom } from '@/lib/field-errors'
import { formatCents } from '@/lib/money/cents'
import { setPrivateStorage } from '@/lib/uploads/private-storage'
import { LocalUploadStorage } from '@/lib/uploads/storage'
import { createStaff } from '@/tests/helpers/admin-users'
import { sampleSignatureImage } from '@/tests/helpers/contract-fixture'
import { createSentQuote, daysFromToday, type SentQuote } from '@/tests/helpers/quote-fixture'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { declineQuote } from './decline'
import { findHomeownerAccess, issueHomeownerLink, SIGNED_LINK_DAYS } from './homeowner-link'
import { generateHomeownerToken, hashHomeownerToken } from './homeowner-token'
import { PORTAL_MAIL_KINDS } from './portal-mail'
import { E_SIGN_CONSENT_TEXT, SIGNING_MESSAGES } from './schema'
import { OUT_OF_DATE_MESSAGE, SigningRefusedError, signQuote } from './signing'
import { signingRefusal } from './states'
import { markQuoteViewed } from './viewed'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
const privateDir = mkdtempSync(path.join(os.tmpdir(), 'signing-'))
let signature = ''

beforeAll(async () => {
  setPrivateStorage(new LocalUploadStorage(privateDir))
  await seedDemoData(db())
  signature = await sampleSignatureImage()
})

afterAll(() => {
  setPrivateStorage(undefined)
  rmSync(privateDir, { recursive: true, force: true })
})

/** The form as the page sends it, for one option of the quote. */
async function form(quote: SentQuote, overrides: Record<string, unknown> = {}, option = 1) {
  const alternativeId = quote.alternativeIds[option]!
  const source = await loadContractSource(db(), quote.versionId)
  const document = contractDocumentFor(source!, alternativeId)!
  return {
    alternativeId: String(alternativeId),
    signerName: 'Maria Delgado-Whitfield',
    signatureImage: signature,
    consent: 'on',
    documentSha256: documentSha256(document),
    ...overrides,
  }
}

function storedFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
    )
  return walk(privateDir)
}

async function pdfText(pdf: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

const request = (quote: SentQuote, input: unknown) => ({
  leadId: quote.leadId,
  versionId: quote.versionId,
  input,
  clientIp: '203.0.113.24',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) Mobile/15E148 Safari/604.1',
  token: quote.token,
})

describe('the homeowner link', () => {
  it('opens the lead with a valid token, and nothing for a malformed, unknown, expired or revoked one', async () => {
    const quote = await createSentQuote(db(), { email: 'links@example.test' })
    expect(await findHomeownerAccess(db(), quote.token)).toMatchObject({ leadId: quote.leadId })
    expect(await findHomeownerAccess(db(), `${quote.token.slice(0, -1)}!`)).toBeNull()
    expect(await findHomeownerAccess(db(), quote.token.slice(1))).toBeNull()
    expect(await findHomeownerAccess(db(), generateHomeownerToken())).toBeNull()
    expect(await findHomeownerAccess(db(), undefined)).toBeNull()
    // Only the hash is stored.
    const rows = await db()
      .select()
      .from(homeownerAccessTokens)
      .where(eq(homeownerAccessTokens.estimateRequestId, quote.leadId))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).toBe(hashHomeownerToken(quote.token))
    expect(JSON.stringify(rows)).not.toContain(quote.token)
    // It lives 30 days past the offer's last day, then it opens nothing.
    const farFuture = new Date(rows[0]!.expiresAt.getTime() + 1000)
    expect(await findHomeownerAccess(db(), quote.token, farFuture)).toBeNull()
    // A link re-sent at the homeowner's request keeps the earlier one working; a rep's revokes it.
    const resent = await issueHomeownerLink(db(), quote.leadId, {
      createdBy: 'homeowner',
      revokeEarlier: false,
    })
    expect(await findHomeownerAccess(db(), quote.token)).not.toBeNull()
    expect(await findHomeownerAccess(db(), resent.token)).not.toBeNull()
    const byRep = await issueHomeownerLink(db(), quote.leadId, { createdBy: 'maria', revokeEarlier: true })
    expect(await findHomeownerAccess(db(), quote.token)).toBeNull()
    expect(await findHomeownerAccess(db(), resent.token)).toBeNull()
    expect(await findHomeownerAccess(db(), byRep.token)).toMatchObject({ leadId: quote.leadId })
  })

  it('is refused for a lead without a sent quote', async () => {
    const draft = await createSentQuote(db(), { status: 'draft', issueLink: false })
    await expect(
      issueHomeownerLink(db(), draft.leadId, { createdBy: 'maria', revokeEarlier: true }),
    ).rejects.toThrow(/no sent quote/)
  })
})

describe('opening the page', () => {
  it('marks the version viewed once, with the time on the version and a line in the history', async () => {
    const quote = await createSentQuote(db())
    const first = new Date('2026-03-10T15:00:00Z')
    expect(await markQuoteViewed(quote.leadId, quote.versionId, first)).toBe(true)
    expect(await markQuoteViewed(quote.leadId, quote.versionId, new Date())).toBe(false)
    const [version] = await db().select().from(quoteVersions).where(eq(quoteVersions.id, quote.versionId))
    expect(version).toMatchObject({ status: 'viewed', viewedAt: first })
    const [mirror] = await db().select().from(quotes).where(eq(quotes.id, quote.quoteId))
    expect(mirror?.status).toBe('viewed')
    const events = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, quote.leadId), eq(leadEvents.action, 'quote_viewed')))
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ actor: 'homeowner', leadType: 'estimate' })
    // Another lead's token cannot mark this version.
    const other = await createSentQuote(db())
    expect(await markQuoteViewed(other.leadId, quote.versionId)).toBe(false)
  })
})

describe('signing', () => {
  it('stores the contract: signature, PDF, installments, accepted version, lead Won with its value, mails', async () => {
    const rep = await createStaff(db(), { role: 'sales' })
    const quote = await createSentQuote(db(), { repId: rep.user.id, alternatives: 3 })
    const input = await form(quote)
    const signedAt = new Date()
    const outcome = await signQuote({ ...request(quote, input), now: signedAt })
    expect(outcome.alreadySigned).toBe(false)

    const [row] = await db().select().from(quoteSignatures).where(eq(quoteSignatures.id, outcome.signatureId))
    expect(row).toMatchObject({
      quoteVersionId: quote.versionId,
      alternativeId: quote.alternativeIds[1],
      signerName: 'Maria Delgado-Whitfield',
      consentText: E_SIGN_CONSENT_TEXT,
      clientIp: '203.0.113.24',
      documentSha256: input.documentSha256,
    })
    expect(row!.signedAt.getTime()).toBe(signedAt.getTime())
    expect(row!.userAgent).toContain('iPhone OS 18_2')
    expect(row!.signatureImage).toMatch(/^data:image\/png;base64,/)

    // The PDF of exactly what was signed, in the private storage, with its own SHA-256.
    const pdf = await readSignedContract(row!.pdfKey!)
    expect(pdf).not.toBeNull()
    expect(createHash('sha256').update(pdf!).digest('hex')).toBe(row!.pdfSha256)
    const text = await pdfText(pdf!)
    expect(text).toContain('Maria Delgado-Whitfield')
    expect(text).toContain(`Contract price ${formatCents(row!.totalCents)}`)
    expect(text).toContain(CONTRACT_TEXT_TITLES.lienLawNotice)
    expect(text).toContain(CONTRACT_TEXT_TITLES.recoveryFundNotice)
    expect(text).toContain(CONTRACT_TEXT_TITLES.constructionDefectNotice)
    expect(text).toContain('CPC-DEMO-0000')
    expect(text).toContain(input.documentSha256)
    expect(text).toContain('203.0.113.24')

    const installments = await db()
      .select()
      .from(contractInstallments)
      .where(eq(contractInstallments.signatureId, row!.id))
    expect(installments).toHaveLength(6)
    expect(installments.reduce((sum, i) => sum + i.amountCents, 0)).toBe(row!.totalCents)
    expect(installments.map((i) => i.dueStage)).toContain('contract_signed')
    // The build starts in the same transaction: its project, the contract reached, the deposit due.
    const [project] = await db().select().from(projects).where(eq(projects.signatureId, row!.id))
    expect(project).toMatchObject({
      estimateRequestId: quote.leadId,
      currentStage: 'contract_signed',
      contractTotalCents: row!.totalCents,
    })
    expect(installments.find((i) => i.dueStage === 'contract_signed')?.dueOn).not.toBeNull()

    const [version] = await db().select().from(quoteVersions).where(eq(quoteVersions.id, quote.versionId))
    expect(version).toMatchObject({ status: 'accepted', acceptedAlternativeId: quote.alternativeIds[1] })
    const [mirror] = await db().select().from(quotes).where(eq(quotes.id, quote.quoteId))
    expect(mirror?.status).toBe('accepted')

    const [lead] = await db().select().from(estimateRequests).where(eq(estimateRequests.id, quote.leadId))
    expect(lead).toMatchObject({ status: 'won', dealValueCents: row!.totalCents })
    const events = await db().select().from(leadEvents).where(eq(leadEvents.leadId, quote.leadId))
    expect(events.map((e) => e.action).sort()).toEqual([
      'deal_value',
      'follow_up_added',
      'quote_signed',
      'status',
    ])
    expect(events.find((e) => e.action === 'status')).toMatchObject({ fromValue: 'quoted', toValue: 'won' })

    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.refId, row!.id))
    const toHomeowner = mails.find((m) => m.kind === PORTAL_MAIL_KINDS.signedToHomeowner)
    expect(toHomeowner?.toAddress).toBe('maria.dw@example.test')
    expect(toHomeowner?.attachments).toEqual([
      {
        filename: expect.stringMatching(/^contract-Q-\d{6}-v1\.pdf$/),
        contentType: 'application/pdf',
        privateKey: row!.pdfKey,
      },
    ])
    expect(toHomeowner?.textBody).toContain(`/my-pool/${quote.token}`)
    const toRep = mails.find((m) => m.kind === PORTAL_MAIL_KINDS.signedToRep)
    expect(toRep?.toAddress).toBe(rep.user.email)
    expect(toRep?.textBody).toContain(`/admin/estimates/${quote.leadId}`)

    const [task] = await db().select().from(followUps).where(eq(followUps.leadId, quote.leadId))
    expect(task).toMatchObject({ assigneeId: rep.user.id, doneAt: null })
    expect(task?.note).toContain('book the technical visit')

    // The link now lives for the project.
    const access = await findHomeownerAccess(db(), quote.token)
    expect(access!.expiresAt.getTime()).toBe(signedAt.getTime() + SIGNED_LINK_DAYS * 24 * 3600 * 1000)
  })

  it('answers a second submission with the first signature and never replaces it', async () => {
    const quote = await createSentQuote(db())
    const input = await form(quote, {}, 0)
    const first = await signQuote(request(quote, input))
    const files = storedFiles().length
    const again = await signQuote(request(quote, input))
    expect(again).toEqual({ signatureId: first.signatureId, alreadySigned: true })
    // Concurrent double taps: both answer with the one signature.
    const [a, b] = await Promise.all([signQuote(request(quote, input)), signQuote(request(quote, input))])
    expect(a.signatureId).toBe(first.signatureId)
    expect(b.signatureId).toBe(first.signatureId)
    expect(storedFiles()).toHaveLength(files)
    // Someone else signing the signed version is refused; the signature stays the first one.
    await expect(signQuote(request(quote, { ...input, signerName: 'Somebody Else' }))).rejects.toThrow(
      SigningRefusedError,
    )
    const rows = await db()
      .select()
      .from(quoteSignatures)
      .where(eq(quoteSignatures.quoteVersionId, quote.versionId))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.signerName).toBe('Maria Delgado-Whitfield')
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.refId, first.signatureId))
    expect(mails.filter((m) => m.kind.startsWith('contract:'))).toHaveLength(2)
  })

  it('refuses a superseded, expired or declined quote with the page’s words, storing nothing', async () => {
    const superseded = await createSentQuote(db())
    const supersededForm = await form(superseded)
    await db()
      .update(quoteVersions)
      .set({ status: 'superseded' })
      .where(eq(quoteVersions.id, superseded.versionId))
    const expired = await createSentQuote(db())
    const expiredForm = await form(expired)
    await db()
      .update(quoteVersions)
      .set({ validUntil: daysFromToday(-2) })
      .where(eq(quoteVersions.id, expired.versionId))
    const declined = await createSentQuote(db())
    const declinedForm = await form(declined)
    await declineQuote({
      leadId: declined.leadId,
      versionId: declined.versionId,
      input: { reason: 'Too dear' },
    })

    const files = storedFiles().length
    const cases: [SentQuote, unknown, string][] = [
      [superseded, supersededForm, signingRefusal('superseded', '', '')!],
      [expired, expiredForm, signingRefusal('expired', '', '')!],
      [declined, declinedForm, signingRefusal('declined', '', '')!],
    ]
    for (const [quote, input, message] of cases) {
      const error = await signQuote(request(quote, input)).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SigningRefusedError)
      expect((error as SigningRefusedError).status).toBe(409)
      expect((error as Error).message).toBe(message)
      const rows = await db()
        .select()
        .from(quoteSignatures)
        .where(eq(quoteSignatures.quoteVersionId, quote.versionId))
      expect(rows).toHaveLength(0)
    }
    expect(storedFiles()).toHaveLength(files)
  })

  it('refuses a document that changed since the page showed it, and another lead’s version', async () => {
    const quote = await createSentQuote(db())
    const stale = await form(quote, { documentSha256: 'a'.repeat(64) })
    await expect(signQuote(request(quote, stale))).rejects.toThrow(OUT_OF_DATE_MESSAGE)
    const other = await createSentQuote(db())
    const error = await signQuote({ ...request(quote, await form(quote)), leadId: other.leadId }).catch(
      (e: unknown) => e,
    )
    expect((error as RefusedError).status).toBe(404)
  })

  it('gives field messages for a missing name, signature or consent', async () => {
    const quote = await createSentQuote(db())
    const error = await signQuote(
      request(quote, await form(quote, { signerName: ' ', signatureImage: '', consent: undefined })),
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ZodError)
    // The first message of each field, as the form shows it.
    const messages = fieldErrorsFrom(error as ZodError)
    expect(messages).toMatchObject({
      signerName: SIGNING_MESSAGES.nameRequired,
      signatureImage: SIGNING_MESSAGES.signatureRequired,
      consent: SIGNING_MESSAGES.consentRequired,
    })
    const oneName = await signQuote(request(quote, await form(quote, { signerName: 'Maria' }))).catch(
      (e: unknown) => e,
    )
    expect((oneName as ZodError).issues[0]?.message).toBe(SIGNING_MESSAGES.nameShort)
  })

  it('refuses a signature that is not a PNG, is blank, or is huge, with a 400 on the field', async () => {
    const quote = await createSentQuote(db())
    const jpeg = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer()
    const blank = await sharp({
      create: { width: 400, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer()
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 700, height: 700, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer()
    const cases: [string, string][] = [
      [`data:image/png;base64,${jpeg.toString('base64')}`, SIGNING_MESSAGES.signatureInvalid],
      ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', SIGNING_MESSAGES.signatureInvalid],
      [`data:image/png;base64,${blank.toString('base64')}`, SIGNING_MESSAGES.signatureRequired],
      [
        `data:image/png;base64,${noisy.toString('base64').slice(0, 399_000)}`,
        SIGNING_MESSAGES.signatureInvalid,
      ],
      [`data:image/png;base64,${noisy.toString('base64')}`, SIGNING_MESSAGES.signatureInvalid],
    ]
    for (const [image, message] of cases) {
      const error = await signQuote(request(quote, await form(quote, { signatureImage: image }))).catch(
        (e: unknown) => e,
      )
      const shown = error instanceof ZodError ? error.issues[0]?.message : (error as RefusedError).message
      expect(shown, image.slice(0, 40)).toBe(message)
      if (!(error instanceof ZodError)) expect((error as RefusedError).status).toBe(400)
    }
    const rows = await db()
      .select()
      .from(quoteSignatures)
      .where(eq(quoteSignatures.quoteVersionId, quote.versionId))
    expect(rows).toHaveLength(0)
  })
})

describe('declining', () => {
  it('records the reason, tells the rep and answers a second decline alike; a signed quote cannot be declined', async () => {
    const quote = await createSentQuote(db())
    expect(
      await declineQuote({
        leadId: quote.leadId,
        versionId: quote.versionId,
        input: { reason: ' Going with a neighbour ' },
      }),
    ).toEqual({ alreadyDeclined: false })
    expect(await declineQuote({ leadId: quote.leadId, versionId: quote.versionId, input: {} })).toEqual({
      alreadyDeclined: true,
    })
    const [version] = await db().select().from(quoteVersions).where(eq(quoteVersions.id, quote.versionId))
    expect(version).toMatchObject({ status: 'declined', declineReason: 'Going with a neighbour' })
    expect(version?.declinedAt).toBeInstanceOf(Date)
    const [lead] = await db().select().from(estimateRequests).where(eq(estimateRequests.id, quote.leadId))
    expect(lead?.status).toBe('quoted')
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, PORTAL_MAIL_KINDS.declinedToRep), eq(mailOutbox.refId, quote.versionId)))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.textBody).toContain('Going with a neighbour')

    const signed = await createSentQuote(db())
    await signQuote(request(signed, await form(signed)))
    await expect(
      declineQuote({ leadId: signed.leadId, versionId: signed.versionId, input: {} }),
    ).rejects.toThrow(SigningRefusedError)
  })

  it('refuses a reason over 1,000 characters', async () => {
    const quote = await createSentQuote(db())
    await expect(
      declineQuote({ leadId: quote.leadId, versionId: quote.versionId, input: { reason: 'x'.repeat(1001) } }),
    ).rejects.toBeInstanceOf(ZodError)
  })
})
