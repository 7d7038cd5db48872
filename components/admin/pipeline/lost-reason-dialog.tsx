'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { LEAD_MESSAGES, LOST_REASON_MAX } from '@/lib/leads/estimates/statuses'

/**
 * Asks why a lead was lost before the board moves it there, as the lead page does. A native
 * modal dialog: focus stays inside, Escape cancels. An empty reason gets the desk's message.
 */
export function LostReasonDialog({
  leadName,
  onConfirm,
  onCancel,
}: {
  /** The lead being moved; the dialog is shown while it is set. */
  leadName: string | null
  onConfirm: (reason: string) => void
  onCancel: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (leadName && !dialog.open) {
      setReason('')
      setError(null)
      dialog.showModal()
    } else if (!leadName && dialog.open) dialog.close()
  }, [leadName])

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const trimmed = reason.trim()
    if (!trimmed) {
      setError(LEAD_MESSAGES.lostReasonRequired)
      return
    }
    onConfirm(trimmed)
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onCancel={onCancel}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border bg-white p-5 shadow-lg backdrop:bg-black/40"
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Why was {leadName} lost?
        </h2>
        <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
          Reason lost
        </label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={LOST_REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
          placeholder="e.g. Went with another installer, budget, timing"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Move to Lost</Button>
        </div>
      </form>
    </dialog>
  )
}
