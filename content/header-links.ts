/**
 * The header's links (spec 01 §2 Header and footer), on their own: the header's client code loads
 * them on every page, while the footer's links and the design tool's entry (navigation.ts) are
 * drawn on the server and need not come along.
 */
export const HEADER_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/pools', label: 'Pools' },
  { href: '/resurfacing', label: 'Resurfacing' },
  { href: '/installation', label: 'Installation' },
  { href: '/financing', label: 'Financing' },
  { href: '/calculator', label: 'Calculator' },
  { href: '/estimate', label: 'Free Estimate' },
] as const

/** Shown in the mobile menu only. */
export const MOBILE_ONLY_LINKS = [{ href: '/contact', label: 'Contact' }] as const
