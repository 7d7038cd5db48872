import path from 'node:path'
import type { NextConfig } from 'next'
import { PAGE_CACHE_LIFETIME_SECONDS } from './lib/cache/lifetimes'
import { DEVICE_SIZES, IMAGE_SIZES } from './lib/images/optimizer'
import { securityHeaders } from './lib/security-headers'
import { uploadImagesOnLocalNetwork, uploadRemotePatterns } from './lib/uploads/public-origin'

/**
 * proxy.ts sets the security headers of every response except the paths its matcher skips
 * (_next/static, _next/image): those get the ones that matter for files here, so no path gets
 * them twice. HSTS only when the request arrived over https (first X-Forwarded-Proto entry).
 */
function assetSecurityHeaders() {
  const all = securityHeaders({ nonce: '', admin: false, https: true, dev: false })
  const pick = (key: string) => ({ key, value: all[key] ?? '' })
  const always = [pick('X-Content-Type-Options'), pick('Referrer-Policy')]
  const https = [{ type: 'header' as const, key: 'x-forwarded-proto', value: '\\s*https\\s*(,.*)?' }]
  return ['/_next/static/:path*', '/_next/image'].flatMap((source) => [
    { source, headers: always },
    { source, has: https, headers: [pick('Strict-Transport-Security')] },
  ])
}

const nextConfig: NextConfig = {
  // Several builds (tests, benchmarks, parallel work) can live side by side in their own folders.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'pino',
    'sharp',
    '@react-pdf/renderer',
    // 5 MB of ZIP codes: loaded by Node on the first look-up (lib/places), not bundled.
    'zipcodes',
  ],
  poweredByHeader: false,
  // No ETag on pages: Next.js hashes the whole HTML on every request to make one (10.6 % of the
  // server's CPU serving cached /pools, measured by profile); a CDN or browser revalidating would
  // still get the full page computed. The catalogue APIs keep their own ETags. See
  // docs/decisions/no-page-etags.md.
  generateEtags: false,
  // `npm test` runs `tsc --noEmit` over the whole project (tests included); the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Rendered public pages are kept by our handler: in memory, invalidated on every instance by
  // staff writes, never served from the build (docs/decisions/0001-run-time-read-cache.md).
  cacheHandler: path.join(process.cwd(), 'lib/cache/page-cache-handler.ts'),
  cacheMaxMemorySize: 0,
  // Cached pages are sent with `s-maxage=<revalidate>, stale-while-revalidate=<expireTime - revalidate>`:
  // a CDN may serve a page up to a day old while it fetches the new one.
  expireTime: PAGE_CACHE_LIFETIME_SECONDS,
  // Several instances from one build: the same id on each (set at build, or by `npm start`'s build).
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  // A browser reuses a prefetched cached page for a minute, as long as a CDN may (5 minutes by default).
  experimental: { staleTimes: { static: 60 } },
  reactStrictMode: true,
  images: {
    // WebP only: measured here, a cold AVIF encode of the home hero took 3.7-5.4 s against
    // 0.3-0.6 s for WebP (AVIF was about 28% smaller). The first visitor of every size would wait
    // for it, and the encodes compete with page rendering for the CPU. See
    // docs/decisions/0130-webp-only-images.md.
    formats: ['image/webp'],
    // Shared with components/ui/image.tsx, which builds the srcset of public pages' pictures.
    deviceSizes: [...DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
    // Optimised images are kept (and cached by browsers) for a week; uploads get new file names.
    minimumCacheTTL: 7 * 24 * 60 * 60,
    // Uploads in S3-compatible storage are loaded from S3_PUBLIC_URL (read here at build and start).
    remotePatterns: uploadRemotePatterns(process.env.S3_PUBLIC_URL),
    dangerouslyAllowLocalIP: uploadImagesOnLocalNetwork(process.env.S3_PUBLIC_URL),
  },
  async headers() {
    // Brand assets and demo pictures change only with a deploy: let browsers keep them for a day.
    const daily = [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }]
    return [
      ...assetSecurityHeaders(),
      { source: '/brand/:path*', headers: daily },
      { source: '/images/:path*', headers: daily },
    ]
  },
  // /pool/{id} and /above-ground are redirected in proxy.ts, with the security headers.
}

export default nextConfig
