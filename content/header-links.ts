/**
 * The header's links (spec 01 §2 Header and footer), under the header's own short labels. The
 * header's server part hands them to its client part (components/site/site-header.tsx), so they
 * are not in every page's JavaScript.
 */
import { linkTo } from './routes'

export type HeaderLink = { href: string; label: string; primary?: true }

export const HEADER_LINKS: readonly HeaderLink[] = [
  linkTo('home', 'Home'),
  linkTo('pools', 'Pools'),
  linkTo('resurfacing', 'Resurfacing'),
  linkTo('installation', 'Installation'),
  linkTo('financing', 'Financing'),
  linkTo('calculator', 'Calculator'),
  // Drawn as the header's button.
  { ...linkTo('estimate', 'Free Estimate'), primary: true },
]

/** Shown in the mobile menu only. */
export const MOBILE_ONLY_LINKS: readonly HeaderLink[] = [linkTo('contact', 'Contact')]
