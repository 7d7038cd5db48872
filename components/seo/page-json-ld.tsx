/**
 * JSON-LD for individual pages. Use them inside the page's JSX:
 *   <ProductJsonLd pool={pool} />                       (app/(site)/pool-detail/[id])
 *   <BlogPostingJsonLd post={post} company={company} />  (app/(site)/blog/[slug])
 *   <BreadcrumbJsonLd items={[{ name: 'Home', path: '/' }, { name: 'Pools', path: '/pools' }]} />
 */
import type { CompanyInfo, Office } from '@/lib/offices/types'
import { siteUrl } from '@/lib/seo/site-url'
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  landingLocalBusinessJsonLd,
  productJsonLd,
  type BlogPostingInput,
  type BreadcrumbItem,
  type LandingBusinessInput,
  type ProductInput,
} from '@/lib/seo/structured-data'
import { JsonLd } from './json-ld'

export function ProductJsonLd({ pool }: { pool: ProductInput }) {
  return <JsonLd data={productJsonLd(siteUrl(), pool)} />
}

export function BreadcrumbJsonLd({ items }: { items: BreadcrumbItem[] }) {
  return <JsonLd data={breadcrumbJsonLd(siteUrl(), items)} />
}

export function BlogPostingJsonLd({
  post,
  company,
}: {
  post: BlogPostingInput
  company: Pick<CompanyInfo, 'name' | 'logo'>
}) {
  return <JsonLd data={blogPostingJsonLd(siteUrl(), company, post)} />
}

export function LandingBusinessJsonLd({
  landing,
  company,
  offices,
}: {
  landing: LandingBusinessInput
  company: CompanyInfo
  offices: Office[]
}) {
  const primary = offices.find((o) => o.isPrimary) ?? offices[0]
  return <JsonLd data={landingLocalBusinessJsonLd(siteUrl(), company, landing, primary)} />
}
