'use client'

/**
 * The body of the error boundaries (app/error.tsx, app/global-error.tsx, app/(site)/error.tsx),
 * loaded only when an error happens. An error boundary's module is part of every page's first
 * load; drawing the shell from built-in facts there put a client copy of the header and footer
 * in every page's JavaScript (about 17 kB compressed on the home page).
 */
import { lazy, Suspense } from 'react'

const ErrorPageContent = lazy(() => import('./error-page-content'))

export function ErrorPage({ onRetry, withShell }: { onRetry: () => void; withShell: boolean }) {
  return (
    <Suspense fallback={null}>
      <ErrorPageContent onRetry={onRetry} withShell={withShell} />
    </Suspense>
  )
}
