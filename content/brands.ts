/**
 * The two brand landing pages (spec 02 §2.6, §2.7, §3 Series, §9.4): San Juan (three series) and
 * Latham (pool collection and colour collections).
 */
import { EXPERIENCE, WARRANTIES } from './marketing'
import { CLASSIC_COLLECTION_COLORS, CRYSTAL_COLLECTION_COLORS } from './pool-colors'
import type { SeriesPageCopy } from './pool-series'

/* ------------------------------------------------------------------ San Juan (second brand) */

/** The San Juan pools of the catalogue, under the series. */
export const SAN_JUAN_GALLERY = {
  title: 'San Juan Pool Gallery',
  intro: 'The San Juan models we install. Open a pool for its sizes, depths and finishes.',
  /** Shown instead of the pictures when no San Juan pool of the catalogue has one. */
  noPictures:
    'Ask us for photos of San Juan pools we have installed near you: we will gladly send some, or show you one in person.',
} as const

const SAN_JUAN_BENEFITS = [
  {
    title: WARRANTIES.sanJuanStructural.replace(/^./, (c) => c.toUpperCase()),
    text: 'Every shell is backed by the manufacturer’s structural warranty, registered for you at installation.',
  },
  {
    title: 'Pioneers of fiberglass',
    text: 'San Juan has moulded one-piece fiberglass pools for decades, with a proven laminate schedule.',
  },
  {
    title: 'Smooth, durable finish',
    text: 'A non-porous gelcoat that resists algae and staining, and feels smooth underfoot.',
  },
  {
    title: 'Made in the USA',
    text: 'Manufactured in the United States and delivered to your yard ready to set.',
  },
] as const

export type BrandSeries = {
  name: string
  description: string
  features: string[]
  shapes: string[]
  warranty: string
  image: string
}

/** Spec 02 §2.6: Elite, Classic, Coastal. Each slide shows the first two features and shapes. */
const SAN_JUAN_SERIES: BrandSeries[] = [
  {
    name: 'Elite',
    description:
      'Premium designs with generous tanning ledges, full-width benches and the deepest colour options.',
    features: [
      'Full-width tanning ledge',
      'Built-in benches and wide steps',
      'Premium gelcoat colours',
      'LED lighting niches',
    ],
    shapes: ['Rectangle', 'Roman', 'Freeform'],
    warranty: `${WARRANTIES.eliteSeriesYears}-year structural warranty`,
    image: '/images/content/san-juan-elite.webp',
  },
  {
    name: 'Classic',
    description: 'Timeless shapes with a swim-friendly floor and simple, elegant lines for any backyard.',
    features: [
      'Gradual slope to the deep end',
      'Corner entry steps',
      'Proven classic shapes',
      'Easy-clean rounded corners',
    ],
    shapes: ['Kidney', 'Rectangle', 'Oval'],
    warranty: `${WARRANTIES.classicSeriesYears}-year structural warranty`,
    image: '/images/content/san-juan-classic.webp',
  },
  {
    name: 'Coastal',
    description: 'Compact pools and plunge pools sized for courtyards, lanais and small coastal lots.',
    features: [
      'Compact footprints',
      'Optional built-in spa',
      'Ideal for screen enclosures',
      'Quick installation',
    ],
    shapes: ['Plunge', 'Rectangle', 'Freeform'],
    warranty: WARRANTIES.sanJuanStructural,
    image: '/images/content/san-juan-coastal.webp',
  },
]

export const SAN_JUAN_PAGE: SeriesPageCopy<BrandSeries> = {
  source: 'san-juan-pools',
  hero: {
    title: 'San Juan Fiberglass Pools',
    intro: `One-piece fiberglass pools from one of the pioneers of the industry, with a ${WARRANTIES.sanJuanStructural} and a finish built for the Florida sun.`,
    image: '/images/content/san-juan-hero.webp',
    estimateLabel: 'Get Free Estimate',
    seriesLabel: 'Explore Pool Series',
  },
  benefits: { id: 'why', title: 'Why Choose San Juan Pools', items: SAN_JUAN_BENEFITS },
  series: {
    title: 'San Juan Pool Series',
    intro: 'Three series, each with its own character.',
    label: 'San Juan series',
    items: SAN_JUAN_SERIES,
    imageAlt: (series) => `San Juan ${series.name} series pool`,
    quoteLabel: () => 'Get Quote',
  },
  cta: {
    title: 'Ready for Your San Juan Pool?',
    text: 'Get a written, all-inclusive estimate for the series and size that fits your yard.',
    estimateLabel: 'Get Free Estimate Now',
    contactLabel: 'Contact Our Experts',
  },
}

/* ------------------------------------------------------------------ Latham (first brand) */

export const LATHAM_TEXT = {
  title: 'Latham Fiberglass Pools',
  intro: `North America’s largest maker of residential in-ground pools, installed across Florida by a family business in the pool trade since ${EXPERIENCE.foundedYear}. ${WARRANTIES.lathamWarranty}.`,
  image: '/images/content/latham-hero.webp',
  collectionTitle: 'The Latham Pool Collection',
  collectionIntro:
    'Every Latham model we install. Search and filter by series, shape, size or a built-in spa.',
  loading: 'Loading pools...',
  empty: 'No pools found matching your criteria.',
  searchPlaceholder: 'Search pools by name, brand, or features...',
} as const

/** Spec 02 §2.7: 'Why Choose' (three items). */
export const LATHAM_WHY = [
  {
    title: WARRANTIES.lathamWarranty,
    text: 'Latham stands behind the structure and the surface of every shell with a lifetime limited warranty.',
  },
  {
    title: 'Engineered for strength',
    text: 'Vinyl-ester barrier coats and a reinforced laminate resist osmotic blistering in Florida’s high water table.',
  },
  {
    title: 'Designs for every yard',
    text: 'From plunge pools to 40-foot family pools, with tanning ledges, benches and built-in spas.',
  },
] as const

/** Spec 02 §2.7 Pool Color Collections; each colour's look comes from content/pool-colors.ts. */
export const LATHAM_COLOR_COLLECTIONS = [
  {
    name: 'Crystal Collection',
    description: 'A shimmering finish with reflective crystals that sparkle in the sun.',
    sparkle: true,
    colors: CRYSTAL_COLLECTION_COLORS,
  },
  {
    name: 'Classic Collection',
    description: 'Solid, timeless colours with a smooth high-gloss finish.',
    sparkle: false,
    colors: CLASSIC_COLLECTION_COLORS,
  },
] as const
