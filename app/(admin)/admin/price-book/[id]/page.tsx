import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { PriceBookForm } from '@/components/admin/price-book/price-book-form'
import { PriceBookRowActions } from '@/components/admin/price-book/price-book-row-actions'
import { getPriceBookItemForEdit } from '@/lib/price-book/queries'

export const metadata: Metadata = { title: 'Edit price-book item' }

export default async function EditPriceBookItemPage({ params }: { params: Promise<{ id: string }> }) {
  const { denied } = await requirePagePermission('price-book:write')
  if (denied) return denied
  const id = Number((await params).id)
  if (!Number.isSafeInteger(id) || id <= 0) notFound()
  const found = await getPriceBookItemForEdit(id)
  if (!found) notFound()
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title={`Edit ${found.item.name}`}
        back={{ href: '/admin/price-book', label: 'Price book' }}
        description={
          found.item.isActive
            ? 'A change applies to new quotes; quotes already made keep the price they were made with.'
            : 'This item is deactivated: reps do not see it when quoting.'
        }
        actions={
          <PriceBookRowActions
            id={found.item.id}
            name={found.item.name}
            isActive={found.item.isActive}
            updatedAt={found.item.updatedAt}
            showEdit={false}
          />
        }
      />
      <PriceBookForm id={found.item.id} updatedAt={found.item.updatedAt} values={found.values} />
    </div>
  )
}
