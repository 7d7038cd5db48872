/**
 * The board by stage: a column per stage with its count and first cards, side by side in a strip
 * that scrolls sideways inside itself (the page never does), column by column on a phone. Each
 * card can be moved on (with 'projects:write') by its own small form: choosing a stage in the list
 * does nothing until Move is pressed, so the keyboard's arrows never move a project.
 */
import Link from 'next/link'
import type { BoardStage } from '@/lib/projects/list-query'
import { projectStageLabel } from '@/lib/projects/rules'
import { cn } from '@/lib/utils'
import { BoardCard } from './board-card'

export function ProjectBoard({
  columns,
  canMove,
  listHref,
}: {
  columns: BoardStage[]
  canMove: boolean
  /** The list filtered by a stage (and the board's other filters). */
  listHref: (stage: string) => string
}) {
  return (
    <>
      {/* One row that scrolls sideways on a phone (eleven stages would push the board a screen down). */}
      <nav
        aria-label="Stages"
        className="relative -mx-4 mb-3 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0"
      >
        {columns.map((column) => (
          <a
            key={column.stage}
            href={`#stage-${column.stage}`}
            className="inline-flex min-h-9 shrink-0 items-center gap-1 rounded-full border bg-white px-3 text-sm font-medium whitespace-nowrap hover:border-primary"
          >
            {projectStageLabel(column.stage)}
            <span className="text-muted-foreground tabular-nums">{column.count}</span>
          </a>
        ))}
      </nav>
      {/* relative: the cards' visually hidden labels stay inside the scrolling strip, not widening the page. */}
      <div
        className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 items-start gap-3 overflow-x-auto px-4 pb-3 lg:mx-0 lg:px-0"
        data-testid="project-board"
      >
        {columns.map((column) => (
          <section
            key={column.stage}
            id={`stage-${column.stage}`}
            aria-labelledby={`stage-${column.stage}-title`}
            data-testid={`board-column-${column.stage}`}
            className={cn(
              'flex max-w-80 shrink-0 snap-start flex-col rounded-xl border bg-slate-50 p-3',
              // An empty stage takes less room, so more of the busy ones show side by side.
              column.count ? 'w-[82vw] sm:w-72' : 'w-[60vw] sm:w-44',
            )}
          >
            <h2
              id={`stage-${column.stage}-title`}
              className="mb-2 flex items-start gap-2 text-base font-semibold"
            >
              <span className="min-w-0 break-words">{projectStageLabel(column.stage)}</span>
              <span className="ml-auto rounded-full bg-white px-2 py-0.5 text-sm tabular-nums shadow-xs">
                {column.count}
              </span>
            </h2>
            {column.cards.length === 0 ? (
              <p className="py-4 text-sm text-muted-foreground">No projects at this stage.</p>
            ) : (
              <ul className="space-y-2">
                {column.cards.map((card) => (
                  <BoardCard key={card.id} card={card} canMove={canMove} />
                ))}
              </ul>
            )}
            {column.count > column.cards.length ? (
              <Link href={listHref(column.stage)} className="mt-2 text-sm font-medium text-primary underline">
                See all {column.count} in the list
              </Link>
            ) : null}
          </section>
        ))}
      </div>
    </>
  )
}
