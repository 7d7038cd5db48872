import { ShieldCheck } from 'lucide-react'
import { cookies } from 'next/headers'
import { LOGIN_TEXT } from '@/lib/auth/messages'
import { SESSION_COOKIE } from '@/lib/auth/tokens'
import { LoginForm } from './login-form'

/**
 * The login screen: the /admin-login page, and shown in place of any guarded page without a
 * session. It is only rendered when no session verified, so a session cookie still present is
 * stale and the form has it deleted.
 */
export async function LoginScreen({
  returnUrl,
  inline = false,
}: {
  returnUrl?: string | null
  inline?: boolean
}) {
  const staleCookie = (await cookies()).has(SESSION_COOKIE)
  // Inline inside the admin frame the page already has its <main>.
  const Box = inline ? 'section' : 'main'
  return (
    <div
      className={
        inline
          ? 'flex items-center justify-center py-8'
          : 'flex min-h-screen items-center justify-center bg-gradient-to-br from-secondary via-white to-accent px-4 py-10'
      }
    >
      <Box
        id={inline ? undefined : 'main'}
        aria-labelledby="admin-login-title"
        className="w-full max-w-md rounded-2xl border bg-white p-6 shadow-lg sm:p-8"
      >
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-primary text-white">
            <ShieldCheck className="size-6" aria-hidden />
          </span>
          <h1 id="admin-login-title" className="text-2xl font-bold">
            {LOGIN_TEXT.title}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">{LOGIN_TEXT.intro}</p>
        </div>
        <LoginForm returnUrl={returnUrl} clearStaleSession={staleCookie} />
      </Box>
    </div>
  )
}

export function VerifyingAccess() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <p className="flex items-center gap-3 text-muted-foreground">
        <span
          className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent"
          aria-hidden
        />
        {LOGIN_TEXT.verifying}
      </p>
    </div>
  )
}
