/**
 * The resurfacing landing page (spec 02 §2.3): its sections' copy and the estimate links with the
 * query parameters the estimate form reads (service, sourcePage, source, interest).
 */
import { STATS, TIMELINES, WARRANTIES } from './marketing'

export const RESURFACING_SERVICES = [
  'resurfacing',
  'epoxy-resurfacing',
  'complete-resurfacing',
  'crack-repair',
] as const
export type ResurfacingService = (typeof RESURFACING_SERVICES)[number]

export const RESURFACING_SOURCES = [
  'hero',
  'problem-identification',
  'video',
  'services-cta',
  'epoxy',
  'complete',
  'repair',
  'process',
  'gallery',
  'restoration-video',
  'faq',
  'cta',
] as const
export type ResurfacingSource = (typeof RESURFACING_SOURCES)[number]

/** /estimate link of a resurfacing-page button: service (default resurfacing), sourcePage, source, interest. */
export function resurfacingEstimateHref(
  source: ResurfacingSource,
  service: ResurfacingService = 'resurfacing',
): string {
  const params = new URLSearchParams({
    service,
    sourcePage: 'resurfacing',
    source,
    interest: 'pool-resurfacing',
  })
  return `/estimate?${params}`
}

export const RESURFACING_HERO = {
  title: 'Pool Resurfacing That Makes Your Pool Look New Again',
  intro: `Faded, chalky, cracked or blistered? We restore fiberglass and concrete pools across Florida in ${TIMELINES.resurfacingDays}, backed by a ${WARRANTIES.resurfacingYears}-year warranty.`,
  image: '/images/content/hero-resurfacing.webp',
  stats: [
    STATS[1],
    STATS[2],
    { value: TIMELINES.resurfacingDays, label: 'Typical project' },
    { value: `${WARRANTIES.resurfacingYears}-year`, label: 'Resurfacing warranty' },
  ],
} as const

export const WARNING_SIGNS = [
  {
    title: 'Chalky residue',
    text: 'A white powder on your hand when you rub the wall means the gelcoat is oxidising and breaking down.',
  },
  {
    title: 'Fading and stains',
    text: 'Blotchy colour, rust or metal stains that no longer brush or chemical-treat away.',
  },
  {
    title: 'Spider cracks',
    text: 'Fine hairline cracks in the surface (crazing) that collect dirt and spread with each summer.',
  },
  {
    title: 'Blisters',
    text: 'Small raised bubbles where water has worked into the laminate behind the surface.',
  },
  {
    title: 'Rough texture',
    text: 'A surface that snags swimsuits or scrapes feet, and that algae cling to.',
  },
  {
    title: 'Rising chemical use',
    text: 'A porous surface holds algae and throws off the water balance, so you add more and more chemicals.',
  },
] as const

export type ComparisonRow = { feature: string; epoxy: string; gelcoat: string }

export const EPOXY_VS_GELCOAT = {
  title: 'Epoxy vs. Gelcoat: Which Finish Is Right for You?',
  intro:
    'Both restore a smooth, watertight surface. The right choice depends on the pool’s condition, your budget and how long you plan to stay.',
  rows: [
    {
      feature: 'What it is',
      epoxy: 'A two-part epoxy coating rolled onto the prepared surface',
      gelcoat: 'A new factory-grade gelcoat layer sprayed over the repaired laminate',
    },
    {
      feature: 'Best for',
      epoxy: 'Sound pools with fading, chalking and light staining',
      gelcoat: 'Pools with cracks, blisters or a surface that has worn through',
    },
    {
      feature: 'Finish',
      epoxy: 'Smooth, semi-gloss, wide colour choice',
      gelcoat: 'High-gloss, the same finish as a new fiberglass shell',
    },
    {
      feature: 'Typical lifespan',
      epoxy: '7-10 years with balanced water',
      gelcoat: '15-20 years with balanced water',
    },
    {
      feature: 'Project time',
      epoxy: `About ${TIMELINES.resurfacingDays}, including cure`,
      gelcoat: `About ${TIMELINES.resurfacingDays}, including cure`,
    },
    {
      feature: 'Warranty',
      epoxy: `${WARRANTIES.epoxyWorkmanshipYears}-year workmanship warranty`,
      gelcoat: `${WARRANTIES.resurfacingYears}-year resurfacing warranty`,
    },
    { feature: 'Relative cost', epoxy: 'Lower', gelcoat: 'Higher, but lasts about twice as long' },
  ] satisfies ComparisonRow[],
} as const

export const RESURFACING_SERVICE_CARDS = [
  {
    title: 'Epoxy Resurfacing',
    cta: 'Get an Epoxy Resurfacing Quote',
    service: 'epoxy-resurfacing',
    source: 'epoxy',
    popular: false,
    text: 'A durable epoxy coating that restores colour and smoothness to a structurally sound pool.',
    points: [
      'Surface preparation and sanding',
      'Two-part epoxy coating',
      'Choice of colours',
      `${WARRANTIES.epoxyWorkmanshipYears}-year workmanship warranty`,
    ],
  },
  {
    title: 'Complete Resurfacing',
    cta: 'Get a Complete Resurfacing Quote',
    service: 'complete-resurfacing',
    source: 'complete',
    popular: true,
    text: 'Our full restoration: every crack and blister repaired, then a new high-gloss gelcoat surface.',
    points: [
      'Drain, inspect and grind the old surface',
      'All cracks and blisters repaired',
      'New gelcoat finish',
      `${WARRANTIES.resurfacingYears}-year resurfacing warranty`,
    ],
  },
  {
    title: 'Crack & Blister Repair',
    cta: 'Get a Crack & Blister Repair Quote',
    service: 'crack-repair',
    source: 'repair',
    popular: false,
    text: 'Targeted repairs that stop cracks and blisters before they become leaks or structural damage.',
    points: [
      'Crack routing and laminate repair',
      'Blister grinding and filling',
      'Colour-matched finish',
      'Leak check on refill',
    ],
  },
] as const satisfies readonly {
  title: string
  /** The card's button, written out (an/a). */
  cta: string
  service: ResurfacingService
  source: ResurfacingSource
  popular: boolean
  text: string
  points: readonly string[]
}[]

export const RESURFACING_PROCESS = [
  {
    step: 1,
    title: 'Inspection & Quote',
    text: 'We inspect the surface, test for leaks and blisters and give you a written quote.',
  },
  {
    step: 2,
    title: 'Drain & Prepare',
    text: 'We drain the pool safely, grind or sand the old surface and repair the laminate.',
  },
  {
    step: 3,
    title: 'Resurface',
    text: 'We apply the new epoxy coating or gelcoat finish in controlled conditions.',
  },
  {
    step: 4,
    title: 'Cure & Refill',
    text: `After the finish cures we refill, balance the water and walk you through care. Total: ${TIMELINES.resurfacingDays}.`,
  },
] as const

export const BEFORE_AFTER = [
  {
    src: '/images/content/resurfacing-before-1.webp',
    alt: 'Before: a faded, stained fiberglass pool with a chalky surface',
  },
  {
    src: '/images/content/resurfacing-after-1.webp',
    alt: 'After: the same pool with a new glossy blue finish',
  },
  {
    src: '/images/content/resurfacing-before-2.webp',
    alt: 'Before: a pool wall with spider cracks and blisters',
  },
  {
    src: '/images/content/resurfacing-after-2.webp',
    alt: 'After: the repaired wall with a smooth new gelcoat',
  },
] as const

export const RESURFACING_REASONS = [
  {
    title: 'Fiberglass specialists',
    text: 'We build fiberglass pools, so we know how the laminate and gelcoat behave, and how to repair them properly.',
  },
  {
    title: `${STATS[1].value} pools resurfaced`,
    text: 'Across Central Florida and the Palm Beaches, from small repairs to complete restorations.',
  },
  {
    title: `${STATS[2].value} satisfaction`,
    text: 'Most of our work comes from neighbours of pools we have already restored.',
  },
  {
    title: 'Written warranties',
    text: `${WARRANTIES.resurfacingYears}-year warranty on complete resurfacing and ${WARRANTIES.epoxyWorkmanshipYears}-year workmanship warranty on epoxy.`,
  },
] as const

/** Spec 02 §2.3: the FAQ of five items. */
export const RESURFACING_FAQ = [
  {
    question: 'How long does pool resurfacing take?',
    answer: `Most projects take ${TIMELINES.resurfacingDays} from draining to refilling, including the time the new finish needs to cure. Rain can add a day or two.`,
  },
  {
    question: 'How do I know whether my pool needs resurfacing or just repairs?',
    answer:
      'Isolated cracks or a few blisters can be repaired on their own. When the whole surface is chalky, faded, rough or blistered, resurfacing is the lasting fix. Our inspection tells you which, in writing.',
  },
  {
    question: 'Can you resurface a concrete pool with fiberglass?',
    answer:
      'Yes. We can apply an epoxy coating to a sound concrete or plaster pool. The surface is prepared first so the coating bonds properly.',
  },
  {
    question: 'What warranty do I get?',
    answer: `Complete resurfacing carries a ${WARRANTIES.resurfacingYears}-year warranty; epoxy resurfacing carries a ${WARRANTIES.epoxyWorkmanshipYears}-year workmanship warranty.`,
  },
  {
    question: 'Do I need to be home during the work?',
    answer:
      'Only for the inspection and the final walkthrough. We need access to the yard, water and power while we work.',
  },
] as const
