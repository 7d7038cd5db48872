import 'server-only'
/**
 * Scheduled blog posts go out on time: a background job publishes every due post (every
 * SCHEDULER_INTERVAL_MS) and, when the next one falls due before its next run, once more at that
 * moment; pages that are rendered per request call publishDuePostsOnRead() first (cached pages
 * are not rendered per request, so the job must be punctual). Both flip status to 'published' with publishedAt = scheduledFor, record it in the
 * audit log and invalidate the blog cache. The UPDATE claims the rows, so several instances (or
 * a job and a reader) racing never publish a post twice.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { auditLog, blogPosts } from '@/db/schema'
import { CacheTags, cached, invalidate } from '@/lib/cache'
import type { BackgroundJob } from '@/lib/jobs'
import { log } from '@/lib/log'

export const SCHEDULER_INTERVAL_MS = 10_000
export const SCHEDULER_ACTOR = 'scheduler'

/** Publishes every scheduled post whose time has come. Returns their ids. */
export async function publishDuePosts(db: Database, now = new Date()): Promise<number[]> {
  const published = await db.transaction(async (tx) => {
    const rows = await tx
      .update(blogPosts)
      .set({
        status: 'published',
        publishedAt: sql`coalesce(${blogPosts.scheduledFor}, ${now})`,
        updatedAt: now,
      })
      .where(and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.scheduledFor, now)))
      .returning({ id: blogPosts.id, slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
    if (rows.length) {
      await tx.insert(auditLog).values(
        rows.map((row) => ({
          actorId: null,
          actorUsername: SCHEDULER_ACTOR,
          action: 'publish',
          entity: 'blog-post',
          entityId: String(row.id),
          before: { status: 'scheduled' },
          after: { status: 'published', slug: row.slug, publishedAt: row.publishedAt?.toISOString() ?? null },
        })),
      )
    }
    return rows
  })
  if (published.length) {
    invalidate(CacheTags.blog)
    log.info({ posts: published.map((p) => p.slug) }, 'scheduled blog posts published')
  }
  return published.map((p) => p.id)
}

/** The earliest scheduled time, cached with the blog so checking it costs no query per read. */
function nextScheduledAt(): Promise<number | null> {
  return cached('blog:next-scheduled', [CacheTags.blog], async () => {
    const db = await getDb()
    const [row] = await db
      .select({ at: blogPosts.scheduledFor })
      .from(blogPosts)
      .where(eq(blogPosts.status, 'scheduled'))
      .orderBy(asc(blogPosts.scheduledFor))
      .limit(1)
    return row?.at ? row.at.getTime() : null
  })
}

/**
 * Call before reading published posts: when a scheduled post is due, it is published now (and the
 * blog cache invalidated), so the read that follows includes it.
 */
export async function publishDuePostsOnRead(now = new Date()): Promise<void> {
  const next = await nextScheduledAt()
  if (next === null || next > now.getTime()) return
  await publishDuePosts(await getDb(), now)
}

let exactRun: NodeJS.Timeout | undefined

/** Publishes what is due, then sets a timer for the next post due before the next regular run. */
async function publishAndWatch(): Promise<void> {
  await publishDuePosts(await getDb())
  const next = await nextScheduledAt()
  clearTimeout(exactRun)
  if (next === null || next - Date.now() >= SCHEDULER_INTERVAL_MS) return
  exactRun = setTimeout(
    () => {
      publishAndWatch().catch((error: unknown) => {
        log.error({ err: error }, 'scheduled blog posts could not be published')
      })
    },
    Math.max(0, next - Date.now()),
  )
  exactRun.unref()
}

export const job: BackgroundJob = {
  name: 'blog-scheduler',
  intervalMs: SCHEDULER_INTERVAL_MS,
  run: publishAndWatch,
}
