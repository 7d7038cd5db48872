import Image from 'next/image'
import { ARTICLE_BODY_CLASS } from '@/components/content/article-body'
import { BLOG_FALLBACK_COVER, formatPostDate } from '@/components/content/blog-card'
import type { AdminBlogPost } from '@/lib/blog/preview-queries'
import { readingMinutes, renderMarkdown } from '@/lib/blog/markdown'

/** A post laid out as the public post page shows it, whatever its status. */
export function PostArticle({ post }: { post: AdminBlogPost }) {
  const html = renderMarkdown(post.content)
  return (
    <article className="overflow-hidden rounded-2xl border bg-white shadow-sm">
      <header className="bg-gradient-to-br from-primary to-cyan-800 text-white">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
          {post.category && <p className="text-sm text-white/90">Blog / {post.category}</p>}
          <h2 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h2>
          {post.excerpt && <p className="mt-4 text-lg text-white/90">{post.excerpt}</p>}
          <p className="mt-6 text-sm text-white/90">
            {post.author && <>By {post.author} · </>}
            <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> ·{' '}
            {readingMinutes(post.content)} min read
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 pb-10">
        <div className="relative mt-8 aspect-[16/9] overflow-hidden rounded-2xl bg-muted shadow">
          <Image
            src={post.coverImage || BLOG_FALLBACK_COVER}
            alt=""
            fill
            sizes="(min-width: 768px) 768px, 100vw"
            className="object-cover"
          />
        </div>
        <div
          className={ARTICLE_BODY_CLASS}
          dangerouslySetInnerHTML={{ __html: html }}
          data-testid="post-body"
        />
        {post.tags.length > 0 && (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground">
                #{tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}
