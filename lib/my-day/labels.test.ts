import { describe, expect, it } from 'vitest'
import { receivedAgo } from './labels'

describe('receivedAgo', () => {
  const now = new Date('2026-03-10T15:00:00Z')
  const ago = (ms: number) => receivedAgo(new Date(now.getTime() - ms), now)
  it('says minutes, hours, then days', () => {
    expect(ago(0)).toBe('received 0 min ago')
    expect(ago(59 * 60_000)).toBe('received 59 min ago')
    expect(ago(25 * 3_600_000)).toBe('received 25 h ago')
    expect(ago(72 * 3_600_000)).toBe('received 3 days ago')
  })
})
