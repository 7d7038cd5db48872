/** The about page (spec 01 §2 content pages; figures from content/marketing.ts, spec 02 §9.4). */
import { EXPERIENCE, STATS, WARRANTIES } from './marketing'

export const ABOUT_TEXT = {
  title: 'About Us',
  intro: `A Florida family business in the pool trade since ${EXPERIENCE.foundedYear}. We sell, install and resurface fiberglass pools from three offices: Ocala, Orlando and West Palm Beach.`,
  image: '/images/content/about-team.webp',
  imageAlt: 'Our installation crew beside a newly finished fiberglass pool',
} as const

export const ABOUT_STORY = [
  `It started in ${EXPERIENCE.foundedYear}, when our founder began building backyard pools in Central Florida. ${EXPERIENCE.familyYearsText} later, the business is still run by the same family, and the same promise still holds: do the job right, and stand behind it.`,
  `We have spent ${EXPERIENCE.fiberglassYearsText} working with fiberglass, long before it was the obvious choice. A factory-made shell installs in days instead of months, needs fewer chemicals and never needs replastering, and we have seen how well it stands up to Florida sun, sand and storms.`,
  `Our installation leads each bring ${EXPERIENCE.teamYearsText} of experience. They dig, set, plumb and finish every pool themselves: we do not hand your project to a subcontractor you have never met.`,
] as const

export const ABOUT_STATS = STATS

export const ABOUT_VALUES = [
  {
    title: 'One written price',
    text: 'Every estimate lists what is included, so the price you sign is the price you pay.',
  },
  {
    title: 'Local crews',
    text: 'Each office has its own crew and answers its own phone, Monday to Friday 9AM to 4PM.',
  },
  {
    title: 'Warranties in writing',
    text: `A ${WARRANTIES.limitedYears}-year limited surface warranty on new pools and a ${WARRANTIES.resurfacingYears}-year warranty on complete resurfacing.`,
  },
  { title: 'Made in the USA', text: 'Every shell we install is manufactured in the United States.' },
] as const
