/** The HTML sitemap's groups of fixed pages (/sitemap). Every public route appears once. */
export const SITEMAP_GROUPS = [
  {
    title: 'Pools',
    links: [
      { href: '/', label: 'Home' },
      { href: '/pools', label: 'Pool Gallery' },
      { href: '/latham-pools', label: 'Latham Pools' },
      { href: '/san-juan-pools', label: 'San Juan Pools' },
      { href: '/above-ground-pools', label: 'Above-Ground Pools' },
      { href: '/design', label: 'Design Your Pool' },
    ],
  },
  {
    title: 'Services',
    links: [
      { href: '/packages', label: 'All-Inclusive Packages' },
      { href: '/installation', label: 'Installation Timeline' },
      { href: '/resurfacing', label: 'Pool Resurfacing' },
    ],
  },
  {
    title: 'Plan & Pay',
    links: [
      { href: '/estimate', label: 'Free Estimate' },
      { href: '/financing', label: 'Pool Financing Calculator' },
      { href: '/calculator', label: 'Pool Payment Calculator' },
      { href: '/contact', label: 'Contact Us' },
    ],
  },
  {
    title: 'Learn',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/blog', label: 'Blog' },
      { href: '/resources', label: 'Resources' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/terms-of-service', label: 'Terms of Service' },
      { href: '/legal-disclaimers', label: 'Legal Disclaimers' },
      { href: '/cookie-policy', label: 'Cookie Policy' },
      { href: '/sitemap', label: 'Sitemap' },
    ],
  },
] as const
