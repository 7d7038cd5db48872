import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { CONTRACT_TEXT_TITLES } from '@/content/contract-texts'
import { formatCents } from '@/lib/money/cents'
import {
  SAMPLE_HOMEOWNER,
  SAMPLE_LICENSE,
  sampleContractDocument,
  sampleSignature,
} from '@/tests/helpers/contract-fixture'
import { canonicalJson, documentSha256 } from './document'
import { renderContractPdf } from './pdf'

async function pdfText(pdf: Buffer) {
  const proxy = await getDocumentProxy(new Uint8Array(pdf))
  const { text, totalPages } = await extractText(proxy, { mergePages: true })
  // Text runs may break lines anywhere: compare with single spaces.
  return { text: text.replace(/\s+/g, ' '), totalPages }
}

describe('contract PDF', () => {
  it('holds the names, the total, the schedule, the notices, the license and the signature details', async () => {
    const document = sampleContractDocument()
    const signature = await sampleSignature()
    const pdf = await renderContractPdf(document, signature)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { text, totalPages } = await pdfText(pdf)
    // The quote; the schedule and terms; the notices; the signature, kept whole on the last page.
    expect(totalPages).toBe(4)
    expect(text).toContain(SAMPLE_HOMEOWNER)
    expect(text).toContain('Florida Fiberglass Pools LLC')
    expect(text).toContain(`Florida contractor license ${SAMPLE_LICENSE}`)
    expect(text).toContain('Caribbean 16×32')
    expect(text).toContain('Sapphire Blue')
    expect(text).toContain(`Contract price ${formatCents(document.alternative.totalCents)}`)
    expect(text).toContain('Winter special')
    for (const installment of document.paymentSchedule) {
      expect(text).toContain(formatCents(installment.amountCents))
    }
    expect(text).toContain(CONTRACT_TEXT_TITLES.lienLawNotice)
    expect(text).toContain('Construction Lien Law')
    expect(text).toContain(CONTRACT_TEXT_TITLES.recoveryFundNotice)
    expect(text).toContain('Recovery Fund')
    expect(text).toContain(CONTRACT_TEXT_TITLES.constructionDefectNotice)
    expect(text).toContain('chapter 558')
    expect(text).toContain('Mar 12, 2026, 3:05 PM ET')
    expect(text).toContain('203.0.113.24')
    expect(text).toContain('iPhone OS 18_2')
    expect(text).toContain(documentSha256(document))
    expect(text).toContain('Financing example')
    expect(text).toContain('DEMO')
  })

  it('prints every amount the document holds, in dollars and cents', async () => {
    const document = sampleContractDocument()
    const { text } = await pdfText(await renderContractPdf(document, await sampleSignature()))
    expect(text).toContain(formatCents(document.alternative.subtotalCents))
    expect(text).toContain(`-${formatCents(document.alternative.discountCents)}`)
    expect(text).toContain('1,200.5 sq ft')
    expect(text).toContain('Included')
  })
})

describe('contract document hash', () => {
  it('is the SHA-256 of a canonical JSON: key order does not matter, any content change does', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: 'x' }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[2,{"y":2,"z":1}]},"b":1}',
    )
    const document = sampleContractDocument()
    const reverse = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reverse)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reverse(v)]),
            )
          : value
    const reordered = reverse(document) as typeof document
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(document))
    expect(documentSha256(reordered)).toBe(documentSha256(document))
    expect(documentSha256(document)).toMatch(/^[0-9a-f]{64}$/)
    const cheaper = sampleContractDocument()
    cheaper.alternative.totalCents -= 1
    expect(documentSha256(cheaper)).not.toBe(documentSha256(document))
    const otherText = sampleContractDocument()
    otherText.contractText.terms += ' '
    expect(documentSha256(otherText)).not.toBe(documentSha256(document))
  })
})
