/** The public origin (SITE_URL) and absolute URLs on it, for canonical links, sitemap and JSON-LD. */
import { env } from '@/lib/env'

export function siteUrl(): string {
  return env().SITE_URL.replace(/\/+$/, '')
}

/** An absolute URL for a site path ('/pools') or a URL that is already absolute. */
export function absoluteUrl(pathOrUrl: string, base: string = siteUrl()): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}
