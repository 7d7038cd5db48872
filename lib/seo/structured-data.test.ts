import { describe, expect, it } from 'vitest'
import { DEFAULT_COMPANY, DEFAULT_OFFICES } from '@/content/company'
import type { Office } from '@/lib/offices/types'
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  LANDING_SERVICE_AREA,
  landingLocalBusinessJsonLd,
  officeLocalBusinessJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
} from './structured-data'

const SITE = 'https://pools.example'
const ocala = DEFAULT_OFFICES[0] as Office

describe('organizationJsonLd', () => {
  it('names the company with its offices as departments', () => {
    const org = organizationJsonLd(SITE, DEFAULT_COMPANY, DEFAULT_OFFICES)
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: DEFAULT_COMPANY.name,
      url: `${SITE}/`,
      telephone: DEFAULT_COMPANY.phone,
    })
    expect(org.department).toEqual(DEFAULT_OFFICES.map((o) => ({ '@id': `${SITE}/#office-${o.id}` })))
    expect(org.logo).toMatch(/^https:\/\/pools\.example\//)
  })
})

describe('officeLocalBusinessJsonLd', () => {
  it('has the address, geo, phone and opening hours Mo-Fr 09:00-16:00', () => {
    const business = officeLocalBusinessJsonLd(SITE, DEFAULT_COMPANY, ocala)
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      telephone: ocala.phone,
      email: ocala.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: ocala.address,
        addressLocality: 'Ocala',
        addressRegion: 'FL',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: ocala.coordinates.lat, longitude: ocala.coordinates.lng },
      openingHours: 'Mo-Fr 09:00-16:00',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '16:00',
        },
      ],
      parentOrganization: { '@id': `${SITE}/#organization` },
    })
    expect(business.areaServed).toContainEqual({ '@type': 'City', name: 'Ocala' })
    expect(business.sameAs).toBeUndefined()
  })

  it("names the office's Google Business listing when it has one", () => {
    const business = officeLocalBusinessJsonLd(SITE, DEFAULT_COMPANY, { ...ocala, googlePlaceId: 'ChIJabc' })
    expect(business.sameAs).toEqual(['https://www.google.com/maps/place/?q=place_id:ChIJabc'])
  })
})

describe('landingLocalBusinessJsonLd', () => {
  it('serves a 50-mile circle around central Florida with price range $$$$', () => {
    const business = landingLocalBusinessJsonLd(
      SITE,
      DEFAULT_COMPANY,
      {
        slug: 'pool-services-tampa-fl',
        title: 'Pool Services in Tampa, FL',
        metaDescription: 'Pools in Tampa',
        service: 'Pool installation',
        city: 'Tampa',
      },
      ocala,
    )
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      url: `${SITE}/pool-services-tampa-fl`,
      description: 'Pools in Tampa',
      priceRange: '$$$$',
      telephone: ocala.phone,
      areaServed: {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: 28.5383, longitude: -81.3792 },
        geoRadius: '50 mi',
      },
      makesOffer: {
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: 'Pool installation',
          areaServed: { '@type': 'City', name: 'Tampa, FL' },
        },
      },
    })
    expect(LANDING_SERVICE_AREA.radiusMiles).toBe(50)
  })

  it('works without an office or service', () => {
    const business = landingLocalBusinessJsonLd(SITE, DEFAULT_COMPANY, { slug: 'x', title: 'X' })
    expect(business.telephone).toBe(DEFAULT_COMPANY.phone)
    expect(business).not.toHaveProperty('makesOffer')
    expect(business).not.toHaveProperty('address')
    expect(business.openingHours).toBe('Mo-Fr 09:00-16:00')
  })
})

describe('productJsonLd', () => {
  const pool = {
    id: 7,
    name: 'Bimini 16',
    model: 'BIM16',
    manufacturer: 'Latham',
    brand: null,
    dimensions: "16' x 32'",
    depth: "3'6\" - 6'",
    shape: 'Rectangle',
    description: 'A family pool.',
    images: [
      { src: '/images/pools/7-1.webp', alt: 'From above' },
      { src: 'https://cdn.example/7-2.webp', alt: 'From the patio' },
    ],
    price: 48_000,
    warranty: 'Lifetime structural and surface',
  }

  it('describes the pool with brand, images, properties and an offer', () => {
    const product = productJsonLd(SITE, pool)
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Bimini 16',
      url: `${SITE}/pool-detail/7`,
      sku: 'pool-7',
      model: 'BIM16',
      brand: { '@type': 'Brand', name: 'Latham' },
      image: [`${SITE}/images/pools/7-1.webp`, 'https://cdn.example/7-2.webp'],
      offers: {
        '@type': 'Offer',
        price: 48000,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    })
    expect(product.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Dimensions',
      value: "16' x 32'",
    })
  })

  it('has no offer without a published price and falls back to the brand', () => {
    const product = productJsonLd(SITE, { ...pool, price: null, manufacturer: ' ', brand: 'San Juan' })
    expect(product).not.toHaveProperty('offers')
    expect(product.brand).toEqual({ '@type': 'Brand', name: 'San Juan' })
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the items with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(SITE, [
        { name: 'Home', path: '/' },
        { name: 'Pools', path: '/pools' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Pools', item: `${SITE}/pools` },
      ],
    })
  })
})

describe('blogPostingJsonLd', () => {
  it('has headline, dates, author, publisher and the post URL', () => {
    const post = blogPostingJsonLd(SITE, DEFAULT_COMPANY, {
      slug: 'care-tips',
      title: 'Care tips',
      excerpt: 'Keep it blue.',
      coverImage: '/images/blog/care.webp',
      author: 'Ana Diaz',
      category: 'Maintenance',
      tags: ['care', 'chemicals'],
      publishedAt: new Date('2025-03-01T10:00:00Z'),
      updatedAt: '2025-03-05T10:00:00Z',
    })
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Care tips',
      description: 'Keep it blue.',
      url: `${SITE}/blog/care-tips`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/blog/care-tips` },
      image: [`${SITE}/images/blog/care.webp`],
      datePublished: '2025-03-01T10:00:00.000Z',
      dateModified: '2025-03-05T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Ana Diaz' },
      publisher: { '@type': 'Organization', name: DEFAULT_COMPANY.name },
      articleSection: 'Maintenance',
      keywords: 'care, chemicals',
    })
  })

  it('credits the company when the post has no author', () => {
    const post = blogPostingJsonLd(SITE, DEFAULT_COMPANY, { slug: 'x', title: 'X' })
    expect(post.author).toEqual({ '@type': 'Organization', name: DEFAULT_COMPANY.name })
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element and parses back to the same data', () => {
    const data = { '@type': 'Thing', name: '</script><script>alert(1)</script> & \u2028' }
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/<|>|&|\u2028/)
    expect(JSON.parse(json)).toEqual(data)
  })
})
