import { describe, expect, it } from 'vitest'
import { landingDescription, landingMetadata } from './metadata'
import { isPlausibleSlug, landingEstimateHref, localPageOf, normalizeLocalPagePath } from './types'

const page = {
  slug: 'fiberglass-pools-ocala',
  title: 'Fiberglass Pools in Ocala, FL',
  metaTitle: null as string | null,
  metaDescription: 'Pools in Ocala.' as string | null,
  targetKeywords: ['pools ocala'],
  content: '<h2>Why</h2><p>Fast installs.</p>' as string | null,
  service: 'Installation' as string | null,
  city: 'Ocala' as string | null,
}

describe('local page mapping', () => {
  it('maps the ten local paths, forgiving slashes and case', () => {
    expect(normalizeLocalPagePath('/pools')).toBe('/pools')
    expect(normalizeLocalPagePath('Pools/')).toBe('/pools')
    expect(normalizeLocalPagePath('/above-ground-pools')).toBe('/above-ground-pools')
    expect(normalizeLocalPagePath('/admin')).toBeNull()
    expect(normalizeLocalPagePath('https://evil.example/pools')).toBeNull()
    expect(localPageOf({ contentType: 'page', localPagePath: '/estimate' })).toBe('/estimate')
    expect(localPageOf({ contentType: 'html', localPagePath: '/estimate' })).toBeNull()
  })

  it('accepts URL-like slugs only', () => {
    expect(isPlausibleSlug('10x20-fiberglass-pool')).toBe(true)
    expect(isPlausibleSlug('favicon.ico')).toBe(false)
    expect(isPlausibleSlug('../etc')).toBe(false)
    expect(isPlausibleSlug('')).toBe(false)
  })

  it('sends the estimate call to action with the slug as sourcePage', () => {
    expect(landingEstimateHref('pool-services-tampa-fl')).toBe('/estimate?sourcePage=pool-services-tampa-fl')
  })
})

describe('landingMetadata', () => {
  it('uses the meta fields, keywords, canonical /{slug} and a generated image', () => {
    const meta = landingMetadata({ ...page, metaTitle: 'Ocala Pools' })
    expect(meta.title).toBe('Ocala Pools')
    expect(meta.description).toBe('Pools in Ocala.')
    expect(meta.keywords).toEqual(['pools ocala'])
    expect(meta.alternates).toEqual({ canonical: '/fiberglass-pools-ocala' })
    const images = meta.openGraph?.images as { url: string }[]
    const params = new URL(images[0]?.url ?? '', 'http://x').searchParams
    expect(params.get('title')).toBe('Fiberglass Pools in Ocala, FL')
    expect(params.get('subtitle')).toBe('Installation · Ocala, FL')
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' })
  })

  it('does not add the company name twice', () => {
    const meta = landingMetadata({ ...page, metaTitle: 'Pools | Florida Fiberglass Pools' })
    expect(meta.title).toEqual({ absolute: 'Pools | Florida Fiberglass Pools' })
    expect(landingMetadata(page).title).toBe(page.title)
  })

  it('describes a page without a meta description from its content, then its service', () => {
    expect(landingDescription({ ...page, metaDescription: null })).toBe('Why Fast installs.')
    expect(landingDescription({ ...page, metaDescription: ' ', content: null })).toBe(
      'Installation in Ocala, FL from Florida Fiberglass Pools',
    )
  })
})
