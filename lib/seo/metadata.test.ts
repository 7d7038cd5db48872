import { describe, expect, it } from 'vitest'
import { DEFAULT_KEYWORDS, pageMetadata, SITE_NAME, socialImagePath, truncate } from './metadata'

describe('pageMetadata', () => {
  const base = { title: 'Pool Resurfacing', description: 'Resurfacing in 5 to 7 days.', path: '/resurfacing' }

  it('sets title, description, canonical, Open Graph and Twitter tags', () => {
    const meta = pageMetadata({ ...base, keywords: ['pool resurfacing'] })
    expect(meta.title).toBe('Pool Resurfacing')
    expect(meta.description).toBe(base.description)
    expect(meta.keywords).toEqual(['pool resurfacing'])
    expect(meta.alternates).toEqual({ canonical: '/resurfacing' })
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      siteName: SITE_NAME,
      locale: 'en_US',
      title: 'Pool Resurfacing',
      description: base.description,
      url: '/resurfacing',
    })
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Pool Resurfacing',
      description: base.description,
    })
    expect(meta.robots).toBeUndefined()
  })

  it('generates a social image for the title when none is given, used by Open Graph and Twitter', () => {
    const meta = pageMetadata(base)
    const expected = socialImagePath('Pool Resurfacing')
    expect(expected).toBe('/og?title=Pool+Resurfacing')
    expect(meta.openGraph?.images).toEqual([
      { url: expected, width: 1200, height: 630, alt: 'Pool Resurfacing' },
    ])
    expect(meta.twitter?.images).toEqual([{ url: expected, alt: 'Pool Resurfacing' }])
  })

  it('uses a given image and alt text, declaring its size only when known', () => {
    const meta = pageMetadata({ ...base, image: '/images/pool.jpg', imageAlt: 'A pool' })
    expect(meta.openGraph?.images).toEqual([{ url: '/images/pool.jpg', alt: 'A pool' }])
    const sized = pageMetadata({
      ...base,
      image: '/images/pool.jpg',
      imageSize: { width: 1600, height: 900 },
    })
    expect(sized.openGraph?.images).toEqual([
      { url: '/images/pool.jpg', width: 1600, height: 900, alt: 'Pool Resurfacing' },
    ])
  })

  it('falls back to the site keywords', () => {
    expect(pageMetadata(base).keywords).toEqual(DEFAULT_KEYWORDS)
    expect(pageMetadata({ ...base, keywords: [] }).keywords).toEqual(DEFAULT_KEYWORDS)
  })

  it('keeps an absolute title out of the template and marks noIndex pages', () => {
    const meta = pageMetadata({ ...base, absoluteTitle: true, noIndex: true })
    expect(meta.title).toEqual({ absolute: 'Pool Resurfacing' })
    expect(meta.robots).toEqual({ index: false, follow: true })
  })

  it('adds article dates, authors and tags for articles only', () => {
    const meta = pageMetadata({
      ...base,
      type: 'article',
      publishedTime: '2025-01-02T00:00:00.000Z',
      modifiedTime: '2025-02-03T00:00:00.000Z',
      authors: ['Ana'],
      section: 'Care',
      tags: ['resurfacing'],
    })
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2025-01-02T00:00:00.000Z',
      modifiedTime: '2025-02-03T00:00:00.000Z',
      authors: ['Ana'],
      section: 'Care',
      tags: ['resurfacing'],
    })
    expect(pageMetadata({ ...base, publishedTime: '2025-01-02' }).openGraph).not.toHaveProperty(
      'publishedTime',
    )
  })
})

describe('socialImagePath and truncate', () => {
  it('cuts long text at a word with an ellipsis', () => {
    expect(truncate('one two three four five', 14)).toBe('one two three…')
    expect(truncate('  short   text ', 50)).toBe('short text')
  })

  it('encodes the subtitle and limits both texts', () => {
    const path = socialImagePath('x'.repeat(200), 'Ocala, FL')
    const params = new URL(path, 'http://localhost').searchParams
    expect(params.get('title')?.length).toBeLessThanOrEqual(90)
    expect(params.get('subtitle')).toBe('Ocala, FL')
  })
})
