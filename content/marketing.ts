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

/**
 * Spec 02 §9.3 Timelines. The spec's installation figures are about different spans
 * (docs/decisions/facts-that-agree.md): 4-15 days on site depending on the pool and the site, 7-14
 * days on site for most pools, about 2 weeks on site for the typical pool of the timeline page, and
 * the whole project after permit approval and shell delivery within 45 days (up to 15 days on site,
 * then up to 30 days of landscaping). Pages say which span a figure is about (INSTALLATION_TEXTS).
 */
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
  /** Days on site by pool size (each pool's page), all within installationDays. */
  daysOnSiteBySize: {
    Plunge: '4-7 days',
    Small: '7-10 days',
    Medium: '10-14 days',
    Large: '10-14 days',
    'X-Large': '12-15 days',
  },
} as const

/**
 * Spec 02 §9.4 Warranties, each with what it covers (docs/decisions/facts-that-agree.md): the
 * shell's structural warranty is the maker's and depends on the brand and series (Latham: lifetime
 * limited; San Juan Elite and Coastal 25 years, Classic 20); the 30-year limited warranty is ours, on
 * the gelcoat surface of every new pool we install; the workmanship warranty is ours too.
 */
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

/**
 * Spec 02 §9.4 Experience claims, each with the sentence it belongs to
 * (see docs/decisions/0116-experience-figures.md).
 */
export const EXPERIENCE = {
  foundedYear: 1956,
  familyYearsText: '65+ years',
  fiberglassYearsText: '50+ years',
  teamYearsText: '25+ years',
  /** The contact page's hero claim (spec 01 §2). */
  teamYearsClaim: '25+ Years Experience',
} as const

/** Spec 01 §9 marketing claims: the figures as numbers, and the texts built from them. */
const CHEMICALS_REDUCTION_PERCENT = 50
const RATING = { value: 4.9, scale: 5 } as const
const SATISFACTION_PERCENT = 98
const LOCATIONS = 3
const DIMENSION_TOLERANCE_PERCENT = 3

export const CLAIMS = {
  chemicalsReductionPercent: CHEMICALS_REDUCTION_PERCENT,
  chemicalsReduction: `${CHEMICALS_REDUCTION_PERCENT}% less chemicals`,
  ratingValue: RATING.value,
  ratingScale: RATING.scale,
  rating: `${RATING.value}/${RATING.scale}`,
  satisfactionPercent: SATISFACTION_PERCENT,
  satisfactionText: `${SATISFACTION_PERCENT}%`,
  /**
   * '90+' is the count of five-star reviews behind the 4.9/5 rating; '95+' (the spec's other count)
   * is not shown (docs/decisions/facts-that-agree.md).
   */
  happyCustomersText: '90+',
  happyCustomersAltText: '95+',
  reviewsLabel: 'Five-star reviews',
  /** The contact page's customer count: every customer of the family business since 1956. */
  customersText: '5000+',
  customersLabel: `Happy customers since ${EXPERIENCE.foundedYear}`,
  /** '25+ year warranty' and '30-year warranty' are both spec claims. */
  warrantyPlusText: '25+ year warranty',
  warrantyText: `${WARRANTIES.limitedYears}-year warranty`,
  /** The contact page's short warranty stat ('30yr'). */
  warrantyShortText: `${WARRANTIES.limitedYears}yr`,
  minimumYearsText: '3+ years',
  locations: LOCATIONS,
  /** Footer: lengths and depths may vary up to 3%. */
  dimensionTolerancePercent: DIMENSION_TOLERANCE_PERCENT,
  dimensionTolerance: `Pool lengths and depths may vary up to ${DIMENSION_TOLERANCE_PERCENT}%.`,
} as const

/** Spec 02 §9.4 statistics. */
export const STATS = [
  { value: CLAIMS.happyCustomersText, label: CLAIMS.reviewsLabel },
  { value: '500+', label: 'Pools resurfaced' },
  { value: CLAIMS.satisfactionText, label: 'Customer satisfaction' },
  { value: String(CLAIMS.locations), label: 'Florida locations' },
] as const

/**
 * Spec 01 §9 response promises: contact messages are answered within 24 hours (the home form's
 * message is reviewed within 2 hours); estimates within 24 hours (TIMELINES.estimateReplyHours).
 */
export const RESPONSE = {
  contactReplyHours: 24,
  homeFormReviewHours: 2,
  estimateReplyHours: TIMELINES.estimateReplyHours,
} as const

/** 'within 24 hours' */
export const withinHours = (hours: number) => `within ${hours} hours`
/** The contact page's response-time stat ('24hr'). */
export const RESPONSE_TIME_TEXT = `${RESPONSE.contactReplyHours}hr`

/**
 * The words that say what each installation and warranty figure is about, for every page
 * (docs/decisions/facts-that-agree.md).
 */
export const INSTALLATION_TEXTS = {
  /** The range over every pool and site: '4-15 days on site'. */
  daysOnSite: `${TIMELINES.installationDays} on site`,
  /** Most pools: '7-14 days on site'. */
  typicalDaysOnSite: `${TIMELINES.installHeadline} on site`,
  /** The timeline page's typical pool: 'about 2 weeks on site'. */
  timelineSummary: `${TIMELINES.timelinePageSummary} on site`,
  /** The whole project, from the permit to a finished yard. */
  wholeProject: `Installation from ${TIMELINES.installationAfterPermitDays} days after permit approval and shell delivery (${TIMELINES.installationDays} on site, then landscaping); permits and shell manufacturing take ${TIMELINES.permitsAndManufacturing} before that.`,
} as const

const SHELL_WARRANTY =
  `the maker’s structural warranty on the shell (${WARRANTIES.lathamWarranty.toLowerCase()} on Latham pools; ` +
  `${WARRANTIES.eliteSeriesYears}-year structural on San Juan Elite and Coastal, ${WARRANTIES.classicSeriesYears}-year structural on Classic)`

export const WARRANTY_TEXTS = {
  /** Ours, on the gelcoat surface of every new pool we install. */
  surface: `${WARRANTIES.limitedYears}-year limited surface warranty`,
  /** The maker's, by brand and series. */
  shell: SHELL_WARRANTY,
  workmanship: `${WARRANTIES.workmanshipYears}-year workmanship warranty`,
  /** One sentence for pages that name all three. */
  all: `Every new pool carries our ${WARRANTIES.limitedYears}-year limited surface warranty and ${WARRANTIES.workmanshipYears}-year workmanship warranty, plus ${SHELL_WARRANTY}.`,
} as const

/** Permits (spec 02 §2 estimate: 'permits and inspections'; the packages are all-inclusive). */
export const PERMITS = {
  includedText: 'Permits and inspections are included in our all-inclusive price',
  /** What permits cost when a homeowner buys them separately (the cost guide). */
  separateCostText: '$1,500 to $3,000',
} as const
