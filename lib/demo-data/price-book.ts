/**
 * A realistic Florida price book (issue 35 §2): what reps add to an all-inclusive pool package,
 * with typical installed prices. Items the package already includes (content/packages.ts: permits
 * and inspections, the LED pool light, the crane set) are marked, so a quote lists them at $0; so is
 * the cheapest chapter 515 safety feature, the door and window alarms, because the package's final
 * inspection cannot pass without one. Prices are demo values in cents.
 */
import type { leadSources, lostReasons, priceBookItems } from '@/db/schema'

type Item = typeof priceBookItems.$inferInsert

const item = (sortOrder: number, values: Omit<Item, 'sortOrder'>): Item => ({ sortOrder, ...values })

export const DEMO_PRICE_BOOK: Item[] = [
  item(10, {
    name: 'Variable-speed heat pump, 125,000 BTU',
    description:
      'Heats the pool to 84 °F from March to November; installed on the equipment pad with its own breaker.',
    category: 'equipment',
    unit: 'each',
    unitPriceCents: 5_200_00,
  }),
  item(20, {
    name: 'Salt chlorine generator',
    description: 'Makes chlorine from dissolved salt: softer water, no chlorine to buy or store.',
    category: 'equipment',
    unit: 'each',
    unitPriceCents: 2_100_00,
  }),
  item(30, {
    name: 'Pool automation with phone app',
    description: 'Pump, heater, lights and salt system on schedules, controlled from a phone.',
    category: 'equipment',
    unit: 'each',
    unitPriceCents: 2_450_00,
  }),
  item(40, {
    name: 'LED colour pool light (first light)',
    description: 'One colour LED light in the shell, part of the all-inclusive package.',
    category: 'lighting',
    unit: 'each',
    unitPriceCents: 850_00,
    includedInPackage: true,
  }),
  item(50, {
    name: 'Additional LED colour pool light',
    description: 'A second or third colour light on the same controller.',
    category: 'lighting',
    unit: 'each',
    unitPriceCents: 850_00,
  }),
  item(60, {
    name: 'Tanning ledge with bubblers',
    description: 'A shallow sun shelf moulded into the shell, with two LED bubblers.',
    category: 'pool_features',
    unit: 'lump_sum',
    unitPriceCents: 4_500_00,
  }),
  item(70, {
    name: 'Sheer descent water feature',
    description: 'An 18-inch stainless waterfall set in a raised bond-beam wall.',
    category: 'pool_features',
    unit: 'each',
    unitPriceCents: 1_650_00,
  }),
  item(80, {
    name: 'Deck extension, broom-finish concrete',
    description: 'Concrete deck beyond the package’s standard deck, per square foot poured.',
    category: 'deck_enclosure',
    unit: 'sq_ft',
    unitPriceCents: 14_00,
  }),
  item(90, {
    name: 'Travertine paver deck',
    description: 'Tumbled travertine pavers on a compacted base instead of concrete, per square foot.',
    category: 'deck_enclosure',
    unit: 'sq_ft',
    unitPriceCents: 28_00,
  }),
  item(100, {
    name: 'Screen enclosure (pool cage)',
    description:
      'Aluminium frame with 18/14 screen, hurricane-rated, per square foot of covered area; permit included.',
    category: 'deck_enclosure',
    unit: 'sq_ft',
    unitPriceCents: 13_50,
  }),
  item(110, {
    name: 'Door and window exit alarms (chapter 515)',
    description:
      'Alarms on every door and window opening to the pool: one of the safety features Florida Statutes chapter 515 requires on a new residential pool.',
    category: 'safety',
    unit: 'lump_sum',
    unitPriceCents: 450_00,
    includedInPackage: true,
  }),
  item(120, {
    name: 'Pool safety barrier fence, 4 ft (chapter 515)',
    description:
      'Removable mesh barrier at least 4 feet high with a self-closing, self-latching gate, per linear foot.',
    category: 'safety',
    unit: 'linear_ft',
    unitPriceCents: 42_00,
  }),
  item(130, {
    name: 'Safety pool cover, ASTM F1346 (chapter 515)',
    description: 'A cover that meets the ASTM F1346-91 standard chapter 515 names.',
    category: 'safety',
    unit: 'each',
    unitPriceCents: 3_400_00,
  }),
  item(140, {
    name: 'Dewatering (high water table)',
    description: 'Well points and pumps to keep the hole dry where the water table is high.',
    category: 'site_work',
    unit: 'lump_sum',
    unitPriceCents: 2_800_00,
  }),
  item(150, {
    name: 'Crane access: large crane or lift over the house',
    description: 'When the yard is not reachable by the standard crane through an 8 ft wide access.',
    category: 'site_work',
    unit: 'lump_sum',
    unitPriceCents: 1_950_00,
  }),
  item(160, {
    name: 'Standard crane set',
    description: 'Setting the shell by crane through an access at least 8 feet wide.',
    category: 'site_work',
    unit: 'lump_sum',
    unitPriceCents: 1_200_00,
    includedInPackage: true,
  }),
  item(170, {
    name: 'Boundary and site survey',
    description: 'A licensed surveyor’s survey for the permit, when none is on file.',
    category: 'permits_fees',
    unit: 'lump_sum',
    unitPriceCents: 650_00,
  }),
  item(180, {
    name: 'Building permit and county inspections',
    description: 'The county permit and every inspection to the final one, part of the package.',
    category: 'permits_fees',
    unit: 'lump_sum',
    unitPriceCents: 1_400_00,
    includedInPackage: true,
  }),
  item(190, {
    name: 'HOA application and drawings',
    description: 'The drawings and forms a homeowners’ association asks for before it approves a pool.',
    category: 'permits_fees',
    unit: 'lump_sum',
    unitPriceCents: 350_00,
  }),
  item(200, {
    name: 'Technical visit outside the service area',
    description: 'The technical visit is usually free; this fee applies to remote locations.',
    category: 'permits_fees',
    unit: 'lump_sum',
    unitPriceCents: 250_00,
    isActive: false,
  }),
]

/** Where leads entered by staff come from. */
export const DEMO_LEAD_SOURCES: (typeof leadSources.$inferInsert)[] = [
  'Phone call',
  'Walk-in',
  'Referral',
  'Home show',
  'Repeat customer',
  'Yard sign',
  'Social media message',
].map((name, index) => ({ name, sortOrder: (index + 1) * 10 }))

/** Why leads are lost; 'Other' asks for a text. */
export const DEMO_LOST_REASONS: (typeof lostReasons.$inferInsert)[] = [
  { label: 'Price too high' },
  { label: 'Chose another builder' },
  { label: 'Chose a concrete or vinyl pool' },
  { label: 'Financing not approved' },
  { label: 'HOA or permit refused' },
  { label: 'Project postponed' },
  { label: 'No response' },
  { label: 'Other', requiresText: true },
].map((reason, index) => ({ ...reason, sortOrder: (index + 1) * 10 }))
