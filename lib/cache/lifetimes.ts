/**
 * How long a cached public page may be served: next.config.ts's `expireTime`, which Next.js
 * sends as `stale-while-revalidate` (so a CDN may hand out a copy this old once, while it fetches
 * a new one). A page token in that HTML (lib/leads/form-token) must outlive it. Kept free of
 * imports: next.config.ts reads it.
 */
export const PAGE_CACHE_LIFETIME_SECONDS = 24 * 60 * 60
export const PAGE_CACHE_LIFETIME_MS = PAGE_CACHE_LIFETIME_SECONDS * 1000
