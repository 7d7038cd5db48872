/**
 * The admin area: never indexed, never cached, rendered per request. Without a valid session the
 * login screen renders in place of the content ('Verifying access...' while the check runs) and
 * has a stale session cookie deleted; with one, the admin frame with the navigation of the user's
 * role, and the session keeper that renews the cookie while the session is valid. Each page still
 * checks its own permission (components/admin/page-guard) because a layout does not re-render on client
 * navigation.
 */
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { connection } from 'next/server'
import { Suspense } from 'react'
import { AnalyticsLoader } from '@/components/analytics/analytics-loader'
import { AdminShell } from '@/components/admin/admin-shell'
import { LoginScreen, VerifyingAccess } from '@/components/admin/login-screen'
import { SessionKeeper } from '@/components/admin/session-keeper'
import { Toaster } from '@/components/ui/sonner'
import { REQUEST_PATH_HEADER } from '@/lib/auth/request-path'
import { getCurrentAdmin } from '@/lib/auth/session'

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Admin | Florida Fiberglass Pools' },
  robots: { index: false, follow: false, nocache: true },
}

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Suspense fallback={<VerifyingAccess />}>
        <AdminGate>{children}</AdminGate>
      </Suspense>
      <Toaster />
      {/* Admin pages are reported as 'admin' traffic unless analytics excludes their paths. */}
      <Suspense fallback={null}>
        <AnalyticsLoader />
      </Suspense>
    </>
  )
}

async function AdminGate({ children }: { children: React.ReactNode }) {
  await connection()
  const path = (await headers()).get(REQUEST_PATH_HEADER) ?? ''
  if (path === '/admin-login' || path.startsWith('/admin-login?')) return children
  const admin = await getCurrentAdmin()
  if (!admin) return <LoginScreen returnUrl={path} />
  return (
    <>
      <SessionKeeper />
      <AdminShell admin={admin}>{children}</AdminShell>
    </>
  )
}
