import type { Metadata, Viewport } from 'next'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SITE_URL ?? 'http://localhost:3000'),
  title: { default: 'Florida Fiberglass Pools', template: '%s | Florida Fiberglass Pools' },
  description:
    'Fiberglass swimming pools sold, installed and resurfaced across Florida, with offices in Ocala, West Palm Beach and Orlando.',
}

export const viewport: Viewport = { themeColor: '#0b4f8a', width: 'device-width', initialScale: 1 }

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  )
}
