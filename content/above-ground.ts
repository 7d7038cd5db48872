/** The above-ground pools page (spec 02 §2.5, §3 Pool series (above ground), §9.2–§9.4). */
import { PRICING, TIMELINES, WARRANTIES } from './marketing'
import type { SeriesPageCopy } from './pool-series'

const ABOVE_GROUND_BENEFITS = [
  {
    title: `From ${PRICING.aboveGroundFromText}`,
    text: 'The most affordable way to add a pool to your yard, with no excavation or deck required.',
  },
  {
    title: `Installed in ${TIMELINES.aboveGroundInstallDays}`,
    text: 'We level the site, assemble the wall and liner, and fill: swim the same week.',
  },
  {
    title: `Up to ${WARRANTIES.aboveGroundUpToYears}-year warranty`,
    text: 'Galvanised steel and resin components built for Florida sun, salt air and humidity.',
  },
  {
    title: 'Salt-system ready',
    text: 'Every series works with a salt chlorine generator for softer water and less upkeep.',
  },
] as const

export type AboveGroundSeries = {
  name: string
  description: string
  shapes: string[]
  sizes: string[]
  features: string[]
  image: string
}

/** Spec 02 §2.5: the three slides, in order. */
const ABOVE_GROUND_SERIES: AboveGroundSeries[] = [
  {
    name: 'Premier',
    description:
      'Our top series: a resin-protected steel wall, wide top ledges and a decorative finish that looks at home next to any patio.',
    shapes: ['Round', 'Oval'],
    sizes: ['18 ft round', '24 ft round', '15 x 30 ft oval', '18 x 33 ft oval'],
    features: [
      'Resin top ledges and uprights',
      '54-inch wall height',
      'Salt-system compatible',
      `${WARRANTIES.aboveGroundUpToYears}-year limited warranty`,
    ],
    image: '/images/content/above-ground-premier.webp',
  },
  {
    name: 'Classic',
    description:
      'A proven galvanised-steel design with a hard-wearing finish: the best value for a family pool.',
    shapes: ['Round', 'Oval'],
    sizes: ['15 ft round', '21 ft round', '12 x 24 ft oval', '15 x 30 ft oval'],
    features: [
      'Galvanised steel wall',
      '52-inch wall height',
      'Easy-access skimmer',
      '20-year limited warranty',
    ],
    image: '/images/content/above-ground-classic.webp',
  },
  {
    name: 'Lagoon',
    description:
      'A compact, budget-friendly series for smaller yards, quick to install and easy to maintain.',
    shapes: ['Round'],
    sizes: ['12 ft round', '15 ft round', '18 ft round'],
    features: [
      'Powder-coated steel frame',
      '48-inch wall height',
      'Starter filtration package',
      '10-year limited warranty',
    ],
    image: '/images/content/above-ground-lagoon.webp',
  },
]

export const ABOVE_GROUND_PAGE: SeriesPageCopy<AboveGroundSeries> = {
  source: 'above-ground-pools',
  hero: {
    title: 'Above-Ground Pools',
    intro: `A full-size pool without the excavation: installed in ${TIMELINES.aboveGroundInstallDays}, from ${PRICING.aboveGroundFromText}, with warranties up to ${WARRANTIES.aboveGroundUpToYears} years.`,
    image: '/images/content/above-ground-premier.webp',
    estimateLabel: 'Get Your Free Estimate',
    seriesLabel: 'Explore the Series',
  },
  benefits: { id: 'benefits', title: 'Why an Above-Ground Pool?', items: ABOVE_GROUND_BENEFITS },
  series: {
    title: 'Our Above-Ground Series',
    intro: 'Three series for every yard and budget.',
    label: 'Above-ground pool series',
    items: ABOVE_GROUND_SERIES,
    imageAlt: (series) => `${series.name} series above-ground pool`,
    quoteLabel: (series) => `Get a ${series.name} Quote`,
  },
  cta: {
    title: 'Swim This Week',
    text: 'Tell us about your yard and we will recommend the right series and size.',
    estimateLabel: 'Get Your Free Estimate',
    contactLabel: 'Contact Us',
  },
}

/** What every installation includes (spec 02 §2.5), under the series. */
export const ABOVE_GROUND_INCLUDED = {
  title: 'What’s Included',
  intro: 'Every above-ground installation comes complete.',
  items: [
    'Site levelling and sand base',
    'Wall, frame and top-ledge assembly',
    'Printed vinyl liner',
    'Pump and filter system with hoses',
    'Skimmer and return fitting',
    'Safety ladder or entry steps',
    'First fill and water start-up',
    'Owner walkthrough and care guide',
  ],
} as const
