import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  contentGeneration,
  currentContentNonce,
  NONCE_MAX_AGE_MS,
  randomNonce,
  rotateContentNonce,
} from './content-nonce'

describe('content nonce', () => {
  afterEach(() => vi.useRealTimers())

  it('is 128 random bits in base64, different every time it is made', () => {
    const nonces = new Set(Array.from({ length: 50 }, randomNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })

  it('stays the same between content changes, so cached pages keep matching their header', () => {
    expect(currentContentNonce()).toBe(currentContentNonce())
  })

  it('changes with every rotation, which also counts a new content generation', () => {
    const before = { nonce: currentContentNonce(), generation: contentGeneration() }
    rotateContentNonce()
    expect(currentContentNonce()).not.toBe(before.nonce)
    expect(contentGeneration()).toBe(before.generation + 1)
  })

  it('rotates by itself once it is older than its maximum age', () => {
    vi.useFakeTimers()
    rotateContentNonce()
    const first = currentContentNonce()
    vi.advanceTimersByTime(NONCE_MAX_AGE_MS - 1)
    expect(currentContentNonce()).toBe(first)
    vi.advanceTimersByTime(1)
    expect(currentContentNonce()).not.toBe(first)
  })

  it('is one value for every copy of the module in the process (proxy, pages, cache handler)', async () => {
    vi.resetModules()
    const copy = await import('./content-nonce')
    expect(copy.currentContentNonce()).toBe(currentContentNonce())
  })
})
