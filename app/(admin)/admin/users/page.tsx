import type { Metadata } from 'next'
import Link from 'next/link'
import { UserPlus } from 'lucide-react'
import { AdminPageHeader } from '@/components/admin/forms/page-header'
import { UserRowActions } from '@/components/admin/users/user-row-actions'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { listUsers } from '@/lib/users/queries'
import { requirePagePermission } from '@/lib/auth/page-guard'

export const metadata: Metadata = { title: 'Users' }

function formatDate(iso: string | null) {
  return iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never'
}

export default async function AdminUsersPage() {
  const { admin, denied } = await requirePagePermission('users:manage')
  if (denied) return denied
  const users = await listUsers()
  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Users"
        description="Staff accounts and their roles. There is always at least one active administrator."
        actions={
          <Button asChild>
            <Link href="/admin/users/new">
              <UserPlus aria-hidden /> New user
            </Link>
          </Button>
        }
      />
      <div className="overflow-x-auto rounded-xl border bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Admin users</caption>
          <thead className="border-b bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                User
              </th>
              <th scope="col" className="px-4 py-3">
                Role
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Last sign-in
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {users.map((user) => (
              <tr key={user.id} data-testid="admin-user-row">
                <td className="px-4 py-3">
                  <Link
                    href={`/admin/users/${user.id}`}
                    className="font-semibold underline-offset-4 hover:underline"
                  >
                    {user.username}
                  </Link>
                  {user.id === admin.id && <span className="ml-2 text-xs text-muted-foreground">(you)</span>}
                  <span className="block text-muted-foreground">{user.email}</span>
                </td>
                <td className="px-4 py-3 capitalize">{user.role}</td>
                <td className="px-4 py-3">
                  {user.isActive ? (
                    <Badge variant="success">Active</Badge>
                  ) : (
                    <Badge variant="warning">Inactive</Badge>
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(user.lastLoginAt)}</td>
                <td className="px-4 py-3">
                  <UserRowActions
                    id={user.id}
                    username={user.username}
                    isActive={user.isActive}
                    updatedAt={user.updatedAt}
                    isSelf={user.id === admin.id}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
