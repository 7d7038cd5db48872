/** Index arithmetic for every carousel: both directions wrap around (spec 01 §4, spec 02 §4). */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return (((index + 1) % count) + count) % count
}

export function prevIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return (((index - 1) % count) + count) % count
}

/** Keeps an index inside 0..count-1 (after the list shrinks). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return Math.min(Math.max(0, Math.trunc(index)), count - 1)
}
