/**
 * Metadata for a public page: title, description, keywords, canonical URL, Open Graph and Twitter
 * tags. Every public page builds its metadata here so none lacks a canonical or social tags.
 */
import type { Metadata } from 'next'

export const SITE_NAME = 'Florida Fiberglass Pools'
export const DEFAULT_SOCIAL_IMAGE = '/images/og-default.png'

export type PageMetadataInput = {
  title: string
  description: string
  /** Path of the page, e.g. '/pools'; the canonical URL is SITE_URL + path. */
  path: string
  keywords?: string[]
  image?: string
  /** Keep the page out of search results (thank-you screens, previews). */
  noIndex?: boolean
  /** Use the title as is, without the ' | Florida Fiberglass Pools' suffix. */
  absoluteTitle?: boolean
  type?: 'website' | 'article'
}

export function pageMetadata(input: PageMetadataInput): Metadata {
  const image = input.image ?? DEFAULT_SOCIAL_IMAGE
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: input.keywords,
    alternates: { canonical: input.path },
    openGraph: {
      type: input.type ?? 'website',
      siteName: SITE_NAME,
      locale: 'en_US',
      title: input.title,
      description: input.description,
      url: input.path,
      images: [{ url: image, width: 1200, height: 630, alt: SITE_NAME }],
    },
    twitter: { card: 'summary_large_image', title: input.title, description: input.description, images: [image] },
    robots: input.noIndex ? { index: false, follow: true } : undefined,
  }
}
