import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { BlogStatusBadge } from '@/components/admin/blog/status-badge'
import { BLOG_FALLBACK_COVER } from '@/components/content/blog-card'
import { AdminPageHeader } from '@/components/admin/page-header'
import { formatDate, formatDateTime } from '@/lib/format'
import { requirePagePermission } from '@/components/admin/page-guard'
import { getAllPosts } from '@/lib/blog/preview-queries'
import { publishDuePostsOnRead } from '@/lib/blog/schedule'

export const metadata: Metadata = { title: 'Test blog' }

/** /test-blog: the blog index as the public sees it, with drafts, scheduled and archived posts too. */
export default async function TestBlogPage() {
  const { denied } = await requirePagePermission('blog:write')
  if (denied) return denied
  await publishDuePostsOnRead()
  const posts = await getAllPosts()
  return (
    <div className="max-w-6xl">
      <AdminPageHeader
        title="Test blog"
        description="Every post in the blog's layout, whatever its status. Open one to see its full preview."
        back={{ href: '/admin/blog', label: 'Blog admin' }}
      />
      {posts.length === 0 ? (
        <p className="rounded-xl border bg-white p-8 text-center text-muted-foreground">No posts yet.</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <article
                className="relative flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm"
                data-testid="test-blog-card"
              >
                <div className="relative aspect-[16/9] bg-muted">
                  <Image
                    src={post.coverImage || BLOG_FALLBACK_COVER}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    className="object-cover"
                  />
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <p className="flex items-center gap-2 text-sm font-semibold text-ocean">
                    <BlogStatusBadge status={post.status} />
                    {post.category}
                  </p>
                  <h2 className="mt-2 text-lg font-bold">
                    <Link
                      href={`/blog-preview/${post.id}`}
                      className="after:absolute after:inset-0 hover:underline"
                    >
                      {post.title}
                    </Link>
                  </h2>
                  {post.excerpt && (
                    <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
                  )}
                  <p className="mt-auto pt-4 text-sm text-muted-foreground">
                    {post.status === 'scheduled' && post.scheduledFor
                      ? `Scheduled for ${formatDateTime(post.scheduledFor)}`
                      : post.status === 'published'
                        ? formatDate(post.publishedAt)
                        : `Last changed ${formatDate(post.updatedAt)}`}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
