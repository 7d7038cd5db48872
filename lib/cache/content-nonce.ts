/**
 * The script nonce of cached public pages (docs/decisions/0098-content-security-policy.md).
 *
 * A cached page is one HTML document served to many visitors, so its script nonce cannot change
 * per request. It changes instead whenever the content does: every invalidation (a staff write on
 * any instance) and at least every NONCE_MAX_AGE_MS. A page rendered under an older nonce is never
 * served again (lib/cache/page-cache-handler.ts), so the Content-Security-Policy header the proxy
 * sends always names the nonce in the HTML. Stored content reaches a public page only through a
 * staff write, which rotates the nonce first: a payload cannot carry the nonce it will be shown
 * under.
 *
 * The state lives on globalThis under a registered symbol: the proxy, the app's server bundles and
 * the page cache handler (imported by Next.js outside its bundles) each load their own copy of this
 * module and must share one nonce. Kept free of imports so Node can load it as it is.
 */

export const NONCE_MAX_AGE_MS = 60 * 60 * 1000

type NonceState = { nonce: string; since: number; generation: number }

const STATE_KEY = Symbol.for('florida-pools.content-nonce')

function state(): NonceState {
  const holder = globalThis as typeof globalThis & { [STATE_KEY]?: NonceState }
  return (holder[STATE_KEY] ??= { nonce: randomNonce(), since: Date.now(), generation: 0 })
}

/** 128 random bits, base64: what CSP nonces need. */
export function randomNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

/** The nonce public pages are rendered and served with now (rotated when it is too old). */
export function currentContentNonce(now = Date.now()): string {
  const current = state()
  if (now - current.since >= NONCE_MAX_AGE_MS) rotateContentNonce(now)
  return current.nonce
}

/**
 * Counts content changes seen by this process; an entry without a nonce (a route handler's
 * response) is valid only for the generation it was stored in.
 */
export function contentGeneration(): number {
  return state().generation
}

/** A new nonce and generation: every cached page rendered before is out of date. */
export function rotateContentNonce(now = Date.now()): void {
  const current = state()
  current.nonce = randomNonce()
  current.since = now
  current.generation++
}
