'use client'

import { useEffect, type ReactNode } from 'react'
import { officeForBanner } from '@/lib/offices/nearest'
import { telHref, type Office } from '@/lib/offices/types'
import { useVisitorPosition } from '@/lib/geo/use-visitor-position'
import { useLoadOnDemand } from './use-load-on-demand'

/** The ZIP code form, whose code loads only when location is refused. */
const loadZipForm = () => import('./banner-zip-form').then((m) => m.BannerZipForm)

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
  const refused = state === 'denied' || state === 'unavailable'
  const [ZipForm, loadZip] = useLoadOnDemand(loadZipForm)
  useEffect(() => {
    if (refused) loadZip()
  }, [refused, loadZip])
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
        ) : refused ? (
          ZipForm ? (
            <ZipForm />
          ) : (
            <span className="text-xs">Location is off.</span>
          )
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
