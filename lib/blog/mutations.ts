import 'server-only'
import { and, eq, like, ne, or } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { blogCategories, blogPosts } from '@/db/schema'
import { auditedDelete, auditedInsert, auditedUpdate } from '@/lib/write/audited'
import { recordAudit } from '@/lib/audit/record'
import { uniqueViolation } from '@/lib/write/concurrency'
import { NotFoundError, RuleError } from '@/lib/errors'
import type { AdminUser } from '@/lib/auth/session'
import { CacheTags } from '@/lib/cache'
import { BLOG_MESSAGES, type BlogPostFormValues } from './schema'
import { slugify, uniqueSlug } from './slug'

type Actor = Pick<AdminUser, 'id' | 'username'>
type PostRow = typeof blogPosts.$inferSelect

const target = { table: blogPosts, entity: 'blog-post', label: 'The post', tags: [CacheTags.blog] } as const

/**
 * Publication dates for a status: a scheduled post waits for scheduledFor (publishedAt empty until
 * it goes out); publishing keeps the first publication date, or takes now.
 */
export function publicationDates(
  status: BlogPostFormValues['status'],
  scheduledFor: Date | null,
  before: Pick<PostRow, 'publishedAt'> | null,
  now = new Date(),
) {
  switch (status) {
    case 'scheduled':
      return { scheduledFor, publishedAt: null }
    case 'published':
      return { scheduledFor, publishedAt: before?.publishedAt ?? now }
    default:
      return { scheduledFor, publishedAt: before?.publishedAt ?? null }
  }
}

/** The slug to store: the one typed (refused when another post has it), or one made from the title. */
async function resolveSlug(db: Database, values: BlogPostFormValues, ownId: number | null): Promise<string> {
  const others = (condition: ReturnType<typeof eq>) =>
    db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(ownId === null ? condition : and(condition, ne(blogPosts.id, ownId)))
  if (values.slug) {
    if ((await others(eq(blogPosts.slug, values.slug))).length)
      throw new RuleError(BLOG_MESSAGES.slugTaken, 'slug')
    return values.slug
  }
  const base = slugify(values.title) || 'post'
  const taken = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)),
        ownId === null ? undefined : ne(blogPosts.id, ownId),
      ),
    )
  return uniqueSlug(base, new Set(taken.map((t) => t.slug)))
}

/**
 * A category typed for the first time joins blog_categories, so the blog can list it. Runs in the
 * post's transaction and is audited with it.
 */
async function ensureCategory(tx: Database, actor: Actor, name: string | null) {
  if (!name) return
  const slug = slugify(name) || 'category'
  const [created] = await tx.insert(blogCategories).values({ name, slug }).onConflictDoNothing().returning()
  if (created) {
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'blog-category',
      entityId: created.id,
      after: created,
    })
  }
}

function columns(values: BlogPostFormValues, slug: string) {
  return {
    title: values.title,
    slug,
    excerpt: values.excerpt,
    content: values.content,
    coverImage: values.coverImage,
    category: values.category,
    tags: values.tags,
    author: values.author,
    status: values.status,
  }
}

function explainUnique(error: unknown): never {
  if (uniqueViolation(error)) throw new RuleError(BLOG_MESSAGES.slugTaken, 'slug')
  throw error
}

export async function createPost(actor: Actor, values: BlogPostFormValues): Promise<PostRow> {
  const db = await getDb()
  const slug = await resolveSlug(db, values, null)
  try {
    return await auditedInsert(
      db,
      actor,
      target,
      { ...columns(values, slug), ...publicationDates(values.status, values.scheduledFor, null) },
      (tx) => ensureCategory(tx, actor, values.category),
    )
  } catch (error) {
    explainUnique(error)
  }
}

export async function updatePost(actor: Actor, id: number, values: BlogPostFormValues): Promise<PostRow> {
  const db = await getDb()
  const [before] = await db
    .select({ publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
  if (!before) throw new NotFoundError(target.label)
  const slug = await resolveSlug(db, values, id)
  try {
    return await auditedUpdate(
      db,
      actor,
      target,
      id,
      values.updatedAt,
      { ...columns(values, slug), ...publicationDates(values.status, values.scheduledFor, before) },
      'update',
      (tx) => ensureCategory(tx, actor, values.category),
    )
  } catch (error) {
    explainUnique(error)
  }
}

export async function deletePost(actor: Actor, id: number, version: string): Promise<PostRow> {
  const db = await getDb()
  return auditedDelete(db, actor, target, id, version)
}
