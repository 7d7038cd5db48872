/**
 * The places on the public pages that show a picture other than a pool's (issue 33): heroes,
 * the resurfacing before/after pairs, the installation steps, the about and series pictures, the
 * brand logos and the office pictures. Staff choose a media-library picture for each in
 * /admin/media/places; a place with none shows its demo drawing (the seed), described as the
 * drawing it is. Brand logos and office pictures are one place per manufacturer and per office.
 */
import { ABOUT_TEXT } from './about'
import { ABOVE_GROUND_PAGE } from './above-ground'
import { LATHAM_TEXT, SAN_JUAN_PAGE } from './brands'
import { HOME_HERO } from './home'
import { INSTALLATION_TEXT, TIMELINE_STEPS } from './installation'
import { BEFORE_AFTER, RESURFACING_HERO } from './resurfacing'

/** A demo drawing: the picture a place shows until staff choose one. */
export type Drawing = { src: string; alt: string }

export type MediaSlot = {
  /** Stable key stored in media_placements.slot. */
  key: string
  /** The public page it appears on, as staff know it. */
  page: string
  /** Its path, to look at it. */
  path: string
  /** Which picture of the page it is. */
  label: string
  /** The demo drawing shown until a picture is chosen; null: nothing is shown without one. */
  drawing: Drawing | null
}

const drawing = (src: string, alt: string): Drawing => ({ src, alt: `Illustration: ${alt}` })

const installationSteps: MediaSlot[] = TIMELINE_STEPS.map((step, i) => ({
  key: `installation-step-${i + 1}`,
  page: 'Installation',
  path: '/installation',
  label: `Step ${i + 1}: ${step.title}`,
  drawing: drawing(step.image, `${step.title.toLowerCase()} on a pool site`),
}))

const beforeAfter: MediaSlot[] = BEFORE_AFTER.map((picture, i) => {
  const pair = Math.floor(i / 2) + 1
  const side = i % 2 === 0 ? 'before' : 'after'
  return {
    key: `resurfacing-${side}-${pair}`,
    page: 'Resurfacing',
    path: '/resurfacing#gallery',
    label: `Before & after pair ${pair}: ${side}`,
    drawing: drawing(
      picture.src,
      picture.alt.replace(/^(Before|After): /, '').replace(/^./, (c) => c.toLowerCase()),
    ),
  }
})

/** Every fixed place, in the order the admin lists them. */
export const MEDIA_SLOTS: readonly MediaSlot[] = [
  {
    key: 'home-hero',
    page: 'Home',
    path: '/',
    label: 'Hero',
    drawing: drawing(
      HOME_HERO.image,
      'a blue fiberglass pool with a paver deck behind a Florida home at sunset',
    ),
  },
  {
    key: 'resurfacing-hero',
    page: 'Resurfacing',
    path: '/resurfacing',
    label: 'Hero',
    drawing: drawing(RESURFACING_HERO.image, 'a pool being refinished with a new blue surface'),
  },
  ...beforeAfter,
  {
    key: 'installation-hero',
    page: 'Installation',
    path: '/installation',
    label: 'Stand-in for a step picture that cannot be loaded',
    drawing: drawing(INSTALLATION_TEXT.defaultImage, 'fiberglass pools in Florida back yards'),
  },
  ...installationSteps,
  {
    key: 'about-team',
    page: 'About',
    path: '/about',
    label: 'Team picture',
    drawing: drawing(ABOUT_TEXT.image, 'an installation crew beside a newly finished fiberglass pool'),
  },
  {
    key: 'above-ground-hero',
    page: 'Above-ground pools',
    path: '/above-ground-pools',
    label: 'Hero',
    drawing: drawing(ABOVE_GROUND_PAGE.hero.image, 'an above-ground pool in a back yard'),
  },
  ...ABOVE_GROUND_PAGE.series.items.map((series) => ({
    key: `above-ground-${series.name.toLowerCase()}`,
    page: 'Above-ground pools',
    path: '/above-ground-pools#series',
    label: `${series.name} series`,
    drawing: drawing(series.image, `${series.name} series above-ground pool`),
  })),
  {
    key: 'san-juan-hero',
    page: 'San Juan pools',
    path: '/san-juan-pools',
    label: 'Hero',
    drawing: drawing(SAN_JUAN_PAGE.hero.image, 'a San Juan fiberglass pool'),
  },
  ...SAN_JUAN_PAGE.series.items.map((series) => ({
    key: `san-juan-${series.name.toLowerCase()}`,
    page: 'San Juan pools',
    path: '/san-juan-pools#series',
    label: `${series.name} series`,
    drawing: drawing(series.image, `San Juan ${series.name} series pool`),
  })),
  {
    key: 'latham-hero',
    page: 'Latham pools',
    path: '/latham-pools',
    label: 'Hero',
    drawing: drawing(LATHAM_TEXT.image, 'a Latham fiberglass pool'),
  },
]

/** The logo place of a manufacturer (home partners, brand pages): its stored logo until one is chosen. */
export const brandLogoSlot = (manufacturerId: number) => `brand-logo-${manufacturerId}`
/** The picture of an office (its card on /contact): none until one is chosen. */
export const officePhotoSlot = (officeId: string) => `office-photo-${officeId}`

export const MEDIA_SLOT_PATTERN = /^(?:brand-logo-\d{1,9}|office-photo-[a-z0-9-]{1,50})$/

export function fixedSlot(key: string): MediaSlot | undefined {
  return MEDIA_SLOTS.find((slot) => slot.key === key)
}

/** The Resurfacing page's gallery words: honest for drawings, staff's own captions for photos. */
export const BEFORE_AFTER_TEXT = {
  title: 'Before & After',
  /** While any picture of the pairs is a demo drawing. */
  drawingsIntro: 'Illustrations of what resurfacing changes: these are drawings, not photos of our projects.',
  /** Under a pair of drawings without captions. */
  drawingCaption: 'Before and after illustrations, not photos of a project.',
  /** When staff chose every picture (their captions say what each one shows). */
  photosIntro:
    'Before and after resurfacing, in the words of each caption. Click a picture to see it full screen.',
} as const
