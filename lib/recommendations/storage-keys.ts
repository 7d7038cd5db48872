/**
 * The pool finder's session storage key names (spec 01 §3) and its change event, on their own so
 * the launcher every public page loads can look at storage without the scoring code.
 */
export const FINDER_STORAGE_KEYS = {
  recommendations: 'aiRecommendations',
  answers: 'aiAnswers',
  visitedPools: 'hasVisitedPools',
  showAssistant: 'showFloatingAssistant',
} as const

/** Fired on window whenever the finder changes the stored values. */
export const FINDER_STORAGE_EVENT = 'pool-finder-storage'

/** True when none of the keys that can make the assistant appear is stored: it stays hidden. */
export function nothingStored(storage: Pick<Storage, 'getItem'>): boolean {
  return [
    FINDER_STORAGE_KEYS.recommendations,
    FINDER_STORAGE_KEYS.visitedPools,
    FINDER_STORAGE_KEYS.showAssistant,
  ].every((key) => storage.getItem(key) === null)
}

/**
 * Marks a visit to /pools or a detail page: the assistant appears from now on (spec 01 §2). Here,
 * not with the parser in storage.ts, so the pages that mark the visit load no scoring code.
 */
export function markPoolsVisited(storage: Pick<Storage, 'setItem'>) {
  try {
    storage.setItem(FINDER_STORAGE_KEYS.visitedPools, 'true')
    storage.setItem(FINDER_STORAGE_KEYS.showAssistant, 'true')
  } catch {
    // Storage full or disabled: the finder still works for this page view.
  }
}
