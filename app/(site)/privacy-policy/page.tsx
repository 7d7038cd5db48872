import { LegalRoute } from '@/components/content/legal-route'
import { privacyPolicy } from '@/content/legal/privacy-policy'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata = pageMetadata({
  title: 'Privacy Policy',
  description: 'What personal information we collect, how we use and protect it, and the choices you have.',
  path: '/privacy-policy',
})

export default function PrivacyPolicyPage() {
  return <LegalRoute build={privacyPolicy} />
}
