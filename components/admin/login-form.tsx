'use client'

import { Eye, EyeOff, Info, Loader2, Lock } from 'lucide-react'
import Link from 'next/link'
import { useEffect, useId, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  LOGIN_MESSAGES,
  LOGIN_REDIRECT_DELAY_MS,
  LOGIN_TEXT,
  afterLoginFor,
  safeReturnUrl,
} from '@/lib/auth/messages'

type LoginResponse = { user?: { username?: string; role?: string }; token?: string; message?: string }

/**
 * The admin login form (spec 01 §2 Admin login screen). The session token comes back as an
 * httpOnly cookie; the JSON token is for API clients and is not kept by the browser. When the
 * browser still holds a cookie whose session did not verify (`clearStaleSession`), the form asks
 * GET /api/admin/verify once, which deletes it (spec 01 §4: the stored token is removed).
 */
export function LoginForm({
  returnUrl,
  clearStaleSession = false,
}: {
  returnUrl?: string | null
  clearStaleSession?: boolean
}) {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [pending, setPending] = useState(false)
  const noticeId = useId()

  useEffect(() => {
    if (!clearStaleSession) return
    void fetch('/api/admin/verify', { credentials: 'same-origin', cache: 'no-store' }).catch(() => {
      // Offline: the cookie stays until the next visit; it grants nothing meanwhile.
    })
  }, [clearStaleSession])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!username.trim() || !password.trim()) {
      toast.error(LOGIN_MESSAGES.missingTitle, { description: LOGIN_MESSAGES.missingBody })
      return
    }
    setPending(true)
    try {
      const response = await fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ username: username.trim(), password }),
      })
      let data: LoginResponse | null = null
      try {
        data = (await response.json()) as LoginResponse
      } catch {
        data = null
      }
      if (!response.ok) {
        const description = data
          ? (data.message ?? LOGIN_MESSAGES.invalidCredentials)
          : LOGIN_MESSAGES.serverError(response.status)
        toast.error(LOGIN_MESSAGES.failedTitle, { description })
        setPending(false)
        return
      }
      if (!data?.user || !data.token) {
        toast.error(LOGIN_MESSAGES.failedTitle, { description: LOGIN_MESSAGES.invalidResponse })
        setPending(false)
        return
      }
      // Tokens are never kept in browser storage; remove what an older version may have left.
      window.localStorage.removeItem('adminToken')
      toast.success(LOGIN_MESSAGES.welcomeTitle, {
        description: LOGIN_MESSAGES.welcomeBody(data.user.username ?? username.trim()),
      })
      const target = returnUrl ? safeReturnUrl(returnUrl) : afterLoginFor(data.user.role)
      window.setTimeout(() => window.location.assign(target), LOGIN_REDIRECT_DELAY_MS)
    } catch {
      toast.error(LOGIN_MESSAGES.failedTitle, { description: LOGIN_MESSAGES.networkError })
      setPending(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-describedby={noticeId}>
      <div className="space-y-2">
        <Label htmlFor="admin-username">{LOGIN_TEXT.usernameLabel}</Label>
        <Input
          id="admin-username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="admin-password">{LOGIN_TEXT.passwordLabel}</Label>
        <div className="relative">
          <Input
            id="admin-password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            className="pr-12"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button
            type="button"
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground"
            aria-label={showPassword ? LOGIN_TEXT.hidePassword : LOGIN_TEXT.showPassword}
            aria-pressed={showPassword}
            aria-controls="admin-password"
            onClick={() => setShowPassword((v) => !v)}
          >
            {showPassword ? (
              <EyeOff className="size-5" aria-hidden />
            ) : (
              <Eye className="size-5" aria-hidden />
            )}
          </button>
        </div>
      </div>
      <p
        id={noticeId}
        className="flex items-start gap-2 rounded-md bg-secondary p-3 text-sm text-secondary-foreground"
      >
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        {LOGIN_TEXT.sessionNotice}
      </p>
      <Button type="submit" className="w-full" size="lg" disabled={pending} aria-live="polite">
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Lock aria-hidden />}
        {pending ? LOGIN_TEXT.signingIn : LOGIN_TEXT.signIn}
      </Button>
      <p className="text-center text-sm text-muted-foreground">{LOGIN_TEXT.accessNote}</p>
      <Button asChild variant="outline" className="w-full">
        <Link href="/">{LOGIN_TEXT.returnToSite}</Link>
      </Button>
    </form>
  )
}
