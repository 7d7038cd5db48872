'use client'
import { useActionState } from 'react'
import { requestHomeownerLinkAction, type LostLinkResult } from '@/lib/homeowner/actions'

/** "Lost your link?": the e-mail address, then the same answer whatever it matched. Works without JavaScript. */
export function LostLinkForm() {
  const [result, action, pending] = useActionState<LostLinkResult | null, FormData>(
    requestHomeownerLinkAction,
    null,
  )
  const emailError = result && !result.ok ? result.fieldErrors?.email : undefined
  if (result?.ok)
    return (
      <p
        role="status"
        className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
        data-testid="lost-link-sent"
      >
        {result.message}
      </p>
    )
  return (
    <form action={action} className="space-y-4 rounded-xl border bg-white p-4 shadow-sm sm:p-6">
      <div>
        <label htmlFor="email" className="block font-semibold">
          Your e-mail address
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'email-error' : undefined}
          className="mt-2 block min-h-12 w-full rounded-md border border-input bg-white px-3 text-base"
        />
        {emailError ? (
          <p id="email-error" className="mt-1 text-sm font-medium text-destructive">
            {emailError}
          </p>
        ) : null}
      </div>
      {result && !result.ok && !emailError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {result.message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary/90 disabled:opacity-60 sm:w-auto"
      >
        {pending ? 'Sending…' : 'E-mail me a new link'}
      </button>
    </form>
  )
}
