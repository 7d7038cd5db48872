/**
 * A realistic signed contract for tests and the contract benchmark: a 16×32 pool with eight lines,
 * the winter special, the six-installment schedule, a financing example, the demo texts and a drawn
 * signature (a PNG made here with sharp).
 */
import sharp from 'sharp'
import { DEFAULT_CONTRACT_TEXTS } from '@/content/contract-texts'
import type { ContractDocument, ContractLine, ContractSignature } from '@/lib/contracts/document'
import { quoteReference } from '@/lib/contracts/document'
import { E_SIGN_CONSENT_TEXT } from '@/lib/quotes/schema'
import { financingExample } from '@/lib/quotes/financing-example'
import { paymentSchedule } from '@/lib/quotes/payment-schedule'
import { alternativeTotals } from '@/lib/quotes/totals'

const LINES: Omit<ContractLine, 'lineTotalCents'>[] = [
  {
    name: 'Variable-speed heat pump, 125,000 BTU',
    description: 'Heats the pool from March to November.',
    unit: 'each',
    quantityHundredths: 100,
    unitPriceCents: 520_000,
    includedInPackage: false,
  },
  {
    name: 'Salt chlorine generator',
    description: null,
    unit: 'each',
    quantityHundredths: 100,
    unitPriceCents: 210_000,
    includedInPackage: false,
  },
  {
    name: 'LED colour pool light (first light)',
    description: null,
    unit: 'each',
    quantityHundredths: 100,
    unitPriceCents: 85_000,
    includedInPackage: true,
  },
  {
    name: 'Additional LED colour pool light',
    description: null,
    unit: 'each',
    quantityHundredths: 200,
    unitPriceCents: 85_000,
    includedInPackage: false,
  },
  {
    name: 'Deck extension, broom-finish concrete',
    description: 'Beyond the standard deck.',
    unit: 'sq_ft',
    quantityHundredths: 25_000,
    unitPriceCents: 1_400,
    includedInPackage: false,
  },
  {
    name: 'Screen enclosure (pool cage)',
    description: 'Hurricane-rated, permit included.',
    unit: 'sq_ft',
    quantityHundredths: 120_050,
    unitPriceCents: 1_350,
    includedInPackage: false,
  },
  {
    name: 'Door and window exit alarms (chapter 515)',
    description: null,
    unit: 'lump_sum',
    quantityHundredths: 100,
    unitPriceCents: 45_000,
    includedInPackage: true,
  },
  {
    name: 'Dewatering (high water table)',
    description: null,
    unit: 'lump_sum',
    quantityHundredths: 100,
    unitPriceCents: 280_000,
    includedInPackage: false,
  },
]

export const SAMPLE_HOMEOWNER = 'Maria Delgado-Whitfield'
export const SAMPLE_LICENSE = 'CPC-DEMO-0000'

export function sampleContractDocument(
  overrides: { homeowner?: string; lines?: number } = {},
): ContractDocument {
  const lines = Array.from({ length: overrides.lines ?? LINES.length }, (_, i) => LINES[i % LINES.length]!)
  const discount = { kind: 'amount' as const, value: 300_000, reason: 'Winter special' }
  const totals = alternativeTotals({ label: 'Better', poolPriceCents: 5_420_000, lines }, discount)
  const schedule = paymentSchedule(totals.totalCents)
  return {
    format: 'contract/1',
    quote: {
      id: 42,
      versionId: 57,
      versionNumber: 2,
      reference: quoteReference(42, 2),
      validUntil: '2026-04-30',
      notes: 'Shell colour confirmed at the technical visit. Access through the north gate.',
    },
    company: {
      name: 'Florida Fiberglass Pools',
      legalName: 'Florida Fiberglass Pools LLC',
      phone: '(352) 555-0142',
      email: 'info@floridafiberglasspools.example',
      licenseNumber: SAMPLE_LICENSE,
      address: '2150 SW 17th Rd, Ocala, FL 34471',
    },
    homeowner: {
      name: overrides.homeowner ?? SAMPLE_HOMEOWNER,
      email: 'maria.dw@example.test',
      phone: '(407) 555-0199',
      address: '1820 Lakeview Dr, Winter Park, FL 32789',
    },
    alternative: {
      id: 91,
      label: 'Better',
      poolName: 'Caribbean 16×32',
      finishColor: 'Sapphire Blue',
      poolPriceCents: 5_420_000,
      lines: lines.map((line, i) => ({ ...line, lineTotalCents: totals.lineTotalsCents[i] ?? 0 })),
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      totalCents: totals.totalCents,
    },
    discount,
    paymentSchedule: schedule.map(({ position, label, percentBasisPoints, amountCents, due, dueStage }) => ({
      position,
      label,
      percentBasisPoints,
      amountCents,
      due,
      dueStage,
    })),
    financingExample: financingExample(totals.totalCents, {
      downPercent: 20,
      termMonths: 120,
      creditBand: 650,
    }),
    contractText: { id: 1, version: 1, isDemo: true, ...DEFAULT_CONTRACT_TEXTS },
  }
}

/** A drawn-looking signature: a dark stroke on white, as a PNG data URL. */
export async function sampleSignatureImage(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="160"><rect width="600" height="160" fill="white"/><path d="M20 120 C 80 20, 120 20, 150 110 S 230 150, 260 60 S 330 30, 360 110 S 450 140, 480 70 S 560 60, 580 90" fill="none" stroke="#1e293b" stroke-width="5" stroke-linecap="round"/></svg>`
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

export async function sampleSignature(
  signedAt = new Date('2026-03-12T19:05:00Z'),
): Promise<ContractSignature> {
  return {
    signerName: SAMPLE_HOMEOWNER,
    signatureImage: await sampleSignatureImage(),
    consentText: E_SIGN_CONSENT_TEXT,
    signedAt,
    clientIp: '203.0.113.24',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  }
}
