'use client'

import { Eye, EyeOff, Info, Loader2, Lock, MailCheck } from 'lucide-react'
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

type LoginResponse = {
  user?: { username?: string; role?: string }
  token?: string
  message?: string
  /** 202: the account is under attack and this address is new to it; a code was e-mailed. */
  codeRequired?: boolean
  challenge?: string
}

/** The second step, when the server asked for the e-mailed code. */
type CodeStep = { challenge: string; message: string }

/**
 * The admin login form (spec 01 §2 Admin login screen). The session token comes back as an
 * httpOnly cookie; the JSON token is for API clients and is not kept by the browser. When the
 * browser still holds a cookie whose session did not verify (`clearStaleSession`), the form asks
 * GET /api/admin/verify once, which deletes it (spec 01 §4: the stored token is removed). When the
 * server asks for the code it e-mailed (202, lib/auth/login-codes), the code step takes the
 * password's place.
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
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null)
  const noticeId = useId()

  useEffect(() => {
    if (!clearStaleSession) return
    void fetch('/api/admin/verify', { credentials: 'same-origin', cache: 'no-store' }).catch(() => {
      // Offline: the cookie stays until the next visit; it grants nothing meanwhile.
    })
  }, [clearStaleSession])

  /** Posts one step; answers the parsed body and status, or null after a network error (toasted). */
  async function post(
    body: Record<string, string>,
  ): Promise<{ status: number; data: LoginResponse | null } | null> {
    try {
      const response = await fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify(body),
      })
      let data: LoginResponse | null = null
      try {
        data = (await response.json()) as LoginResponse
      } catch {
        data = null
      }
      return { status: response.status, data }
    } catch {
      toast.error(LOGIN_MESSAGES.failedTitle, { description: LOGIN_MESSAGES.networkError })
      return null
    }
  }

  function signedIn(data: LoginResponse | null) {
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
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!username.trim() || !password.trim()) {
      toast.error(LOGIN_MESSAGES.missingTitle, { description: LOGIN_MESSAGES.missingBody })
      return
    }
    setPending(true)
    const answer = await post({ username: username.trim(), password })
    if (!answer) return setPending(false)
    const { status, data } = answer
    if (status === 202 && data?.codeRequired && data.challenge) {
      setCodeStep({ challenge: data.challenge, message: data.message ?? '' })
      setPending(false)
      return
    }
    if (status < 200 || status >= 300) {
      const description = data
        ? (data.message ?? LOGIN_MESSAGES.invalidCredentials)
        : LOGIN_MESSAGES.serverError(status)
      toast.error(LOGIN_MESSAGES.failedTitle, { description })
      setPending(false)
      return
    }
    signedIn(data)
  }

  if (codeStep) {
    return (
      <CodeForm
        step={codeStep}
        post={post}
        onSignedIn={signedIn}
        onBack={() => {
          setCodeStep(null)
          setPassword('')
        }}
      />
    )
  }

  // method="post": sent before the page's scripts run (a slow phone), the browser's own submit
  // must not put the password in the address, the history and the logs.
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" aria-describedby={noticeId}>
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

/**
 * The e-mailed code, when the server asked for it: typed as the e-mail shows it (spaces are
 * fine), refused on the field with the server's message (tries left, or expired), or back to the
 * password for a new code.
 */
function CodeForm({
  step,
  post,
  onSignedIn,
  onBack,
}: {
  step: CodeStep
  post: (body: Record<string, string>) => Promise<{ status: number; data: LoginResponse | null } | null>
  onSignedIn: (data: LoginResponse | null) => void
  onBack: () => void
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const titleId = useId()
  const errorId = useId()

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      setError(LOGIN_MESSAGES.codeMissing)
      return
    }
    setPending(true)
    setError(null)
    const answer = await post({ challenge: step.challenge, code })
    if (!answer) return setPending(false)
    if (answer.status >= 200 && answer.status < 300) return onSignedIn(answer.data)
    setError(answer.data?.message ?? LOGIN_MESSAGES.serverError(answer.status))
    setPending(false)
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby={titleId}>
      <div role="status" className="rounded-md bg-secondary p-3 text-sm text-secondary-foreground">
        <p id={titleId} className="flex items-center gap-2 font-semibold">
          <MailCheck className="size-4 shrink-0" aria-hidden />
          {LOGIN_MESSAGES.codeTitle}
        </p>
        <p className="mt-1">{step.message}</p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="admin-code">{LOGIN_MESSAGES.codeLabel}</Label>
        <Input
          id="admin-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={12}
          required
          className="text-lg tracking-[0.3em]"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={pending} aria-live="polite">
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Lock aria-hidden />}
        {pending ? LOGIN_MESSAGES.codeChecking : LOGIN_MESSAGES.codeSubmit}
      </Button>
      <Button type="button" variant="outline" className="w-full" onClick={onBack}>
        {LOGIN_MESSAGES.codeBack}
      </Button>
    </form>
  )
}
