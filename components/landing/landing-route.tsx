/**
 * Page and metadata functions for the landing routes: /{slug}, /enhanced-test/{slug} and the
 * fixed local routes. A slug without a published page calls notFound(): the fixed routes and
 * /enhanced-test show the landing 'Page Not Found' (app/(site)/(landing)/not-found.tsx), /{slug}
 * the site's 404.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { NOT_FOUND_TEXT } from '@/components/site/not-found-content'
import { landingRouteMetadata, renderLandingPage } from './landing-page'
import type { SearchParams } from './local-pages'

/** The title of the site's 404 page. */
export const SITE_NOT_FOUND_TITLE = NOT_FOUND_TEXT.title

type SlugProps = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> }
type FixedProps = { searchParams: Promise<SearchParams> }

async function page(slug: string, searchParams: Promise<SearchParams>) {
  await connection()
  const content = await renderLandingPage(slug, { searchParams })
  if (content === undefined) notFound()
  return content
}

/** For app/(site)/[slug] and app/(site)/(landing)/enhanced-test/[slug]. */
export async function SlugLandingPage({ params, searchParams }: SlugProps) {
  const { slug } = await params
  return page(slug, searchParams)
}

/** /enhanced-test/{slug}: a missing page is the landing 'Page Not Found'. */
export async function slugLandingMetadata({ params }: SlugProps): Promise<Metadata> {
  await connection()
  return landingRouteMetadata((await params).slug)
}

/** /{slug}: a missing page is "anything else", the site's 404 page. */
export async function catchAllLandingMetadata({ params }: SlugProps): Promise<Metadata> {
  await connection()
  return landingRouteMetadata((await params).slug, SITE_NOT_FOUND_TITLE)
}

/** For a fixed route that shows the published page with this slug. */
export function fixedLandingRoute(slug: string) {
  return {
    Page: function FixedLandingPage({ searchParams }: FixedProps) {
      return page(slug, searchParams)
    },
    generateMetadata: async (): Promise<Metadata> => {
      await connection()
      return landingRouteMetadata(slug)
    },
  }
}
