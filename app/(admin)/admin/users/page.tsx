import type { Metadata } from 'next'
import Link from 'next/link'
import { UserPlus } from 'lucide-react'
import { DataTable, TBody, THead, Td, Th, Tr } from '@/components/admin/data-table'
import { AdminPageHeader } from '@/components/admin/page-header'
import { UserRowActions } from '@/components/admin/users/user-row-actions'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'
import { listUsers } from '@/lib/users/queries'
import { requirePagePermission } from '@/components/admin/page-guard'

export const metadata: Metadata = { title: 'Users' }

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
      <DataTable caption="Admin users">
        <THead>
          <tr>
            <Th>User</Th>
            <Th>Role</Th>
            <Th>Status</Th>
            <Th>Last sign-in</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </THead>
        <TBody>
          {users.map((user) => (
            <Tr key={user.id} data-testid="admin-user-row">
              <Td label="User" primary>
                <Link
                  href={`/admin/users/${user.id}`}
                  className="font-semibold underline-offset-4 hover:underline"
                >
                  {user.username}
                </Link>
                {user.id === admin.id && <span className="ml-2 text-xs text-muted-foreground">(you)</span>}
                <span className="block text-sm break-all text-muted-foreground">{user.email}</span>
              </Td>
              <Td label="Role" className="capitalize">
                {user.role}
              </Td>
              <Td label="Status">
                {user.isActive ? (
                  <Badge variant="success">Active</Badge>
                ) : (
                  <Badge variant="warning">Inactive</Badge>
                )}
              </Td>
              <Td label="Last sign-in" className="whitespace-nowrap">
                {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}
              </Td>
              <Td>
                <UserRowActions
                  id={user.id}
                  username={user.username}
                  isActive={user.isActive}
                  updatedAt={user.updatedAt}
                  isSelf={user.id === admin.id}
                />
              </Td>
            </Tr>
          ))}
        </TBody>
      </DataTable>
    </div>
  )
}
