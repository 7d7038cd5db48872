'use client'

import { Phone } from 'lucide-react'
import Link from 'next/link'
import { useState } from 'react'
import { LEAD_STATUS_LABELS, LEAD_TYPE_LABELS } from '@/lib/leads/estimates/statuses'
import { receivedAgo } from '@/lib/my-day/labels'
import type { PipelineCard as Card } from '@/lib/leads/pipeline/card'
import { PIPELINE_STATUSES, type PipelineStatus } from '@/lib/leads/pipeline/columns'
import { formatCents } from '@/lib/money/cents'
import { telHref } from '@/lib/offices/types'

/**
 * One lead on the board. With `onMove` it can be dragged, and its 'Move to' list and Move button
 * move it by keyboard or on a phone, where there is no dragging.
 */
export function PipelineCard({
  card,
  column,
  officeName,
  now,
  busy,
  onMove,
}: {
  card: Card
  column: PipelineStatus
  officeName: string | null
  now: Date
  busy: boolean
  onMove?: (card: Card, to: PipelineStatus) => void
}) {
  const [target, setTarget] = useState<PipelineStatus | ''>('')
  const facts = [
    LEAD_TYPE_LABELS[card.requestType] ?? card.requestType,
    officeName ?? 'no office',
    card.salesRep ? `rep ${card.salesRep}` : 'unassigned',
  ]
  return (
    // Relative: the list's screen-reader hint (absolutely placed) stays inside the card, so a card in
    // a column scrolled out of sight never widens the page on a phone.
    <li
      data-testid="pipeline-card"
      data-lead-id={card.id}
      draggable={onMove && !busy ? true : undefined}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', String(card.id))
        e.dataTransfer.effectAllowed = 'move'
      }}
      aria-busy={busy || undefined}
      className="relative rounded-lg border bg-white p-3 text-sm shadow-xs data-[dragging]:opacity-50 aria-busy:opacity-60 xl:p-2.5"
    >
      <Link
        href={`/admin/estimates/${card.id}`}
        className="font-semibold break-words text-primary hover:underline"
      >
        {card.name}
      </Link>
      <p className="text-muted-foreground">{facts.join(' · ')}</p>
      <p className="text-muted-foreground">
        {card.poolType ? `${card.poolType} · ` : ''}
        {receivedAgo(new Date(card.createdAt), now)}
      </p>
      {card.dealValueCents !== null ? (
        <p className="font-semibold tabular-nums" data-testid="pipeline-card-value">
          {formatCents(card.dealValueCents)}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {card.phone ? (
          <a
            href={telHref(card.phone)}
            className="inline-flex min-h-10 items-center gap-1 font-medium text-primary hover:underline"
            aria-label={`Call ${card.name} at ${card.phone}`}
          >
            <Phone aria-hidden className="size-4" /> {card.phone}
          </a>
        ) : null}
        {onMove ? (
          // Choosing in the list moves nothing (each arrow key would otherwise be a move, issue 35):
          // the card moves on an explicit choice, Enter in the list or the Move button.
          <div className="ml-auto flex min-w-0 flex-wrap items-center gap-1.5 xl:ml-0 xl:w-full">
            <select
              id={`pipeline-move-${card.id}`}
              aria-label={`Move ${card.name} to`}
              aria-describedby={`pipeline-move-hint-${card.id}`}
              value={target}
              disabled={busy}
              onChange={(e) => setTarget(e.target.value as PipelineStatus | '')}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' || !target) return
                e.preventDefault()
                onMove(card, target)
              }}
              className="h-10 min-w-28 flex-1 rounded-md border border-input bg-background px-2 text-base shadow-xs md:text-sm"
            >
              <option value="">Move to…</option>
              {PIPELINE_STATUSES.filter((s) => s !== column).map((s) => (
                <option key={s} value={s}>
                  {LEAD_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
            <span id={`pipeline-move-hint-${card.id}`} className="sr-only">
              Choose a column, then press Enter or the Move button.
            </span>
            <button
              type="button"
              disabled={busy || !target}
              onClick={() => target && onMove(card, target)}
              aria-label={`Move ${card.name}`}
              className="inline-flex h-10 flex-1 items-center justify-center rounded-md border border-input bg-background px-3 text-sm font-semibold hover:bg-accent disabled:opacity-50 sm:flex-none xl:flex-1"
            >
              Move
            </button>
          </div>
        ) : null}
      </div>
    </li>
  )
}
