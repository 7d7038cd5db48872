import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AdminPageHeader } from '@/components/admin/page-header'
import { UserForm } from '@/components/admin/users/user-form'
import { UserRowActions } from '@/components/admin/users/user-row-actions'
import { formatDateTime } from '@/lib/format'
import { getUserForEdit } from '@/lib/users/queries'
import { requirePagePermission } from '@/components/admin/page-guard'

export const metadata: Metadata = { title: 'Edit user' }

export default async function EditUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { admin, denied } = await requirePagePermission('users:manage')
  if (denied) return denied
  const id = Number((await params).id)
  if (!Number.isSafeInteger(id) || id <= 0) notFound()
  const user = await getUserForEdit(id)
  if (!user) notFound()
  const isSelf = user.id === admin.id
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title={`Edit ${user.values.username}`}
        back={{ href: '/admin/users', label: 'All users' }}
        description={`Last sign-in: ${user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'never'}.`}
        actions={
          <UserRowActions
            id={user.id}
            username={user.values.username}
            isActive={user.values.isActive}
            updatedAt={user.updatedAt}
            isSelf={isSelf}
            showEdit={false}
          />
        }
      />
      <UserForm id={user.id} updatedAt={user.updatedAt} values={user.values} isSelf={isSelf} />
    </div>
  )
}
