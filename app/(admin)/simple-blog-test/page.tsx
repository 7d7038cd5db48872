import type { Metadata } from 'next'
import Link from 'next/link'
import { BlogStatusBadge } from '@/components/admin/blog/status-badge'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { getLatestPost } from '@/lib/blog/preview-queries'

export const metadata: Metadata = { title: 'Simple blog test' }

/**
 * /simple-blog-test: the latest post through the plain renderer: its text as written, paragraph
 * by paragraph, with no Markdown processing (to tell a content problem from a renderer problem).
 */
export default async function SimpleBlogTestPage() {
  const { denied } = await requirePagePermission('blog:write')
  if (denied) return denied
  const post = await getLatestPost()
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title="Simple blog test"
        description="The most recently written post, shown as plain text without the Markdown renderer."
        back={{ href: '/admin/blog', label: 'Blog admin' }}
      />
      {!post ? (
        <p className="rounded-xl border bg-white p-8 text-center text-muted-foreground">No posts yet.</p>
      ) : (
        <article className="rounded-xl border bg-white p-6 shadow-sm" data-testid="simple-post">
          <h2 className="text-2xl font-bold">{post.title}</h2>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <BlogStatusBadge status={post.status} /> /blog/{post.slug}
            {post.author && <> · {post.author}</>} ·{' '}
            <Link className="text-primary underline" href={`/blog-preview/${post.id}`}>
              Rendered preview
            </Link>
          </p>
          {post.excerpt && <p className="mt-4 font-medium">{post.excerpt}</p>}
          <div className="mt-4 space-y-4" data-testid="simple-post-body">
            {post.content
              .split(/\n{2,}/)
              .map((paragraph) => paragraph.trim())
              .filter(Boolean)
              .map((paragraph, i) => (
                <p key={i} className="whitespace-pre-wrap">
                  {paragraph}
                </p>
              ))}
          </div>
        </article>
      )}
    </div>
  )
}
