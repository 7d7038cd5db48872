/**
 * /sitemap.xml from the database, cached like the public pages (lib/cache/page-cache-handler.ts):
 * built by the first request, again after every staff write and at most a minute later otherwise.
 */
import type { MetadataRoute } from 'next'
import { isBuildPrerender } from '@/lib/cache/build-phase'
import { buildSitemap, loadSitemapData } from '@/lib/seo/sitemap-entries'
import { siteUrl } from '@/lib/seo/site-url'

export const revalidate = 60

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  if (isBuildPrerender()) return []
  return buildSitemap(siteUrl(), await loadSitemapData())
}
