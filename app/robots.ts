/** /robots.txt: everything public may be crawled except the staff area, previews and the API. */
import type { MetadataRoute } from 'next'
import { connection } from 'next/server'
import { ROBOTS_DISALLOW } from '@/content/routes'
import { siteUrl } from '@/lib/seo/site-url'

export default async function robots(): Promise<MetadataRoute.Robots> {
  // SITE_URL is read when the file is requested, not frozen at build.
  await connection()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...ROBOTS_DISALLOW] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
