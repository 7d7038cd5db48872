import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { landingPages } from '@/db/schema'
import { getPublishedLandingPage } from '@/lib/landing-pages/queries'
import { createRoleAdmins, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { useTestDatabase } from '@/tests/helpers/test-db'
import {
  deleteLandingPageAction,
  previewLandingHtmlAction,
  saveLandingPageAction,
} from '@/lib/landing-pages/actions'
import { LANDING_MESSAGES_ADMIN } from './schema'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>

beforeAll(async () => {
  users = await createRoleAdmins(db())
})

function page(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Fiberglass Pools in Gainesville',
    slug: '',
    city: 'Gainesville',
    service: 'Fiberglass Pool Installation',
    metaTitle: 'Fiberglass Pools Gainesville FL',
    metaDescription: 'Fiberglass pool installation in Gainesville.',
    contentType: 'html',
    content: '<h2>Pools in Gainesville</h2><p onclick="alert(1)">Hello</p><script>alert(2)</script>',
    localPagePath: '',
    targetKeywords: 'fiberglass pools gainesville, pool installer',
    status: 'published',
    strategy: 'local-seo',
    ...overrides,
  }
}

describe('landing page actions', () => {
  it('refuses anonymous (401) and sales (403)', async () => {
    signInAs(null)
    expect(await saveLandingPageAction(null, page())).toMatchObject({ ok: false, status: 401 })
    signInAs(users.sales.token)
    expect(await saveLandingPageAction(null, page())).toMatchObject({ ok: false, status: 403 })
    expect(await previewLandingHtmlAction('<p>x</p>')).toMatchObject({ ok: false })
  })

  it('creates a published page that the public site serves at once, sanitised', async () => {
    signInAs(users.operations.token)
    const created = await saveLandingPageAction(null, page())
    if (!created.ok) throw new Error(created.message)
    expect(created.data.slug).toBe('fiberglass-pool-installation-gainesville')
    const live = await getPublishedLandingPage(created.data.slug)
    expect(live).toMatchObject({
      title: 'Fiberglass Pools in Gainesville',
      strategy: 'local-seo',
      targetKeywords: ['fiberglass pools gainesville', 'pool installer'],
    })
    expect(live?.content).toContain('<h2>Pools in Gainesville</h2>')
    expect(live?.content).not.toContain('onclick')
    expect(live?.content).not.toContain('<script')

    const draft = await saveLandingPageAction(
      created.data.id,
      page({ status: 'draft', slug: created.data.slug, updatedAt: created.data.updatedAt }),
    )
    if (!draft.ok) throw new Error(draft.message)
    expect(await getPublishedLandingPage(created.data.slug)).toBeUndefined()

    const stale = await saveLandingPageAction(created.data.id, page({ updatedAt: created.data.updatedAt }))
    expect(stale).toMatchObject({ ok: false, conflict: true })

    expect(await deleteLandingPageAction(created.data.id, draft.data.updatedAt)).toMatchObject({ ok: true })
    expect(await db().select().from(landingPages).where(eq(landingPages.id, created.data.id))).toEqual([])
  })

  it('maps a page to a local page, and needs the path or the content', async () => {
    signInAs(users.admin.token)
    const mapped = await saveLandingPageAction(
      null,
      page({
        title: 'Pools landing',
        slug: 'pools-landing',
        contentType: 'page',
        localPagePath: '/pools',
        content: '',
      }),
    )
    if (!mapped.ok) throw new Error(mapped.message)
    expect(await getPublishedLandingPage('pools-landing')).toMatchObject({
      contentType: 'page',
      localPagePath: '/pools',
    })

    expect(await saveLandingPageAction(null, page({ contentType: 'page', localPagePath: '' }))).toMatchObject(
      {
        ok: false,
        fieldErrors: { localPagePath: LANDING_MESSAGES_ADMIN.needsPath },
      },
    )
    expect(
      await saveLandingPageAction(null, page({ contentType: 'page', localPagePath: '/etc/passwd' })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { localPagePath: 'Choose one of the listed local pages' },
    })
    expect(await saveLandingPageAction(null, page({ content: '' }))).toMatchObject({
      ok: false,
      fieldErrors: { content: LANDING_MESSAGES_ADMIN.needsContent },
    })
  })

  it('refuses slugs of other site pages, taken slugs and bad shapes, on the slug field', async () => {
    signInAs(users.operations.token)
    expect(await saveLandingPageAction(null, page({ slug: 'pools' }))).toMatchObject({
      ok: false,
      fieldErrors: { slug: LANDING_MESSAGES_ADMIN.slugReserved },
    })
    expect(await saveLandingPageAction(null, page({ slug: 'Bad Slug' }))).toMatchObject({
      ok: false,
      fieldErrors: { slug: LANDING_MESSAGES_ADMIN.slugShape },
    })
    const first = await saveLandingPageAction(null, page({ slug: 'unique-one' }))
    expect(first.ok).toBe(true)
    expect(await saveLandingPageAction(null, page({ slug: 'unique-one' }))).toMatchObject({
      ok: false,
      fieldErrors: { slug: LANDING_MESSAGES_ADMIN.slugTaken },
    })
  })

  it('previews HTML exactly as the site will sanitise it', async () => {
    signInAs(users.operations.token)
    const result = await previewLandingHtmlAction(
      '<p>Hi <a href="javascript:alert(1)">x</a></p><img src=x onerror=alert(1)>',
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.html).toContain('<p>Hi')
    expect(result.html).not.toContain('javascript:')
    expect(result.html).not.toContain('onerror')
  })
})
