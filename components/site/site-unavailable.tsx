'use client'

import { Phone } from 'lucide-react'
import { DEFAULT_COMPANY, DEFAULT_OFFICES } from '@/content/company'
import { telHref } from '@/lib/offices/types'

/** The words of the page a visitor gets when the site cannot show a page (database down, error). */
export const UNAVAILABLE_TEXT = {
  title: 'This page is not available right now',
  text: 'Our website is having a problem on our side. Please try again in a few minutes, or call the office nearest you: we are glad to help by phone.',
  retry: 'Try again',
  hours: `Office hours: ${DEFAULT_COMPANY.hours}.`,
} as const

/**
 * The body of the error pages: what happened, a way to try again and every office's phone number.
 * The numbers come from content/company.ts (the seed of the offices table), not from the
 * database, which may be the very thing that is down.
 */
export function SiteUnavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16" data-testid="site-unavailable">
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">{UNAVAILABLE_TEXT.title}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{UNAVAILABLE_TEXT.text}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3" aria-label="Call an office">
        {DEFAULT_OFFICES.map((office) => (
          <li key={office.id} className="rounded-xl border bg-white p-4 shadow-sm">
            <p className="font-semibold">{office.name}</p>
            <p className="text-sm text-muted-foreground">
              {office.address}, {office.city}, FL
            </p>
            <a
              href={telHref(office.phone)}
              className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground hover:bg-primary/90"
              data-testid="unavailable-phone"
            >
              <Phone aria-hidden="true" className="size-4" />
              {office.phone}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted-foreground">{UNAVAILABLE_TEXT.hours}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-6 inline-flex min-h-11 items-center rounded-md border border-primary px-4 py-2 font-semibold text-primary hover:bg-primary/5"
        >
          {UNAVAILABLE_TEXT.retry}
        </button>
      ) : (
        <a
          href=""
          className="mt-6 inline-flex min-h-11 items-center rounded-md border border-primary px-4 py-2 font-semibold text-primary hover:bg-primary/5"
        >
          {UNAVAILABLE_TEXT.retry}
        </a>
      )}
    </div>
  )
}
