/**
 * Downloadable guides. The image generator also writes each one as a small PDF under
 * public/resources/, one PDF page per entry of `pages`, so `pages` and the file agree.
 */
import type { resources } from '@/db/schema'
import { INSTALLATION_TEXTS } from '@/content/marketing'
import { resourceFilePath } from './image-paths'

export type ResourceSpec = {
  slug: string
  title: string
  description: string
  category: string
  type: 'guide' | 'checklist' | 'brochure' | 'worksheet'
  status: 'published' | 'draft'
  /** Each page: a heading, then paragraphs; lines starting with '- ' are bullet points. */
  pages: { heading: string; lines: string[] }[]
}

export const RESOURCE_SPECS: ResourceSpec[] = [
  {
    slug: 'fiberglass-pool-buyers-guide',
    title: "Fiberglass Pool Buyer's Guide",
    description: 'How to choose a shape, size, color and builder, and what a complete quote should include.',
    category: 'Buying Guides',
    type: 'guide',
    status: 'published',
    pages: [
      {
        heading: 'Why fiberglass',
        lines: [
          'A fiberglass pool is a one-piece shell built in a factory and set in your yard in a day.',
          'The gelcoat surface is smooth and non-porous, so it needs fewer chemicals and less brushing.',
          `- Installs in ${INSTALLATION_TEXTS.typicalDaysOnSite} after permit approval`,
          '- No replastering, ever',
          '- Up to 50% fewer chemicals than plaster',
        ],
      },
      {
        heading: 'Choosing a size',
        lines: [
          'Measure the space you have, then leave at least 4 feet of deck on each side.',
          '- Plunge, about 8 x 12 ft: courtyards and lanais',
          '- Small, about 12 x 24 ft: typical lots',
          '- Medium, about 16 x 32 ft: families of four or five',
          '- Large and X-Large, 18 x 36 to 20 x 40 ft: laps and big gatherings',
        ],
      },
      {
        heading: 'Choosing a shape and color',
        lines: [
          'Rectangles and Roman pools suit formal and modern homes; freeform and kidney pools suit tropical gardens.',
          'Light finishes give turquoise water; dark finishes give deep blue water and hold a little more heat.',
        ],
      },
      {
        heading: 'What a complete quote includes',
        lines: [
          '- Shell, delivery and crane',
          '- Excavation, gravel base and backfill',
          '- Plumbing, equipment and electrical bonding',
          '- Coping and deck',
          '- Permits, inspections and startup',
          'Ask every builder for the same items so the quotes can be compared.',
        ],
      },
    ],
  },
  {
    slug: 'backyard-site-preparation-checklist',
    title: 'Backyard Site Preparation Checklist',
    description:
      'Everything to check in your yard before installation day: access, utilities, drainage and neighbors.',
    category: 'Planning',
    type: 'checklist',
    status: 'published',
    pages: [
      {
        heading: 'Access',
        lines: [
          '- A path at least 8 feet wide for the excavator and crane',
          '- Fences or gates that can be removed and reinstalled',
          '- Overhead power lines marked',
          '- Sprinkler heads and low-voltage lights flagged',
        ],
      },
      {
        heading: 'Utilities and drainage',
        lines: [
          '- Call 811 at least two business days before digging',
          '- Septic tank and drain field located on the site plan',
          '- Roof gutters and downspouts directed away from the pool',
          '- Space for the equipment pad near an outdoor outlet',
        ],
      },
    ],
  },
  {
    slug: 'florida-pool-permit-checklist',
    title: 'Florida Pool Permit Checklist',
    description:
      'The documents, approvals and safety features Florida counties ask for before and after a pool goes in.',
    category: 'Permits',
    type: 'checklist',
    status: 'published',
    pages: [
      {
        heading: 'Before you apply',
        lines: [
          '- Current survey of the property',
          '- HOA architectural approval, if you have an HOA',
          '- Setbacks from property lines and easements confirmed',
          '- Barrier plan: fence, screen enclosure, safety cover or door alarms',
        ],
      },
      {
        heading: 'Inspections',
        lines: [
          '- Bonding and grounding grid',
          '- Plumbing pressure test',
          '- Electrical: lights, pump and heater',
          '- Final inspection including the barrier',
          'We schedule every inspection and meet the inspector on site.',
        ],
      },
    ],
  },
  {
    slug: 'fiberglass-pool-care-guide',
    title: 'Fiberglass Pool Care Guide',
    description:
      'Weekly routine, water chemistry targets and seasonal care for a fiberglass pool in Florida.',
    category: 'Maintenance',
    type: 'guide',
    status: 'published',
    pages: [
      {
        heading: 'Weekly routine',
        lines: [
          '- Skim the surface and empty the skimmer basket',
          '- Brush steps and benches with a soft nylon brush',
          '- Test the water twice a week',
          '- Clean the filter when the pressure rises 8 to 10 psi above clean',
        ],
      },
      {
        heading: 'Water chemistry targets',
        lines: [
          '- Free chlorine: 2 to 4 ppm',
          '- pH: 7.2 to 7.6',
          '- Total alkalinity: 80 to 120 ppm',
          '- Calcium hardness: 150 to 250 ppm',
          '- Cyanuric acid: 30 to 50 ppm',
        ],
      },
      {
        heading: 'Seasonal care',
        lines: [
          'Summer: run the pump longer and test after every storm.',
          'Winter: keep circulating; Florida pools are never closed for the season.',
          'Hurricane season: never drain a fiberglass pool.',
        ],
      },
    ],
  },
  {
    slug: 'pool-financing-worksheet',
    title: 'Pool Financing Worksheet',
    description: 'A one-page worksheet to compare loan offers: rate, term, monthly payment and total cost.',
    category: 'Financing',
    type: 'worksheet',
    status: 'published',
    pages: [
      {
        heading: 'Your project',
        lines: [
          'Pool package price: ____________',
          'Down payment (0 to 50%): ____________',
          'Amount to finance: ____________',
          'Target monthly payment: ____________',
        ],
      },
      {
        heading: 'Compare offers',
        lines: [
          'For each lender write the APR, the term in months and the monthly payment.',
          'Total cost = monthly payment x number of months.',
          'Estimates only: rates are subject to lender approval.',
        ],
      },
    ],
  },
  {
    slug: 'model-brochure-2026',
    title: 'Latham and San Juan Model Brochure',
    description:
      'Every model we install with its size, depth, volume and finishes, in one printable brochure.',
    category: 'Brochures',
    type: 'brochure',
    status: 'draft',
    pages: [
      {
        heading: 'Latham',
        lines: ['Crystal, Classic and Olympia series.', 'Lifetime limited structural and surface warranty.'],
      },
      {
        heading: 'San Juan',
        lines: ['Elite, Classic and Coastal series.', '20- and 25-year structural warranties.'],
      },
    ],
  },
]

export const DEMO_RESOURCES: (typeof resources.$inferInsert)[] = RESOURCE_SPECS.map((spec) => ({
  title: spec.title,
  description: spec.description,
  category: spec.category,
  type: spec.type,
  fileUrl: resourceFilePath(spec.slug),
  pages: spec.pages.length,
  status: spec.status,
}))
