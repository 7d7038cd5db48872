'use client'

import { CalendarClock } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { addFollowUpAction } from '@/lib/follow-ups/actions'
import {
  AdminForm,
  SelectField,
  SubmitButton,
  TextField,
  TextareaField,
} from '@/components/admin/forms/fields'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { BUSINESS_TIME_ZONE_LABEL } from '@/lib/format'
import type { AssignableStaff } from '@/lib/follow-ups/queries'
import { FOLLOW_UP_NOTE_MAX, type FollowUpTarget } from '@/lib/follow-ups/rules'
import { followUpAddSchema } from '@/lib/follow-ups/schemas'
import { nextWorkingMorning } from '@/lib/follow-ups/suggest'
import { OFFER_EVENT } from './offer'

/** A fresh one-time key for one add: a double click or a retry of the same add stores it once. */
function newRequestKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  return `fu-${random}`
}

/**
 * Adds a follow-up to a lead, contact message or appointment: when (Eastern wall time), who, and
 * a note. Opens by itself, with the next working morning filled in, when a status form on the
 * page saves (offerNextFollowUp).
 */
export function FollowUpForm({
  target,
  targetId,
  staff,
  currentUserId,
}: {
  target: FollowUpTarget
  targetId: number
  staff: AssignableStaff[]
  currentUserId: number
}) {
  const element = useRef<HTMLFormElement>(null)
  const dueInput = useRef<HTMLInputElement>(null)
  // One key per follow-up being added: made at the first submit, kept for retries, new after a save.
  const requestKey = useRef<string | null>(null)
  const [offer, setOffer] = useState<string | null>(null)
  const [due, setDue] = useState('')
  const schema = useMemo(() => followUpAddSchema(), [])
  const form = useAdminForm({
    schema,
    action: (raw) => addFollowUpAction(raw),
    extra: () => ({ requestKey: (requestKey.current ??= newRequestKey()) }),
    onSaved: () => {
      element.current?.reset()
      setDue('')
      setOffer(null)
      requestKey.current = null
    },
  })
  useEffect(() => {
    const onOffer = (event: Event) => {
      const label = (event as CustomEvent<{ statusLabel?: string }>).detail?.statusLabel
      setOffer(label ? `Status set to ${label}. When is the next follow-up?` : 'When is the next follow-up?')
      setDue((current) => current || nextWorkingMorning(new Date()))
      element.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })
      window.setTimeout(() => dueInput.current?.focus({ preventScroll: true }), 300)
    }
    window.addEventListener(OFFER_EVENT, onOffer)
    return () => window.removeEventListener(OFFER_EVENT, onOffer)
  }, [])

  const mine = staff.some((s) => s.id === currentUserId)
  const options = staff.map((s) => ({ value: String(s.id), label: `${s.username} (${s.role})` }))
  return (
    <AdminForm ref={element} form={form} className="space-y-3" data-testid="follow-up-form">
      {offer ? (
        <p
          className="flex items-center gap-2 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm font-medium text-sky-950"
          role="status"
        >
          <CalendarClock className="size-4 shrink-0" aria-hidden /> {offer}
        </p>
      ) : null}
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="targetId" value={targetId} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          ref={dueInput}
          name="due"
          label="Due"
          type="datetime-local"
          required
          value={due}
          onChange={(e) => setDue(e.target.value)}
          hint={BUSINESS_TIME_ZONE_LABEL}
        />
        <SelectField
          name="assigneeId"
          label="Who follows up"
          required
          options={options}
          defaultValue={mine ? String(currentUserId) : ''}
          placeholder={mine ? undefined : 'Choose a colleague'}
        />
      </div>
      <TextareaField
        name="note"
        label="Note"
        rows={2}
        maxLength={FOLLOW_UP_NOTE_MAX}
        placeholder="e.g. Call back with the quote for the 16x32"
      />
      <SubmitButton pending={form.pending} pendingText="Adding...">
        Add follow-up
      </SubmitButton>
    </AdminForm>
  )
}
