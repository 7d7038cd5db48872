'use client'

import { SiteUnavailable } from '@/components/site/site-unavailable'

/** A public page that failed to render, inside the site's shell (which did render). */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <SiteUnavailable onRetry={reset} />
}
