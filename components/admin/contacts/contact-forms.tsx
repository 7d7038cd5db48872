'use client'

import { useActionState } from 'react'
import { updateContactAction } from '@/app/(admin)/admin/contacts/actions'
import { Field, NativeSelect, TextArea, errorProps } from '@/components/admin/form-controls'
import { useActionToast } from '@/components/admin/use-action-toast'
import { Button } from '@/components/ui/button'
import { CONTACT_STATUSES, CONTACT_STATUS_LABELS, NOTES_MAX } from '@/lib/admin/contacts/statuses'

export function ContactStatusForm({ id, status }: { id: number; status: string }) {
  const [state, action, pending] = useActionState(updateContactAction, { ok: false })
  useActionToast(state)
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="id" value={id} />
      <Field id="contact-status" label="Status" error={state.errors?.status}>
        <NativeSelect
          id="contact-status"
          name="status"
          defaultValue={status}
          {...errorProps('contact-status', state.errors?.status)}
        >
          {CONTACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CONTACT_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : 'Update status'}
      </Button>
    </form>
  )
}

export function ContactNotesForm({ id, notes }: { id: number; notes: string | null }) {
  const [state, action, pending] = useActionState(updateContactAction, { ok: false })
  useActionToast(state)
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="id" value={id} />
      <Field
        id="contact-notes"
        label="Internal notes"
        error={state.errors?.notes}
        hint="Only staff see these."
      >
        <TextArea
          id="contact-notes"
          name="notes"
          maxLength={NOTES_MAX}
          defaultValue={notes ?? ''}
          {...errorProps('contact-notes', state.errors?.notes)}
        />
      </Field>
      <Button type="submit" variant="outline" disabled={pending}>
        {pending ? 'Saving...' : 'Save notes'}
      </Button>
    </form>
  )
}
