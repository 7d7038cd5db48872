'use client'

import { SiteUnavailable } from './site-unavailable'
import { StaticSiteShell } from './static-site-shell'

/** What went wrong and every office's phone; in the site's shell when the layout itself failed. */
export default function ErrorPageContent({
  onRetry,
  withShell,
}: {
  onRetry: () => void
  withShell: boolean
}) {
  const body = <SiteUnavailable onRetry={onRetry} />
  return withShell ? <StaticSiteShell>{body}</StaticSiteShell> : body
}
