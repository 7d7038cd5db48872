/**
 * A run-time read cache with tags. Public pages read the catalogue, offices and copy through it,
 * so they are not rendered from the database on every request; every admin write that changes
 * such data calls invalidate() with the matching tags, so the change shows at once.
 *
 * The cache lives in the process. Entries also expire after a maximum age, which bounds how long
 * another instance behind a load balancer can serve data that an admin write on this instance
 * has changed.
 */
type Entry = { value: Promise<unknown>; tags: readonly string[]; expiresAt: number }

type CacheState = { entries: Map<string, Entry>; generation: number }
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

export function invalidate(...tags: CacheTag[]) {
  state.generation++
  for (const [key, entry] of state.entries) {
    if (entry.tags.some((tag) => tags.includes(tag as CacheTag))) state.entries.delete(key)
  }
}

export function clearCache() {
  state.generation++
  state.entries.clear()
}
