/** Where a card the server sent back lands on the board: its real column, counts kept right. */
import { describe, expect, it } from 'vitest'
import type { BoardColumn } from '@/lib/leads/pipeline/board-query'
import type { PipelineCard } from '@/lib/leads/pipeline/card'
import { placeCard } from './place-card'

const card = (id: number, status: string): PipelineCard => ({
  id,
  name: `Lead ${id}`,
  status,
  requestType: 'estimate',
  nearestBranch: null,
  salesRep: null,
  poolType: null,
  phone: null,
  dealValueCents: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
})

const board = (): BoardColumn[] => [
  { status: 'new', count: 2, total: 2, cards: [card(1, 'new'), card(2, 'new')] },
  { status: 'contacted', count: 0, total: 0, cards: [] },
  { status: 'quoted', count: 1, total: 1, cards: [card(3, 'quoted')] },
]

describe('placeCard', () => {
  it('takes the card out of its old column and puts it on top of its new one', () => {
    const after = placeCard(board(), card(2, 'quoted'))
    expect(after.map((c) => [c.status, c.count, c.cards.map((x) => x.id)])).toEqual([
      ['new', 1, [1]],
      ['contacted', 0, []],
      ['quoted', 2, [2, 3]],
    ])
  })

  it('replaces a card that stayed in its column without counting it twice', () => {
    const fresh = { ...card(3, 'quoted'), salesRep: 'maria' }
    const after = placeCard(board(), fresh)
    expect(after[2]).toMatchObject({ count: 1, cards: [fresh] })
  })

  it('drops a card whose real status is not a column (spam)', () => {
    const after = placeCard(board(), card(1, 'spam'))
    expect(after.map((c) => c.count)).toEqual([1, 0, 1])
    expect(after.flatMap((c) => c.cards).map((c) => c.id)).toEqual([2, 3])
  })
})
