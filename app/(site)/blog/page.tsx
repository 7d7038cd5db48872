import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { BlogCard } from '@/components/content/blog-card'
import { PageHero } from '@/components/site/page-hero'
import { Button } from '@/components/ui/button'
import { getBlogCategories, getPublishedPosts } from '@/lib/blog/queries'
import { EXPERIENCE } from '@/content/marketing'
import { pageMetadata } from '@/lib/seo/metadata'
import { cn } from '@/lib/utils'

const BASE = {
  title: 'Pool Blog',
  description: `Advice for Florida homeowners on fiberglass pool costs, installation, permits, maintenance and financing, from a pool builder in business since ${EXPERIENCE.foundedYear}.`,
  path: '/blog',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function selectedCategory(props: Props) {
  const raw = (await props.searchParams).category
  const slug = Array.isArray(raw) ? raw[0] : raw
  if (!slug) return { slug: undefined, category: undefined }
  const categories = await getBlogCategories()
  return { slug, category: categories.find((c) => c.slug === slug) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { category } = await selectedCategory(props)
  if (!category) return pageMetadata(BASE)
  return pageMetadata({
    title: `${category.name} · Pool Blog`,
    description: category.description ?? BASE.description,
    path: `/blog?category=${encodeURIComponent(category.slug)}`,
  })
}

export default async function BlogPage(props: Props) {
  const { slug, category } = await selectedCategory(props)
  if (slug && !category) notFound()
  const [posts, categories] = await Promise.all([getPublishedPosts(), getBlogCategories()])
  const shown = category ? posts.filter((p) => p.category === category.name) : posts
  const [first, ...rest] = shown

  return (
    <>
      <PageHero
        title={category ? category.name : 'Pool Blog'}
        intro={
          category?.description ??
          'Straight answers about fiberglass pools in Florida: costs, installation, permits, care and financing.'
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <nav aria-label="Blog categories">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                href="/blog"
                aria-current={!category ? 'page' : undefined}
                className={cn(
                  'inline-block rounded-full border px-4 py-2 text-sm font-medium',
                  !category ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
                )}
              >
                All posts ({posts.length})
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link
                  href={`/blog?category=${encodeURIComponent(c.slug)}`}
                  aria-current={category?.slug === c.slug ? 'page' : undefined}
                  className={cn(
                    'inline-block rounded-full border px-4 py-2 text-sm font-medium',
                    category?.slug === c.slug
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'hover:bg-accent',
                  )}
                >
                  {c.name} ({c.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <h2 className="sr-only">{category ? `Posts in ${category.name}` : 'Latest posts'}</h2>
        {!first ? (
          <div className="mt-10 rounded-2xl border border-dashed p-12 text-center">
            <p className="text-lg font-semibold">No posts published yet</p>
            <p className="mt-2 text-muted-foreground">
              Check back soon, or browse our resources in the meantime.
            </p>
            <Button asChild className="mt-6">
              <Link href="/resources">Browse Resources</Link>
            </Button>
          </div>
        ) : (
          <>
            <div className="mt-10">
              <BlogCard post={first} featured />
            </div>
            {rest.length > 0 && (
              <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {rest.map((post) => (
                  <li key={post.slug}>
                    <BlogCard post={post} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </>
  )
}
