import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Several builds (tests, benchmarks, parallel work) can live side by side in their own folders.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pino', 'sharp'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [360, 480, 640, 768, 1024, 1280, 1600],
    imageSizes: [64, 96, 128, 192, 256, 320],
  },
  async redirects() {
    return [
      { source: '/pool/:id', destination: '/pool-detail/:id', permanent: true },
      { source: '/above-ground', destination: '/above-ground-pools', permanent: true },
    ]
  },
}

export default nextConfig
