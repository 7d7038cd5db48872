import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, blogCategories, blogPosts } from '@/db/schema'
import { STALE_EDIT_MESSAGE } from '@/lib/errors'
import { getPublishedPosts } from '@/lib/blog/queries'
import { publishDuePosts, publishDuePostsOnRead } from '@/lib/blog/schedule'
import { createRoleAdmins, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { deletePostAction, previewMarkdownAction, savePostAction } from '@/lib/blog/actions'
import { BLOG_MESSAGES } from './schema'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>

beforeAll(async () => {
  users = await createRoleAdmins(db())
})

function post(overrides: Record<string, unknown> = {}) {
  return {
    title: 'How Long Does a Fiberglass Pool Install Take?',
    slug: '',
    excerpt: 'From permit to first swim.',
    content: '## Day one\n\nThe crew digs the hole.',
    coverImage: '/uploads/blog/2026/01/cover.webp',
    category: 'Installation Guides',
    tags: 'installation, timeline, installation',
    author: 'Dana',
    status: 'draft',
    scheduledFor: '',
    ...overrides,
  }
}

async function row(id: number) {
  const [found] = await db().select().from(blogPosts).where(eq(blogPosts.id, id))
  if (!found) throw new Error(`no post ${id}`)
  return found
}

describe('blog actions: permissions', () => {
  it('refuses anonymous (401) and sales (403), including the preview', async () => {
    signInAs(null)
    expect(await savePostAction(null, post())).toMatchObject({ ok: false, status: 401 })
    expect(await previewMarkdownAction('# x')).toMatchObject({ ok: false })
    signInAs(users.sales.token)
    expect(await savePostAction(null, post())).toMatchObject({ ok: false, status: 403 })
    expect(await deletePostAction(1, new Date().toISOString())).toMatchObject({ ok: false, status: 403 })
    expect(await db().select().from(blogPosts)).toEqual([])
  })

  it('renders the live preview with the public renderer, sanitised', async () => {
    signInAs(users.operations.token)
    const result = await previewMarkdownAction(
      '# Title\n\n**bold** <script>alert(1)</script> [x](javascript:alert(1))',
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.html).toContain('<h2>Title</h2>')
    expect(result.html).toContain('<strong>bold</strong>')
    expect(result.html).not.toContain('<script')
    expect(result.html).not.toContain('javascript:')
  })
})

describe('blog actions: slugs, categories, statuses', () => {
  it('makes a unique slug from the title, and refuses a typed slug another post has', async () => {
    signInAs(users.operations.token)
    const first = await savePostAction(null, post())
    const second = await savePostAction(null, post())
    if (!first.ok || !second.ok) throw new Error('create failed')
    expect(first.data.slug).toBe('how-long-does-a-fiberglass-pool-install-take')
    expect(second.data.slug).toBe('how-long-does-a-fiberglass-pool-install-take-2')
    const taken = await savePostAction(null, post({ title: 'Other', slug: first.data.slug }))
    expect(taken).toMatchObject({ ok: false, fieldErrors: { slug: BLOG_MESSAGES.slugTaken } })
    const badShape = await savePostAction(null, post({ slug: 'Not A Slug!' }))
    expect(badShape).toMatchObject({ ok: false, fieldErrors: { slug: BLOG_MESSAGES.slugShape } })
    const edited = await savePostAction(
      first.data.id,
      post({ slug: 'install-timeline', updatedAt: first.data.updatedAt }),
    )
    expect(edited).toMatchObject({ ok: true, data: { slug: 'install-timeline' } })
  })

  it('stores tags without duplicates and adds a new category to blog_categories', async () => {
    signInAs(users.operations.token)
    const created = await savePostAction(
      null,
      post({ title: 'Tags and categories', category: 'Backyard Ideas' }),
    )
    if (!created.ok) throw new Error(created.message)
    expect((await row(created.data.id)).tags).toEqual(['installation', 'timeline'])
    const [category] = await db()
      .select()
      .from(blogCategories)
      .where(eq(blogCategories.name, 'Backyard Ideas'))
    expect(category).toMatchObject({ slug: 'backyard-ideas' })
    // The new category is audited with the post; a category already known adds no row.
    const categoryAudits = () =>
      db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'blog-category'), eq(auditLog.entityId, String(category?.id))))
    expect(await categoryAudits()).toEqual([
      expect.objectContaining({
        action: 'create',
        entityId: String(category?.id),
        actorUsername: users.operations.username,
        after: expect.objectContaining({ name: 'Backyard Ideas', slug: 'backyard-ideas' }),
      }),
    ])
    const again = await savePostAction(null, post({ title: 'Same category', category: 'Backyard Ideas' }))
    expect(again.ok).toBe(true)
    expect(await categoryAudits()).toHaveLength(1)
  })

  it('a post refused as a stale edit adds no category either (one transaction)', async () => {
    signInAs(users.operations.token)
    const created = await savePostAction(null, post({ title: 'Stale category post' }))
    if (!created.ok) throw new Error(created.message)
    const first = await savePostAction(
      created.data.id,
      post({ title: 'Stale category post', updatedAt: created.data.updatedAt }),
    )
    expect(first.ok).toBe(true)
    const stale = await savePostAction(
      created.data.id,
      post({ title: 'Stale category post', category: 'Never Stored', updatedAt: created.data.updatedAt }),
    )
    expect(stale).toMatchObject({ ok: false, conflict: true })
    expect(await db().select().from(blogCategories).where(eq(blogCategories.name, 'Never Stored'))).toEqual(
      [],
    )
  })

  it('needs a time to schedule, and refuses a date that is not one', async () => {
    signInAs(users.operations.token)
    expect(await savePostAction(null, post({ status: 'scheduled' }))).toMatchObject({
      ok: false,
      fieldErrors: { scheduledFor: BLOG_MESSAGES.scheduledNeedsTime },
    })
    expect(
      await savePostAction(null, post({ status: 'scheduled', scheduledFor: 'next tuesday-ish' })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { scheduledFor: BLOG_MESSAGES.invalidDate },
    })
  })

  it('publishing stamps the first publication date and keeps it; archiving hides the post', async () => {
    signInAs(users.admin.token)
    const created = await savePostAction(null, post({ title: 'Publish me' }))
    if (!created.ok) throw new Error(created.message)
    const published = await savePostAction(
      created.data.id,
      post({ title: 'Publish me', status: 'published', updatedAt: created.data.updatedAt }),
    )
    if (!published.ok) throw new Error(published.message)
    const firstDate = (await row(created.data.id)).publishedAt
    expect(firstDate).toBeInstanceOf(Date)
    expect((await getPublishedPosts()).map((p) => p.title)).toContain('Publish me')

    const archived = await savePostAction(
      created.data.id,
      post({ title: 'Publish me', status: 'archived', updatedAt: published.data.updatedAt }),
    )
    if (!archived.ok) throw new Error(archived.message)
    expect((await getPublishedPosts()).map((p) => p.title)).not.toContain('Publish me')
    const again = await savePostAction(
      created.data.id,
      post({ title: 'Publish me', status: 'published', updatedAt: archived.data.updatedAt }),
    )
    if (!again.ok) throw new Error(again.message)
    expect((await row(created.data.id)).publishedAt?.getTime()).toBe(firstDate?.getTime())

    const stale = await savePostAction(
      created.data.id,
      post({ title: 'Stale', updatedAt: created.data.updatedAt }),
    )
    expect(stale).toMatchObject({ ok: false, conflict: true, message: STALE_EDIT_MESSAGE })
    const deleted = await deletePostAction(created.data.id, again.data.updatedAt)
    expect(deleted).toMatchObject({ ok: true })
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(audit).toMatchObject({
      action: 'delete',
      entity: 'blog-post',
      actorUsername: users.admin.username,
    })
  })
})

describe('scheduled posts publish themselves', () => {
  it('the job publishes due posts only, with publishedAt = scheduledFor, and audits it', async () => {
    signInAs(users.operations.token)
    const soon = new Date(Date.now() + 60 * 60_000)
    const due = await savePostAction(
      null,
      post({
        title: 'Due post',
        status: 'scheduled',
        scheduledFor: new Date(Date.now() - 1000).toISOString(),
      }),
    )
    const later = await savePostAction(
      null,
      post({ title: 'Later post', status: 'scheduled', scheduledFor: soon.toISOString() }),
    )
    if (!due.ok || !later.ok) throw new Error('create failed')
    expect((await row(due.data.id)).publishedAt).toBeNull()

    const ids = await publishDuePosts(db())
    expect(ids).toContain(due.data.id)
    expect(ids).not.toContain(later.data.id)
    const published = await row(due.data.id)
    expect(published.status).toBe('published')
    expect(published.publishedAt?.getTime()).toBe(published.scheduledFor?.getTime())
    expect((await row(later.data.id)).status).toBe('scheduled')
    expect(await publishDuePosts(db())).toEqual([]) // nothing twice

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(due.data.id)))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(audit).toMatchObject({ action: 'publish', actorUsername: 'scheduler', actorId: null })

    // At the later post's time, the job publishes it too.
    expect(await publishDuePosts(db(), new Date(soon.getTime() + 1000))).toEqual([later.data.id])
  })

  it('a reader publishes a due post at once, between job runs, and sees it', async () => {
    signInAs(users.operations.token)
    const at = new Date(Date.now() + 1500)
    const created = await savePostAction(
      null,
      post({ title: 'Publish on read', status: 'scheduled', scheduledFor: at.toISOString() }),
    )
    if (!created.ok) throw new Error(created.message)
    await publishDuePostsOnRead() // not due yet: nothing happens
    expect((await row(created.data.id)).status).toBe('scheduled')
    expect((await getPublishedPosts()).map((p) => p.title)).not.toContain('Publish on read')

    await new Promise((resolve) => setTimeout(resolve, 1600))
    await publishDuePostsOnRead()
    expect((await row(created.data.id)).status).toBe('published')
    expect((await getPublishedPosts()).map((p) => p.title)).toContain('Publish on read')
  })
})
