/** The HTML sitemap's groups (/sitemap): every public page once, under its group (routes.ts). */
import { PUBLIC_ROUTES, type PublicRoute } from './routes'

export type SitemapGroup = { title: PublicRoute['group']; links: { href: string; label: string }[] }

export const SITEMAP_GROUPS: readonly SitemapGroup[] = PUBLIC_ROUTES.reduce<SitemapGroup[]>(
  (groups, route) => {
    const link = { href: route.path, label: route.name }
    const group = groups.find((g) => g.title === route.group)
    if (group) group.links.push(link)
    else groups.push({ title: route.group, links: [link] })
    return groups
  },
  [],
)
