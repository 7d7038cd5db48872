/** Spec 01 §2 "anything else": the texts of the 404 page. */
export const NOT_FOUND_TEXT = {
  title: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
} as const

/** Where most visitors were going: the pages the 404 page offers a lost visitor. */
export const NOT_FOUND_LINKS = [
  { href: '/pools', label: 'Browse our pools' },
  { href: '/estimate', label: 'Get a free estimate' },
  { href: '/resurfacing', label: 'Pool resurfacing' },
  { href: '/financing', label: 'Pool financing' },
  { href: '/contact', label: 'Contact us' },
  { href: '/sitemap', label: 'All pages (site map)' },
] as const
