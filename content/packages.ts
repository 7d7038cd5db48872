/**
 * The packages page (spec 02 §2.1, §3, §9.2): tabs, the winter special, the all-inclusive
 * package, the building process, the payment schedule and the reasons to choose us.
 */
import {
  EXPERIENCE,
  INSTALLATION_TEXTS,
  PAYMENT_METHODS,
  PRICING,
  REFUSED_PAYMENT_METHODS,
  TECHNICAL_VISIT_NOTE,
  TIMELINES,
  WARRANTIES,
  WARRANTY_TEXTS,
} from './marketing'

/** Spec 02 §2.1: the seven tabs, in order; each id is also the section's id and URL hash. */
export const PACKAGE_TABS = [
  { id: 'specials', label: 'Specials' },
  { id: 'package', label: 'Package' },
  { id: 'process', label: 'Process' },
  { id: 'payment', label: 'Payment' },
  { id: 'benefits', label: 'Benefits' },
  { id: 'faq', label: 'FAQ' },
  { id: 'contact', label: 'Contact' },
] as const

export type PackageTabId = (typeof PACKAGE_TABS)[number]['id']

export const PACKAGES_TEXT = {
  heroTitle: 'All-Inclusive Fiberglass Pool Packages',
  heroIntro: `One price for the pool, excavation, installation, equipment and deck, with pools starting at ${PRICING.poolsFromText}. Call the office nearest you or request your free estimate.`,
  linkCopied: 'Link Copied!',
} as const

export const WINTER_SPECIAL = {
  eyebrow: 'Winter Special',
  title: `Save ${PRICING.winterSavingsText}`,
  subtitle: 'on a complete pool installation',
  text: 'Plan over the winter and swim in the spring. Contracts for a complete installation package signed during our winter special save on the total price, while permits and shell manufacturing run during the cooler months.',
  terms:
    'Applies to new contracts for a complete pool installation package. One offer per household; cannot be combined with other promotions.',
} as const

/** Spec 02 §3 Package. */
export const ALL_INCLUSIVE_PACKAGE = {
  badge: 'All-Inclusive',
  title: 'Complete Fiberglass Pool Package',
  subtitle: 'Everything from the permit to your first swim, on one written price.',
  priceText: `Pools starting at ${PRICING.poolsFromText}`,
  features: [
    'Fiberglass pool shell made in the USA, in your choice of colour',
    'Permits, engineering and all county inspections',
    'Excavation, crane set and gravel backfill',
    'Pump, cartridge filter and LED pool light',
    'Plumbing, electrical bonding and equipment pad',
    'Concrete deck around the pool',
    'Start-up, water balancing and an owner walkthrough',
    `${WARRANTY_TEXTS.surface}, ${WARRANTY_TEXTS.workmanship} and the maker’s shell warranty`,
  ],
} as const

/** Spec 02 §3 Building step: six steps. */
export const BUILDING_STEPS = [
  {
    step: 1,
    title: 'Free Consultation',
    description: `We talk through your yard, budget and wish list, and send your written estimate within ${TIMELINES.estimateReplyHours} hours.`,
  },
  {
    step: 2,
    title: 'Technical Visit & Design',
    description: `A specialist measures the yard, checks crane access (at least ${TIMELINES.craneAccessFeet} feet wide), drainage and utilities, and finalises the layout with you.`,
  },
  {
    step: 3,
    title: 'Permits & Manufacturing',
    description: `We file the permits while your shell is built: usually ${TIMELINES.permitsAndManufacturing} in total.`,
  },
  {
    step: 4,
    title: 'Excavation & Pool Set',
    description: `We dig, prepare a level gravel base and set the shell by crane, backfilling in ${TIMELINES.backfillLiftInches}-inch lifts as it fills.`,
  },
  {
    step: 5,
    title: 'Plumbing, Equipment & Deck',
    description:
      'Plumbing, equipment, electrical bonding and the concrete deck go in, with the county inspections on each stage.',
  },
  {
    step: 6,
    title: 'Finishing & Handover',
    description: `Start-up, water balancing and an owner walkthrough. Installation takes ${INSTALLATION_TEXTS.daysOnSite}; landscaping ${TIMELINES.landscapingDays} afterwards.`,
  },
] as const

/** Spec 02 §3 Payment stage, §9.2: 10 / 35 / 35 / 15 / 5. */
export const PAYMENT_STAGES = [
  {
    stage: 'Initial',
    percentage: 10,
    description: 'Reserves your place in the schedule and starts the design and permit work.',
    note: `Paid as two deposits: ${PRICING.technicalVisitDepositPercent}% to schedule the technical visit and ${PRICING.afterTechnicalVisitDepositPercent}% after it.`,
  },
  {
    stage: 'Pre-construction',
    percentage: 35,
    description: 'Orders your shell from the factory and books the crane and excavation crew.',
    note: `Due at excavation (the ${PRICING.excavationDepositPercent}% process deposit).`,
  },
  {
    stage: 'Pool installation',
    percentage: 35,
    description: 'Covers the crane set, backfill, plumbing and equipment.',
    note: 'Due when the shell is set and the plumbing passes inspection.',
  },
  {
    stage: 'Finishing',
    percentage: 15,
    description: 'Covers the concrete deck, electrical and final inspections.',
    note: 'Due when the deck is poured.',
  },
  {
    stage: 'Final completion',
    percentage: 5,
    description: 'Paid after start-up and your walkthrough, when the pool is ready to swim.',
    note: 'Due at handover.',
  },
] as const

/** Spec 02 §9.2 process deposits. */
export const PROCESS_DEPOSITS = [
  { percentage: PRICING.technicalVisitDepositPercent, label: 'to schedule the technical visit' },
  { percentage: PRICING.afterTechnicalVisitDepositPercent, label: 'after the technical visit' },
  { percentage: PRICING.excavationDepositPercent, label: 'at excavation' },
] as const

export const PAYMENT_METHODS_TEXT = {
  accepted: PAYMENT_METHODS,
  refused: REFUSED_PAYMENT_METHODS,
  note: 'We do not accept cash or cryptocurrency.',
} as const

/** The short FAQ shown with the payment schedule. */
export const PAYMENT_FAQ = [
  {
    question: 'Is the technical visit free?',
    answer: TECHNICAL_VISIT_NOTE,
  },
  {
    question: 'When do I make the first payment?',
    answer: `When you schedule the technical visit (${PRICING.technicalVisitDepositPercent}%). The remaining ${PRICING.afterTechnicalVisitDepositPercent}% of the initial payment follows the visit, once you approve the final layout.`,
  },
  {
    question: 'How can I pay?',
    answer: `By ${PAYMENT_METHODS.join(', ').toLowerCase()}. We do not accept cash or cryptocurrency.`,
  },
  {
    question: 'Can I combine the schedule with a pool loan?',
    answer:
      'Yes. Most lenders pay the stages directly or fund the loan before excavation. Our financing calculator shows estimated monthly payments.',
  },
] as const

/** Why choose us (packages section 6). */
export const WHY_CHOOSE_US = [
  {
    title: `In the pool trade since ${EXPERIENCE.foundedYear}`,
    text: `A family business with ${EXPERIENCE.familyYearsText} in the pool trade and ${EXPERIENCE.fiberglassYearsText} building fiberglass pools.`,
  },
  {
    title: 'One price, no surprises',
    text: 'Your written estimate lists every item of the package: no hidden costs, no change orders for work we should have foreseen.',
  },
  {
    title: `Installed in ${INSTALLATION_TEXTS.daysOnSite}`,
    text: 'A factory-made shell means days of work in your yard, not months of concrete, forms and curing.',
  },
  {
    title: `${WARRANTIES.limitedYears}-year limited surface warranty`,
    text: `Ours on the gelcoat, with our ${WARRANTY_TEXTS.workmanship}; the shell also carries ${WARRANTY_TEXTS.shell}.`,
  },
  {
    title: 'Made in the USA',
    text: 'Every shell we install is manufactured in the United States to strict quality standards.',
  },
  {
    title: 'Three Florida offices',
    text: 'Ocala, Orlando and West Palm Beach: a local crew and a local office that answers the phone.',
  },
] as const
