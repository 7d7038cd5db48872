import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { BLOG_FALLBACK_COVER, BlogCard } from '@/components/content/blog-card'
import { PostBody, PostByline, PostTags } from '@/components/content/blog-post-parts'
import { BlogPostingJsonLd, BreadcrumbJsonLd } from '@/components/seo/page-json-ld'
import { notFoundMetadata } from '@/components/site/not-found-content'
import { Button } from '@/components/ui/button'
import { Image } from '@/components/ui/image'
import { RESPONSE, withinHours } from '@/content/marketing'
import { noPathsAtBuild } from '@/lib/cache/build-phase'
import { categorySlug, getPublishedPost, getRelatedPosts, type BlogPost } from '@/lib/blog/queries'
import { markdownToText } from '@/lib/blog/markdown'
import { isUnoptimizedImage } from '@/lib/content/images'
import { getCompanyInfo } from '@/lib/offices/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import type { BreadcrumbItem } from '@/lib/seo/structured-data'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = noPathsAtBuild

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPublishedPost((await params).slug)
  if (!post) return notFoundMetadata
  return pageMetadata({
    title: post.title,
    description: post.excerpt ?? markdownToText(post.content).slice(0, 160),
    path: `/blog/${post.slug}`,
    keywords: post.tags,
    image: post.coverImage ?? undefined,
    type: 'article',
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    authors: post.author ? [post.author] : undefined,
    section: post.category ?? undefined,
    tags: post.tags,
  })
}

/** Home › Blog › category › post, as the visible breadcrumb shows it. */
function breadcrumbs(post: BlogPost): BreadcrumbItem[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
    ...(post.category
      ? [{ name: post.category, path: `/blog?category=${categorySlug(post.category)}` }]
      : []),
    { name: post.title, path: `/blog/${post.slug}` },
  ]
}

export default async function BlogPostPage({ params }: Props) {
  const post = await getPublishedPost((await params).slug)
  if (!post) notFound()
  const [related, company] = await Promise.all([getRelatedPosts(post), getCompanyInfo()])
  const cover = post.coverImage || BLOG_FALLBACK_COVER

  return (
    <>
      <BlogPostingJsonLd post={{ ...post, coverImage: cover }} company={company} />
      <BreadcrumbJsonLd items={breadcrumbs(post)} />
      <article>
        <header className="bg-gradient-to-br from-primary to-cyan-800 text-white">
          <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
            <nav aria-label="Breadcrumb" className="text-sm text-white/90">
              <ol className="flex flex-wrap gap-1">
                <li>
                  <Link href="/blog" className="underline-offset-2 hover:underline">
                    Blog
                  </Link>
                </li>
                {post.category && (
                  <li>
                    <span aria-hidden> / </span>
                    <Link
                      href={`/blog?category=${categorySlug(post.category)}`}
                      className="underline-offset-2 hover:underline"
                    >
                      {post.category}
                    </Link>
                  </li>
                )}
              </ol>
            </nav>
            <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
            {post.excerpt && <p className="mt-4 text-lg text-white/90">{post.excerpt}</p>}
            <PostByline post={post} />
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4">
          <div className="relative mt-8 aspect-[16/9] overflow-hidden rounded-2xl bg-muted shadow">
            <Image
              src={cover}
              unoptimized={isUnoptimizedImage(cover)}
              alt=""
              fill
              priority
              sizes="(min-width: 768px) 768px, 100vw"
              className="object-cover"
            />
          </div>
          <PostBody content={post.content} />
          <PostTags tags={post.tags} />
          <aside className="my-12 rounded-2xl bg-sand p-8 text-center" aria-labelledby="post-cta">
            <h2 id="post-cta" className="text-2xl font-bold">
              Thinking about a pool?
            </h2>
            <p className="mt-2 text-muted-foreground">
              {`Get a written, all-inclusive estimate for your yard ${withinHours(RESPONSE.estimateReplyHours)}.`}
            </p>
            <Button asChild size="lg" className="mt-6">
              <Link href="/estimate?sourcePage=blog">Get Your Free Estimate</Link>
            </Button>
          </aside>
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-muted py-14">
          <div className="mx-auto max-w-7xl px-4">
            <h2 id="related-heading" className="text-2xl font-bold">
              Keep reading
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((p) => (
                <li key={p.slug}>
                  <BlogCard post={p} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  )
}
