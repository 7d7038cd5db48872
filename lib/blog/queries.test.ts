import { beforeAll, describe, expect, it } from 'vitest'
import { blogCategories, blogPosts, resources } from '@/db/schema'
import { clearCache } from '@/lib/cache'
import { getPublishedResources, groupResources } from '@/lib/resources/queries'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { getBlogCategories, getPublishedPost, getPublishedPosts, getRelatedPosts } from './queries'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
const DAY = 24 * 60 * 60 * 1000

beforeAll(async () => {
  const now = Date.now()
  await db()
    .insert(blogCategories)
    .values([
      { name: 'Installation', slug: 'installation', description: 'How installs go' },
      { name: 'Empty Category', slug: 'empty-category' },
    ])
  await db()
    .insert(blogPosts)
    .values([
      {
        title: 'Older',
        slug: 'older',
        category: 'Installation',
        status: 'published',
        publishedAt: new Date(now - 10 * DAY),
        content: 'a',
      },
      {
        title: 'Newer',
        slug: 'newer',
        category: 'Installation',
        status: 'published',
        publishedAt: new Date(now - DAY),
        content: '## Hi',
      },
      {
        title: 'Uncategorised name',
        slug: 'other',
        category: 'Costs & Financing',
        status: 'published',
        publishedAt: new Date(now - 5 * DAY),
      },
      { title: 'Draft', slug: 'draft', category: 'Installation', status: 'draft', publishedAt: null },
      { title: 'Future', slug: 'future', status: 'published', publishedAt: new Date(now + DAY) },
      {
        title: 'Scheduled due',
        slug: 'scheduled-due',
        status: 'scheduled',
        scheduledFor: new Date(now - 2 * DAY),
      },
      {
        title: 'Scheduled later',
        slug: 'scheduled-later',
        status: 'scheduled',
        scheduledFor: new Date(now + 2 * DAY),
      },
    ])
  await db()
    .insert(resources)
    .values([
      {
        title: 'Permit checklist',
        category: 'Permits',
        status: 'published',
        fileUrl: '/resources/p.pdf',
        pages: 2,
      },
      {
        title: 'Buyer guide',
        category: 'Buying Guides',
        status: 'published',
        fileUrl: '/resources/b.pdf',
        pages: 4,
      },
      { title: 'Internal draft', category: 'Permits', status: 'draft' },
      { title: 'No category', status: 'published' },
    ])
  clearCache()
})

describe('public blog reads', () => {
  it('lists public posts newest first, leaving out drafts and posts not yet due', async () => {
    const posts = await getPublishedPosts()
    expect(posts.map((p) => p.slug)).toEqual(['newer', 'scheduled-due', 'other', 'older'])
    expect(posts[0]).not.toHaveProperty('content')
  })

  it('reads one public post and refuses drafts, future and unknown slugs', async () => {
    expect((await getPublishedPost('newer'))?.content).toBe('## Hi')
    expect(await getPublishedPost('draft')).toBeNull()
    expect(await getPublishedPost('future')).toBeNull()
    expect(await getPublishedPost('scheduled-later')).toBeNull()
    expect(await getPublishedPost('nope')).toBeNull()
  })

  it('counts categories with public posts, including names missing from the category table', async () => {
    const categories = await getBlogCategories()
    expect(categories).toEqual([
      { name: 'Installation', slug: 'installation', description: 'How installs go', count: 2 },
      { name: 'Costs & Financing', slug: 'costs-financing', description: null, count: 1 },
    ])
  })

  it('relates posts of the same category first', async () => {
    const newer = await getPublishedPost('newer')
    if (!newer) throw new Error('the post "newer" is public')
    const related = await getRelatedPosts(newer, 2)
    expect(related.map((p) => p.slug)).toEqual(['older', 'scheduled-due'])
  })
})

describe('public resources', () => {
  it('lists published resources only, grouped by category', async () => {
    const list = await getPublishedResources()
    expect(list.map((r) => r.title).sort()).toEqual(['Buyer guide', 'No category', 'Permit checklist'])
    expect(groupResources(list).map((g) => [g.category, g.items.map((i) => i.title)])).toEqual([
      ['Buying Guides', ['Buyer guide']],
      ['More Resources', ['No category']],
      ['Permits', ['Permit checklist']],
    ])
  })
})
