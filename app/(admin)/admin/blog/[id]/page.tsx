import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { BlogForm } from '@/components/admin/blog/blog-form'
import { BlogRowActions } from '@/components/admin/blog/blog-row-actions'
import { BlogStatusBadge } from '@/components/admin/blog/status-badge'
import { AdminPageHeader } from '@/components/admin/page-header'
import { getCategoryNames, getPostForEdit } from '@/lib/blog/admin-queries'
import { requirePagePermission } from '@/components/admin/page-guard'
import { renderMarkdown } from '@/lib/blog/markdown'
import { publishDuePostsOnRead } from '@/lib/blog/schedule'

export const metadata: Metadata = { title: 'Edit post' }

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { denied } = await requirePagePermission('blog:write')
  if (denied) return denied
  const id = Number((await params).id)
  if (!Number.isSafeInteger(id) || id <= 0) notFound()
  await publishDuePostsOnRead()
  const [post, categories] = await Promise.all([getPostForEdit(id), getCategoryNames()])
  if (!post) notFound()
  return (
    <div className="max-w-6xl">
      <AdminPageHeader
        title={`Edit “${post.values.title}”`}
        back={{ href: '/admin/blog', label: 'All posts' }}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <BlogStatusBadge status={post.values.status} />
            {post.values.status === 'published' && (
              <Link href={`/blog/${post.values.slug}`} className="text-primary underline">
                View on the blog
              </Link>
            )}
          </span>
        }
        actions={
          <BlogRowActions
            id={post.id}
            title={post.values.title}
            updatedAt={post.updatedAt}
            showEdit={false}
          />
        }
      />
      <BlogForm
        id={post.id}
        updatedAt={post.updatedAt}
        values={post.values}
        categories={categories}
        initialHtml={renderMarkdown(post.values.content)}
      />
    </div>
  )
}
