import Link from 'next/link'
import { Image } from '@/components/ui/image'
import type { BlogPostSummary } from '@/lib/blog/queries'
import { isUnoptimizedImage } from '@/lib/content/images'
import { cn } from '@/lib/utils'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' })

export function formatPostDate(iso: string): string {
  return dateFormat.format(new Date(iso))
}

export const BLOG_FALLBACK_COVER = '/images/content/hero-pools.webp'

/** A post in a list: cover, category, title, excerpt, date. */
export function BlogCard({ post, featured = false }: { post: BlogPostSummary; featured?: boolean }) {
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-md',
        featured && 'lg:flex-row',
      )}
      data-testid="blog-card"
    >
      <div className={cn('relative aspect-[16/9] bg-muted', featured && 'lg:aspect-auto lg:w-3/5')}>
        <Image
          src={post.coverImage || BLOG_FALLBACK_COVER}
          unoptimized={isUnoptimizedImage(post.coverImage || BLOG_FALLBACK_COVER)}
          alt=""
          fill
          sizes={
            featured
              ? '(min-width: 1024px) 760px, 100vw'
              : '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'
          }
          className="object-cover"
          priority={featured}
        />
      </div>
      <div className={cn('flex flex-1 flex-col p-6', featured && 'lg:justify-center lg:p-10')}>
        {post.category && <p className="text-sm font-semibold text-ocean">{post.category}</p>}
        <h3 className={cn('mt-1 font-bold', featured ? 'text-2xl sm:text-3xl' : 'text-xl')}>
          <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:underline">
            {post.title}
          </Link>
        </h3>
        {post.excerpt && <p className="mt-3 line-clamp-3 text-muted-foreground">{post.excerpt}</p>}
        <p className="mt-auto pt-4 text-sm text-muted-foreground">
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
          {post.author && <> · {post.author}</>}
        </p>
      </div>
    </article>
  )
}
