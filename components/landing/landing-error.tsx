'use client'

import { useEffect } from 'react'
import { LANDING_MESSAGES } from '@/content/landing-pages'
import { LandingNotFound } from './landing-not-found'

/** Error boundary of the landing routes: the spec's 'Failed to load page: {status}' on the same screen. */
export function LandingError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <div>
      <LandingNotFound detail={LANDING_MESSAGES.loadFailed(500)} />
      <div className="-mt-10 mb-16 flex justify-center">
        <button
          type="button"
          onClick={reset}
          className="rounded-md px-4 py-2 font-semibold text-primary underline underline-offset-2 hover:bg-accent"
        >
          Try again
        </button>
      </div>
    </div>
  )
}
