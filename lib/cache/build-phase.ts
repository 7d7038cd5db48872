/**
 * `next build` prerenders every page that does not ask for the request, in worker processes, and a
 * build must never open the database (db/client.ts). A cached public page and its layout therefore
 * render nothing during the build: `if (isBuildPrerender()) return null` where a dynamic page has
 * `await connection()`. The build's output of such a page is never served
 * (lib/cache/page-cache-handler.ts): the first request after a start renders it with data and
 * fills the cache. See docs/decisions/0001-run-time-read-cache.md.
 */
export function isBuildPrerender(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}

/**
 * generateStaticParams of a cached page with a dynamic segment: no path at build; each path is
 * rendered by its first request and cached from then on.
 */
export function noPathsAtBuild(): never[] {
  return []
}
