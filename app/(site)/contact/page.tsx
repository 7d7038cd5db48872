import type { Metadata } from 'next'
import { CONTACT_HERO } from '@/content/contact-page'
import { pageMetadata } from '@/lib/seo/metadata'
import { ContactPage } from '@/components/contact/contact-page'

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: CONTACT_HERO.intro,
  path: '/contact',
})

export default ContactPage
