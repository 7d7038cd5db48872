/**
 * Footer links and the header's design tool entry (spec 01 §2 Header and footer); the header's
 * links are in header-links.ts. The pages come from routes.ts, under the footer's labels.
 */
import { linkTo } from './routes'

export const FOOTER_LINK_GROUPS: readonly {
  title: string
  links: readonly { href: string; label: string }[]
}[] = [
  {
    title: 'Pools',
    links: [
      linkTo('pools', 'All Pools'),
      linkTo('sanJuan', 'San Juan Pools'),
      linkTo('latham', 'Latham Pools'),
      // The spec's footer spelling, redirected to /above-ground-pools (docs/decisions/0003-…).
      { href: '/above-ground', label: 'Above-Ground Pools' },
      linkTo('resurfacing', 'Pool Resurfacing'),
      linkTo('packages', 'Packages'),
      linkTo('installation', 'Installation Process'),
    ],
  },
  {
    title: 'Plan Your Pool',
    links: [
      linkTo('calculator', 'Payment Calculator'),
      linkTo('financing', 'Financing'),
      linkTo('estimate', 'Free Estimate'),
      linkTo('resources', 'Resources'),
      linkTo('blog', 'Blog'),
      { href: '/#testimonials', label: 'Testimonials' },
      { href: '/#warranty', label: 'Warranty' },
    ],
  },
  {
    title: 'Company',
    links: [
      linkTo('contact', 'Contact Us'),
      linkTo('privacy', 'Privacy Policy'),
      linkTo('terms', 'Terms of Service'),
      linkTo('disclaimers', 'Legal Disclaimers'),
      linkTo('sitemap', 'Sitemap'),
      { href: '/admin-login', label: 'Admin' },
    ],
  },
]

/**
 * The header's design tool entry (spec 01 §2: shown disabled). Its reason is visible text, not a
 * tooltip, so a phone visitor who taps it can read why nothing happens.
 */
export const DESIGN_TOOL_ENTRY = {
  label: 'Design Tool',
  tag: 'Coming soon',
  note: 'Our online pool design tool is not available yet.',
} as const
