import type { Metadata } from 'next'
import Link from 'next/link'
import { Plus } from 'lucide-react'
import { BlogRowActions } from '@/components/admin/blog/blog-row-actions'
import { BlogStatusBadge } from '@/components/admin/blog/status-badge'
import { AdminPageHeader } from '@/components/admin/page-header'
import { FilterActions, FilterBar, SearchFilter, SelectFilter } from '@/components/admin/list-filters'
import { readSearchParams } from '@/components/admin/forms/search-params'
import { Button } from '@/components/ui/button'
import { listPostsForAdmin } from '@/lib/blog/admin-queries'
import { BLOG_STATUSES, BLOG_STATUS_LABELS, blogFilterSchema } from '@/lib/blog/schema'
import { formatDateTime } from '@/lib/format'
import { requirePagePermission } from '@/components/admin/page-guard'
import { publishDuePostsOnRead } from '@/lib/blog/schedule'

export const metadata: Metadata = { title: 'Blog' }

export default async function AdminBlogPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { denied } = await requirePagePermission('blog:write')
  if (denied) return denied
  await publishDuePostsOnRead()
  const filters = blogFilterSchema.parse(await readSearchParams(searchParams))
  const posts = await listPostsForAdmin(filters)
  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Blog"
        description={
          <>
            Posts of the public blog. See every post as a visitor would on{' '}
            <Link href="/test-blog" className="text-primary underline">
              the test blog
            </Link>{' '}
            (drafts and scheduled posts included).
          </>
        }
        actions={
          <Button asChild>
            <Link href="/admin/blog/new">
              <Plus aria-hidden /> New post
            </Link>
          </Button>
        }
      />
      <FilterBar label="Filter posts" className="sm:grid-cols-[2fr_1fr_auto]">
        <SearchFilter id="blog-q" value={filters.q} placeholder="Title, slug or category" />
        <SelectFilter
          id="blog-status"
          label="Status"
          name="status"
          value={filters.status}
          all={{ value: 'all', label: 'All' }}
          options={BLOG_STATUSES.map((s) => ({ value: s, label: BLOG_STATUS_LABELS[s] }))}
        />
        <FilterActions submitLabel="Filter" />
      </FilterBar>
      {posts.length === 0 ? (
        <p className="rounded-xl border bg-white p-8 text-center text-muted-foreground">No posts match.</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-white shadow-sm">
          {posts.map((post) => (
            <li
              key={post.id}
              className="flex flex-wrap items-center gap-3 p-4 sm:flex-nowrap"
              data-testid="admin-blog-row"
            >
              {/* At least 14rem: on a phone the buttons wrap below the title (beside it, the
                  title was squeezed to a few pixels). */}
              <div className="min-w-0 flex-[1_1_14rem] [overflow-wrap:anywhere]">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  <Link href={`/admin/blog/${post.id}`} className="underline-offset-4 hover:underline">
                    {post.title}
                  </Link>
                  <BlogStatusBadge status={post.status} />
                </p>
                <p className="text-sm text-muted-foreground">
                  /blog/{post.slug}
                  {post.category && ` · ${post.category}`}
                  {post.status === 'scheduled' &&
                    post.scheduledFor &&
                    ` · goes out ${formatDateTime(post.scheduledFor)}`}
                  {post.status === 'published' &&
                    post.publishedAt &&
                    ` · published ${formatDateTime(post.publishedAt)}`}
                </p>
              </div>
              <BlogRowActions id={post.id} title={post.title} updatedAt={post.updatedAt} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
