import { LegalRoute } from '@/components/content/legal-route'
import { termsOfService } from '@/content/legal/terms-of-service'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata = pageMetadata({
  title: 'Terms of Service',
  description: 'The terms that govern use of our website, prices, estimates and the financing calculator.',
  path: '/terms-of-service',
})

export default function TermsOfServicePage() {
  return <LegalRoute build={termsOfService} />
}
