/**
 * Every figure and marketing claim the content pages show (spec 02 §9.2–§9.4, spec 01 §9), in one
 * typed place. Pages, FAQ answers and tests import these, so a number cannot differ between the
 * packages page, the FAQ and the installation page.
 */

/** Spec 02 §9.2 Payment and pricing. */
export const PRICING = {
  poolsFromUsd: 42_000,
  poolsFromText: '$42k',
  winterSavingsUsd: 3_000,
  winterSavingsText: '$3,000',
  aboveGroundFromUsd: 1_899,
  aboveGroundFromText: '$1,899',
  /** Percent of the contract price paid at each of the three process deposits. */
  technicalVisitDepositPercent: 1,
  afterTechnicalVisitDepositPercent: 9,
  excavationDepositPercent: 35,
} as const

export const PAYMENT_METHODS = ['Check', 'Bank transfer', 'Zelle'] as const
export const REFUSED_PAYMENT_METHODS = ['Cash', 'Cryptocurrency'] as const
export const TECHNICAL_VISIT_NOTE =
  'The technical visit is usually free; a fee may apply for remote locations outside our regular service area.'

/** Spec 02 §9.3 Timelines. */
export const TIMELINES = {
  installationDays: '4-15 days',
  landscapingDays: '3-30 days',
  permitsAndManufacturing: '1-4 months',
  timelinePageSummary: 'about 2 weeks',
  resurfacingDays: '5-7 days',
  aboveGroundInstallDays: '1-2 days',
  backfillLiftInches: 6,
  craneAccessFeet: 8,
  estimateReplyHours: 24,
  /** Spec 01 §1 / footer: installation from 45 days after permit approval and shell delivery. */
  installationAfterPermitDays: 45,
  /** Spec 01 §9 marketing claim used in headlines. */
  installHeadline: '7-14 days',
} as const

/** Spec 02 §9.4 Warranties. */
export const WARRANTIES = {
  limitedYears: 30,
  structuralShellYears: 25,
  workmanshipYears: 1,
  resurfacingYears: 10,
  epoxyWorkmanshipYears: 1,
  aboveGroundUpToYears: 25,
  /** Second brand (San Juan) and first brand (Latham). */
  sanJuanStructural: '25-year structural warranty',
  lathamWarranty: 'Lifetime limited warranty',
  eliteSeriesYears: 25,
  classicSeriesYears: 20,
} as const

/** Spec 02 §9.4 Experience claims, each with the sentence it belongs to (see docs/decisions.md). */
export const EXPERIENCE = {
  foundedYear: 1956,
  familyYearsText: '65+ years',
  fiberglassYearsText: '50+ years',
  teamYearsText: '25+ years',
} as const

/** Spec 02 §9.4 statistics. */
export const STATS = [
  { value: '90+', label: 'Happy customers' },
  { value: '500+', label: 'Pools resurfaced' },
  { value: '98%', label: 'Customer satisfaction' },
  { value: '3', label: 'Florida locations' },
] as const

/** Spec 01 §9 marketing claims. */
export const CLAIMS = {
  chemicalsReduction: '50% less chemicals',
  rating: '4.9/5',
  dimensionTolerance: 'Pool lengths and depths may vary up to 3%.',
} as const
