'use client'

import { useId, useState, type ReactNode } from 'react'
import { officeForBanner } from '@/lib/offices/nearest'
import { telHref, type Office } from '@/lib/offices/types'
import { useVisitorPosition } from '@/lib/geo/use-visitor-position'
import { lookUpZip } from '@/lib/geo/zip-lookup'

/** The nearest office's banner (see top-banner.tsx); its icons come drawn. */
export function TopBannerClient({
  offices,
  officeIcon,
  phoneIcon,
}: {
  offices: Office[]
  officeIcon: ReactNode
  phoneIcon: ReactNode
}) {
  const { position, state, zip, request, forgetZip } = useVisitorPosition()
  const office = officeForBanner(offices, position)
  if (!office) return null
  return (
    // A landmark of its own, so screen-reader users can reach it and nothing lies outside one.
    <aside
      aria-label="Nearest office"
      className="bg-primary text-primary-foreground"
      data-testid="top-banner"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <span className="inline-flex items-center gap-1">
          {officeIcon}
          <span data-testid="banner-office">{office.name}</span>
        </span>
        <a
          href={telHref(office.phone)}
          className="inline-flex items-center gap-1 font-semibold underline-offset-2 hover:underline"
        >
          {phoneIcon}
          <span data-testid="banner-phone">{office.phone}</span>
        </a>
        <span>Call for a free estimate</span>
        {/* The same slot while detecting and once resolved, so the position does not move the page. */}
        {state === 'resolved' && zip ? (
          <span className="inline-flex items-center gap-1 text-xs">
            <span data-testid="banner-near-zip">Nearest office to {zip.zip}</span>
            <button
              type="button"
              onClick={forgetZip}
              className="rounded px-1 py-0.5 underline underline-offset-2 hover:bg-white/10"
            >
              Change ZIP
            </button>
          </span>
        ) : state === 'resolved' ? (
          <span className="px-2 py-0.5 text-xs">Nearest office to you</span>
        ) : state === 'denied' || state === 'unavailable' ? (
          <ZipForm />
        ) : (
          <button
            type="button"
            onClick={request}
            disabled={state === 'detecting'}
            className="rounded px-2 py-0.5 text-xs underline underline-offset-2 hover:bg-white/10"
          >
            {state === 'detecting' ? 'Detecting…' : 'Find my nearest office'}
          </button>
        )}
      </div>
    </aside>
  )
}

/** Location denied or unavailable: the nearest office by a ZIP code instead. */
function ZipForm() {
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
