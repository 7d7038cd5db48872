/**
 * schema.org JSON-LD builders: the company (Organization), each office (LocalBusiness), the
 * landing pages' local business (a 50-mile circle around central Florida, price range '$$$$'),
 * pools (Product), breadcrumbs (BreadcrumbList) and blog posts (BlogPosting). Pure functions:
 * pass the site origin and the data, get a plain object for <JsonLd>.
 */
import { googleMapsPlaceHref } from '@/lib/offices/google'
import type { CompanyInfo, Office } from '@/lib/offices/types'
import { openingHoursText, parseOpeningHours } from './opening-hours'
import { absoluteUrl } from './site-url'

export type JsonLdObject = {
  '@context'?: 'https://schema.org'
  '@type': string | string[]
  [key: string]: unknown
}

/** The centre of the landing pages' service area (central Florida, Orlando) and its radius. */
export const LANDING_SERVICE_AREA = { latitude: 28.5383, longitude: -81.3792, radiusMiles: 50 } as const
export const LANDING_PRICE_RANGE = '$$$$'

export const organizationId = (site: string) => `${site}/#organization`
export const officeId = (site: string, office: Pick<Office, 'id'>) => `${site}/#office-${office.id}`

function postalAddress(office: Pick<Office, 'address' | 'city'>) {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.address,
    addressLocality: office.city,
    addressRegion: 'FL',
    addressCountry: 'US',
  }
}

function openingHoursFields(hoursText: string) {
  const hours = parseOpeningHours(hoursText)
  return {
    openingHours: openingHoursText(hours),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: hours.days,
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
  }
}

function withoutEmpty<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length),
    ),
  ) as T
}

export function organizationJsonLd(site: string, company: CompanyInfo, offices: Office[]): JsonLdObject {
  const primary = offices.find((o) => o.isPrimary) ?? offices[0]
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(site),
    name: company.name,
    legalName: company.legalName,
    url: `${site}/`,
    logo: company.logo ? absoluteUrl(company.logo, site) : undefined,
    telephone: company.phone,
    email: company.email,
    address: primary ? postalAddress(primary) : undefined,
    areaServed: { '@type': 'State', name: 'Florida' },
    sameAs: company.socialLinks.map((link) => link.url).filter((url) => /^https?:\/\//.test(url)),
    department: offices.map((office) => ({ '@id': officeId(site, office) })),
  })
}

/** One LocalBusiness per office: address, geo, phone, e-mail and opening hours. */
export function officeLocalBusinessJsonLd(site: string, company: CompanyInfo, office: Office): JsonLdObject {
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': officeId(site, office),
    name: `${company.name} – ${office.name}`,
    url: `${site}/contact`,
    image: company.logo ? absoluteUrl(company.logo, site) : undefined,
    telephone: office.phone,
    email: office.email,
    address: postalAddress(office),
    geo: { '@type': 'GeoCoordinates', latitude: office.coordinates.lat, longitude: office.coordinates.lng },
    ...openingHoursFields(office.hours),
    areaServed: office.serviceAreas.map((name) => ({ '@type': 'City', name })),
    priceRange: LANDING_PRICE_RANGE,
    sameAs: office.googlePlaceId ? [googleMapsPlaceHref(office.googlePlaceId)] : undefined,
    parentOrganization: { '@id': organizationId(site) },
  })
}

export type LandingBusinessInput = {
  slug: string
  title: string
  metaTitle?: string | null
  metaDescription?: string | null
  service?: string | null
  city?: string | null
}

/** The landing pages' local-business data: a 50-mile circle around central Florida, '$$$$'. */
export function landingLocalBusinessJsonLd(
  site: string,
  company: CompanyInfo,
  landing: LandingBusinessInput,
  primaryOffice?: Office,
): JsonLdObject {
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site}/${landing.slug}#business`,
    name: company.name,
    description: landing.metaDescription ?? undefined,
    url: `${site}/${landing.slug}`,
    image: company.logo ? absoluteUrl(company.logo, site) : undefined,
    telephone: primaryOffice?.phone ?? company.phone,
    email: company.email,
    address: primaryOffice ? postalAddress(primaryOffice) : undefined,
    geo: primaryOffice
      ? {
          '@type': 'GeoCoordinates',
          latitude: primaryOffice.coordinates.lat,
          longitude: primaryOffice.coordinates.lng,
        }
      : undefined,
    ...openingHoursFields(primaryOffice?.hours ?? company.hours),
    priceRange: LANDING_PRICE_RANGE,
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: {
        '@type': 'GeoCoordinates',
        latitude: LANDING_SERVICE_AREA.latitude,
        longitude: LANDING_SERVICE_AREA.longitude,
      },
      geoRadius: `${LANDING_SERVICE_AREA.radiusMiles} mi`,
    },
    makesOffer: landing.service
      ? {
          '@type': 'Offer',
          itemOffered: withoutEmpty({
            '@type': 'Service',
            name: landing.service,
            areaServed: landing.city ? { '@type': 'City', name: `${landing.city}, FL` } : undefined,
          }),
        }
      : undefined,
    parentOrganization: { '@id': organizationId(site) },
  })
}

export type BreadcrumbItem = { name: string; path: string }

export function breadcrumbJsonLd(site: string, items: BreadcrumbItem[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, site),
    })),
  }
}

/** What the Product builder reads from a pool (the shape of lib/pools Pool fits). */
export type ProductInput = {
  id: number
  name: string
  model?: string | null
  manufacturer?: string | null
  brand?: string | null
  series?: string | null
  shape?: string | null
  dimensions?: string | null
  depth?: string | null
  description?: string | null
  material?: string | null
  warranty?: string | null
  price?: number | null
  images?: readonly { src: string }[]
}

export function productJsonLd(site: string, pool: ProductInput): JsonLdObject {
  const maker = pool.manufacturer?.trim() || pool.brand?.trim() || undefined
  const url = `${site}/pool-detail/${pool.id}`
  const properties = [
    ['Dimensions', pool.dimensions],
    ['Depth', pool.depth],
    ['Shape', pool.shape],
    ['Series', pool.series],
    ['Warranty', pool.warranty],
  ].filter((entry): entry is [string, string] => !!entry[1])
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: pool.name,
    description: pool.description ?? `${pool.name} fiberglass pool${maker ? ` by ${maker}` : ''}.`,
    url,
    sku: `pool-${pool.id}`,
    mpn: pool.model ?? undefined,
    model: pool.model ?? undefined,
    category: 'Fiberglass swimming pools',
    material: pool.material ?? 'Fiberglass',
    image: (pool.images ?? []).slice(0, 5).map((photo) => absoluteUrl(photo.src, site)),
    brand: maker ? { '@type': 'Brand', name: maker } : undefined,
    additionalProperty: properties.map(([name, value]) => ({ '@type': 'PropertyValue', name, value })),
    offers:
      pool.price != null && pool.price > 0
        ? {
            '@type': 'Offer',
            url,
            price: pool.price,
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            seller: { '@id': organizationId(site) },
          }
        : undefined,
  })
}

export type BlogPostingInput = {
  slug: string
  title: string
  excerpt?: string | null
  coverImage?: string | null
  author?: string | null
  category?: string | null
  tags?: string[]
  publishedAt?: Date | string | null
  updatedAt?: Date | string | null
}

const iso = (value: Date | string | null | undefined) =>
  value == null ? undefined : (value instanceof Date ? value : new Date(value)).toISOString()

export function blogPostingJsonLd(
  site: string,
  company: Pick<CompanyInfo, 'name' | 'logo'>,
  post: BlogPostingInput,
): JsonLdObject {
  const url = `${site}/blog/${post.slug}`
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    headline: post.title.slice(0, 110),
    description: post.excerpt ?? undefined,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: post.coverImage ? [absoluteUrl(post.coverImage, site)] : undefined,
    datePublished: iso(post.publishedAt),
    dateModified: iso(post.updatedAt ?? post.publishedAt),
    author: { '@type': post.author ? 'Person' : 'Organization', name: post.author || company.name },
    publisher: withoutEmpty({
      '@type': 'Organization',
      '@id': organizationId(site),
      name: company.name,
      logo: company.logo ? { '@type': 'ImageObject', url: absoluteUrl(company.logo, site) } : undefined,
    }),
    articleSection: post.category ?? undefined,
    keywords: post.tags?.length ? post.tags.join(', ') : undefined,
  })
}

/**
 * JSON for a <script type="application/ld+json"> body: '<', '>', '&' and the line separators are
 * escaped so that no string in the data can close the script element.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
