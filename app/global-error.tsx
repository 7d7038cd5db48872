'use client'

import { SiteUnavailable } from '@/components/site/site-unavailable'
import { StaticSiteShell } from '@/components/site/static-site-shell'
import './globals.css'

/** The root layout itself failed: this page brings its own html and body. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <StaticSiteShell>
          <SiteUnavailable onRetry={reset} />
        </StaticSiteShell>
      </body>
    </html>
  )
}
