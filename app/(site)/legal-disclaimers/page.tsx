import { LegalRoute } from '@/components/content/legal-route'
import { legalDisclaimers } from '@/content/legal/legal-disclaimers'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata = pageMetadata({
  title: 'Legal Disclaimers',
  description:
    'Notices about prices, pool dimensions, timelines, warranties, financing, pool safety and Florida construction law.',
  path: '/legal-disclaimers',
})

export default function LegalDisclaimersPage() {
  return <LegalRoute build={legalDisclaimers} />
}
