import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CacheTags, cached, clearCache, invalidate } from './cache'

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
