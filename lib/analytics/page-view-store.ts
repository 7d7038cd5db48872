import 'server-only'
/** First-party page views, buffered in the process and written in batches (see write-buffer). */
import { getDb } from '@/db/client'
import { pageViews } from '@/db/schema'
import type { PageViewRow } from './page-view'
import { createWriteBuffer } from './write-buffer'

export const PAGE_VIEW_BATCH_SIZE = 100

const buffer = createWriteBuffer<PageViewRow>({
  name: 'page-views',
  batchSize: PAGE_VIEW_BATCH_SIZE,
  maxItems: 20_000,
  write: async (rows) => {
    const db = await getDb()
    await db.insert(pageViews).values(rows)
  },
})

export function recordPageViewRow(row: PageViewRow) {
  buffer.add(row)
}

export function flushPageViews(): Promise<void> {
  return buffer.flush()
}

export function pendingPageViews(): number {
  return buffer.size()
}
