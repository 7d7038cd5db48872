import 'server-only'
/**
 * The sitemap's entries, from the database: the public pages, every active pool at
 * /pool-detail/{id}, every published blog post at /blog/{slug} and every published landing page
 * at /{slug}, each with its real last update time.
 */
import { and, desc, eq, isNull, lte, or } from 'drizzle-orm'
import type { MetadataRoute } from 'next'
import { getDb } from '@/db/client'
import { PUBLIC_ROUTES } from '@/content/routes'
import { blogPosts, landingPages, pools } from '@/db/schema'
import { absoluteUrl } from './site-url'

export type SitemapData = {
  pools: { id: number; updatedAt: Date }[]
  posts: { slug: string; updatedAt: Date }[]
  landingPages: { slug: string; updatedAt: Date }[]
}

export async function loadSitemapData(now: Date = new Date()): Promise<SitemapData> {
  const db = await getDb()
  const [poolRows, postRows, landingRows] = await Promise.all([
    db
      .select({ id: pools.id, updatedAt: pools.updatedAt })
      .from(pools)
      .where(eq(pools.isActive, true))
      .orderBy(pools.id),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.status, 'published'),
          or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)),
        ),
      )
      .orderBy(desc(blogPosts.publishedAt)),
    db
      .select({ slug: landingPages.slug, updatedAt: landingPages.updatedAt })
      .from(landingPages)
      .where(eq(landingPages.status, 'published'))
      .orderBy(landingPages.slug),
  ])
  return { pools: poolRows, posts: postRows, landingPages: landingRows }
}

const latest = (dates: Date[]) =>
  dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : undefined

/** Builds the sitemap from the data (pure, so it is tested without a server). */
export function buildSitemap(site: string, data: SitemapData): MetadataRoute.Sitemap {
  const lastPool = latest(data.pools.map((p) => p.updatedAt))
  const lastPost = latest(data.posts.map((p) => p.updatedAt))
  const seen = new Set<string>()
  const entries: MetadataRoute.Sitemap = []
  const add = (entry: MetadataRoute.Sitemap[number]) => {
    if (seen.has(entry.url)) return
    seen.add(entry.url)
    entries.push(entry)
  }
  for (const route of PUBLIC_ROUTES) {
    const lastModified =
      route.lastModifiedFrom === 'pools' ? lastPool : route.lastModifiedFrom === 'blog' ? lastPost : undefined
    add({
      url: absoluteUrl(route.path, site),
      ...(lastModified ? { lastModified } : {}),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    })
  }
  for (const page of data.landingPages) {
    add({
      url: absoluteUrl(`/${encodeURIComponent(page.slug)}`, site),
      lastModified: page.updatedAt,
      changeFrequency: 'monthly',
      priority: 0.8,
    })
  }
  for (const pool of data.pools) {
    add({
      url: absoluteUrl(`/pool-detail/${pool.id}`, site),
      lastModified: pool.updatedAt,
      changeFrequency: 'monthly',
      priority: 0.7,
    })
  }
  for (const post of data.posts) {
    add({
      url: absoluteUrl(`/blog/${encodeURIComponent(post.slug)}`, site),
      lastModified: post.updatedAt,
      changeFrequency: 'monthly',
      priority: 0.6,
    })
  }
  return entries
}
