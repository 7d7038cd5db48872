'use client'

/**
 * The home page's interactive sections below the fold, as islands (components/ui/island): their
 * code loads as the visitor scrolls near them, so the first screen on a phone does not wait for it.
 */
import { island } from '@/components/ui/island'

export const AutoplayVideoIsland = island('autoplay-video', () =>
  import('./autoplay-video').then((m) => m.AutoplayVideo),
)

export const DesignTeaserIsland = island('design-teaser', () =>
  import('./design-teaser').then((m) => m.DesignTeaser),
)

export const HomeGalleryIsland = island('home-gallery', () =>
  import('./home-gallery').then((m) => m.HomeGallery),
)

export const ContactOfficeIsland = island('contact-office', () =>
  import('./contact-office').then((m) => m.ContactOffice),
)

export const HomeContactFormIsland = island('home-contact-form', () =>
  import('@/components/leads/home-contact-form').then((m) => m.HomeContactForm),
)

export const ManufacturerFeaturesIsland = island('manufacturer-features', () =>
  import('./manufacturer-features').then((m) => m.ManufacturerFeatures),
)
