/**
 * Page and metadata functions for the landing routes: /{slug}, /enhanced-test/{slug} and the
 * fixed local routes. A slug without a published page calls notFound(): the fixed routes and
 * /enhanced-test show the landing 'Page Not Found' (app/(site)/(landing)/not-found.tsx), /{slug}
 * the site's 404. Each is one cached page per slug (the query does not change it: the forms on it
 * take their sourcePage from the slug), rendered by its first request.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NOT_FOUND_TEXT } from '@/components/site/not-found-content'
import { isBuildPrerender } from '@/lib/cache/build-phase'
import { landingRouteMetadata, renderLandingPage } from './landing-page'

/** The title of the site's 404 page. */
export const SITE_NOT_FOUND_TITLE = NOT_FOUND_TEXT.title

type SlugProps = { params: Promise<{ slug: string }> }

async function page(slug: string) {
  const content = await renderLandingPage(slug, { searchParams: Promise.resolve({}) })
  if (content === undefined) notFound()
  return content
}

/** For app/(site)/[slug] and app/(site)/(landing)/enhanced-test/[slug]. */
export async function SlugLandingPage({ params }: SlugProps) {
  const { slug } = await params
  return page(slug)
}

/** /enhanced-test/{slug}: a missing page is the landing 'Page Not Found'. */
export async function slugLandingMetadata({ params }: SlugProps): Promise<Metadata> {
  return landingRouteMetadata((await params).slug)
}

/** /{slug}: a missing page is "anything else", the site's 404 page. */
export async function catchAllLandingMetadata({ params }: SlugProps): Promise<Metadata> {
  return landingRouteMetadata((await params).slug, SITE_NOT_FOUND_TITLE)
}

/** For a fixed route that shows the published page with this slug. */
export function fixedLandingRoute(slug: string) {
  return {
    Page: async function FixedLandingPage() {
      if (isBuildPrerender()) return null
      return page(slug)
    },
    generateMetadata: async (): Promise<Metadata> => (isBuildPrerender() ? {} : landingRouteMetadata(slug)),
  }
}
