'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { LEAD_MESSAGES, LOST_REASON_MAX } from '@/lib/leads/estimates/statuses'
import { dollarsInput, MAX_PRICE_CENTS, parseDollarsToCents } from '@/lib/money/cents'
import { MONEY_MESSAGES } from '@/lib/money/fields'

export type LostReasonChoice = { id: number; label: string; requiresText: boolean }

/** What closing a card adds to the move: the lost reason, or the won deal's value. */
export type Closing =
  { to: 'lost'; lostReasonId: number; lostReason?: string } | { to: 'won'; dealValueCents: number }

type Asking = { to: 'lost' | 'won'; leadName: string; dealValueCents: number | null }

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs aria-invalid:border-destructive md:text-sm'

/**
 * Asks what the lead page asks before the board closes a lead: why it was lost (a reason of the
 * staff's list, with its text for 'Other'), or the deal value it was won for (the stored one
 * offered). A native modal dialog: focus stays inside, Escape cancels; a missing answer gets the
 * desk's message.
 */
export function ClosingDialog({
  asking,
  reasons,
  onConfirm,
  onCancel,
}: {
  /** The lead being closed; the dialog is shown while it is set. */
  asking: Asking | null
  reasons: readonly LostReasonChoice[]
  onConfirm: (closing: Closing) => void
  onCancel: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const [reasonId, setReasonId] = useState('')
  const [text, setText] = useState('')
  const [value, setValue] = useState('')
  const [error, setError] = useState<{ field: string; message: string } | null>(null)
  const id = useId()
  const picked = reasons.find((r) => String(r.id) === reasonId)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (asking && !dialog.open) {
      setReasonId('')
      setText('')
      setValue(asking.dealValueCents === null ? '' : dollarsInput(asking.dealValueCents))
      setError(null)
      dialog.showModal()
    } else if (!asking && dialog.open) dialog.close()
  }, [asking])

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (asking?.to === 'won') {
      const raw = value.trim()
      const cents = raw === '' ? null : parseDollarsToCents(raw)
      if (raw === '') return setError({ field: 'value', message: LEAD_MESSAGES.dealValueForWon })
      if (cents === null)
        return setError({ field: 'value', message: MONEY_MESSAGES.priceFormat('Deal value') })
      if (cents > MAX_PRICE_CENTS)
        return setError({ field: 'value', message: MONEY_MESSAGES.priceTooLarge('Deal value') })
      return onConfirm({ to: 'won', dealValueCents: cents })
    }
    if (!picked) return setError({ field: 'reason', message: LEAD_MESSAGES.lostReasonRequired })
    const detail = text.trim()
    if (picked.requiresText && !detail)
      return setError({ field: 'text', message: LEAD_MESSAGES.lostReasonTextRequired })
    onConfirm({ to: 'lost', lostReasonId: picked.id, ...(picked.requiresText ? { lostReason: detail } : {}) })
  }

  const described = (field: string) =>
    error?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onCancel={onCancel}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border bg-white p-5 shadow-lg backdrop:bg-black/40"
    >
      <form method="post" onSubmit={submit} noValidate className="space-y-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {asking?.to === 'won'
            ? `What did ${asking.leadName} sign for?`
            : `Why was ${asking?.leadName} lost?`}
        </h2>
        {asking?.to === 'won' ? (
          <>
            <label htmlFor={`${id}-value`} className="block text-sm font-medium">
              Deal value (US dollars)
            </label>
            <Input
              id={`${id}-value`}
              inputMode="decimal"
              autoComplete="off"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder="e.g. 46,500"
              autoFocus
              {...described('value')}
            />
          </>
        ) : (
          <>
            <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
              Reason lost
            </label>
            <select
              id={`${id}-reason`}
              value={reasonId}
              onChange={(e) => setReasonId(e.target.value)}
              className={selectClass}
              autoFocus
              {...described('reason')}
            >
              <option value="">Choose the reason…</option>
              {reasons.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.label}
                </option>
              ))}
            </select>
            {picked?.requiresText ? (
              <>
                <label htmlFor={`${id}-text`} className="block text-sm font-medium">
                  {picked.label}: what was it?
                </label>
                <Textarea
                  id={`${id}-text`}
                  value={text}
                  maxLength={LOST_REASON_MAX}
                  onChange={(e) => setText(e.target.value)}
                  {...described('text')}
                />
              </>
            ) : null}
          </>
        )}
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {error.message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">{asking?.to === 'won' ? 'Move to Won' : 'Move to Lost'}</Button>
        </div>
      </form>
    </dialog>
  )
}
