import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  applyInvalidation,
  CacheTags,
  cached,
  clearCache,
  invalidate,
  setInvalidationPublisher,
} from './cache'
import { currentContentNonce } from './cache/content-nonce'

describe('cached', () => {
  beforeEach(() => clearCache())

  it('loads once and serves the cached value until invalidated by tag', async () => {
    const load = vi.fn(async () => 'v1')
    expect(await cached('k', [CacheTags.pools], load)).toBe('v1')
    expect(await cached('k', [CacheTags.pools], load)).toBe('v1')
    expect(load).toHaveBeenCalledTimes(1)
    invalidate(CacheTags.offices)
    await cached('k', [CacheTags.pools], load)
    expect(load).toHaveBeenCalledTimes(1)
    invalidate(CacheTags.pools)
    await cached('k', [CacheTags.pools], load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('never keeps a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValueOnce('ok')
    await expect(cached('f', [CacheTags.pools], load)).rejects.toThrow('db down')
    await Promise.resolve()
    expect(await cached('f', [CacheTags.pools], load)).toBe('ok')
  })

  it('expires entries after their maximum age', async () => {
    vi.useFakeTimers()
    try {
      const load = vi.fn(async () => Date.now())
      await cached('t', [CacheTags.blog], load, 1_000)
      vi.advanceTimersByTime(1_500)
      await cached('t', [CacheTags.blog], load, 1_000)
      expect(load).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('drops a value that was loading while an invalidation happened', async () => {
    let resolve: (v: string) => void = () => undefined
    const slow = new Promise<string>((r) => (resolve = r))
    const first = cached('s', [CacheTags.pools], () => slow)
    invalidate(CacheTags.pools)
    resolve('stale')
    expect(await first).toBe('stale')
    await Promise.resolve()
    expect(await cached('s', [CacheTags.pools], async () => 'fresh')).toBe('fresh')
  })
})

describe('invalidate', () => {
  beforeEach(() => clearCache())
  afterEach(() => setInvalidationPublisher(undefined))

  it('rotates the content nonce, so every cached page is rendered again', () => {
    const before = currentContentNonce()
    invalidate(CacheTags.testimonials)
    expect(currentContentNonce()).not.toBe(before)
  })

  it('tells the other instances which tags changed', async () => {
    const publish = vi.fn(async () => undefined)
    setInvalidationPublisher(publish)
    await invalidate(CacheTags.pools, CacheTags.manufacturers)
    expect(publish).toHaveBeenCalledWith([CacheTags.pools, CacheTags.manufacturers])
  })

  it('applies the change here even when the other instances cannot be told, and never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    setInvalidationPublisher(async () => {
      throw new Error('connection lost')
    })
    const load = vi.fn(async () => 'v')
    await cached('p', [CacheTags.pools], load)
    await expect(invalidate(CacheTags.pools)).resolves.toBeUndefined()
    await cached('p', [CacheTags.pools], load)
    expect(load).toHaveBeenCalledTimes(2)
    expect(error.mock.calls[0]?.[0]).toContain('connection lost')
    error.mockRestore()
  })

  it('does not send on an invalidation that came from another instance', async () => {
    const publish = vi.fn(async () => undefined)
    setInvalidationPublisher(publish)
    const load = vi.fn(async () => 'v')
    await cached('o', [CacheTags.offices], load)
    const before = currentContentNonce()
    applyInvalidation([CacheTags.offices])
    await cached('o', [CacheTags.offices], load)
    expect(load).toHaveBeenCalledTimes(2)
    expect(currentContentNonce()).not.toBe(before)
    expect(publish).not.toHaveBeenCalled()
  })
})
