import type { Metadata } from 'next'
import { AdminPageHeader } from '@/components/admin/page-header'
import { ManufacturerForm } from '@/components/admin/manufacturers/manufacturer-form'
import { nextDisplayOrder } from '@/lib/manufacturers/admin-queries'
import { requirePagePermission } from '@/components/admin/page-guard'

export const metadata: Metadata = { title: 'New manufacturer' }

export default async function NewManufacturerPage() {
  const { denied } = await requirePagePermission('manufacturers:write')
  if (denied) return denied
  const displayOrder = await nextDisplayOrder()
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title="New manufacturer"
        back={{ href: '/admin/manufacturers', label: 'All manufacturers' }}
      />
      <ManufacturerForm
        id={null}
        updatedAt={null}
        values={{
          name: '',
          description: '',
          logo: '',
          iconLogo: '',
          enabled: true,
          website: '',
          displayOrder: String(displayOrder),
        }}
      />
    </div>
  )
}
