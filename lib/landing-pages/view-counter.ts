import 'server-only'
/**
 * Landing-page views (POST /api/landing-pages/{slug}/track-view), counted in the process and
 * added to landing_pages.views in one statement per flush (see lib/analytics/write-buffer).
 */
import { sql } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { landingPages } from '@/db/schema'
import { createWriteBuffer } from '@/lib/analytics/write-buffer'

const buffer = createWriteBuffer<string>({
  name: 'landing-views',
  batchSize: 100,
  maxItems: 20_000,
  write: async (slugs) => {
    const counts = new Map<string, number>()
    for (const slug of slugs) counts.set(slug, (counts.get(slug) ?? 0) + 1)
    const values = sql.join(
      [...counts].map(([slug, count]) => sql`(${slug}::varchar, ${count}::int)`),
      sql`, `,
    )
    const db = await getDb()
    await db.execute(sql`
      update ${landingPages} set views = ${landingPages.views} + v.n
      from (values ${values}) as v(slug, n)
      where ${landingPages.slug} = v.slug`)
  },
})

export function countLandingView(slug: string) {
  buffer.add(slug)
}

export function flushLandingViews(): Promise<void> {
  return buffer.flush()
}
