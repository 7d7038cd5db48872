import { describe, expect, it } from 'vitest'
import {
  clearRecommendations,
  FINDER_STORAGE_KEYS,
  markPoolsVisited,
  readAnswers,
  readRecommendations,
  saveRecommendations,
  shouldShowAssistant,
} from './storage'
import { nothingStored } from './storage-keys'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

const answers = { use: 'family', yard: 'average', budget: '50-75k', spa: 'open', shape: 'any' } as const

describe('finder session storage', () => {
  it('uses the spec key names', () => {
    expect(Object.values(FINDER_STORAGE_KEYS)).toEqual([
      'aiRecommendations',
      'aiAnswers',
      'hasVisitedPools',
      'showFloatingAssistant',
    ])
  })

  it('shows the assistant only after a pools visit or with recommendations', () => {
    const storage = memoryStorage()
    expect(shouldShowAssistant(storage)).toBe(false)
    markPoolsVisited(storage)
    expect(storage.map.get('hasVisitedPools')).toBe('true')
    expect(storage.map.get('showFloatingAssistant')).toBe('true')
    expect(shouldShowAssistant(storage)).toBe(true)

    const other = memoryStorage()
    other.setItem('aiRecommendations', JSON.stringify([{ poolId: 3, confidence: 90, reasons: ['x'] }]))
    expect(shouldShowAssistant(other)).toBe(true)
  })

  it('saves, reads and clears recommendations and answers', () => {
    const storage = memoryStorage()
    saveRecommendations(storage, answers, [{ poolId: 4, confidence: 81.5, reasons: ['Fits'] }])
    expect(readRecommendations(storage)).toEqual([{ poolId: 4, confidence: 81.5, reasons: ['Fits'] }])
    expect(readAnswers(storage)).toEqual(answers)
    clearRecommendations(storage)
    expect(readRecommendations(storage)).toEqual([])
    expect(readAnswers(storage)).toBeNull()
    expect(storage.map.get('showFloatingAssistant')).toBe('true')
  })

  it('survives corrupt values and storage that throws', () => {
    const storage = memoryStorage()
    storage.setItem('aiRecommendations', '{not json')
    expect(readRecommendations(storage)).toEqual([])
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(shouldShowAssistant(broken)).toBe(false)
    expect(() => markPoolsVisited(broken)).not.toThrow()
    expect(() => clearRecommendations(broken)).not.toThrow()
  })
})

describe('nothingStored (the launcher’s cheap first look)', () => {
  it('is true only when no key that can show the assistant is stored', () => {
    const store = memoryStorage()
    expect(nothingStored(store)).toBe(true)
    store.setItem(FINDER_STORAGE_KEYS.answers, '{}')
    expect(nothingStored(store)).toBe(true)
    for (const key of ['recommendations', 'visitedPools', 'showAssistant'] as const) {
      const one = memoryStorage()
      one.setItem(FINDER_STORAGE_KEYS[key], 'x')
      expect(nothingStored(one), key).toBe(false)
    }
    // Whenever the assistant would show, something is stored.
    markPoolsVisited(store)
    expect(shouldShowAssistant(store)).toBe(true)
    expect(nothingStored(store)).toBe(false)
  })
})
