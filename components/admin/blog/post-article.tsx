import Image from 'next/image'
import { BLOG_FALLBACK_COVER } from '@/components/content/blog-card'
import { PostBody, PostByline, PostTags } from '@/components/content/blog-post-parts'
import type { AdminBlogPost } from '@/lib/blog/preview-queries'

/** A post laid out as the public post page shows it, whatever its status. */
export function PostArticle({ post }: { post: AdminBlogPost }) {
  return (
    <article className="overflow-hidden rounded-2xl border bg-white shadow-sm">
      <header className="bg-gradient-to-br from-primary to-cyan-800 text-white">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
          {post.category && <p className="text-sm text-white/90">Blog / {post.category}</p>}
          <h2 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h2>
          {post.excerpt && <p className="mt-4 text-lg text-white/90">{post.excerpt}</p>}
          <PostByline post={post} />
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
        <PostBody content={post.content} />
        <PostTags tags={post.tags} />
      </div>
    </article>
  )
}
