/**
 * The public origin (SITE_URL) and absolute URLs on it. Everything that builds a link to this site
 * (metadataBase for canonical and Open Graph tags, sitemap, robots, JSON-LD, the admin's search
 * preview) goes through here, so none can point elsewhere than the others.
 */
import { env, LOCAL_SITE_URL } from '@/config/env'

/** SITE_URL without a trailing slash; LOCAL_SITE_URL where config/env allows it to be unset. */
export function siteUrl(): string {
  return (env().SITE_URL ?? LOCAL_SITE_URL).replace(/\/+$/, '')
}

/** An absolute URL for a site path ('/pools') or a URL that is already absolute. */
export function absoluteUrl(pathOrUrl: string, base: string = siteUrl()): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}
