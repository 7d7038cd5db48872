import type { Metadata } from 'next'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { PriceBookForm } from '@/components/admin/price-book/price-book-form'
import { nextPriceBookSortOrder } from '@/lib/price-book/queries'

export const metadata: Metadata = { title: 'New price-book item' }

export default async function NewPriceBookItemPage() {
  const { denied } = await requirePagePermission('price-book:write')
  if (denied) return denied
  const sortOrder = await nextPriceBookSortOrder()
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title="New price-book item"
        back={{ href: '/admin/price-book', label: 'Price book' }}
      />
      <PriceBookForm
        id={null}
        updatedAt={null}
        values={{
          name: '',
          description: '',
          category: 'equipment',
          unit: 'each',
          unitPrice: '',
          includedInPackage: false,
          isActive: true,
          sortOrder: String(sortOrder),
        }}
      />
    </div>
  )
}
