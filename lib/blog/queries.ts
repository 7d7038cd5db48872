import 'server-only'
/**
 * Public reads of the blog: published posts only, newest first, from the run-time cache (tag:
 * blog; every admin write to posts or categories invalidates it). A post is public when its status
 * is 'published' and its publication time has come, or when it is 'scheduled' and its scheduled
 * time has passed (so a scheduled post goes out on time even before a job flips its status).
 */
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { blogCategories, blogPosts } from '@/db/schema'
import { CacheTags, cached } from '@/lib/cache'

export type BlogPostSummary = {
  id: number
  slug: string
  title: string
  excerpt: string | null
  coverImage: string | null
  category: string | null
  tags: string[]
  author: string | null
  /** ISO date the post went public. */
  publishedAt: string
}

export type BlogPost = BlogPostSummary & { content: string; updatedAt: string }

export type BlogCategory = { name: string; slug: string; description: string | null; count: number }

/** Posts stay in the cache at most this long, so a scheduled post appears within a minute. */
const MAX_AGE_MS = 60_000

function publicCondition(now: Date) {
  return or(
    and(
      eq(blogPosts.status, 'published'),
      or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)),
    ),
    and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.scheduledFor, now)),
  )
}

type Row = typeof blogPosts.$inferSelect

/**
 * A stored post as the pages read it, dated `at`: its publication or schedule time, else (the
 * public blog) when it was written or (the staff previews) when it last changed.
 */
export function toPost(row: Row, at: Date): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImage: row.coverImage,
    category: row.category,
    tags: row.tags,
    author: row.author,
    publishedAt: at.toISOString(),
    content: row.content,
    updatedAt: row.updatedAt.toISOString(),
  }
}

function loadPublished(): Promise<BlogPost[]> {
  return cached(
    'blog:published',
    [CacheTags.blog],
    async () => {
      const db = await getDb()
      const rows = await db
        .select()
        .from(blogPosts)
        .where(publicCondition(new Date()))
        .orderBy(
          sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.scheduledFor}, ${blogPosts.createdAt}) desc`,
          asc(blogPosts.id),
        )
      return rows.map((row) => toPost(row, row.publishedAt ?? row.scheduledFor ?? row.createdAt))
    },
    MAX_AGE_MS,
  )
}

/** Every public post, newest first, without the body. */
export async function getPublishedPosts(): Promise<BlogPostSummary[]> {
  const posts = await loadPublished()
  return posts.map(({ content: _content, updatedAt: _updatedAt, ...summary }) => summary)
}

/** One public post by slug; null for an unknown slug, a draft or a post not yet due. */
export async function getPublishedPost(slug: string): Promise<BlogPost | null> {
  const posts = await loadPublished()
  return posts.find((post) => post.slug === slug) ?? null
}

/** Up to `limit` other public posts, same category first. */
export async function getRelatedPosts(post: BlogPostSummary, limit = 3): Promise<BlogPostSummary[]> {
  const others = (await getPublishedPosts()).filter((p) => p.slug !== post.slug)
  const same = others.filter((p) => p.category && p.category === post.category)
  return [...same, ...others.filter((p) => !same.includes(p))].slice(0, limit)
}

/**
 * The categories with their count of public posts. Posts store the category by name; a name used
 * by posts but missing from blog_categories still gets an entry, so no post is unreachable.
 */
export async function getBlogCategories(): Promise<BlogCategory[]> {
  const [posts, rows] = await Promise.all([
    getPublishedPosts(),
    cached('blog:categories', [CacheTags.blog], async () => {
      const db = await getDb()
      return db.select().from(blogCategories).orderBy(asc(blogCategories.name))
    }),
  ])
  const count = (name: string) => posts.filter((p) => p.category === name).length
  const known = rows.map((row) => ({
    name: row.name,
    slug: row.slug,
    description: row.description,
    count: count(row.name),
  }))
  const extra = [...new Set(posts.map((p) => p.category).filter((c): c is string => !!c))]
    .filter((name) => !rows.some((row) => row.name === name))
    .map((name) => ({ name, slug: categorySlug(name), description: null, count: count(name) }))
  return [...known, ...extra].filter((c) => c.count > 0)
}

export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
