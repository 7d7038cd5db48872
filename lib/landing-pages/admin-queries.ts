import 'server-only'
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { getDb } from '@/db/client'
import { landingPages } from '@/db/schema'
import type { landingFilterSchema } from './schema'

export async function listLandingPages(filters: z.output<typeof landingFilterSchema>) {
  const db = await getDb()
  const where: SQL[] = []
  if (filters.status !== 'all') where.push(eq(landingPages.status, filters.status))
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const match = or(
      ilike(landingPages.title, pattern),
      ilike(landingPages.slug, pattern),
      ilike(landingPages.city, pattern),
      ilike(landingPages.service, pattern),
    )
    if (match) where.push(match)
  }
  const rows = await db
    .select({
      id: landingPages.id,
      title: landingPages.title,
      slug: landingPages.slug,
      city: landingPages.city,
      status: landingPages.status,
      strategy: landingPages.strategy,
      contentType: landingPages.contentType,
      localPagePath: landingPages.localPagePath,
      views: landingPages.views,
      conversions: landingPages.conversions,
      updatedAt: landingPages.updatedAt,
    })
    .from(landingPages)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(landingPages.slug))
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }))
}

export async function getLandingPageForEdit(id: number) {
  const db = await getDb()
  const [row] = await db.select().from(landingPages).where(eq(landingPages.id, id)).limit(1)
  if (!row) return null
  return {
    id: row.id,
    updatedAt: row.updatedAt.toISOString(),
    views: row.views,
    conversions: row.conversions,
    values: {
      title: row.title,
      slug: row.slug,
      city: row.city ?? '',
      service: row.service ?? '',
      metaTitle: row.metaTitle ?? '',
      metaDescription: row.metaDescription ?? '',
      contentType: row.contentType === 'page' ? 'page' : 'html',
      content: row.content ?? '',
      localPagePath: row.localPagePath ?? '',
      targetKeywords: row.targetKeywords.join(', '),
      status: row.status,
      strategy: row.strategy,
    },
  }
}

export type LandingEditValues = NonNullable<Awaited<ReturnType<typeof getLandingPageForEdit>>>['values']

/** Conversions per 100 views, one decimal; null without views. */
export function conversionRate(views: number, conversions: number): number | null {
  return views > 0 ? Math.round((conversions / views) * 1000) / 10 : null
}
