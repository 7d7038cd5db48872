/**
 * The figures a public page may state, from the one typed place each page reads (content/), and a
 * check of a page's text against them (docs/decisions/facts-that-agree.md). tests/e2e/facts.spec.ts
 * runs it over the rendered text of every public page; facts.test.ts proves it catches each kind
 * of contradiction the issue found.
 */
import { PERMITS, TIMELINES, WARRANTIES, CLAIMS } from '@/content/marketing'
import { TIMELINE_STEPS } from '@/content/installation'

const range = (text: string) => text.replace(/\s*days$/, '').replace(/\s*(?:–|to)\s*/, '-')

/** Every 'N-M days' span the site states: installation (range, most pools, by size), steps, the rest. */
export const ALLOWED_DAY_RANGES: ReadonlySet<string> = new Set(
  [
    TIMELINES.installationDays,
    TIMELINES.installHeadline,
    ...Object.values(TIMELINES.daysOnSiteBySize),
    TIMELINES.landscapingDays,
    TIMELINES.resurfacingDays,
    TIMELINES.aboveGroundInstallDays,
    ...TIMELINE_STEPS.map((step) => step.duration),
  ]
    .filter((text) => /\d+\s*(?:-|–|to)\s*\d+/.test(text))
    .map(range),
)

/** 'N-year <kind>' figures, by what the years are about. */
export const ALLOWED_WARRANTY_YEARS: Readonly<Record<string, readonly number[]>> = {
  surface: [WARRANTIES.limitedYears],
  // Ours on new pools; the above-ground series' limited warranty.
  limited: [WARRANTIES.limitedYears, WARRANTIES.aboveGroundUpToYears],
  structural: [WARRANTIES.eliteSeriesYears, WARRANTIES.classicSeriesYears, WARRANTIES.structuralShellYears],
  workmanship: [WARRANTIES.workmanshipYears, WARRANTIES.epoxyWorkmanshipYears],
  resurfacing: [WARRANTIES.resurfacingYears],
}

const count = (text: string) => Number(text.replace(/[,+]/g, ''))

export type FactsContext = {
  /** The lowest APR the calculator offers, as shown ('6.99%'). */
  lowestApr: string
  /** Every APR an option offers, as shown ('8.99%'). */
  aprs: readonly string[]
}

/** What a page's text states that differs from the typed facts; empty when all agree. */
export function factProblems(text: string, context: FactsContext): string[] {
  const problems: string[] = []
  const flat = text.replace(/\s+/g, ' ')

  for (const match of flat.matchAll(/\b(\d+)\s*(?:-|–|to)\s*(\d+)\s+days\b/gi)) {
    const span = `${match[1]}-${match[2]}`
    if (!ALLOWED_DAY_RANGES.has(span)) problems.push(`'${match[0]}' is no day span of content/marketing.ts`)
  }
  for (const match of flat.matchAll(/\b(\d+)\s+days\s+(?:after|of)\s+permit/gi)) {
    if (Number(match[1]) !== TIMELINES.installationAfterPermitDays) problems.push(`'${match[0]}'`)
  }
  for (const match of flat.matchAll(/\babout\s+(\d+|two|three)\s+weeks\b/gi)) {
    if (`about ${match[1]} weeks` !== TIMELINES.timelinePageSummary) problems.push(`'${match[0]}'`)
  }

  // Customer counts, with the label after the number or (stat cards) before it.
  const customers = [
    ...text.matchAll(/(\d[\d,]*)\+[^\S\n]*(?:happy\s+)?customers/gi),
    ...text.matchAll(/happy customers[^\n]*\n\s*(\d[\d,]*)\+/gi),
  ]
  for (const match of customers) {
    if (count(match[1] ?? '') !== count(CLAIMS.customersText)) problems.push(`'${match[0]}' customers`)
  }
  const reviews = [
    ...text.matchAll(/(\d[\d,]*)\+[^\S\n]*five-star reviews/gi),
    ...text.matchAll(/five-star reviews[^\n]*\n\s*(\d[\d,]*)\+/gi),
  ]
  for (const match of reviews) {
    if (count(match[1] ?? '') !== count(CLAIMS.happyCustomersText)) problems.push(`'${match[0]}' reviews`)
  }

  for (const match of flat.matchAll(
    /\b(\d+)-year\s+(limited|structural|workmanship|resurfacing|surface)\b/gi,
  )) {
    const allowed = ALLOWED_WARRANTY_YEARS[(match[2] ?? '').toLowerCase()] ?? []
    if (!allowed.includes(Number(match[1]))) problems.push(`'${match[0]}' warranty`)
  }

  for (const match of flat.matchAll(/as low as ([\d.]+%)\s*APR/gi)) {
    if (match[1] !== context.lowestApr)
      problems.push(`'${match[0]}' is not the lowest rate offered (${context.lowestApr})`)
  }
  for (const match of flat.matchAll(/\b(\d+\.\d\d%)\s*APR/g)) {
    if (!context.aprs.includes(match[1] ?? ''))
      problems.push(`'${match[0]}' is no rate the calculator offers`)
  }

  for (const match of flat.matchAll(
    /[^.]*\bpermits?\b[^.]*?(\$[\d,]+(?:\s*(?:-|–|to)\s*\$[\d,]+)?)[^.]*\./gi,
  )) {
    if (match[1] !== PERMITS.separateCostText || !flat.includes(PERMITS.includedText)) {
      problems.push(`'${match[0].trim()}': permits are included in the price`)
    }
  }
  return problems
}
