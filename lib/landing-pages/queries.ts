import 'server-only'
/**
 * Landing-page reads and counters. Published pages are read through the run-time cache as one
 * small list (so an unknown slug costs no query); admin writes call invalidate(landingPages).
 * Conversions are counted when a lead is stored (lib/leads/store.ts, sourcePage = slug).
 */
import { asc, eq } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { landingPages } from '@/db/schema'
import { CacheTags, cached } from '@/lib/cache'
import { sanitizeHtml } from '@/lib/sanitize/html'
import { isPlausibleSlug, type LandingPage } from './types'

export const PUBLISHED = 'published'

type Row = typeof landingPages.$inferSelect

export function toLandingPage(row: Row): LandingPage {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    service: row.service,
    city: row.city,
    targetKeywords: row.targetKeywords,
    contentType: row.contentType,
    localPagePath: row.localPagePath,
    content: row.content ? sanitizeHtml(row.content) : null,
    strategy: row.strategy,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Every published landing page by slug (cached). */
export function getPublishedLandingPages(): Promise<Map<string, LandingPage>> {
  return cached('landing-pages:published', [CacheTags.landingPages], async () => {
    const db = await getDb()
    const rows = await db
      .select()
      .from(landingPages)
      .where(eq(landingPages.status, PUBLISHED))
      .orderBy(asc(landingPages.slug))
    return new Map(rows.map((row) => [row.slug, toLandingPage(row)]))
  })
}

export async function getPublishedLandingPage(slug: string): Promise<LandingPage | undefined> {
  if (!isPlausibleSlug(slug)) return undefined
  return (await getPublishedLandingPages()).get(slug)
}
