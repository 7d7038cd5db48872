import 'server-only'
/**
 * The guard every admin page calls first, before it loads any data:
 *
 *   const { admin, denied } = await requirePagePermission('leads:read')
 *   if (denied) return denied
 *
 * Without a valid session `denied` is the login screen (it brings the user back to this page);
 * for a role without the permission it is a clear "You do not have access" message. The admin
 * layout checks the session too, but a layout does not re-render on client navigation and does
 * not stop the page from rendering, so the page must check itself.
 */
import { ShieldAlert } from 'lucide-react'
import Link from 'next/link'
import { headers } from 'next/headers'
import { connection } from 'next/server'
import { LoginScreen } from '@/components/admin/login-screen'
import { can, type Permission } from '@/lib/auth/permissions'
import { REQUEST_PATH_HEADER } from '@/lib/auth/request-path'
import { getCurrentAdmin, type AdminUser } from '@/lib/auth/session'

export type PageAccess = { admin: AdminUser; denied: null } | { admin: null; denied: React.ReactElement }

export async function requirePagePermission(permission: Permission): Promise<PageAccess> {
  await connection()
  const admin = await getCurrentAdmin()
  if (!admin) {
    const path = (await headers()).get(REQUEST_PATH_HEADER)
    return { admin: null, denied: <LoginScreen returnUrl={path} inline /> }
  }
  if (!can(admin.role, permission)) return { admin: null, denied: <NoAccess /> }
  return { admin, denied: null }
}

export function NoAccess() {
  return (
    <section
      aria-labelledby="no-access-title"
      className="mx-auto mt-10 max-w-lg rounded-xl border bg-white p-8 text-center shadow-sm"
    >
      <ShieldAlert className="mx-auto mb-3 size-10 text-destructive" aria-hidden />
      <h1 id="no-access-title" className="text-xl font-bold">
        You do not have access to this page
      </h1>
      <p className="mt-2 text-muted-foreground">
        Your role does not include this part of the admin area. Ask an administrator if you need it.
      </p>
      <Link href="/admin-dashboard" className="mt-4 inline-block font-semibold text-primary underline">
        Go to the dashboard
      </Link>
    </section>
  )
}
