import { MapPin, Phone } from 'lucide-react'
import type { Office } from '@/lib/offices/types'
import { TopBannerClient } from './top-banner-client'

/**
 * The banner with the nearest office's phone. Its icons are drawn here, on the server when the
 * site's layout renders it, so their code is not part of every page's JavaScript; the client part
 * (top-banner-client.tsx) picks the office.
 */
export function TopBanner({ offices }: { offices: Office[] }) {
  return (
    <TopBannerClient
      offices={offices}
      officeIcon={<MapPin className="size-4" aria-hidden />}
      phoneIcon={<Phone className="size-4" aria-hidden />}
    />
  )
}
