/** Blog categories and posts: six published over the past months, one draft, one scheduled. */
import type { blogCategories, blogPosts } from '@/db/schema'
import { BLOG_POST_SPECS } from './blog-posts'
import { blogCoverPath } from './image-paths'

const DAY_MS = 24 * 60 * 60 * 1000

export const DEMO_BLOG_CATEGORIES: (typeof blogCategories.$inferInsert)[] = [
  {
    name: 'Pool Buying Guide',
    slug: 'pool-buying-guide',
    description: 'Shapes, sizes, colors and materials: how to choose the right pool for your yard.',
  },
  {
    name: 'Installation',
    slug: 'installation',
    description: 'Permits, site preparation and what happens on each day of an installation.',
  },
  {
    name: 'Maintenance & Care',
    slug: 'maintenance-care',
    description: 'Water chemistry, cleaning and seasonal care for fiberglass pools in Florida.',
  },
  {
    name: 'Costs & Financing',
    slug: 'costs-financing',
    description: 'What a pool costs, what is included and how homeowners pay for it.',
  },
]

/** Posts store the category by name (blog_categories.name). */
export function demoBlogPosts(now: Date): (typeof blogPosts.$inferInsert)[] {
  return BLOG_POST_SPECS.map((spec) => {
    const at = new Date(now.getTime() + spec.daysFromNow * DAY_MS)
    return {
      title: spec.title,
      slug: spec.slug,
      excerpt: spec.excerpt,
      content: spec.content,
      coverImage: blogCoverPath(spec.slug),
      category: spec.category,
      tags: spec.tags,
      author: spec.author,
      status: spec.status,
      publishedAt: spec.status === 'published' ? at : null,
      scheduledFor: spec.status === 'scheduled' ? at : null,
      createdAt: spec.status === 'published' ? at : now,
      updatedAt: spec.status === 'published' ? at : now,
    }
  })
}
