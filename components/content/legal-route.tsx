import { LegalPage } from '@/components/content/legal-page'
import { legalParty } from '@/content/legal/party'
import type { LegalDocument, LegalParty } from '@/content/legal/types'
import { getSiteData } from '@/lib/offices/queries'
import { isBuildPrerender } from '@/lib/cache/build-phase'
import { siteUrl } from '@/lib/seo/site-url'

/** Reads the company facts and renders one legal document (the four legal pages share this). */
export async function LegalRoute({
  build,
  children,
}: {
  build: (party: LegalParty) => LegalDocument
  children?: React.ReactNode
}) {
  if (isBuildPrerender()) return null
  const { company, offices } = await getSiteData()
  return <LegalPage document={build(legalParty(company, offices, siteUrl()))}>{children}</LegalPage>
}
