/**
 * The parts of a blog post that the public post page and the staff preview (blog-preview) lay out
 * alike, so a preview shows what will be published: the byline, the rendered body and the tags.
 */
import { formatPostDate } from '@/components/content/blog-card'
import { ARTICLE_BODY_CLASS } from '@/components/content/article-body'
import { readingMinutes, renderMarkdown } from '@/lib/blog/markdown'
import type { BlogPost } from '@/lib/blog/queries'

/** 'By author · date · N min read', in the post's header band. */
export function PostByline({ post }: { post: Pick<BlogPost, 'author' | 'publishedAt' | 'content'> }) {
  return (
    <p className="mt-6 text-sm text-white/90">
      {post.author && <>By {post.author} · </>}
      <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> ·{' '}
      {readingMinutes(post.content)} min read
    </p>
  )
}

/** The post's markdown as safe HTML (lib/blog/markdown) in the article typography. */
export function PostBody({ content }: { content: string }) {
  return (
    <div
      className={ARTICLE_BODY_CLASS}
      dangerouslySetInnerHTML={{ __html: renderMarkdown(content) }}
      data-testid="post-body"
    />
  )
}

export function PostTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null
  return (
    <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground">
          #{tag}
        </li>
      ))}
    </ul>
  )
}
