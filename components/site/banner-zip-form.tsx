'use client'

import { useId, useState } from 'react'
import { useVisitorPosition } from '@/lib/geo/use-visitor-position'
import { lookUpZip } from '@/lib/geo/zip-lookup'

/**
 * Location denied or unavailable: the banner asks for a ZIP code instead
 * (docs/decisions/one-nearest-office.md). Loaded only when location is refused (decision 0133).
 */
export function BannerZipForm() {
  const id = useId()
  const { chooseZip } = useVisitorPosition()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    setPending(true)
    const found = await lookUpZip(text)
    setPending(false)
    if (found.ok) chooseZip(found.place)
    else setError(found.message)
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-xs"
      data-testid="banner-zip-form"
    >
      <label htmlFor={`${id}-zip`}>Location is off. Your ZIP code:</label>
      <input
        id={`${id}-zip`}
        name="zip"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value)
          setError(null)
        }}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-8 w-24 rounded border-0 bg-white px-2 text-base text-slate-900 sm:text-sm"
      />
      <button
        type="submit"
        disabled={pending}
        className="h-8 rounded bg-white/15 px-3 font-semibold hover:bg-white/25 disabled:opacity-70"
      >
        {pending ? 'Finding…' : 'Find office'}
      </button>
      {error && (
        <span id={`${id}-error`} role="alert" className="basis-full text-center font-semibold text-amber-200">
          {error}
        </span>
      )}
    </form>
  )
}
