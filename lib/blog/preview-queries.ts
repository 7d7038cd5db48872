import 'server-only'
/**
 * Staff reads of the blog, whatever the status: the preview of one post and the test index with
 * drafts and scheduled posts. Never cached: staff must see what is stored now.
 */
import { desc, eq, sql } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { blogPosts } from '@/db/schema'
import { toPost, type BlogPost } from './queries'

export type AdminBlogPost = BlogPost & { status: string; scheduledFor: string | null }

function toAdminPost(row: typeof blogPosts.$inferSelect): AdminBlogPost {
  return {
    ...toPost(row, row.publishedAt ?? row.scheduledFor ?? row.updatedAt),
    status: row.status,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
  }
}

export async function getAnyPost(id: number): Promise<AdminBlogPost | null> {
  const db = await getDb()
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1)
  return row ? toAdminPost(row) : null
}

/** Every post, newest first (by publication, schedule, or last change). */
export async function getAllPosts(): Promise<AdminBlogPost[]> {
  const db = await getDb()
  const rows = await db
    .select()
    .from(blogPosts)
    .orderBy(
      sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.scheduledFor}, ${blogPosts.updatedAt}) desc`,
      desc(blogPosts.id),
    )
  return rows.map(toAdminPost)
}

/** The most recently written post of any status. */
export async function getLatestPost(): Promise<AdminBlogPost | null> {
  const db = await getDb()
  const [row] = await db
    .select()
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(1)
  return row ? toAdminPost(row) : null
}
