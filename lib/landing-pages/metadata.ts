/** Metadata of a landing page from its record: meta title and description, keywords, canonical /{slug}. */
import type { Metadata } from 'next'
import { htmlToText } from '@/lib/sanitize/html'
import { pageMetadata, SITE_NAME, socialImagePath, truncate } from '@/lib/seo/metadata'
import type { LandingPage } from './types'

export const META_DESCRIPTION_MAX = 160

type LandingMetaInput = Pick<
  LandingPage,
  'slug' | 'title' | 'metaTitle' | 'metaDescription' | 'targetKeywords' | 'content' | 'service' | 'city'
>

export function landingDescription(page: LandingMetaInput): string {
  const own = page.metaDescription?.trim()
  if (own) return own
  const fromContent = htmlToText(page.content)
  if (fromContent) return truncate(fromContent, META_DESCRIPTION_MAX)
  return (
    [page.service, page.city ? `in ${page.city}, FL` : null, `from ${SITE_NAME}`].filter(Boolean).join(' ') ||
    page.title
  )
}

export function landingMetadata(page: LandingMetaInput): Metadata {
  const title = page.metaTitle?.trim() || page.title
  const subtitle = [page.service, page.city ? `${page.city}, FL` : null].filter(Boolean).join(' · ')
  return pageMetadata({
    title,
    description: landingDescription(page),
    path: `/${page.slug}`,
    keywords: page.targetKeywords.length ? page.targetKeywords : undefined,
    // A meta title that already names the company is used as is, not suffixed a second time.
    absoluteTitle: title.toLowerCase().includes(SITE_NAME.toLowerCase()),
    image: socialImagePath(page.title, subtitle || undefined),
    imageAlt: page.title,
  })
}
