'use client'

import { ErrorPage } from '@/components/site/error-page'
import './globals.css'

/** The root layout itself failed: this page brings its own html and body. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <ErrorPage onRetry={reset} withShell />
      </body>
    </html>
  )
}
