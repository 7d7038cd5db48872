import { describe, expect, it } from 'vitest'
import { isUnoptimizedImage } from './images'

describe('isUnoptimizedImage', () => {
  it('leaves remote pictures and SVGs to the browser, optimises site pictures', () => {
    expect(isUnoptimizedImage('https://cdn.example.com/cover.jpg')).toBe(true)
    expect(isUnoptimizedImage('HTTP://cdn.example.com/cover.jpg')).toBe(true)
    expect(isUnoptimizedImage('/images/placeholder-pool.svg')).toBe(true)
    expect(isUnoptimizedImage('/images/logo.svg?v=2')).toBe(true)
    expect(isUnoptimizedImage('/uploads/blog/2026/01/x.webp')).toBe(false)
    expect(isUnoptimizedImage('/images/content/hero-pools.webp')).toBe(false)
  })
})
