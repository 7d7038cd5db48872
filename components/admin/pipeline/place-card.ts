import type { BoardColumn } from '@/lib/leads/pipeline/board-query'
import type { PipelineCard } from '@/lib/leads/pipeline/card'

/**
 * The board after a card came back from the server (moved, or fresh after a refused move): out of
 * the column it was in, on top of the column of its real status (none for spam), counts adjusted.
 */
export function placeCard(columns: BoardColumn[], card: PipelineCard): BoardColumn[] {
  return columns.map((column) => {
    const had = column.cards.some((c) => c.id === card.id)
    const cards = column.cards.filter((c) => c.id !== card.id)
    const belongs = column.status === card.status
    const delta = (belongs ? 1 : 0) - (had ? 1 : 0)
    return {
      ...column,
      cards: belongs ? [card, ...cards] : cards,
      count: Math.max(0, column.count + delta),
      total: Math.max(0, column.total + delta),
    }
  })
}
