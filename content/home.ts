/** Copy of the home page (spec 01 §2 Home, §9 marketing claims; spec 02 §9.4 warranties). */
import { CLAIMS, INSTALLATION_TEXTS, RESPONSE, WARRANTIES, withinHours } from './marketing'
import { VIDEOS } from './videos'

export const HOME_HERO = {
  title: 'Fiberglass Pools Installed Across Florida',
  intro: `Choose from dozens of American-made fiberglass pools, see a rough price in seconds, and most pools take just ${INSTALLATION_TEXTS.typicalDaysOnSite} once installation starts.`,
  image: '/images/content/hero-home.webp',
  imageAlt: 'A blue fiberglass pool with a paver deck behind a Florida home at sunset',
  estimateLabel: 'Get Your Free Estimate',
  estimateHref: '/estimate?sourcePage=home',
  designLabel: 'Design Your Pool',
  designHref: '/design',
  galleryLabel: 'Browse the Pool Gallery',
} as const

/** Benefit cards: the number counts up when the card scrolls into view. */
export const HOME_BENEFITS = [
  {
    value: WARRANTIES.limitedYears,
    decimals: 0,
    suffix: '-Year',
    title: 'Surface Warranty',
    text: 'Our limited warranty on the gelcoat of every new pool we install: no cracking, peeling or replastering.',
  },
  {
    value: CLAIMS.chemicalsReductionPercent,
    decimals: 0,
    suffix: '%',
    title: 'Less Chemicals',
    text: `A smooth, non-porous gelcoat resists algae: ${CLAIMS.chemicalsReduction} than a concrete pool.`,
  },
  {
    value: CLAIMS.ratingValue,
    decimals: 1,
    suffix: `/${CLAIMS.ratingScale}`,
    title: 'Customer Rating',
    text: 'Rated by the Florida homeowners whose pools we have installed.',
  },
  {
    value: CLAIMS.satisfactionPercent,
    decimals: 0,
    suffix: '%',
    title: 'Satisfaction',
    text: `Most installs take ${INSTALLATION_TEXTS.typicalDaysOnSite}, on schedule and on budget.`,
  },
] as const

export const HOME_SERVICES = [
  {
    title: 'Pool Installation',
    text: 'Excavation, shell delivery by crane, plumbing, backfill and deck: one crew from permit to first swim.',
    href: '/installation',
    icon: 'shovel',
    comingSoon: false,
  },
  {
    title: 'Pool Design',
    text: 'Pick a size, shape and finish colour and see a rough price for the pool you have in mind.',
    href: '/design',
    icon: 'palette',
    comingSoon: false,
  },
  {
    title: 'Pool Maintenance',
    text: 'Weekly cleaning, water balancing and equipment care for the pools we install.',
    href: null,
    icon: 'wrench',
    comingSoon: true,
  },
  {
    title: 'Fiberglass Pool Resurfacing',
    text: 'Epoxy and gelcoat resurfacing that brings a faded or blistered pool back in days.',
    href: '/resurfacing',
    icon: 'sparkles',
    comingSoon: false,
  },
] as const

export const HOME_VIDEOS = [VIDEOS.installationTimeLapse, VIDEOS.packagesTour] as const

export const HOME_TEASER = {
  title: 'Design Your Pool',
  intro:
    'Pick a size and a finish colour to see a starting price, then explore the pools we offer in that size.',
  defaultSize: 'Medium',
} as const

export const HOME_GALLERY = {
  title: 'Our Pool Gallery',
  intro:
    'A selection from our catalogue. Filter by size, open a pool for every detail, or ask for an estimate.',
  completeLabel: 'View Complete Gallery',
} as const

export const SETS_US_APART = [
  {
    title: 'Made in the USA',
    text: 'Every shell is built in an American plant under factory quality control, then trucked to your yard.',
  },
  {
    title: 'All-inclusive packages',
    text: 'Permits, excavation, plumbing, equipment, deck and start-up in one written price, with no surprises.',
  },
  {
    title: 'Our own crews',
    text: 'Factory-trained installers on our payroll, not subcontractors, from the first dig to the final walkthrough.',
  },
  {
    title: 'Three Florida offices',
    text: 'Ocala, Orlando and West Palm Beach: a local team that answers the phone and comes back when you call.',
  },
  {
    title: 'Fast installation',
    text: `Fiberglass goes in quickly: most pools take ${INSTALLATION_TEXTS.typicalDaysOnSite} once the permit is approved and the shell delivered.`,
  },
  {
    title: 'Honest advice',
    text: 'We tell you which pool fits your yard and budget, even when it is the smaller one.',
  },
] as const

export const HOME_WARRANTIES = [
  {
    years: WARRANTIES.limitedYears,
    title: `${WARRANTIES.limitedYears}-Year Limited Surface Warranty`,
    text: 'Ours, on every new pool we install: the gelcoat surface against blistering, cracking and delamination under normal use.',
  },
  {
    years: WARRANTIES.structuralShellYears,
    title: `Up to ${WARRANTIES.structuralShellYears}-Year or Lifetime Structural`,
    text: `The maker’s warranty on the shell: ${WARRANTIES.lathamWarranty.toLowerCase()} on Latham pools, ${WARRANTIES.eliteSeriesYears} years on San Juan Elite and Coastal, ${WARRANTIES.classicSeriesYears} on Classic. Each pool’s page names its own.`,
  },
  {
    years: WARRANTIES.workmanshipYears,
    title: `${WARRANTIES.workmanshipYears}-Year Workmanship`,
    text: 'Our installation, plumbing and equipment set-up are covered by our own crews for the first year.',
  },
] as const

export const HOME_CONTACT_SECTION = {
  title: 'Ready to Start Your Pool Project?',
  intro: `Send us a message and a pool specialist from your nearest office will call you back ${withinHours(RESPONSE.contactReplyHours)}.`,
  estimateLabel: 'Get Free Estimate',
  estimateHref: '/estimate',
  financingLabel: 'View Financing',
  financingHref: '/financing',
} as const

/** Manufacturer cards list this many feature lines before 'Show more'. */
export const MANUFACTURER_FEATURES_SHOWN = 3

/** Brand pages for the manufacturers that have one. */
export const MANUFACTURER_PAGES: { match: RegExp; href: string }[] = [
  { match: /latham/i, href: '/latham-pools' },
  { match: /san juan/i, href: '/san-juan-pools' },
]
