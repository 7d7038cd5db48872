'use client'

import { updateContactAction } from '@/lib/leads/contacts/actions'
import { AdminForm, SelectField, SubmitButton, TextareaField } from '@/components/admin/forms/fields'
import { useRecordVersion } from '@/components/admin/forms/record-version'
import { offerNextFollowUp } from '@/components/admin/follow-ups/offer'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { contactUpdateSchema } from '@/lib/leads/contacts/schemas'
import { CONTACT_MANUAL_STATUSES, CONTACT_STATUS_LABELS, NOTES_MAX } from '@/lib/leads/contacts/statuses'

const STATUS_OPTIONS = CONTACT_MANUAL_STATUSES.map((s) => ({ value: s, label: CONTACT_STATUS_LABELS[s] }))

type Props = { id: number }

/**
 * Status of a contact message, at the version the page showed. 'Converted' is not offered: only
 * converting sets it; a converted message can still be closed.
 */
export function ContactStatusForm({ id, status }: Props & { status: string }) {
  const form = useAdminForm({
    schema: contactUpdateSchema,
    action: (raw) => updateContactAction(id, raw),
    shared: useRecordVersion(),
    onSaved: () => offerNextFollowUp(),
  })
  return (
    <AdminForm form={form} className="space-y-3">
      <SelectField
        name="status"
        label="Status"
        options={STATUS_OPTIONS}
        placeholder={status === 'converted' ? 'Converted' : undefined}
        defaultValue={status === 'converted' ? '' : status}
      />
      <SubmitButton pending={form.pending} pendingText="Saving...">
        Update status
      </SubmitButton>
    </AdminForm>
  )
}

/**
 * Internal notes: free text, so a colleague's notes saved since the page was opened are never
 * overwritten; the save is refused with a clear message instead.
 */
export function ContactNotesForm({ id, notes }: Props & { notes: string | null }) {
  const form = useAdminForm({
    schema: contactUpdateSchema,
    action: (raw) => updateContactAction(id, raw),
    shared: useRecordVersion(),
  })
  return (
    <AdminForm form={form} className="space-y-3">
      <TextareaField
        name="notes"
        label="Internal notes"
        hint="Only staff see these."
        maxLength={NOTES_MAX}
        defaultValue={notes ?? ''}
      />
      <SubmitButton pending={form.pending} pendingText="Saving...">
        Save notes
      </SubmitButton>
    </AdminForm>
  )
}
