/**
 * The run-time read cache with tags, and invalidate(): the one entry point every write that
 * changes what visitors see goes through.
 *
 * cached() keeps tagged reads (catalogue, offices, copy, settings) in the process, so neither a
 * page render nor an API answer reads the database each time. invalidate(tags) drops the reads
 * with those tags and rotates the content nonce, which makes every cached public page out of date
 * (lib/cache/page-cache-handler.ts, docs/decisions/0001-run-time-read-cache.md); it then tells
 * the other instances, which do the same within a second (lib/cache/invalidation-sync.ts).
 * Entries also expire after a maximum age.
 */
import { rotateContentNonce } from './cache/content-nonce'

type Entry = { value: Promise<unknown>; tags: readonly string[]; expiresAt: number }

/** Sends an invalidation to the other instances (registered at start-up on PostgreSQL). */
export type InvalidationPublisher = (tags: readonly string[]) => Promise<void>

type CacheState = {
  entries: Map<string, Entry>
  generation: number
  publisher?: InvalidationPublisher | undefined
}
// On globalThis: Next.js loads this module separately into the proxy, the pages and start-up code.
const holder = globalThis as typeof globalThis & { __poolsCache?: CacheState }
const state: CacheState = (holder.__poolsCache ??= { entries: new Map(), generation: 0 })

export const DEFAULT_MAX_AGE_MS = 60_000

export const CacheTags = {
  pools: 'pools',
  manufacturers: 'manufacturers',
  offices: 'offices',
  company: 'company',
  blog: 'blog',
  landingPages: 'landing-pages',
  resources: 'resources',
  testimonials: 'testimonials',
  financing: 'financing',
  analytics: 'analytics',
  poolColors: 'pool-colors',
  /** The media library's pictures placed on public pages (lib/media). */
  media: 'media',
} as const

export type CacheTag = (typeof CacheTags)[keyof typeof CacheTags]

export function cached<T>(
  key: string,
  tags: readonly CacheTag[],
  load: () => Promise<T>,
  maxAgeMs = DEFAULT_MAX_AGE_MS,
): Promise<T> {
  const now = Date.now()
  const hit = state.entries.get(key)
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>
  const generation = state.generation
  const value = load()
  const entry: Entry = { value, tags, expiresAt: now + maxAgeMs }
  state.entries.set(key, entry)
  value.catch(() => {
    // A failed load is never served again.
    if (state.entries.get(key) === entry) state.entries.delete(key)
  })
  void value.then(
    () => {
      // Invalidated while loading: the value may predate the write, so do not keep it.
      if (state.generation !== generation && state.entries.get(key) === entry) state.entries.delete(key)
    },
    () => undefined,
  )
  return value
}

/**
 * Call after a committed write that changes public data: the change shows at once on this
 * instance and within a second on the others. Returns when the other instances have been told
 * (callers need not wait; a failure to tell them is logged, never thrown).
 */
export function invalidate(...tags: CacheTag[]): Promise<void> {
  applyInvalidation(tags)
  const publish = state.publisher
  if (!publish) return Promise.resolve()
  return publish(tags).catch((error: unknown) => {
    console.error(
      `Cache invalidation (${tags.join(', ')}) could not be sent to the other instances: ${error instanceof Error ? error.message : String(error)}`,
    )
  })
}

/** An invalidation made on another instance: applied here, not sent on. */
export function applyInvalidation(tags: readonly string[]) {
  state.generation++
  for (const [key, entry] of state.entries) {
    if (entry.tags.some((tag) => tags.includes(tag))) state.entries.delete(key)
  }
  rotateContentNonce()
}

/** Forget every cached read and page (tests; a lost connection to the other instances). */
export function clearCache() {
  state.generation++
  state.entries.clear()
  rotateContentNonce()
}

export function setInvalidationPublisher(publisher: InvalidationPublisher | undefined) {
  state.publisher = publisher
}
