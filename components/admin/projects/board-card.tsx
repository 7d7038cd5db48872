'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useState, useTransition } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { formatCents } from '@/lib/money/cents'
import { moveProjectAction } from '@/lib/projects/actions'
import type { ProjectListRow } from '@/lib/projects/list-query'
import {
  PROJECT_STAGE_KEYS,
  formatDay,
  projectStageLabel,
  stagePosition,
  type ProjectStageKey,
} from '@/lib/projects/rules'
import { LateBadge } from './badges'

/**
 * One project on the board, with a 'Move to' choice and its button. A stage after the first one
 * not reached asks for the reason (the server asks again). A colleague's change meanwhile is
 * refused (409) and the board is read again.
 */
export function BoardCard({ card, canMove }: { card: ProjectListRow; canMove: boolean }) {
  const router = useRouter()
  const id = useId()
  const [target, setTarget] = useState<ProjectStageKey | ''>('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  const current = stagePosition(card.currentStage)
  const next = card.nextStage ? stagePosition(card.nextStage) : null
  // The first stage not reached, then every stage after the current one.
  const choices = PROJECT_STAGE_KEYS.filter(
    (key) => stagePosition(key) > current || (next !== null && stagePosition(key) === next),
  )
  const needsReason = target !== '' && next !== null && stagePosition(target) > next

  function move(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!target) {
      setError('Choose the stage the project has reached.')
      return
    }
    if (needsReason && !reason.trim()) {
      setError(
        `Say why ${projectStageLabel(target)} comes before ${projectStageLabel(card.nextStage ?? target)}.`,
      )
      return
    }
    setError(null)
    startTransition(async () => {
      const result = await moveProjectAction(card.id, {
        updatedAt: card.updatedAt.toISOString(),
        stage: target,
        outOfOrderReason: needsReason ? reason : '',
      })
      if (result.ok) {
        toast.success(result.message)
        setTarget('')
        setReason('')
      } else {
        setError(result.fieldErrors?.outOfOrderReason ?? result.message)
        if (result.conflict) toast.error(result.message)
      }
      router.refresh()
    })
  }

  return (
    <li
      data-testid="board-card"
      data-project-id={card.id}
      className="rounded-lg border bg-white p-3 text-sm shadow-xs"
    >
      <Link
        href={`/admin/projects/${card.id}`}
        className="font-semibold break-words text-primary hover:underline"
      >
        {card.customerName}
      </Link>
      <p className="text-muted-foreground">
        {card.poolName} · {card.officeName ?? 'no office'} · {card.rep ?? 'no rep'}
      </p>
      {card.nextStage ? (
        <p className="mt-1 flex flex-wrap items-center gap-1">
          <span>
            Next: {projectStageLabel(card.nextStage)}
            {card.nextPlannedOn ? `, ${formatDay(card.nextPlannedOn)}` : ''}
          </span>
          {card.behindSchedule ? <LateBadge /> : null}
        </p>
      ) : (
        <p className="mt-1 text-muted-foreground">Completed {formatDay(card.currentStageOn)}</p>
      )}
      {card.overdueCents > 0 ? (
        <p className="mt-1 font-semibold text-red-800">{formatCents(card.overdueCents)} overdue</p>
      ) : null}
      {canMove && choices.length ? (
        <form
          method="post"
          onSubmit={move}
          className="mt-2 space-y-2"
          aria-label={`Move ${card.customerName}`}
        >
          <div className="flex gap-2">
            <label htmlFor={`${id}-stage`} className="sr-only">
              Stage {card.customerName} has reached
            </label>
            <select
              id={`${id}-stage`}
              value={target}
              disabled={pending}
              onChange={(e) => {
                setTarget(e.target.value as ProjectStageKey | '')
                setError(null)
              }}
              className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-base shadow-xs md:text-sm"
            >
              <option value="">Mark reached today…</option>
              {choices.map((key) => (
                <option key={key} value={key}>
                  {projectStageLabel(key)}
                </option>
              ))}
            </select>
            <Button type="submit" size="sm" className="h-10" disabled={pending}>
              {pending ? 'Moving…' : 'Move'}
            </Button>
          </div>
          {needsReason ? (
            <div className="space-y-1">
              <label htmlFor={`${id}-reason`} className="block text-xs font-medium">
                Why before {projectStageLabel(card.nextStage ?? target)}?
              </label>
              <input
                id={`${id}-reason`}
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="h-10 w-full rounded-md border border-input bg-background px-2 text-base shadow-xs aria-invalid:border-destructive md:text-sm"
              />
            </div>
          ) : null}
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </li>
  )
}
