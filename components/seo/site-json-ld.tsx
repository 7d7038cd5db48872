/** The company (Organization) and each office (LocalBusiness), on every public page. */
import type { SiteData } from '@/lib/offices/types'
import { siteUrl } from '@/lib/seo/site-url'
import { officeLocalBusinessJsonLd, organizationJsonLd } from '@/lib/seo/structured-data'
import { JsonLd } from './json-ld'

export function SiteJsonLd({ company, offices }: SiteData) {
  const site = siteUrl()
  return (
    <JsonLd
      data={[
        organizationJsonLd(site, company, offices),
        ...offices.map((office) => officeLocalBusinessJsonLd(site, company, office)),
      ]}
    />
  )
}
