import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AdminPageHeader } from '@/components/admin/page-header'
import { LandingForm } from '@/components/admin/landing-pages/landing-form'
import { LandingRowActions } from '@/components/admin/landing-pages/landing-row-actions'
import { conversionRate, getLandingPageForEdit } from '@/lib/landing-pages/admin-queries'
import { requirePagePermission } from '@/components/admin/page-guard'
import { sanitizeHtml } from '@/lib/sanitize/html'
import { siteUrl } from '@/lib/seo/site-url'

export const metadata: Metadata = { title: 'Edit landing page' }

export default async function EditLandingPage({ params }: { params: Promise<{ id: string }> }) {
  const { denied } = await requirePagePermission('landing-pages:write')
  if (denied) return denied
  const id = Number((await params).id)
  if (!Number.isSafeInteger(id) || id <= 0) notFound()
  const page = await getLandingPageForEdit(id)
  if (!page) notFound()
  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title={`Edit “${page.values.title}”`}
        back={{ href: '/admin/landing-pages', label: 'All landing pages' }}
        actions={
          <LandingRowActions
            id={page.id}
            title={page.values.title}
            slug={page.values.slug}
            published={page.values.status === 'published'}
            updatedAt={page.updatedAt}
            showEdit={false}
          />
        }
      />
      <LandingForm
        id={page.id}
        updatedAt={page.updatedAt}
        values={page.values}
        siteUrl={siteUrl()}
        initialPreview={sanitizeHtml(page.values.content)}
        counters={{
          views: page.views,
          conversions: page.conversions,
          rate: conversionRate(page.views, page.conversions),
        }}
      />
    </div>
  )
}
