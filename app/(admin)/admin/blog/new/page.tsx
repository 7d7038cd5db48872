import type { Metadata } from 'next'
import { BlogForm } from '@/components/admin/blog/blog-form'
import { AdminPageHeader } from '@/components/admin/page-header'
import { getCategoryNames } from '@/lib/blog/admin-queries'
import { requirePagePermission } from '@/components/admin/page-guard'

export const metadata: Metadata = { title: 'New post' }

export default async function NewPostPage() {
  const { admin, denied } = await requirePagePermission('blog:write')
  if (denied) return denied
  const categories = await getCategoryNames()
  return (
    <div className="max-w-6xl">
      <AdminPageHeader title="New post" back={{ href: '/admin/blog', label: 'All posts' }} />
      <BlogForm
        id={null}
        updatedAt={null}
        categories={categories}
        initialHtml=""
        values={{
          title: '',
          slug: '',
          excerpt: '',
          content: '',
          coverImage: '',
          category: '',
          tags: '',
          author: admin.username,
          status: 'draft',
          scheduledFor: '',
        }}
      />
    </div>
  )
}
