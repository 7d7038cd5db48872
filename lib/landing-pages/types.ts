/**
 * Landing pages as the public site reads them (spec 01 §3 "Landing page (as read)"), the ten
 * local page paths a 'page' record may map to (spec 01 §2); the texts are in content/landing-pages.ts.
 */
import { ROUTES } from '@/content/routes'

/** The pages a 'page' record may show in place, in the spec's order (spec 01 §2 Dynamic landing page). */
export const LOCAL_PAGE_PATHS = [
  ROUTES.pools.path,
  ROUTES.packages.path,
  ROUTES.resurfacing.path,
  ROUTES.installation.path,
  ROUTES.aboveGround.path,
  ROUTES.sanJuan.path,
  ROUTES.latham.path,
  ROUTES.calculator.path,
  ROUTES.contact.path,
  ROUTES.estimate.path,
] as const

export type LocalPagePath = (typeof LOCAL_PAGE_PATHS)[number]

/** The fixed landing routes of spec 01 §2; each renders the published record with its slug. */
export const FIXED_LANDING_SLUGS = [
  'fiberglass-pools-ocala',
  '10x20-fiberglass-pool',
  'test-landing',
  'pool-resurfacing-ocala-fl',
  'pool-services-tampa-fl',
  'enhanced-pool-installation-jacksonville-fl',
] as const

export type LandingPage = {
  id: number
  slug: string
  title: string
  metaTitle: string | null
  metaDescription: string | null
  service: string | null
  city: string | null
  targetKeywords: string[]
  /** 'page' maps to a local page; anything else renders `content`. */
  contentType: string
  localPagePath: string | null
  /** Sanitised HTML. */
  content: string | null
  strategy: string
  updatedAt: string
}

/** Slugs as a URL segment can carry them; anything else is not looked up at all. */
const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,254}$/

export function isPlausibleSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug)
}

/** '/pools', 'pools', '/Pools/' → '/pools' when it is one of the ten local pages, else null. */
export function normalizeLocalPagePath(path: string | null | undefined): LocalPagePath | null {
  if (!path) return null
  const clean = `/${path
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '')}`
  return (LOCAL_PAGE_PATHS as readonly string[]).includes(clean) ? (clean as LocalPagePath) : null
}

/** The local page a record renders, or null when it renders its own HTML content. */
export function localPageOf(page: Pick<LandingPage, 'contentType' | 'localPagePath'>): LocalPagePath | null {
  return page.contentType === 'page' ? normalizeLocalPagePath(page.localPagePath) : null
}

/** Where a landing page's estimate call to action goes: the lead counts as the page's conversion. */
export function landingEstimateHref(slug: string): string {
  return `/estimate?sourcePage=${encodeURIComponent(slug)}`
}
