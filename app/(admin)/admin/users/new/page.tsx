import type { Metadata } from 'next'
import { AdminPageHeader } from '@/components/admin/page-header'
import { UserForm } from '@/components/admin/users/user-form'
import { requirePagePermission } from '@/components/admin/page-guard'

export const metadata: Metadata = { title: 'New user' }

export default async function NewUserPage() {
  const { denied } = await requirePagePermission('users:manage')
  if (denied) return denied
  return (
    <div className="max-w-3xl">
      <AdminPageHeader title="New user" back={{ href: '/admin/users', label: 'All users' }} />
      <UserForm
        id={null}
        updatedAt={null}
        values={{ username: '', email: '', role: 'operations', isActive: true }}
      />
    </div>
  )
}
