'use client'

import { ErrorPage } from '@/components/site/error-page'

/** A public page that failed to render, inside the site's shell (which did render). */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPage onRetry={reset} withShell={false} />
}
