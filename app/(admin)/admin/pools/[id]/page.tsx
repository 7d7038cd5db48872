import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import Link from 'next/link'
import { AdminPageHeader } from '@/components/admin/page-header'
import { PoolForm } from '@/components/admin/pools/pool-form'
import { PoolRowActions } from '@/components/admin/pools/pool-row-actions'
import { formatDate, formatDateTime } from '@/lib/format'
import { getPoolForEdit, getPoolFormOptions } from '@/lib/pools/admin-queries'
import { requirePagePermission } from '@/components/admin/page-guard'

export const metadata: Metadata = { title: 'Edit pool' }

export default async function EditPoolPage({ params }: { params: Promise<{ id: string }> }) {
  const { denied } = await requirePagePermission('pools:write')
  if (denied) return denied
  const id = Number((await params).id)
  if (!Number.isSafeInteger(id) || id <= 0) notFound()
  const [pool, options] = await Promise.all([getPoolForEdit(id), getPoolFormOptions()])
  if (!pool) notFound()
  const { id: _id, updatedAt, createdAt, ...values } = pool
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title={`Edit ${pool.name}`}
        back={{ href: '/admin/pools', label: 'All pools' }}
        description={
          <>
            Created {formatDate(createdAt)}, last changed {formatDateTime(updatedAt)}.{' '}
            {pool.isActive ? (
              <Link className="text-primary underline" href={`/pool-detail/${pool.id}`}>
                View on the site
              </Link>
            ) : (
              'Inactive: not shown on the site.'
            )}
          </>
        }
        actions={
          <PoolRowActions
            id={pool.id}
            name={pool.name}
            isActive={pool.isActive === true}
            updatedAt={updatedAt}
            showEdit={false}
          />
        }
      />
      <PoolForm
        defaults={{ id: pool.id, updatedAt, values: { ...values, images: pool.images } }}
        options={options}
      />
    </div>
  )
}
