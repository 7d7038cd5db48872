/**
 * The packages page FAQ (spec 02 §2.2, §3): 23 items in nine categories. Answers quote the
 * figures of content/marketing.ts, never their own copies.
 */
import { FINANCING_CLAIMS } from './financing'
import { PAYMENT_STAGES } from './packages'
import {
  INSTALLATION_TEXTS,
  PAYMENT_METHODS,
  PRICING,
  TECHNICAL_VISIT_NOTE,
  TIMELINES,
  WARRANTIES,
  WARRANTY_TEXTS,
} from './marketing'

export const FAQ_CATEGORIES = [
  'General Pool Information',
  'Installation & Timeline',
  'Maintenance',
  'Cost & Estimates',
  'Customization & Features',
  'Permits & Regulations',
  'Warranties & Guarantees',
  'Payments & Financing',
  'Pool Heating Options',
] as const

export type FaqCategory = (typeof FAQ_CATEGORIES)[number]

export type FaqItem = {
  id: string
  question: string
  answer: string
  category: FaqCategory
  tags: string[]
}

/** Spec 02 §2.2 popular-search chips, in order. */
export const POPULAR_SEARCHES = [
  'heat',
  'cost',
  'installation time',
  'permits',
  'payment',
  'warranty',
  'maintenance',
] as const

/** Spec 02 §9.5. */
export const FAQ_SUGGESTION_LIMIT = 5
export const FAQ_DEBOUNCE_MS = 300
/** Suggestions appear when the search text is longer than this many characters. */
export const FAQ_SUGGESTION_MIN_LENGTH = 2
export const FAQ_ALL_CATEGORIES = 'all'

export const FAQ_TEXT = {
  searchLabel: 'Search the FAQ',
  searchPlaceholder: 'Search questions, e.g. permits or warranty',
  searching: 'Searching...',
  noResults: 'No questions found',
  noResultsHint: 'Try another word, or clear the search and category.',
  clearAll: 'Clear all filters',
  moreResults: (n: number) => `And ${n} more results...`,
} as const

const schedule = PAYMENT_STAGES.map((s) => `${s.percentage}% ${s.stage.toLowerCase()}`).join(', ')

export const FAQ_ITEMS: FaqItem[] = [
  // General Pool Information (3)
  {
    id: 'why-fiberglass',
    category: 'General Pool Information',
    question: 'Why choose a fiberglass pool over concrete or vinyl?',
    answer:
      'A fiberglass shell is made in a factory as one piece, so it arrives smooth, non-porous and ready to set. It resists algae, needs fewer chemicals than a plaster pool, never needs a liner replacement and installs in weeks rather than months. In Florida heat and sandy soil it also flexes slightly instead of cracking.',
    tags: ['fiberglass', 'concrete', 'vinyl', 'comparison'],
  },
  {
    id: 'service-area',
    category: 'General Pool Information',
    question: 'Which parts of Florida do you serve?',
    answer:
      'We work from three offices, in Ocala, Orlando and West Palm Beach, and install across Central Florida and the Palm Beaches: from Gainesville and The Villages to Kissimmee, Clermont, Boca Raton and Jupiter. If your town is not listed, call the nearest office; remote locations may carry a travel fee for the technical visit.',
    tags: ['locations', 'service area', 'offices'],
  },
  {
    id: 'shell-sizes',
    category: 'General Pool Information',
    question: 'What sizes and shapes do fiberglass pools come in?',
    answer:
      'Shells range from 8x12 ft plunge pools to 20x40 ft family pools, in rectangular, freeform, kidney and roman-end shapes, many with built-in benches, tanning ledges or a spa. Stated lengths and depths may vary up to 3% because each shell is moulded.',
    tags: ['size', 'shape', 'models'],
  },
  // Installation & Timeline (3)
  {
    id: 'installation-time',
    category: 'Installation & Timeline',
    question: 'How long does the installation take?',
    answer: `Once permits are approved and the shell is delivered, installation takes ${INSTALLATION_TEXTS.daysOnSite} (most pools ${TIMELINES.installHeadline}), depending on the pool, the site and the weather. Permits and shell manufacturing take ${TIMELINES.permitsAndManufacturing} before that, and landscaping around the new pool takes ${TIMELINES.landscapingDays} afterwards: from permit approval and shell delivery, your pool is finished within ${TIMELINES.installationAfterPermitDays} days.`,
    tags: ['installation time', 'timeline', 'schedule'],
  },
  {
    id: 'crane-access',
    category: 'Installation & Timeline',
    question: 'What access does my yard need for the pool to be delivered?',
    answer: `The shell is lifted into place by crane, which needs an access path at least ${TIMELINES.craneAccessFeet} feet wide to set up near the yard. During the technical visit we check access, overhead lines, septic fields and drainage, and tell you about any extra work before you sign.`,
    tags: ['crane', 'access', 'delivery', 'installation'],
  },
  {
    id: 'backfill',
    category: 'Installation & Timeline',
    question: 'How is the pool kept level after it is set?',
    answer: `We backfill with clean gravel in ${TIMELINES.backfillLiftInches}-inch lifts while the pool fills with water, so the pressure inside and outside the shell stays balanced. Each lift is compacted and checked for level before the next one goes in.`,
    tags: ['backfill', 'level', 'installation'],
  },
  // Maintenance (3)
  {
    id: 'weekly-care',
    category: 'Maintenance',
    question: 'How much maintenance does a fiberglass pool need?',
    answer:
      'About 15 minutes a week: skim the surface, empty the baskets, check the chemistry and run the robot cleaner. The smooth gelcoat leaves algae nothing to cling to, so most owners use noticeably fewer chemicals and brush far less than with a plaster pool.',
    tags: ['maintenance', 'cleaning', 'chemicals'],
  },
  {
    id: 'salt-system',
    category: 'Maintenance',
    question: 'Can I use a salt chlorine generator?',
    answer:
      'Yes. Fiberglass is not affected by salt the way plaster and some metal parts are, so a salt chlorine generator is one of the most popular add-ons. Keep salt within the generator maker’s range and balance the water monthly.',
    tags: ['salt', 'chlorine', 'chemicals', 'maintenance'],
  },
  {
    id: 'hurricane',
    category: 'Maintenance',
    question: 'What should I do with my pool before a hurricane?',
    answer:
      'Leave the water in: an empty shell can float when the water table rises. Turn off power to the equipment at the breaker, remove loose furniture, add a little extra chlorine and lower the water only a few inches if heavy rain is forecast.',
    tags: ['hurricane', 'storm', 'maintenance'],
  },
  // Cost & Estimates (3)
  {
    id: 'package-cost',
    category: 'Cost & Estimates',
    question: 'How much does an installed fiberglass pool cost?',
    answer: `Our all-inclusive packages start at ${PRICING.poolsFromText} for the shell, excavation, installation, equipment and a concrete deck. The final cost depends on the model, site conditions, deck size and options such as heating, lighting or a spa. Your written estimate lists every item, so there are no hidden costs.`,
    tags: ['cost', 'price', 'package'],
  },
  {
    id: 'free-estimate',
    category: 'Cost & Estimates',
    question: 'Is the estimate free, and how fast will I get it?',
    answer: `Yes. Request an estimate online or by phone and we reply within ${TIMELINES.estimateReplyHours} hours. ${TECHNICAL_VISIT_NOTE}`,
    tags: ['estimate', 'cost', 'technical visit'],
  },
  {
    id: 'winter-special',
    category: 'Cost & Estimates',
    question: 'What is the winter special?',
    answer: `Sign a complete pool installation during our winter special and save ${PRICING.winterSavingsText}. Winter is the best time to plan: permits and manufacturing finish in time for the pool to be ready for spring.`,
    tags: ['special', 'discount', 'cost'],
  },
  // Customization & Features (2)
  {
    id: 'colors',
    category: 'Customization & Features',
    question: 'Which colours can I choose?',
    answer:
      'Shells come in Sapphire Blue, Ocean Blue, Night Sky, Shale Gray, Coastal Bronze and Pearl White. Darker colours give deeper blue water and hold a little more heat; lighter colours give a Caribbean turquoise.',
    tags: ['colors', 'finish', 'customization'],
  },
  {
    id: 'add-ons',
    category: 'Customization & Features',
    question: 'What features can I add to my pool?',
    answer:
      'Popular options include LED lighting, a tanning ledge, a built-in spa, water features, automation you control from your phone, a heat pump, a safety cover and a screen enclosure. We price each one separately so you can choose within your budget.',
    tags: ['features', 'spa', 'lighting', 'customization'],
  },
  // Permits & Regulations (2)
  {
    id: 'permits',
    category: 'Permits & Regulations',
    question: 'Who takes care of the permits?',
    answer: `We do. We prepare the site plan, apply for the building and electrical permits with your county, and schedule every inspection. Permits and shell manufacturing together usually take ${TIMELINES.permitsAndManufacturing}, depending on the county.`,
    tags: ['permits', 'county', 'inspections'],
  },
  {
    id: 'barrier-law',
    category: 'Permits & Regulations',
    question: 'What safety rules apply to a residential pool in Florida?',
    answer:
      'The Florida Residential Swimming Pool Safety Act requires at least one safety feature: a barrier around the pool, an approved safety cover, alarms on doors and windows leading to the pool, or self-closing, self-latching doors. We include the required feature in your plan and your HOA rules in the site layout.',
    tags: ['permits', 'safety', 'fence', 'regulations'],
  },
  // Warranties & Guarantees (2)
  {
    id: 'warranty-coverage',
    category: 'Warranties & Guarantees',
    question: 'What warranty comes with a new pool?',
    answer: `${WARRANTY_TEXTS.all} Equipment is covered by each maker’s own warranty.`,
    tags: ['warranty', 'guarantee', 'shell'],
  },
  {
    id: 'resurfacing-warranty',
    category: 'Warranties & Guarantees',
    question: 'Is resurfacing covered by a warranty?',
    answer: `Yes: complete resurfacing carries a ${WARRANTIES.resurfacingYears}-year warranty, and epoxy repairs carry a ${WARRANTIES.epoxyWorkmanshipYears}-year workmanship warranty.`,
    tags: ['warranty', 'resurfacing', 'epoxy'],
  },
  // Payments & Financing (3)
  {
    id: 'payment-schedule',
    category: 'Payments & Financing',
    question: 'How is the payment schedule structured?',
    answer: `You pay in five stages as the work progresses: ${schedule}. You never pay for work that has not started.`,
    tags: ['payment', 'schedule', 'deposit'],
  },
  {
    id: 'payment-methods',
    category: 'Payments & Financing',
    question: 'Which payment methods do you accept?',
    answer: `We accept ${PAYMENT_METHODS.join(', ').toLowerCase()}. We do not accept cash or cryptocurrency, so every payment leaves a clear record for both of us.`,
    tags: ['payment', 'zelle', 'check', 'bank transfer'],
  },
  {
    id: 'financing',
    category: 'Payments & Financing',
    question: 'Can I finance my pool?',
    answer: `Yes. Pool loans from specialist lenders run for terms up to ${FINANCING_CLAIMS.maxTermYears} years, at rates that depend on your credit range, and many homeowners are pre-approved in as little as ${FINANCING_CLAIMS.approvalHours} hours. Our financing calculator shows the current rates of the lenders we work with and compares estimated monthly payments before you apply.`,
    tags: ['financing', 'loan', 'payment', 'apr'],
  },
  // Pool Heating Options (2)
  {
    id: 'heat-pump',
    category: 'Pool Heating Options',
    question: 'What is the best way to heat a pool in Florida?',
    answer:
      'An electric heat pump is the most economical choice for most Florida homes: it moves heat from the warm air into the water and keeps the pool comfortable from spring to late fall. A gas heater warms the water faster for occasional use, and solar panels cost nothing to run.',
    tags: ['heat', 'heat pump', 'gas', 'solar'],
  },
  {
    id: 'heat-retention',
    category: 'Pool Heating Options',
    question: 'Does a fiberglass pool hold heat well?',
    answer:
      'Yes. The shell and its insulating layers hold heat better than concrete, which draws warmth into the ground. A solar cover at night keeps most of the day’s heat and cuts heating costs further.',
    tags: ['heat', 'insulation', 'solar cover'],
  },
]
