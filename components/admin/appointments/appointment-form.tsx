'use client'

import { updateAppointmentAction } from '@/lib/leads/appointments/actions'
import {
  AdminForm,
  CheckboxField,
  SelectField,
  SubmitButton,
  TextField,
  type Option,
} from '@/components/admin/forms/fields'
import { offerNextFollowUp } from '@/components/admin/follow-ups/offer'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { appointmentUpdateSchema } from '@/lib/leads/appointments/schemas'
import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS } from '@/lib/leads/appointments/statuses'
import { APPOINTMENT_DURATIONS } from '@/lib/leads/appointments/time-rules'

const STATUS_OPTIONS = APPOINTMENT_STATUSES.map((s) => ({ value: s, label: APPOINTMENT_STATUS_LABELS[s] }))
/** The usual lengths, plus the stored one when it is another (a booked slot of 75 minutes). */
function durationOptions(current: number) {
  const lengths = [...new Set([...APPOINTMENT_DURATIONS, current])].sort((a, b) => a - b)
  return lengths.map((m) => ({ value: String(m), label: `${m} minutes` }))
}

/**
 * Status, date/time (Eastern), length, office and assignee of an appointment, saved together at
 * the version the page showed. Confirming, moving or cancelling a confirmed one e-mails the
 * homeowner a calendar invite, which the hint says.
 */
export function AppointmentForm({
  id,
  status,
  scheduledAt,
  durationMinutes,
  officeId,
  assigneeId,
  offices,
  assignees,
  hasEmail,
  version,
}: {
  id: number
  status: string
  scheduledAt: string
  durationMinutes: number
  officeId: string | null
  assigneeId: number | null
  offices: readonly Option[]
  assignees: readonly Option[]
  hasEmail: boolean
  version: string
}) {
  const form = useAdminForm({
    schema: appointmentUpdateSchema,
    action: (raw) => updateAppointmentAction(id, raw),
    version,
    onSaved: () => offerNextFollowUp(),
  })
  return (
    <AdminForm form={form} className="space-y-3">
      <TextField
        name="scheduledAt"
        label="Date and time (Eastern)"
        type="datetime-local"
        hint="Mon–Fri 9AM–4PM. Leave empty while no date is agreed."
        defaultValue={scheduledAt}
      />
      <CheckboxField name="outsideHours" label="Outside office hours (the homeowner asked for it)" />
      <SelectField
        name="durationMinutes"
        label="Length"
        options={durationOptions(durationMinutes)}
        defaultValue={String(durationMinutes)}
      />
      <SelectField
        name="officeId"
        label="Office"
        options={offices}
        placeholder="No office"
        defaultValue={officeId ?? ''}
      />
      <SelectField
        name="assigneeId"
        label="Assignee"
        options={assignees}
        placeholder="Nobody yet"
        defaultValue={assigneeId ? String(assigneeId) : ''}
      />
      <SelectField
        name="status"
        label="Status"
        options={STATUS_OPTIONS}
        defaultValue={status}
        hint={
          hasEmail
            ? 'Confirming, moving or cancelling a confirmed appointment e-mails the homeowner a calendar invite.'
            : 'No e-mail address: the homeowner gets no calendar invite.'
        }
      />
      <SubmitButton pending={form.pending} pendingText="Saving...">
        Save appointment
      </SubmitButton>
    </AdminForm>
  )
}
