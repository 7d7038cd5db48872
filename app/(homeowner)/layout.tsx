import type { Metadata } from 'next'

/**
 * The homeowner's private pages (/my-pool/…): per request, never cached or indexed, and no
 * Referer leaves them (their address holds the homeowner's key). Outside the public site's shell:
 * no finder, no analytics, little JavaScript.
 */
export const metadata: Metadata = {
  title: { default: 'Your pool', template: '%s | Florida Fiberglass Pools' },
  robots: { index: false, follow: false, nocache: true },
  referrer: 'no-referrer',
}

export default function HomeownerLayout({ children }: { children: React.ReactNode }) {
  return children
}
