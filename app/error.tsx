'use client'

import { ErrorPage } from '@/components/site/error-page'

/**
 * A failure outside a page: the site's layout itself (it reads the offices from the database) or
 * an admin layout. The shell is drawn from the built-in company facts.
 */
export default function AppError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPage onRetry={reset} withShell />
}
