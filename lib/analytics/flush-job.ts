import 'server-only'
/** Background job: writes the buffered page views and landing-page view counts every 2 seconds. */
import type { BackgroundJob } from '@/lib/jobs'
import { flushLandingViews } from '@/lib/landing-pages/view-counter'
import { flushPageViews } from './page-view-store'

export const job: BackgroundJob = {
  name: 'analytics-flush',
  intervalMs: 2_000,
  run: async () => {
    await Promise.all([flushPageViews(), flushLandingViews()])
  },
}
