import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AdminPageHeader } from '@/components/admin/page-header'
import { ManufacturerForm } from '@/components/admin/manufacturers/manufacturer-form'
import { ManufacturerRowActions } from '@/components/admin/manufacturers/manufacturer-row-actions'
import { getManufacturerForEdit } from '@/lib/manufacturers/admin-queries'
import { describeMakerPools } from '@/lib/manufacturers/pool-match'
import { requirePagePermission } from '@/components/admin/page-guard'

export const metadata: Metadata = { title: 'Edit manufacturer' }

export default async function EditManufacturerPage({ params }: { params: Promise<{ id: string }> }) {
  const { denied } = await requirePagePermission('manufacturers:write')
  if (denied) return denied
  const id = Number((await params).id)
  if (!Number.isSafeInteger(id) || id <= 0) notFound()
  const maker = await getManufacturerForEdit(id)
  if (!maker) notFound()
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title={`Edit ${maker.values.name}`}
        back={{ href: '/admin/manufacturers', label: 'All manufacturers' }}
        description={
          maker.poolCount === 0
            ? 'No pool names this maker in its manufacturer or brand yet.'
            : `${describeMakerPools(maker)}. Renaming the maker renames it on ${maker.poolCount === 1 ? 'that pool' : 'those pools'} too.`
        }
        actions={
          <ManufacturerRowActions
            id={maker.id}
            name={maker.values.name}
            enabled={maker.values.enabled}
            updatedAt={maker.updatedAt}
            poolCount={maker.poolCount}
            showEdit={false}
          />
        }
      />
      <ManufacturerForm id={maker.id} updatedAt={maker.updatedAt} values={maker.values} />
    </div>
  )
}
