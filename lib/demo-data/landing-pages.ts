/**
 * Landing pages. The fixed local routes of spec 01 §2 read their record by slug; 'page' records
 * map to an existing page (localPagePath), 'html' records carry their own body.
 */
import type { landingPages } from '@/db/schema'
import { INSTALLATION_TEXTS } from '@/content/marketing'

type LandingPageInsert = typeof landingPages.$inferInsert

type HtmlPageCopy = {
  city: string
  intro: string
  whyHeading: string
  reasons: string[]
  areas: string[]
  closing: string
  sourcePage: string
}

function htmlBody(copy: HtmlPageCopy): string {
  const li = (items: string[]) => items.map((item) => `  <li>${item}</li>`).join('\n')
  return `<h2>Fiberglass pools in ${copy.city}</h2>
<p>${copy.intro}</p>
<h2>${copy.whyHeading}</h2>
<ul>
${li(copy.reasons)}
</ul>
<h2>How your project works</h2>
<ol>
  <li><strong>Free estimate.</strong> We visit your yard, measure access and help you choose a model.</li>
  <li><strong>Permits.</strong> We prepare the drawings and pull the county permit for you.</li>
  <li><strong>Installation.</strong> Excavation, shell, plumbing, backfill and deck in ${INSTALLATION_TEXTS.timelineSummary}.</li>
  <li><strong>Startup.</strong> We balance the water and show you how everything works.</li>
</ol>
<h3>Areas we serve near ${copy.city}</h3>
<p>${copy.areas.join(', ')}.</p>
<p>${copy.closing}</p>
<p><a href="/estimate?sourcePage=${copy.sourcePage}">Request your free estimate</a> or <a href="/pools">browse our pool collection</a>.</p>`
}

const OCALA_BODY = htmlBody({
  city: 'Ocala',
  intro:
    'Our headquarters is in Ocala, and Marion County is where we have installed more pools than anywhere else. Our crews know the local soil, from sandy lots in the southwest to the limestone that turns up near the Silver Springs area, and we work with the county permit office every week.',
  whyHeading: 'Why Ocala homeowners choose fiberglass',
  reasons: [
    `<strong>Fast installation:</strong> most pools take ${INSTALLATION_TEXTS.typicalDaysOnSite} once the permit is approved.`,
    '<strong>Lower upkeep:</strong> the smooth gelcoat resists algae, so you use fewer chemicals and brush less.',
    '<strong>Made in the USA:</strong> Latham and San Juan shells with manufacturer warranties.',
    '<strong>One price:</strong> the quote includes excavation, plumbing, deck, permits and startup.',
  ],
  areas: ['Ocala', 'Belleview', 'Dunnellon', 'The Villages', 'Silver Springs Shores', 'Summerfield'],
  closing:
    'Visit our Ocala office on SW College Road from Monday to Friday, 9AM to 4PM, to see color samples and talk with the team that will build your pool.',
  sourcePage: 'fiberglass-pools-ocala',
})

const TAMPA_BODY = htmlBody({
  city: 'Tampa',
  intro:
    'Homeowners across Hillsborough and Pasco counties ask us for fiberglass pools, resurfacing and repairs. Our Orlando and Ocala crews travel to the Tampa Bay area for installations, and we schedule resurfacing work in one continuous week so your pool is back in use quickly.',
  whyHeading: 'Pool services for Tampa Bay homes',
  reasons: [
    '<strong>New fiberglass pools</strong> from plunge pools to 20 by 40 foot family pools.',
    '<strong>Resurfacing</strong> of tired plaster and fiberglass pools with a durable epoxy or gelcoat finish in 5 to 7 days.',
    '<strong>Crack and blister repair</strong> for older fiberglass shells.',
    '<strong>Built-in spas</strong> and heat pumps to swim through the winter.',
  ],
  areas: ['Tampa', 'Brandon', 'Riverview', 'Wesley Chapel', 'Lutz', 'Land O’ Lakes'],
  closing:
    'Call our team for a free on-site assessment. We will tell you honestly whether your pool needs resurfacing, a repair or simply a good cleaning.',
  sourcePage: 'pool-services-tampa-fl',
})

const JACKSONVILLE_BODY = htmlBody({
  city: 'Jacksonville',
  intro:
    'Our enhanced installation package for Northeast Florida adds the extras that Jacksonville homeowners ask for most: a paver or travertine deck, a heat pump for the cooler winters and an automation system you can run from your phone. Our Ocala crews handle every installation from excavation to startup.',
  whyHeading: 'What the enhanced installation includes',
  reasons: [
    '<strong>Premium deck:</strong> up to 600 square feet of pavers or travertine with matching coping.',
    '<strong>Heat pump:</strong> sized for your pool so you can swim from March to December.',
    '<strong>Automation:</strong> control the pump, lights and heater from an app.',
    '<strong>LED lighting:</strong> color-changing lights in every light niche.',
    '<strong>Lifetime or 25-year shell warranty</strong> depending on the manufacturer.',
  ],
  areas: [
    'Jacksonville',
    'Orange Park',
    'Fleming Island',
    'Ponte Vedra',
    'St. Augustine',
    'Fernandina Beach',
  ],
  closing:
    'The enhanced package is priced as one project, so there are no surprise change orders when the deck or the heater goes in.',
  sourcePage: 'enhanced-pool-installation-jacksonville-fl',
})

const ORLANDO_BODY = htmlBody({
  city: 'Orlando',
  intro:
    'From Winter Park to Kissimmee, our Orlando office designs and installs fiberglass pools for Central Florida families. Many Orlando homes have a screened lanai, and we install pools inside new and existing enclosures, coordinating the screen work so your project has one schedule.',
  whyHeading: 'Why Orlando families choose us',
  reasons: [
    '<strong>Local office</strong> on South Orange Blossom Trail with color samples and model displays.',
    '<strong>Lanai specialists:</strong> plunge and small pools sized for screened patios.',
    '<strong>Financing</strong> through partner lenders with terms up to 15 years.',
    '<strong>Written schedule</strong> with every step from permit to first swim.',
  ],
  areas: ['Orlando', 'Winter Park', 'Kissimmee', 'Sanford', 'Clermont', 'Windermere'],
  closing:
    'Stop by the Orlando office from Monday to Friday, 9AM to 4PM, or ask for a free estimate at your home.',
  sourcePage: 'fiberglass-pools-orlando',
})

const WEST_PALM_BODY = htmlBody({
  city: 'West Palm Beach',
  intro:
    'Palm Beach County lots are often compact, close to the water table and governed by an HOA. Our West Palm Beach team plans for all three: we dewater the excavation when needed, size the pool to the setbacks and prepare the HOA submission with you.',
  whyHeading: 'Pool installation in Palm Beach County',
  reasons: [
    '<strong>Coastal experience:</strong> dewatering, hurricane-rated anchoring and salt-system compatible shells.',
    '<strong>HOA support:</strong> drawings and color samples for your architectural review board.',
    '<strong>Compact designs:</strong> plunge and small pools for courtyards and zero-lot-line homes.',
    '<strong>Resurfacing</strong> for older pools that need a new finish.',
  ],
  areas: ['West Palm Beach', 'Palm Beach Gardens', 'Jupiter', 'Wellington', 'Boca Raton', 'Delray Beach'],
  closing: 'Visit our office on Okeechobee Boulevard or book a free backyard consultation.',
  sourcePage: 'pool-installation-west-palm-beach',
})

const GAINESVILLE_BODY = htmlBody({
  city: 'Gainesville',
  intro:
    'Alachua County homeowners are served by our Ocala office, less than an hour away. This page is being prepared for a spring campaign.',
  whyHeading: 'Why Gainesville homeowners choose fiberglass',
  reasons: [
    '<strong>Quick installation</strong> between semesters and summer break.',
    '<strong>Low upkeep</strong> for busy families and faculty.',
  ],
  areas: ['Gainesville', 'Alachua', 'Newberry', 'High Springs'],
  closing: 'Ask for a free estimate and we will schedule a visit.',
  sourcePage: 'fiberglass-pools-gainesville',
})

export const DEMO_LANDING_PAGES: LandingPageInsert[] = [
  {
    title: 'Fiberglass Pools in Ocala, FL',
    slug: 'fiberglass-pools-ocala',
    city: 'Ocala',
    service: 'Fiberglass pool installation',
    metaTitle: 'Fiberglass Pools in Ocala, FL | Florida Fiberglass Pools',
    metaDescription: `Fiberglass pool sales and installation in Ocala and Marion County. Latham and San Juan shells, installed in ${INSTALLATION_TEXTS.timelineSummary}. Free estimates.`,
    contentType: 'html',
    content: OCALA_BODY,
    targetKeywords: ['fiberglass pools ocala', 'pool installation ocala fl', 'pool builder marion county'],
    status: 'published',
    strategy: 'local-seo',
    views: 412,
    conversions: 19,
  },
  {
    title: '10x20 Fiberglass Pool',
    slug: '10x20-fiberglass-pool',
    city: null,
    service: 'Small fiberglass pools',
    metaTitle: '10x20 Fiberglass Pools: Sizes and Prices',
    metaDescription:
      'Small fiberglass pools around 10 by 20 feet for Florida yards and lanais: models, depths, prices and installation time.',
    contentType: 'page',
    localPagePath: '/pools',
    targetKeywords: ['10x20 fiberglass pool', 'small fiberglass pool', 'fiberglass pool for small yard'],
    status: 'published',
    strategy: 'product',
    views: 268,
    conversions: 7,
  },
  {
    title: 'Pool Packages Test Landing Page',
    slug: 'test-landing',
    city: null,
    service: 'All-inclusive pool packages',
    metaTitle: 'All-Inclusive Fiberglass Pool Packages from $42k',
    metaDescription:
      'All-inclusive fiberglass pool packages: shell, installation, deck, permits and startup in one price. Pools from $42k.',
    contentType: 'page',
    localPagePath: '/packages',
    targetKeywords: ['pool packages', 'all inclusive pool price'],
    status: 'published',
    strategy: 'test',
    views: 35,
    conversions: 1,
  },
  {
    title: 'Pool Resurfacing in Ocala, FL',
    slug: 'pool-resurfacing-ocala-fl',
    city: 'Ocala',
    service: 'Pool resurfacing',
    metaTitle: 'Pool Resurfacing in Ocala, FL | 5-7 Day Turnaround',
    metaDescription:
      'Epoxy and complete pool resurfacing in Ocala and Marion County, finished in 5 to 7 days with a 10-year warranty. Free assessment.',
    contentType: 'page',
    localPagePath: '/resurfacing',
    targetKeywords: ['pool resurfacing ocala', 'pool refinishing ocala fl', 'fiberglass pool repair'],
    status: 'published',
    strategy: 'local-seo',
    views: 189,
    conversions: 11,
  },
  {
    title: 'Pool Services in Tampa, FL',
    slug: 'pool-services-tampa-fl',
    city: 'Tampa',
    service: 'Pool installation and resurfacing',
    metaTitle: 'Pool Services in Tampa, FL | Install & Resurface',
    metaDescription:
      'New fiberglass pools, resurfacing and crack repair for Tampa Bay homes. Free on-site assessment and written quotes.',
    contentType: 'html',
    content: TAMPA_BODY,
    targetKeywords: ['pool services tampa', 'pool resurfacing tampa fl', 'fiberglass pools tampa'],
    status: 'published',
    strategy: 'local-seo',
    views: 143,
    conversions: 4,
  },
  {
    title: 'Enhanced Pool Installation in Jacksonville, FL',
    slug: 'enhanced-pool-installation-jacksonville-fl',
    city: 'Jacksonville',
    service: 'Enhanced pool installation',
    metaTitle: 'Enhanced Pool Installation in Jacksonville, FL',
    metaDescription:
      'Fiberglass pool installation for Jacksonville with a premium deck, heat pump, LED lights and automation included in one price.',
    contentType: 'html',
    content: JACKSONVILLE_BODY,
    targetKeywords: [
      'pool installation jacksonville',
      'fiberglass pool jacksonville fl',
      'pool builder jacksonville',
    ],
    status: 'published',
    strategy: 'enhanced',
    views: 97,
    conversions: 3,
  },
  {
    title: 'Fiberglass Pools in Orlando, FL',
    slug: 'fiberglass-pools-orlando',
    city: 'Orlando',
    service: 'Fiberglass pool installation',
    metaTitle: 'Fiberglass Pools in Orlando, FL | Local Installer',
    metaDescription:
      'Fiberglass pools for Orlando, Winter Park and Kissimmee homes, including lanai installations. Visit our Orlando office or get a free estimate.',
    contentType: 'html',
    content: ORLANDO_BODY,
    targetKeywords: ['fiberglass pools orlando', 'pool installation orlando fl', 'lanai pool orlando'],
    status: 'published',
    strategy: 'local-seo',
    views: 221,
    conversions: 9,
  },
  {
    title: 'Pool Installation in West Palm Beach, FL',
    slug: 'pool-installation-west-palm-beach',
    city: 'West Palm Beach',
    service: 'Fiberglass pool installation',
    metaTitle: 'Pool Installation in West Palm Beach, FL',
    metaDescription:
      'Fiberglass pool installation in West Palm Beach and Palm Beach County, with HOA support and coastal-lot experience. Free estimates.',
    contentType: 'html',
    content: WEST_PALM_BODY,
    targetKeywords: ['pool installation west palm beach', 'fiberglass pools palm beach county'],
    status: 'published',
    strategy: 'local-seo',
    views: 176,
    conversions: 8,
  },
  {
    title: 'Fiberglass Pools in Gainesville, FL',
    slug: 'fiberglass-pools-gainesville',
    city: 'Gainesville',
    service: 'Fiberglass pool installation',
    metaTitle: 'Fiberglass Pools in Gainesville, FL',
    metaDescription:
      'Fiberglass pool installation for Gainesville and Alachua County, served from our Ocala office.',
    contentType: 'html',
    content: GAINESVILLE_BODY,
    targetKeywords: ['fiberglass pools gainesville'],
    status: 'draft',
    strategy: 'local-seo',
  },
]
