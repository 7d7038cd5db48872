'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { LEAD_STATUS_LABELS, isLeadStatus } from '@/lib/leads/estimates/statuses'
import type { BoardColumn } from '@/lib/leads/pipeline/board-query'
import type { PipelineCard as Card } from '@/lib/leads/pipeline/card'
import {
  CLOSED_RECENT_DAYS,
  CLOSED_STATUSES,
  PIPELINE_MESSAGES,
  type PipelineStatus,
} from '@/lib/leads/pipeline/columns'
import { cn } from '@/lib/utils'
import { ClosingDialog, type Closing, type LostReasonChoice } from './closing-dialog'
import { PipelineCard } from './pipeline-card'
import { placeCard } from './place-card'

type Notice = { tone: 'done' | 'problem'; text: string; leadId?: number }

const FAILED = 'The card could not be moved. Please try again.'

/**
 * The board: a column per status, cards moved by drag or by each card's 'Move to' list and its
 * Move button, through PATCH /api/admin/pipeline/{id}. Lost asks for the reason, Won for the deal
 * value, as the lead page does. Every outcome is said in a live region: moved, refused (the desk's
 * message), or changed by a colleague (the fresh card is put in its real column).
 */
export function PipelineBoard({
  initial,
  officeNames,
  seeAllHrefs,
  canMove,
  now,
  lostReasons,
}: {
  initial: BoardColumn[]
  officeNames: Record<string, string>
  seeAllHrefs: Record<string, string>
  canMove: boolean
  /** The server's time when the board was read, so card ages render the same in the browser. */
  now: string
  /** The active lost reasons of the staff's list. */
  lostReasons: readonly LostReasonChoice[]
}) {
  const [columns, setColumns] = useState(initial)
  const [busyId, setBusyId] = useState<number | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [closing, setClosing] = useState<{ card: Card; to: 'lost' | 'won' } | null>(null)
  const [dropTarget, setDropTarget] = useState<PipelineStatus | null>(null)
  // The card just placed: its 'Move to' list gets the focus back once it is in its new column.
  const focusId = useRef<number | null>(null)
  const at = new Date(now)

  useEffect(() => {
    if (focusId.current === null) return
    document.getElementById(`pipeline-move-${focusId.current}`)?.focus()
    focusId.current = null
  }, [columns])

  const label = (status: string) => (isLeadStatus(status) ? LEAD_STATUS_LABELS[status] : status)

  async function move(
    card: Card,
    to: PipelineStatus,
    extra: Omit<Closing, 'to'> | Record<string, never> = {},
  ) {
    setBusyId(card.id)
    try {
      const response = await fetch(`/api/admin/pipeline/${card.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ updatedAt: card.updatedAt, status: to, ...extra }),
      })
      const body = (await response.json().catch(() => ({}))) as { card?: Card; message?: string }
      if (body.card) {
        const fresh = body.card
        setColumns((current) => placeCard(current, fresh))
        focusId.current = fresh.id
      }
      if (response.ok && body.card) {
        setNotice({ tone: 'done', text: PIPELINE_MESSAGES.moved(card.name, label(to)), leadId: card.id })
      } else if (response.status === 409 && body.card) {
        setNotice({ tone: 'problem', text: PIPELINE_MESSAGES.stale(card.name, label(body.card.status)) })
      } else {
        setNotice({ tone: 'problem', text: body.message ?? FAILED })
      }
    } catch {
      setNotice({ tone: 'problem', text: FAILED })
    } finally {
      setBusyId(null)
    }
  }

  function requestMove(card: Card, to: PipelineStatus) {
    if (to === card.status) return
    if (to === 'lost' || to === 'won') setClosing({ card, to })
    else void move(card, to)
  }

  function dropOn(to: PipelineStatus, id: string) {
    setDropTarget(null)
    const card = columns.flatMap((c) => c.cards).find((c) => String(c.id) === id)
    if (card) requestMove(card, to)
  }

  return (
    <>
      <div
        // Always in the page (empty until a move), so screen readers hear what the live region says.
        className={cn(
          'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm',
          notice && 'mb-3 rounded-lg border p-3',
          notice?.tone === 'problem'
            ? 'border-amber-300 bg-amber-50 text-amber-950'
            : 'border-green-300 bg-green-50 text-green-950',
        )}
      >
        <p role="status" aria-live="polite" data-testid="pipeline-announcer" className="font-medium">
          {notice?.text ?? ''}
        </p>
        {notice?.leadId ? (
          // The lead page's status form offers the next follow-up; from the board it is one click away.
          <Link href={`/admin/estimates/${notice.leadId}`} className="text-primary underline">
            Plan the next follow-up
          </Link>
        ) : null}
      </div>
      {/* On a phone one column fills the screen: these jump to the others, with their counts. */}
      <nav aria-label="Columns" className="mb-3 flex flex-wrap gap-2 lg:hidden">
        {columns.map((column) => (
          <a
            key={column.status}
            href={`#column-${column.status}`}
            className="inline-flex min-h-10 items-center gap-1 rounded-full border bg-white px-3 text-sm font-medium"
          >
            {LEAD_STATUS_LABELS[column.status]}
            <span className="tabular-nums text-muted-foreground">{column.count}</span>
          </a>
        ))}
      </nav>
      <div
        className="-mx-4 flex items-start snap-x snap-mandatory scroll-px-4 gap-3 lg:items-stretch overflow-x-auto px-4 pb-3 lg:mx-0 lg:px-0"
        data-testid="pipeline-strip"
      >
        {columns.map((column) => (
          <section
            key={column.status}
            aria-labelledby={`column-${column.status}`}
            data-testid={`pipeline-column-${column.status}`}
            onDragOver={(e) => {
              if (!canMove) return
              e.preventDefault()
              setDropTarget(column.status)
            }}
            onDragLeave={() => setDropTarget((t) => (t === column.status ? null : t))}
            onDrop={(e) => {
              e.preventDefault()
              if (canMove) dropOn(column.status, e.dataTransfer.getData('text/plain'))
            }}
            className={cn(
              // From 1280 px the six columns share the width, so Won and Lost show without scrolling.
              'flex w-[82vw] max-w-80 shrink-0 snap-start flex-col rounded-xl border bg-slate-50 p-3 sm:w-72 xl:w-0 xl:max-w-none xl:min-w-0 xl:flex-1 xl:p-2',
              dropTarget === column.status && 'border-primary bg-primary/5',
            )}
          >
            <h2
              id={`column-${column.status}`}
              className="mb-1 flex items-center gap-2 text-base font-semibold"
            >
              {LEAD_STATUS_LABELS[column.status]}
              <span className="rounded-full bg-white px-2 py-0.5 text-sm tabular-nums shadow-xs">
                {column.count}
              </span>
            </h2>
            {CLOSED_STATUSES.includes(column.status) ? (
              <p className="mb-2 text-xs text-muted-foreground">
                Closed in the last {CLOSED_RECENT_DAYS} days
              </p>
            ) : null}
            {column.cards.length === 0 ? (
              <p className="py-4 text-sm text-muted-foreground">No leads here.</p>
            ) : (
              <ul className="space-y-2 lg:max-h-[calc(100vh-18rem)] lg:overflow-y-auto">
                {column.cards.map((card) => (
                  <PipelineCard
                    key={card.id}
                    card={card}
                    column={column.status}
                    officeName={
                      card.nearestBranch ? (officeNames[card.nearestBranch] ?? card.nearestBranch) : null
                    }
                    now={at}
                    busy={busyId === card.id}
                    onMove={canMove ? requestMove : undefined}
                  />
                ))}
              </ul>
            )}
            {column.total > column.cards.length ? (
              <Link
                href={seeAllHrefs[column.status] ?? '/admin/estimates'}
                className="mt-2 text-sm font-medium text-primary underline"
              >
                See all {column.total} on the leads desk
              </Link>
            ) : null}
          </section>
        ))}
      </div>
      <ClosingDialog
        asking={
          closing
            ? { to: closing.to, leadName: closing.card.name, dealValueCents: closing.card.dealValueCents }
            : null
        }
        reasons={lostReasons}
        onCancel={() => {
          if (closing) setNotice({ tone: 'problem', text: `${closing.card.name} was not moved.` })
          setClosing(null)
        }}
        onConfirm={({ to, ...extra }) => {
          const card = closing?.card
          setClosing(null)
          if (card) void move(card, to, extra)
        }}
      />
    </>
  )
}
