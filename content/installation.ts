/** The installation timeline page (spec 02 §2.4, §3 Timeline step, §9.3). */
import { EXPERIENCE, INSTALLATION_TEXTS, TIMELINES, WARRANTY_TEXTS } from './marketing'

export const INSTALLATION_TEXT = {
  title: 'Your Fiberglass Pool Installation, Day by Day',
  intro: `Once your permits are approved and the shell is delivered, a typical installation takes ${INSTALLATION_TEXTS.timelineSummary} (${INSTALLATION_TEXTS.daysOnSite}, with the pool’s size and the site). Here is what happens on each step, so you know what to expect in your yard.`,
  /** Shown when a step's picture cannot be loaded (spec 02 §8). */
  defaultImage: '/images/content/hero-pools.webp',
} as const

/** Spec 02 §3 Timeline step: day, title, description, image, duration. Six steps. */
export const TIMELINE_STEPS = [
  {
    day: 'Day 1',
    title: 'Layout & Excavation',
    description:
      'We mark the pool outline, protect your lawn and driveway, and dig the hole to the shell’s exact shape and depth. Spoil is hauled away or graded on site as agreed.',
    image: '/images/content/installation-day-1.webp',
    duration: '1 day',
  },
  {
    day: 'Day 2',
    title: 'Gravel Base & Plumbing Trench',
    description:
      'A compacted, laser-levelled gravel base goes in, and the trenches for the plumbing lines to the equipment pad are dug.',
    image: '/images/content/installation-day-2.webp',
    duration: '1 day',
  },
  {
    day: 'Day 3',
    title: 'Crane Set',
    description: `The shell arrives by truck and a crane lifts it over the house into place (access at least ${TIMELINES.craneAccessFeet} feet wide). We check level in every direction before the crane leaves.`,
    image: '/images/content/installation-day-3.webp',
    duration: '1 day',
  },
  {
    day: 'Days 4-5',
    title: 'Plumbing & Backfill',
    description: `Plumbing is connected and pressure-tested while the pool fills. We backfill with clean gravel in ${TIMELINES.backfillLiftInches}-inch lifts, keeping the water level just ahead of the backfill.`,
    image: '/images/content/installation-day-4.webp',
    duration: '2 days',
  },
  {
    day: 'Days 6-9',
    title: 'Equipment, Bond Beam & Deck',
    description:
      'The pump, filter and lights are wired and bonded, the concrete bond beam locks the shell in place, and the deck is formed and poured, with inspections at each stage.',
    image: '/images/content/installation-day-5.webp',
    duration: '3-4 days',
  },
  {
    day: 'Days 10-14',
    title: 'Start-up & Walkthrough',
    description:
      'After the deck cures we start the equipment, balance the water and walk you through running and caring for your new pool. Then it is time to swim.',
    image: '/images/content/installation-day-6.webp',
    duration: '2-5 days',
  },
] as const

export const KEY_FACTS = [
  { label: 'Typical days on site', value: TIMELINES.timelinePageSummary },
  { label: 'Days on site, any pool', value: TIMELINES.installationDays },
  { label: 'Permits & manufacturing, before', value: TIMELINES.permitsAndManufacturing },
  { label: 'Landscaping, afterwards', value: TIMELINES.landscapingDays },
  {
    label: 'Permit approval to finished pool',
    value: `within ${TIMELINES.installationAfterPermitDays} days`,
  },
  { label: 'Crane access', value: `${TIMELINES.craneAccessFeet} ft minimum` },
  { label: 'Backfill lifts', value: `${TIMELINES.backfillLiftInches} inches` },
] as const

export const INSTALLATION_CARDS = [
  {
    title: 'Site Preparation',
    text: `Before day 1 we confirm utility locates, crane access of at least ${TIMELINES.craneAccessFeet} feet, drainage and the final layout with you. Clear the yard path of furniture and pets, and we handle the rest.`,
  },
  {
    title: 'Weather',
    text: 'Florida rain can pause excavation or a concrete pour for a day. We watch the forecast, protect the open site and pick the schedule back up as soon as the ground allows, at no extra cost to you.',
  },
  {
    title: 'Quality Checks',
    text: 'Level is checked at the set, during every backfill lift and before the bond beam is poured. Plumbing is pressure-tested, and the county inspects each stage before we move on.',
  },
] as const

export const INSTALLATION_WARRANTY = {
  title: 'Covered Long After the Crew Leaves',
  points: [
    `${WARRANTY_TEXTS.surface} from us on your pool’s gelcoat`,
    `The shell carries ${WARRANTY_TEXTS.shell}`,
    `${WARRANTY_TEXTS.workmanship} on our installation`,
    'Equipment covered by each maker’s own warranty, registered for you',
  ],
  note: `Installed by a family business in the pool trade since ${EXPERIENCE.foundedYear}.`,
} as const
