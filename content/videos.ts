/**
 * The company's videos on YouTube, shown through the light video facade with a local poster.
 * Staff replace an id here when a new video is published.
 */
export type SiteVideo = { videoId: string; title: string; poster: string }

export const VIDEOS = {
  packagesTour: {
    videoId: 'Rk0mCz6Z2b8',
    title: 'What is included in an all-inclusive fiberglass pool package',
    poster: '/images/content/hero-pools.webp',
  },
  resurfacingOverview: {
    videoId: 'f5nKcC8vB2A',
    title: 'Pool resurfacing: epoxy versus gelcoat explained',
    poster: '/images/content/hero-resurfacing.webp',
  },
  resurfacingRestoration: {
    videoId: 'Jq3YzV7pL4s',
    title: 'Restoring a faded fiberglass pool, start to finish',
    poster: '/images/content/resurfacing-after-1.webp',
  },
  installationTimeLapse: {
    videoId: 'uT8wXb1eM9Q',
    title: 'Fiberglass pool installation time-lapse',
    poster: '/images/content/installation-day-3.webp',
  },
} as const satisfies Record<string, SiteVideo>
