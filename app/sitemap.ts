/** /sitemap.xml, read from the database at request time (lib/seo/sitemap-entries). */
import type { MetadataRoute } from 'next'
import { connection } from 'next/server'
import { buildSitemap, loadSitemapData } from '@/lib/seo/sitemap-entries'
import { siteUrl } from '@/lib/seo/site-url'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection()
  return buildSitemap(siteUrl(), await loadSitemapData())
}
