import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { HOME_BENEFITS } from './home'
import {
  CLAIMS,
  EXPERIENCE,
  PRICING,
  RESPONSE,
  RESPONSE_TIME_TEXT,
  STATS,
  TIMELINES,
  WARRANTIES,
  withinHours,
} from './marketing'

describe('marketing figures (spec 01 §9, spec 02 §9)', () => {
  it('holds every claim of spec 01 §9', () => {
    expect(TIMELINES.installHeadline).toBe('7-14 days')
    expect(CLAIMS.warrantyPlusText).toBe('25+ year warranty')
    expect(CLAIMS.warrantyText).toBe('30-year warranty')
    expect(CLAIMS.chemicalsReduction).toBe('50% less chemicals')
    expect(CLAIMS.rating).toBe('4.9/5')
    expect([CLAIMS.happyCustomersText, CLAIMS.happyCustomersAltText]).toEqual(['90+', '95+'])
    expect(CLAIMS.customersText).toBe('5000+')
    expect(CLAIMS.satisfactionText).toBe('98%')
    expect(CLAIMS.minimumYearsText).toBe('3+ years')
    expect(CLAIMS.locations).toBe(3)
    expect(CLAIMS.dimensionTolerance).toContain('may vary up to 3%')
    expect(TIMELINES.installationAfterPermitDays).toBe(45)
  })

  it('promises replies within 24 hours (home form reviewed within 2)', () => {
    expect(withinHours(RESPONSE.contactReplyHours)).toBe('within 24 hours')
    expect(withinHours(RESPONSE.estimateReplyHours)).toBe('within 24 hours')
    expect(RESPONSE.homeFormReviewHours).toBe(2)
    expect(RESPONSE_TIME_TEXT).toBe('24hr')
    expect(CLAIMS.warrantyShortText).toBe('30yr')
  })

  it('the home counters and statistics are the claims', () => {
    expect(HOME_BENEFITS.map((b) => `${b.value}${b.suffix}`)).toEqual(['30-Year', '50%', '4.9/5', '98%'])
    expect(STATS.map((s) => s.value)).toEqual(['90+', '500+', '98%', '3'])
  })

  it('keeps the spec 02 §9 figures', () => {
    expect([PRICING.poolsFromText, PRICING.winterSavingsText, PRICING.aboveGroundFromText]).toEqual([
      '$42k',
      '$3,000',
      '$1,899',
    ])
    expect([TIMELINES.resurfacingDays, TIMELINES.aboveGroundInstallDays]).toEqual(['5-7 days', '1-2 days'])
    expect([
      WARRANTIES.resurfacingYears,
      WARRANTIES.workmanshipYears,
      WARRANTIES.aboveGroundUpToYears,
    ]).toEqual([10, 1, 25])
    expect(EXPERIENCE.foundedYear).toBe(1956)
  })
})

/** The public pages and components of the catalogue and content area. */
const SCANNED = [
  'app/(site)',
  'components/home',
  'components/pools',
  'components/content',
  'components/landing',
]
// The contact and estimate pages keep their copy in content/contact-page.ts and estimate-page.ts.
const SKIPPED = ['app/(site)/contact', 'app/(site)/estimate']
const TYPED_FIGURES =
  /within 24 hours|\$42k|\$3,000|\$1,899|5\.99%|since 1956|\b(?:5-7|1-2|7-14) days|\b(?:1|10|25|30)-year\b|up to 15 years|up to 25 years/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return SKIPPED.includes(file) ? [] : sourceFiles(file)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })
}

describe('figures come from content/marketing.ts', () => {
  it('no page or component types a figure of the spec itself', () => {
    const offenders = SCANNED.flatMap(sourceFiles).filter((file) =>
      TYPED_FIGURES.test(readFileSync(file, 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
