/**
 * The pool finder's session storage (spec 01 §3): aiRecommendations and aiAnswers hold JSON,
 * hasVisitedPools and showFloatingAssistant hold 'true'. Every read tolerates missing or corrupt
 * values (and storage that throws, as in some private modes).
 */
import { parseFinderAnswers, type FinderAnswers } from './questions'
import { parseRecommendations, type Recommendation } from './score'
import { FINDER_STORAGE_EVENT, FINDER_STORAGE_KEYS, markPoolsVisited } from './storage-keys'

export { FINDER_STORAGE_EVENT, FINDER_STORAGE_KEYS, markPoolsVisited }

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function get(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

function set(storage: StorageLike, key: string, value: string) {
  try {
    storage.setItem(key, value)
  } catch {
    // Storage full or disabled: the finder still works for this page view.
  }
}

function parseJson(text: string | null): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export function readRecommendations(storage: StorageLike): Recommendation[] {
  return parseRecommendations(parseJson(get(storage, FINDER_STORAGE_KEYS.recommendations)))
}

export function readAnswers(storage: StorageLike): FinderAnswers | null {
  return parseFinderAnswers(parseJson(get(storage, FINDER_STORAGE_KEYS.answers)))
}

export function saveRecommendations(
  storage: StorageLike,
  answers: FinderAnswers,
  recommendations: Recommendation[],
) {
  set(storage, FINDER_STORAGE_KEYS.answers, JSON.stringify(answers))
  set(storage, FINDER_STORAGE_KEYS.recommendations, JSON.stringify(recommendations))
  set(storage, FINDER_STORAGE_KEYS.showAssistant, 'true')
}

/** 'Get New Recommendations': forget the stored recommendations and answers. */
export function clearRecommendations(storage: StorageLike) {
  for (const key of [FINDER_STORAGE_KEYS.recommendations, FINDER_STORAGE_KEYS.answers]) {
    try {
      storage.removeItem(key)
    } catch {
      // Nothing stored.
    }
  }
}

/** A visit to /pools or a pool detail page: from now on the assistant is shown. */
/** The assistant appears after a visit to /pools or a detail page, or when recommendations exist. */
export function shouldShowAssistant(storage: StorageLike): boolean {
  return (
    get(storage, FINDER_STORAGE_KEYS.visitedPools) === 'true' ||
    get(storage, FINDER_STORAGE_KEYS.showAssistant) === 'true' ||
    readRecommendations(storage).length > 0
  )
}
