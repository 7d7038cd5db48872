/** Opens the pool finder from any button on the page (the launcher listens for this event). */
export const OPEN_FINDER_EVENT = 'pool-finder:open'
export const FINDER_HASH = '#pool-finder'

export function openPoolFinder(mode: 'auto' | 'quiz' = 'quiz') {
  window.dispatchEvent(new CustomEvent(OPEN_FINDER_EVENT, { detail: { mode } }))
}
