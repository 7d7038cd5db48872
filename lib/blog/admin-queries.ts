import 'server-only'
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { blogCategories, blogPosts } from '@/db/schema'
import type { z } from 'zod'
import type { blogFilterSchema } from './schema'

export async function listPostsForAdmin(filters: z.output<typeof blogFilterSchema>) {
  const db = await getDb()
  const where: SQL[] = []
  if (filters.status !== 'all') where.push(eq(blogPosts.status, filters.status))
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const match = or(
      ilike(blogPosts.title, pattern),
      ilike(blogPosts.slug, pattern),
      ilike(blogPosts.category, pattern),
    )
    if (match) where.push(match)
  }
  const rows = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      status: blogPosts.status,
      category: blogPosts.category,
      author: blogPosts.author,
      publishedAt: blogPosts.publishedAt,
      scheduledFor: blogPosts.scheduledFor,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(where.length ? and(...where) : undefined)
    .orderBy(
      sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.scheduledFor}, ${blogPosts.updatedAt}) desc`,
      desc(blogPosts.id),
    )
  return rows.map((r) => ({
    ...r,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    scheduledFor: r.scheduledFor?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
  }))
}

export async function getPostForEdit(id: number) {
  const db = await getDb()
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1)
  if (!row) return null
  return {
    id: row.id,
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    values: {
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt ?? '',
      content: row.content,
      coverImage: row.coverImage ?? '',
      category: row.category ?? '',
      tags: row.tags.join(', '),
      author: row.author ?? '',
      status: row.status,
      scheduledFor: row.scheduledFor?.toISOString() ?? '',
    },
  }
}

export type BlogEditValues = NonNullable<Awaited<ReturnType<typeof getPostForEdit>>>['values']

export async function getCategoryNames(): Promise<string[]> {
  const db = await getDb()
  const [rows, used] = await Promise.all([
    db.select({ name: blogCategories.name }).from(blogCategories).orderBy(asc(blogCategories.name)),
    db.selectDistinct({ name: blogPosts.category }).from(blogPosts),
  ])
  return [
    ...new Set([...rows.map((r) => r.name), ...used.map((u) => u.name).filter((n): n is string => !!n)]),
  ].sort()
}
