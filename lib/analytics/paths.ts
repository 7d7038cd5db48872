/** How a path is treated by analytics (client-safe: no dependencies). */

/**
 * Excluded paths work like "begins with" (case-insensitive): '/admin' excludes /admin,
 * /admin/pools, /admin-login and /admin-dashboard. A trailing '*' is allowed and means the same.
 */
export function isExcludedPath(path: string, excludedPaths: readonly string[]): boolean {
  const lower = path.toLowerCase()
  return excludedPaths.some((entry) => {
    const prefix = entry.trim().toLowerCase().replace(/\*+$/, '')
    return prefix !== '' && lower.startsWith(prefix)
  })
}

/** The content group a page is reported under: pages under /admin are 'admin' traffic (spec 01 §6). */
export function contentGroupFor(path: string): 'admin' | 'public' {
  return /^\/admin(?:[/-]|$)/i.test(path) ? 'admin' : 'public'
}
