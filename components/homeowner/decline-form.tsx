'use client'
import Link from 'next/link'
import { useActionState } from 'react'
import { declineQuoteAction, type PortalResult } from '@/lib/homeowner/actions'

/** 'Decline' (issue 35 §4): an optional reason, then the quote is declined. Works without JavaScript. */
export function DeclineForm({
  token,
  versionId,
  pageHref,
}: {
  token: string
  versionId: number
  pageHref: string
}) {
  const [result, action, pending] = useActionState<PortalResult | null, FormData>(
    declineQuoteAction.bind(null, token, versionId),
    null,
  )
  const failure = result && !result.ok ? result : null
  const reasonError = failure && 'fieldErrors' in failure ? failure.fieldErrors?.reason : undefined
  if (failure && 'refusal' in failure)
    return (
      <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
        <h2 className="text-lg font-semibold">{failure.message}</h2>
        <Link href={pageHref} className="mt-3 inline-block font-semibold text-primary underline">
          Back to your page
        </Link>
      </div>
    )
  return (
    <form action={action} className="space-y-4 rounded-xl border bg-white p-4 shadow-sm sm:p-6">
      <div>
        <label htmlFor="reason" className="block font-semibold">
          Why are you declining? <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <p id="reason-hint" className="text-sm text-muted-foreground">
          It helps us do better: the price, the timing, another company…
        </p>
        <textarea
          id="reason"
          name="reason"
          rows={4}
          maxLength={1000}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? 'reason-error' : 'reason-hint'}
          className="mt-2 block w-full rounded-md border border-input bg-white p-3 text-base"
        />
        {reasonError ? (
          <p id="reason-error" className="mt-1 text-sm font-medium text-destructive">
            {reasonError}
          </p>
        ) : null}
      </div>
      {failure && !reasonError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure.message}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="submit"
          disabled={pending}
          className="inline-flex min-h-12 items-center justify-center rounded-md bg-destructive px-6 font-semibold text-white hover:bg-destructive/90 disabled:opacity-60"
        >
          {pending ? 'Declining…' : 'Decline the quote'}
        </button>
        <Link
          href={pageHref}
          className="inline-flex min-h-12 items-center justify-center rounded-md border px-6 font-semibold hover:bg-muted"
        >
          Keep the quote
        </Link>
      </div>
    </form>
  )
}
