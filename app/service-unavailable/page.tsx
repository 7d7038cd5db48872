import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { SiteUnavailable, UNAVAILABLE_TEXT } from '@/components/site/site-unavailable'
import { StaticSiteShell } from '@/components/site/static-site-shell'
import { inDatabaseOutage } from '@/lib/http/outage'

export const metadata: Metadata = { title: UNAVAILABLE_TEXT.title, robots: { index: false } }

/**
 * Where proxy.ts sends page requests (status 503) while the database cannot be reached: the site's
 * shell from built-in facts and every office's phone. Outside an outage the address is unknown.
 */
export default async function ServiceUnavailable() {
  await connection()
  if (!inDatabaseOutage()) notFound()
  return (
    <StaticSiteShell>
      <SiteUnavailable />
    </StaticSiteShell>
  )
}
