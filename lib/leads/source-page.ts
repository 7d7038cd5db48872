/**
 * Which page a lead came from (spec 01 §7). Every form first takes the query parameter
 * sourcePage, then source, then from; each form then has its own fallback.
 */

import { cutText } from './json-safe'

type Query = URLSearchParams | Record<string, string | string[] | undefined>

/** The stored size of sourcePage: a longer query value is cut, so it never makes a lead fail. */
export const SOURCE_PAGE_MAX = 255

function queryValue(query: Query, name: string): string | undefined {
  const raw = query instanceof URLSearchParams ? query.get(name) : query[name]
  const value = Array.isArray(raw) ? raw[0] : raw
  const trimmed = value?.trim()
  return trimmed ? cutText(trimmed, SOURCE_PAGE_MAX).trim() : undefined
}

/** sourcePage, source or from, in that order; undefined when none is given. */
export function sourcePageFromQuery(query: Query): string | undefined {
  return queryValue(query, 'sourcePage') ?? queryValue(query, 'source') ?? queryValue(query, 'from')
}

/** Home contact form: the query, else 'home'. */
export function homeContactSourcePage(query: Query): string {
  return sourcePageFromQuery(query) ?? 'home'
}

/** Contact page form: the query, else contact, pool-detail, pools, resurfacing, packages, home for /, else contact. */
export function contactSourcePage(query: Query, pathname: string): string {
  const fromQuery = sourcePageFromQuery(query)
  if (fromQuery) return fromQuery
  if (pathname.includes('contact')) return 'contact'
  if (pathname.includes('pool-detail')) return 'pool-detail'
  if (pathname.includes('pools')) return 'pools'
  if (pathname.includes('resurfacing')) return 'resurfacing'
  if (pathname.includes('packages')) return 'packages'
  if (pathname === '/' || pathname === '') return 'home'
  return 'contact'
}

/** Estimate form: the query, else pool-detail, pools, resurfacing, packages, contact, estimate, home for /, else website. */
export function estimateSourcePage(query: Query, pathname: string): string {
  const fromQuery = sourcePageFromQuery(query)
  if (fromQuery) return fromQuery
  if (pathname.includes('pool-detail')) return 'pool-detail'
  if (pathname.includes('pools')) return 'pools'
  if (pathname.includes('resurfacing')) return 'resurfacing'
  if (pathname.includes('packages')) return 'packages'
  if (pathname.includes('contact')) return 'contact'
  if (pathname.includes('estimate')) return 'estimate'
  if (pathname === '/' || pathname === '') return 'home'
  return 'website'
}
