import type { Metadata } from 'next'
import { AdminPageHeader } from '@/components/admin/page-header'
import { LandingForm } from '@/components/admin/landing-pages/landing-form'
import { requirePagePermission } from '@/components/admin/page-guard'
import { siteUrl } from '@/lib/seo/site-url'

export const metadata: Metadata = { title: 'New landing page' }

export default async function NewLandingPage() {
  const { denied } = await requirePagePermission('landing-pages:write')
  if (denied) return denied
  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="New landing page"
        back={{ href: '/admin/landing-pages', label: 'All landing pages' }}
      />
      <LandingForm
        id={null}
        updatedAt={null}
        siteUrl={siteUrl()}
        initialPreview=""
        values={{
          title: '',
          slug: '',
          city: '',
          service: '',
          metaTitle: '',
          metaDescription: '',
          contentType: 'html',
          content: '',
          localPagePath: '',
          targetKeywords: '',
          status: 'draft',
          strategy: 'standard',
        }}
      />
    </div>
  )
}
