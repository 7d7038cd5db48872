/**
 * Carries invalidations between the server processes that share one database: invalidate() on
 * one instance NOTIFYs the others, which apply it at once (drop the cached reads with those tags,
 * rotate the content nonce so every cached page is re-rendered). A listening connection that was
 * lost may have missed some, so after it is back everything cached here is dropped. On PGlite
 * (one process) the same path runs within the process.
 */
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { DatabaseHandle, Listener } from '@/db/client'
import { applyInvalidation, clearCache, setInvalidationPublisher } from '@/lib/cache'
import { log } from '@/lib/log'

export const INVALIDATION_CHANNEL = 'florida_pools_cache'

const messageSchema = z.object({ origin: z.string().min(1), tags: z.array(z.string()).max(50) })

export type InvalidationMessage = z.infer<typeof messageSchema>

export function parseInvalidationMessage(payload: string): InvalidationMessage | null {
  try {
    const result = messageSchema.safeParse(JSON.parse(payload))
    return result.success ? result.data : null
  } catch {
    // Not JSON: not one of ours.
    return null
  }
}

/**
 * Starts listening and makes invalidate() publish. `origin` names this process, so its own
 * notifications, which it has applied already, are skipped.
 */
export async function startInvalidationSync(
  handle: Pick<DatabaseHandle, 'listen' | 'notify'>,
  origin: string = randomUUID(),
): Promise<Listener> {
  const listener = await handle.listen(INVALIDATION_CHANNEL, {
    onMessage: (payload) => {
      const message = parseInvalidationMessage(payload)
      if (!message) {
        log.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed cache invalidation')
        return
      }
      if (message.origin !== origin) applyInvalidation(message.tags)
    },
    onReconnect: () => {
      log.warn(
        'cache invalidations may have been missed while reconnecting: dropping every cached read and page',
      )
      clearCache()
    },
  })
  setInvalidationPublisher((tags) => {
    const message: InvalidationMessage = { origin, tags: [...tags] }
    return handle.notify(INVALIDATION_CHANNEL, JSON.stringify(message))
  })
  return {
    close: async () => {
      setInvalidationPublisher(undefined)
      await listener.close()
    },
  }
}
