/**
 * The Next.js cache handler (`cacheHandler` in next.config.ts) that keeps rendered public pages,
 * route responses (sitemap.xml) and their RSC payloads in this process's memory.
 *
 * - Nothing from the build is ever served: the build renders public pages without data (it must
 *   not open the database), and an entry this handler does not hold is a miss, so the first
 *   request after a start renders the page and fills the cache.
 * - An entry is served only while the content has not changed since it was rendered: its HTML
 *   must carry the current content nonce (lib/cache/content-nonce.ts), which every invalidation
 *   rotates on every instance. A page whose render began before a staff write therefore never
 *   outlives it, and the CSP header always matches the served HTML.
 * - Time-based revalidation (the pages' `revalidate`) and revalidateTag() work as in Next.js.
 * - Memory is bounded: least recently used entries go first beyond MAX_BYTES.
 *
 * Next.js imports this file itself at start-up, outside its bundles, so it imports nothing but
 * types and ./content-nonce.ts (Node strips the types).
 */
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache'
import type { IncrementalCacheValue } from 'next/dist/server/response-cache/types'
import { contentGeneration, currentContentNonce } from './content-nonce.ts'

/** About 300 pages with their RSC payloads. */
export const MAX_BYTES = 96 * 1024 * 1024

const TAGS_HEADER = 'x-next-cache-tags'
const NONCE_ATTRIBUTE = /\snonce="([^"]+)"/

type CacheControl = CacheHandlerValue['cacheControl']

type Stored = {
  value: IncrementalCacheValue
  lastModified: number
  cacheControl: CacheControl
  tags: readonly string[]
  /** The nonce the HTML was rendered with, or the one current when a non-HTML entry was stored. */
  nonce: string | undefined
  generation: number
  bytes: number
}

/** Pages by cache key, oldest use first. */
export class PageStore {
  private readonly entries = new Map<string, Stored>()
  private readonly expiredTags = new Map<string, number>()
  private bytes = 0
  private readonly maxBytes: number

  // No parameter property: Node strips types from this file but cannot rewrite syntax.
  constructor(maxBytes = MAX_BYTES) {
    this.maxBytes = maxBytes
  }

  read(key: string): CacheHandlerValue | null {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (!this.isCurrent(entry)) {
      this.delete(key)
      return null
    }
    // Most recently used goes last.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl }
  }

  write(
    key: string,
    value: IncrementalCacheValue | null,
    extraTags: readonly string[],
    cacheControl: CacheControl,
  ) {
    this.delete(key)
    if (!value) return
    const html = htmlOf(value)
    const entry: Stored = {
      value,
      lastModified: Date.now(),
      cacheControl,
      tags: [...tagsOf(value), ...extraTags],
      nonce: html === undefined ? currentContentNonce() : NONCE_ATTRIBUTE.exec(html)?.[1],
      generation: contentGeneration(),
      bytes: sizeOf(value),
    }
    // Rendered under a nonce that has been rotated since: out of date already.
    if (!this.isCurrent(entry) || entry.bytes > this.maxBytes) return
    this.entries.set(key, entry)
    this.bytes += entry.bytes
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
  }

  /**
   * Whether a current page (or route response) for this path is held and still within its
   * lifetime, so Next.js will answer it from here without rendering: during a database outage
   * the front door lets such a request through instead of answering 503. Next.js keys an entry
   * `/route-cache/<kind>/<route hash>/$<path>` ('/' is '/index'); the route hash needs Next.js's
   * route matching, so the path part is compared (a query variant's own route path included).
   */
  hasCurrentEntryFor(pathname: string, now = Date.now()): boolean {
    const suffixes = new Set([`/$${pagePathOf(pathname)}`])
    try {
      suffixes.add(`/$${pagePathOf(decodeURIComponent(pathname))}`)
    } catch {
      // Not decodable: only the path as sent.
    }
    for (const [key, entry] of this.entries) {
      if (![...suffixes].some((suffix) => key.endsWith(suffix))) continue
      const expire = entry.cacheControl?.expire
      const servable = expire === undefined || entry.lastModified + expire * 1000 > now
      if (servable && this.isCurrent(entry)) return true
    }
    return false
  }

  /** revalidateTag()/revalidatePath(): every entry carrying one of the tags is out of date. */
  expireTags(tags: readonly string[], now = Date.now()) {
    for (const tag of tags) this.expiredTags.set(tag, now)
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  private isCurrent(entry: Stored): boolean {
    if (entry.nonce === undefined) {
      if (entry.generation !== contentGeneration()) return false
    } else if (entry.nonce !== currentContentNonce()) return false
    return !entry.tags.some((tag) => (this.expiredTags.get(tag) ?? -Infinity) >= entry.lastModified)
  }

  private delete(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }
}

/** Next.js's page path of a URL path (normalizePagePath): '/' is '/index', '/index/x' '/index/index/x'. */
function pagePathOf(pathname: string): string {
  if (pathname === '/') return '/index'
  return /^\/index(\/|$)/.test(pathname) ? `/index${pathname}` : pathname
}

function htmlOf(value: IncrementalCacheValue): string | undefined {
  return 'html' in value && typeof value.html === 'string' ? value.html : undefined
}

function tagsOf(value: IncrementalCacheValue): string[] {
  const header = 'headers' in value ? value.headers?.[TAGS_HEADER] : undefined
  return typeof header === 'string' ? header.split(',').filter(Boolean) : []
}

function sizeOf(value: IncrementalCacheValue): number {
  let bytes = 0
  if ('html' in value && typeof value.html === 'string') bytes += Buffer.byteLength(value.html)
  if ('rscData' in value && value.rscData) bytes += value.rscData.length
  if ('segmentData' in value && value.segmentData) {
    for (const segment of value.segmentData.values()) bytes += segment.length
  }
  if ('body' in value && value.body) bytes += value.body.length
  if ('data' in value && value.data) bytes += Buffer.byteLength(JSON.stringify(value.data))
  return bytes
}

const STORE_KEY = Symbol.for('florida-pools.page-cache')
const holder = globalThis as typeof globalThis & { [STORE_KEY]?: PageStore }
/** One store per process: Next.js creates a handler per request. */
export const pageStore: PageStore = (holder[STORE_KEY] ??= new PageStore())

type SetContext = { tags?: string[]; cacheControl?: CacheControl }

export default class PageCacheHandler {
  async get(key: string): Promise<CacheHandlerValue | null> {
    return pageStore.read(key)
  }

  async set(key: string, data: IncrementalCacheValue | null, ctx?: SetContext): Promise<void> {
    pageStore.write(key, data, ctx?.tags ?? [], ctx?.cacheControl)
  }

  async revalidateTag(tags: string | string[]): Promise<void> {
    pageStore.expireTags(Array.isArray(tags) ? tags : [tags])
  }

  resetRequestCache(): void {}
}
