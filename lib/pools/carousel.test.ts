import { describe, expect, it } from 'vitest'
import { clampIndex, nextIndex, prevIndex } from './carousel'

describe('carousel index', () => {
  it('moves forward and wraps from the last to the first', () => {
    expect(nextIndex(0, 3)).toBe(1)
    expect(nextIndex(2, 3)).toBe(0)
  })

  it('moves backward and wraps from the first to the last', () => {
    expect(prevIndex(1, 3)).toBe(0)
    expect(prevIndex(0, 3)).toBe(2)
  })

  it('stays at 0 for a single item or an empty list', () => {
    expect(nextIndex(0, 1)).toBe(0)
    expect(prevIndex(0, 1)).toBe(0)
    expect(nextIndex(0, 0)).toBe(0)
    expect(prevIndex(5, 0)).toBe(0)
  })

  it('clamps an index into range after the list shrinks', () => {
    expect(clampIndex(5, 3)).toBe(2)
    expect(clampIndex(-1, 3)).toBe(0)
    expect(clampIndex(4, 0)).toBe(0)
  })
})
