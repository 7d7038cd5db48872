/**
 * The demo deals (issue 35 §8): a quote in each state on demo leads, stored with the server's
 * totals, and a signed contract whose fingerprint, installments and PDF are those of a real one.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contractInstallments,
  estimateRequests,
  lostReasons,
  quoteAlternatives,
  quoteLines,
  quoteSignatures,
  quoteVersions,
  quotes,
} from '@/db/schema'
import { documentSha256 } from '@/lib/contracts/document'
import { contractDocumentFor, loadContractSource } from '@/lib/contracts/source'
import { businessDay } from '@/lib/format'
import { versionTotals } from '@/lib/quotes/totals'
import { setPrivateStorage } from '@/lib/uploads/private-storage'
import { LocalUploadStorage } from '@/lib/uploads/storage'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { seedDemoData } from './index'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
const privateDir = mkdtempSync(path.join(os.tmpdir(), 'demo-contracts-'))

beforeAll(async () => {
  setPrivateStorage(new LocalUploadStorage(privateDir))
  await seedDemoData(db(), { deals: true })
})

afterAll(() => {
  setPrivateStorage(undefined)
  rmSync(privateDir, { recursive: true, force: true })
})

describe('demo deals', () => {
  it('put a quote in each state on demo leads, one with a superseded version', async () => {
    const versions = await db().select().from(quoteVersions)
    expect(new Set(versions.map((v) => v.status))).toEqual(
      new Set(['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'superseded']),
    )
    const list = await db().select().from(quotes)
    expect(list.map((q) => q.status).sort()).toEqual(
      ['accepted', 'declined', 'draft', 'expired', 'sent', 'sent', 'viewed'].sort(),
    )
    const twice = list.find((q) => q.currentVersion === 2)
    expect(
      versions
        .filter((v) => v.quoteId === twice?.id)
        .map((v) => v.status)
        .sort(),
    ).toEqual(['sent', 'superseded'])
    const draft = versions.find((v) => v.status === 'draft')
    expect(draft?.discountApproval).toBe('pending')
    // Open offers are valid today or later, so the expiry sweep leaves them alone at start-up.
    const today = businessDay(new Date())
    for (const v of versions.filter((v) => ['draft', 'sent', 'viewed'].includes(v.status)))
      expect(v.validUntil >= today).toBe(true)
    expect(versions.find((v) => v.status === 'expired')!.validUntil < today).toBe(true)
    // Every demo lead has an e-mail address, so a rep can send a changed quote.
    const leads = await db().select().from(estimateRequests)
    expect(leads).toHaveLength(7)
    expect(leads.every((l) => l.email?.endsWith('.example'))).toBe(true)
    // The homeowner who declined is Lost with a reason from the list: the win rate has a loss.
    const declined = list.find((q) => q.status === 'declined')
    const lost = leads.find((l) => l.id === declined?.estimateRequestId)
    expect(lost?.status).toBe('lost')
    const [reason] = await db()
      .select()
      .from(lostReasons)
      .where(eq(lostReasons.id, lost?.lostReasonId ?? 0))
    expect(reason?.label).toBe('Project postponed')
  })

  it('stores the server’s totals for every option', async () => {
    const alternatives = await db().select().from(quoteAlternatives)
    const versions = await db().select().from(quoteVersions)
    for (const alternative of alternatives) {
      const version = versions.find((v) => v.id === alternative.quoteVersionId)!
      const lines = await db().select().from(quoteLines).where(eq(quoteLines.alternativeId, alternative.id))
      const [totals] = versionTotals(
        [
          {
            label: alternative.label,
            poolPriceCents: alternative.poolPriceCents,
            lines: lines.map((l) => ({
              quantityHundredths: Math.round(l.quantity * 100),
              unitPriceCents: l.unitPriceCents,
              includedInPackage: l.includedInPackage,
            })),
          },
        ],
        { kind: version.discountKind as 'none' | 'amount' | 'percent', value: version.discountValue },
      )
      expect(alternative.totalCents).toBe(totals!.totalCents)
      expect(alternative.financingExample?.lender).toBeTruthy()
    }
  })

  it('signs the accepted one as signing does: fingerprint, six installments, the PDF, the lead Won', async () => {
    const [signature] = await db().select().from(quoteSignatures)
    expect(signature).toBeDefined()
    const source = await loadContractSource(db(), signature!.quoteVersionId, signature!.contractTextId)
    const document = contractDocumentFor(source!, signature!.alternativeId)
    expect(documentSha256(document!)).toBe(signature!.documentSha256)
    const installments = await db()
      .select()
      .from(contractInstallments)
      .where(eq(contractInstallments.signatureId, signature!.id))
    expect(installments).toHaveLength(6)
    expect(installments.reduce((sum, i) => sum + i.amountCents, 0)).toBe(signature!.totalCents)
    const file = path.join(privateDir, ...signature!.pdfKey!.split('/'))
    expect(existsSync(file)).toBe(true)
    expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(signature!.pdfSha256)
    const [lead] = await db().select().from(estimateRequests).where(eq(estimateRequests.id, source!.leadId))
    expect(lead).toMatchObject({ status: 'won', dealValueCents: signature!.totalCents })
  })

  it('is loaded once: a second seed adds no deal', async () => {
    await seedDemoData(db(), { reset: true, deals: true })
    expect(await db().$count(quotes)).toBe(7)
    expect(await db().$count(estimateRequests)).toBe(7)
  })
})
