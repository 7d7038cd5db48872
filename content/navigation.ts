/**
 * Footer links and the header's design tool entry (spec 01 §2 Header and footer); the header's
 * links are in header-links.ts.
 */
export const FOOTER_LINK_GROUPS = [
  {
    title: 'Pools',
    links: [
      { href: '/pools', label: 'All Pools' },
      { href: '/san-juan-pools', label: 'San Juan Pools' },
      { href: '/latham-pools', label: 'Latham Pools' },
      { href: '/above-ground', label: 'Above-Ground Pools' },
      { href: '/resurfacing', label: 'Pool Resurfacing' },
      { href: '/packages', label: 'Packages' },
      { href: '/installation', label: 'Installation Process' },
    ],
  },
  {
    title: 'Plan Your Pool',
    links: [
      { href: '/calculator', label: 'Payment Calculator' },
      { href: '/financing', label: 'Financing' },
      { href: '/estimate', label: 'Free Estimate' },
      { href: '/resources', label: 'Resources' },
      { href: '/blog', label: 'Blog' },
      { href: '/#testimonials', label: 'Testimonials' },
      { href: '/#warranty', label: 'Warranty' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/contact', label: 'Contact Us' },
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/terms-of-service', label: 'Terms of Service' },
      { href: '/legal-disclaimers', label: 'Legal Disclaimers' },
      { href: '/sitemap', label: 'Sitemap' },
      { href: '/admin-login', label: 'Admin' },
    ],
  },
] as const

/**
 * The header's design tool entry (spec 01 §2: shown disabled). Its reason is visible text, not a
 * tooltip, so a phone visitor who taps it can read why nothing happens.
 */
export const DESIGN_TOOL_ENTRY = {
  label: 'Design Tool',
  tag: 'Coming soon',
  note: 'Our online pool design tool is not available yet.',
} as const
