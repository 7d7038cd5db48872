import type { Metadata } from 'next'
import { AdminPageHeader } from '@/components/admin/page-header'
import { PoolForm } from '@/components/admin/pools/pool-form'
import { getPoolFormOptions } from '@/lib/pools/admin-queries'
import { POOL_DEFAULTS } from '@/lib/pools/schema'
import { requirePagePermission } from '@/components/admin/page-guard'

export const metadata: Metadata = { title: 'New pool' }

export default async function NewPoolPage() {
  const { denied } = await requirePagePermission('pools:write')
  if (denied) return denied
  const options = await getPoolFormOptions()
  return (
    <div className="max-w-4xl">
      <AdminPageHeader title="New pool" back={{ href: '/admin/pools', label: 'All pools' }} />
      <PoolForm
        defaults={{ id: null, updatedAt: null, values: { ...POOL_DEFAULTS, isActive: true, images: [] } }}
        options={options}
      />
    </div>
  )
}
