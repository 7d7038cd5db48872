/**
 * Any path of two or more segments that no route matches (/no/such/path, /pools/extra): the site's
 * 404 inside the site layout (app/(site)/not-found.tsx), status 404. Without this route such paths
 * would reach the root not-found page, outside the site shell. One-segment paths are handled by
 * the /{slug} landing catch-all.
 */
import { notFound } from 'next/navigation'
import { notFoundMetadata } from '@/components/site/not-found-content'

export const metadata = notFoundMetadata

export default function UnknownPublicPath(): never {
  notFound()
}
