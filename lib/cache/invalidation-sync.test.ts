import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Listener } from '@/db/client'
import { LISTENER_APPLICATION_NAME } from '@/db/listener'
import { CacheTags, cached, clearCache, invalidate } from '@/lib/cache'
// Aliased: the react-hooks lint rule takes any use* call for a React hook.
import { testDriver, useTestDatabase as testDatabase } from '@/tests/helpers/test-db'
import { contentGeneration, currentContentNonce } from './content-nonce'
import { INVALIDATION_CHANNEL, parseInvalidationMessage, startInvalidationSync } from './invalidation-sync'

const database = testDatabase()

describe('cache invalidations between instances', () => {
  let sync: Listener
  /** What another instance listening on the same database receives. */
  const received: string[] = []
  let other: Listener

  beforeAll(async () => {
    sync = await startInvalidationSync(database.handle(), 'this-instance')
    other = await database.handle().listen(INVALIDATION_CHANNEL, {
      onMessage: (payload) => received.push(payload),
      onReconnect: () => undefined,
    })
  })
  afterAll(async () => {
    await other.close()
    await sync.close()
  })
  beforeEach(() => {
    clearCache()
    received.length = 0
  })

  it('a write here is sent to the other instances with its tags', async () => {
    await invalidate(CacheTags.pools)
    await vi.waitFor(() => expect(received).toHaveLength(1))
    expect(parseInvalidationMessage(received[0] ?? '')).toEqual({
      origin: 'this-instance',
      tags: [CacheTags.pools],
    })
  })

  it('a write on another instance drops the reads with its tags and every cached page here', async () => {
    const pools = vi.fn(async () => 'pools')
    const blog = vi.fn(async () => 'blog')
    await cached('sync:pools', [CacheTags.pools], pools)
    await cached('sync:blog', [CacheTags.blog], blog)
    const nonce = currentContentNonce()
    await database
      .handle()
      .notify(INVALIDATION_CHANNEL, JSON.stringify({ origin: 'other-instance', tags: [CacheTags.pools] }))
    await vi.waitFor(() => expect(currentContentNonce()).not.toBe(nonce))
    await cached('sync:pools', [CacheTags.pools], pools)
    await cached('sync:blog', [CacheTags.blog], blog)
    expect(pools).toHaveBeenCalledTimes(2)
    expect(blog).toHaveBeenCalledTimes(1)
  })

  it('its own notifications, applied already, are not applied twice', async () => {
    const before = contentGeneration()
    await invalidate(CacheTags.offices)
    expect(contentGeneration()).toBe(before + 1)
    // Notifications arrive in order: once the next one (from elsewhere) is applied, so was ours.
    await database.handle().notify(INVALIDATION_CHANNEL, JSON.stringify({ origin: 'other', tags: [] }))
    await vi.waitFor(() => expect(contentGeneration()).toBe(before + 2))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(contentGeneration()).toBe(before + 2)
  })

  it('ignores a notification that is not one of ours', async () => {
    const nonce = currentContentNonce()
    await database.handle().notify(INVALIDATION_CHANNEL, 'not json')
    await database.handle().notify(INVALIDATION_CHANNEL, JSON.stringify({ tags: 'pools' }))
    await vi.waitFor(() => expect(received).toHaveLength(2))
    expect(currentContentNonce()).toBe(nonce)
  })

  it.runIf(testDriver === 'postgres')(
    'after a lost connection it listens again and drops everything it may have missed',
    async () => {
      const load = vi.fn(async () => 'v')
      await cached('sync:lost', [CacheTags.financing], load)
      const nonce = currentContentNonce()
      await database
        .db()
        .execute(
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`,
        )
      await vi.waitFor(() => expect(currentContentNonce()).not.toBe(nonce), { timeout: 10_000 })
      await cached('sync:lost', [CacheTags.financing], load)
      expect(load).toHaveBeenCalledTimes(2)
      // Listening again: a write on another instance still arrives.
      const next = currentContentNonce()
      await database
        .handle()
        .notify(INVALIDATION_CHANNEL, JSON.stringify({ origin: 'other', tags: [CacheTags.blog] }))
      await vi.waitFor(() => expect(currentContentNonce()).not.toBe(next), { timeout: 10_000 })
    },
  )
})

describe('parseInvalidationMessage', () => {
  it('reads origin and tags, and refuses anything else', () => {
    expect(parseInvalidationMessage('{"origin":"a","tags":["pools"]}')).toEqual({
      origin: 'a',
      tags: ['pools'],
    })
    expect(parseInvalidationMessage('{"origin":"","tags":[]}')).toBeNull()
    expect(parseInvalidationMessage('{"origin":"a"}')).toBeNull()
    expect(parseInvalidationMessage('[]')).toBeNull()
    expect(parseInvalidationMessage('')).toBeNull()
  })
})
