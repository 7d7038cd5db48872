import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { LoginScreen } from '@/components/admin/login-screen'
import { safeReturnUrl } from '@/lib/auth/messages'
import { getCurrentAdmin } from '@/lib/auth/session'

export const metadata: Metadata = { title: 'Admin Login' }

export default async function AdminLoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const params = await searchParams
  const returnUrl = typeof params.returnUrl === 'string' ? params.returnUrl : null
  // Already signed in: go where the login would have sent them.
  if (await getCurrentAdmin()) redirect(safeReturnUrl(returnUrl))
  return <LoginScreen returnUrl={returnUrl} />
}
