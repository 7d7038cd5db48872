/**
 * Where the browser loads uploaded pictures from when they live in S3-compatible storage
 * (S3_PUBLIC_URL), for next.config.ts (next/image remotePatterns) and proxy.ts (CSP img-src).
 * Pure and dependency-free: next.config.ts loads it outside the app's module graph. A malformed
 * value gives nothing here; config/env.ts refuses it at start-up with a clear message.
 */

export type UploadRemotePattern = {
  protocol: 'http' | 'https'
  hostname: string
  port: string
  pathname: string
  search: ''
}

function parse(publicUrl: string | undefined): URL | null {
  if (!publicUrl?.trim()) return null
  try {
    const url = new URL(publicUrl.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** next/image may optimise exactly the objects under S3_PUBLIC_URL: that host, port and path. */
export function uploadRemotePatterns(publicUrl: string | undefined): UploadRemotePattern[] {
  const url = parse(publicUrl)
  if (!url) return []
  return [
    {
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      hostname: url.hostname,
      port: url.port,
      pathname: `${url.pathname.replace(/\/+$/, '')}/**`,
      search: '',
    },
  ]
}

/**
 * The origin to add to the CSP's img-src, or null when none is needed: the policy already allows
 * every https: image, so only a plain-http storage (a MinIO in development) needs naming.
 */
export function uploadImageOrigin(publicUrl: string | undefined): string | null {
  const url = parse(publicUrl)
  return url && url.protocol === 'http:' ? url.origin : null
}

/**
 * True when S3_PUBLIC_URL names this machine or a private network by address (a MinIO in
 * development). Next.js's optimiser refuses such addresses unless told otherwise; remotePatterns
 * still limit it to that one storage.
 */
export function uploadImagesOnLocalNetwork(publicUrl: string | undefined): boolean {
  const host = parse(publicUrl)?.hostname.replace(/^\[|\]$/g, '')
  if (!host) return false
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host)
  )
}
