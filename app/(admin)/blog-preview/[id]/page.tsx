import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { PostArticle } from '@/components/admin/blog/post-article'
import { BlogStatusBadge } from '@/components/admin/blog/status-badge'
import { formatDateTime } from '@/lib/format'
import { requirePagePermission } from '@/components/admin/page-guard'
import { getAnyPost } from '@/lib/blog/preview-queries'
import { publishDuePostsOnRead } from '@/lib/blog/schedule'

export const metadata: Metadata = { title: 'Post preview' }

/** /blog-preview/{id}: any post, draft or not, as it will look on the blog. */
export default async function BlogPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { denied } = await requirePagePermission('blog:write')
  if (denied) return denied
  const id = Number((await params).id)
  if (!Number.isSafeInteger(id) || id <= 0) notFound()
  await publishDuePostsOnRead()
  const post = await getAnyPost(id)
  if (!post) notFound()
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <h1 className="flex flex-wrap items-center gap-2 font-semibold">
          Preview of a post <BlogStatusBadge status={post.status} />
        </h1>
        <p>
          {post.status === 'scheduled' && post.scheduledFor && (
            <>Goes out {formatDateTime(post.scheduledFor)} · </>
          )}
          {post.status === 'published' ? (
            <Link className="font-medium underline" href={`/blog/${post.slug}`}>
              Open on the blog
            </Link>
          ) : (
            'Not on the public blog.'
          )}{' '}
          ·{' '}
          <Link className="font-medium underline" href={`/admin/blog/${post.id}`}>
            Edit
          </Link>
        </p>
      </div>
      <PostArticle post={post} />
    </div>
  )
}
