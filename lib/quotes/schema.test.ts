import { describe, expect, it } from 'vitest'
import { QUOTE_MESSAGES, SIGNING_MESSAGES, quoteDraftSchema, quoteLineSchema, signingSchema } from './schema'

const TODAY = '2026-03-10'

function draft(overrides: Record<string, unknown> = {}) {
  return {
    validUntil: '2026-04-09',
    notes: 'Includes the winter special.',
    discountKind: 'amount',
    discountValue: '3,000',
    discountReason: 'Winter special',
    alternatives: [
      {
        label: 'Better',
        poolId: '4',
        finishColor: 'Sapphire Blue',
        lines: [
          { priceBookItemId: '2', name: 'Heat pump', unit: 'each', quantity: '1', unitPrice: '5,200' },
          { name: 'Extra drain', unit: 'lump_sum', quantity: '1', unitPrice: '450.50' },
        ],
      },
    ],
    ...overrides,
  }
}

function errors(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
}

describe('quote draft schema', () => {
  it('turns typed dollars, quantities and percentages into cents, hundredths and basis points', () => {
    const parsed = quoteDraftSchema(TODAY).parse(draft())
    expect(parsed.discountValue).toBe(300_000)
    expect(parsed.alternatives[0]?.poolId).toBe(4)
    expect(parsed.alternatives[0]?.lines).toEqual([
      expect.objectContaining({
        priceBookItemId: 2,
        quantity: 100,
        unitPrice: 520_000,
        includedInPackage: false,
      }),
      expect.objectContaining({ priceBookItemId: null, quantity: 100, unitPrice: 45_050 }),
    ])
    const percent = quoteDraftSchema(TODAY).parse(draft({ discountKind: 'percent', discountValue: '7.5' }))
    expect(percent.discountValue).toBe(750)
    const none = quoteDraftSchema(TODAY).parse(
      draft({ discountKind: 'none', discountValue: '', discountReason: 'x' }),
    )
    expect(none).toMatchObject({ discountValue: 0, discountReason: null })
  })

  it('refuses negative or zero quantities and prices over $10M, with clear messages on the line', () => {
    const line = { name: 'Deck', unit: 'sq_ft', quantity: '250', unitPrice: '14' }
    expect(errors(quoteLineSchema.safeParse({ ...line, quantity: '-3' }))).toEqual({
      quantity: QUOTE_MESSAGES.quantityPositive,
    })
    expect(errors(quoteLineSchema.safeParse({ ...line, quantity: '0' }))).toEqual({
      quantity: QUOTE_MESSAGES.quantityPositive,
    })
    expect(errors(quoteLineSchema.safeParse({ ...line, quantity: '2.555' }))).toEqual({
      quantity: QUOTE_MESSAGES.quantityFormat,
    })
    expect(errors(quoteLineSchema.safeParse({ ...line, unitPrice: '10,000,000.01' }))).toEqual({
      unitPrice: 'Unit price can be at most $10,000,000',
    })
    expect(errors(quoteLineSchema.safeParse({ ...line, unitPrice: '-5' }))).toEqual({
      unitPrice: 'Unit price cannot be negative',
    })
    expect(errors(quoteLineSchema.safeParse({ ...line, unitPrice: 'ten' }))).toEqual({
      unitPrice: 'Unit price must be an amount in dollars, e.g. 1,250 or 99.95',
    })
    expect(errors(quoteLineSchema.safeParse({ ...line, unit: 'gallon' }))).toEqual({ unit: 'Choose a unit' })
    expect(quoteLineSchema.parse({ ...line, unitPrice: '10000000' }).unitPrice).toBe(1_000_000_000)
  })

  it('needs a reason for a discount, a sensible percentage, and a pool on every alternative', () => {
    const schema = quoteDraftSchema(TODAY)
    expect(errors(schema.safeParse(draft({ discountReason: '' })))).toEqual({
      discountReason: QUOTE_MESSAGES.discountReasonRequired,
    })
    expect(errors(schema.safeParse(draft({ discountKind: 'percent', discountValue: '120' })))).toEqual({
      discountValue: QUOTE_MESSAGES.percentRange,
    })
    expect(errors(schema.safeParse(draft({ discountValue: '' })))).toEqual({
      discountValue: QUOTE_MESSAGES.discountRequired,
    })
    expect(errors(schema.safeParse(draft({ discountValue: '-300' })))).toEqual({
      discountValue: 'The discount cannot be negative',
    })
    const noPool = draft({ alternatives: [{ label: 'Good', poolId: '', lines: [] }] })
    expect(errors(schema.safeParse(noPool))).toEqual({ 'alternatives.0.poolId': QUOTE_MESSAGES.poolRequired })
  })

  it('takes one to three alternatives', () => {
    const alt = { label: 'A', poolId: 1, lines: [] }
    const schema = quoteDraftSchema(TODAY)
    expect(errors(schema.safeParse(draft({ alternatives: [] })))).toEqual({
      alternatives: QUOTE_MESSAGES.alternativesRequired,
    })
    expect(errors(schema.safeParse(draft({ alternatives: [alt, alt, alt, alt] })))).toEqual({
      alternatives: QUOTE_MESSAGES.alternativesTooMany,
    })
    expect(schema.safeParse(draft({ alternatives: [alt, alt, alt] })).success).toBe(true)
  })

  it('checks the validity date against today in Eastern time: not past, at most a year ahead', () => {
    const schema = quoteDraftSchema(TODAY)
    expect(schema.safeParse(draft({ validUntil: TODAY })).success).toBe(true)
    expect(errors(schema.safeParse(draft({ validUntil: '2026-03-09' })))).toEqual({
      validUntil: QUOTE_MESSAGES.validUntilPast,
    })
    expect(errors(schema.safeParse(draft({ validUntil: '2027-03-11' })))).toEqual({
      validUntil: QUOTE_MESSAGES.validUntilTooFar,
    })
    expect(errors(schema.safeParse(draft({ validUntil: '2026-04-31' })))).toEqual({
      validUntil: QUOTE_MESSAGES.validUntilFormat,
    })
  })

  it('keeps the financing example within the calculator’s sliders', () => {
    const schema = quoteDraftSchema(TODAY)
    expect(schema.parse(draft())).toMatchObject({
      financingDownPercent: 20,
      financingTermMonths: 120,
      financingCreditBand: 650,
    })
    expect(errors(schema.safeParse(draft({ financingDownPercent: '55' })))).toEqual({
      financingDownPercent: QUOTE_MESSAGES.financingDown,
    })
    expect(errors(schema.safeParse(draft({ financingTermMonths: '100' })))).toEqual({
      financingTermMonths: QUOTE_MESSAGES.financingTerm,
    })
  })
})

describe('signing schema', () => {
  const valid = {
    alternativeId: '12',
    signerName: 'Maria Lopez',
    signatureImage: 'data:image/png;base64,iVBORw0KGgo=',
    consent: 'on',
    documentSha256: 'a'.repeat(64),
  }

  it('accepts a full typed name, a drawn PNG signature and the consent', () => {
    expect(signingSchema.parse(valid)).toMatchObject({
      alternativeId: 12,
      signerName: 'Maria Lopez',
      consent: true,
    })
  })

  it('says what is missing', () => {
    expect(errors(signingSchema.safeParse({ ...valid, consent: undefined }))).toEqual({
      consent: SIGNING_MESSAGES.consentRequired,
    })
    expect(errors(signingSchema.safeParse({ ...valid, signerName: 'Maria' }))).toEqual({
      signerName: SIGNING_MESSAGES.nameShort,
    })
    expect(
      errors(signingSchema.safeParse({ ...valid, signatureImage: 'data:text/html;base64,PGI+' })),
    ).toEqual({
      signatureImage: SIGNING_MESSAGES.signatureInvalid,
    })
    expect(errors(signingSchema.safeParse({ ...valid, alternativeId: '' }))).toEqual({
      alternativeId: SIGNING_MESSAGES.alternativeRequired,
    })
  })
})
