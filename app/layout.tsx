import type { Metadata, Viewport } from 'next'
import { DEFAULT_KEYWORDS, DEFAULT_SOCIAL_IMAGE, SITE_NAME } from '@/lib/seo/metadata'
import { siteUrl } from '@/lib/seo/site-url'
import './globals.css'

export const metadata: Metadata = {
  // SITE_URL, parsed and checked by config/env (no database is opened here): every relative
  // canonical, Open Graph and Twitter URL of every page is resolved against it.
  metadataBase: new URL(siteUrl()),
  title: { default: 'Florida Fiberglass Pools', template: '%s | Florida Fiberglass Pools' },
  description:
    'Fiberglass swimming pools sold, installed and resurfaced across Florida, with offices in Ocala, West Palm Beach and Orlando.',
  // Defaults for a page that sets no social tags of its own (pages use pageMetadata() for theirs).
  applicationName: SITE_NAME,
  keywords: DEFAULT_KEYWORDS,
  openGraph: { type: 'website', siteName: SITE_NAME, locale: 'en_US', images: [DEFAULT_SOCIAL_IMAGE] },
  twitter: { card: 'summary_large_image', images: [DEFAULT_SOCIAL_IMAGE] },
}

const NO_SCRIPT_CSS =
  '.js-only{display:none!important}.no-js-stack{display:flex!important;flex-direction:column;gap:2rem}.no-js-stack>*{visibility:visible!important}'

export const viewport: Viewport = { themeColor: '#0b4f8a', width: 'device-width', initialScale: 1 }

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        {/* Without JavaScript, controls that only script can work (photo arrows, slide dots, the
            Pool Finder's buttons) are not shown at all rather than shown dead; `js-only` marks
            them, and `no-js-stack` lays a carousel's slides one under the other. */}
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
        {children}
      </body>
    </html>
  )
}
