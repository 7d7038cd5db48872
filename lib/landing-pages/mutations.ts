import 'server-only'
import { and, eq, like, ne, or } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { landingPages } from '@/db/schema'
import { auditedDelete, auditedInsert, auditedUpdate } from '@/lib/write/audited'
import { uniqueViolation } from '@/lib/write/concurrency'
import { RuleError } from '@/lib/errors'
import { slugify, uniqueSlug } from '@/lib/blog/slug'
import type { AdminUser } from '@/lib/auth/session'
import { CacheTags } from '@/lib/cache'
import { LANDING_MESSAGES_ADMIN, RESERVED_SLUGS, type LandingPageFormValues } from './schema'

type Actor = Pick<AdminUser, 'id' | 'username'>
type Row = typeof landingPages.$inferSelect

const target = {
  table: landingPages,
  entity: 'landing-page',
  label: 'The landing page',
  tags: [CacheTags.landingPages],
} as const

async function resolveSlug(
  db: Database,
  values: LandingPageFormValues,
  ownId: number | null,
): Promise<string> {
  const notMine = ownId === null ? undefined : ne(landingPages.id, ownId)
  if (values.slug) {
    const clash = await db
      .select({ id: landingPages.id })
      .from(landingPages)
      .where(and(eq(landingPages.slug, values.slug), notMine))
    if (clash.length) throw new RuleError(LANDING_MESSAGES_ADMIN.slugTaken, 'slug')
    return values.slug
  }
  const base =
    slugify([values.service, values.city].filter(Boolean).join(' ') || values.title) || 'landing-page'
  const taken = await db
    .select({ slug: landingPages.slug })
    .from(landingPages)
    .where(and(or(eq(landingPages.slug, base), like(landingPages.slug, `${base}-%`)), notMine))
  return uniqueSlug(base, new Set([...taken.map((t) => t.slug), ...RESERVED_SLUGS]))
}

function columns(values: LandingPageFormValues, slug: string) {
  return {
    title: values.title,
    slug,
    city: values.city,
    service: values.service,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    contentType: values.contentType,
    content: values.content,
    localPagePath: values.contentType === 'page' ? values.localPagePath : null,
    targetKeywords: values.targetKeywords,
    status: values.status,
    strategy: values.strategy,
  }
}

function explainUnique(error: unknown): never {
  if (uniqueViolation(error)) throw new RuleError(LANDING_MESSAGES_ADMIN.slugTaken, 'slug')
  throw error
}

export async function createLandingPage(actor: Actor, values: LandingPageFormValues): Promise<Row> {
  const db = await getDb()
  const slug = await resolveSlug(db, values, null)
  try {
    return await auditedInsert(db, actor, target, columns(values, slug))
  } catch (error) {
    explainUnique(error)
  }
}

export async function updateLandingPage(
  actor: Actor,
  id: number,
  values: LandingPageFormValues,
): Promise<Row> {
  const db = await getDb()
  const slug = await resolveSlug(db, values, id)
  try {
    return await auditedUpdate(db, actor, target, id, values.updatedAt, columns(values, slug))
  } catch (error) {
    explainUnique(error)
  }
}

export async function deleteLandingPage(actor: Actor, id: number, version: string): Promise<Row> {
  const db = await getDb()
  return auditedDelete(db, actor, target, id, version)
}
