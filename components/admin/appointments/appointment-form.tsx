'use client'

import { updateAppointmentAction } from '@/app/(admin)/admin/admin-estimates/actions'
import { AdminForm, SelectField, SubmitButton, TextField } from '@/components/admin/forms/fields'
import { offerNextFollowUp } from '@/components/admin/follow-ups/offer'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { appointmentUpdateSchema } from '@/lib/leads/appointments/schemas'
import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS } from '@/lib/leads/appointments/statuses'

const STATUS_OPTIONS = APPOINTMENT_STATUSES.map((s) => ({ value: s, label: APPOINTMENT_STATUS_LABELS[s] }))

/** Status and date/time (Eastern) of an appointment, saved together at the version the page showed. */
export function AppointmentForm({
  id,
  status,
  scheduledAt,
  version,
}: {
  id: number
  status: string
  scheduledAt: string
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
        hint="Leave empty while no date is agreed."
        defaultValue={scheduledAt}
      />
      <SelectField name="status" label="Status" options={STATUS_OPTIONS} defaultValue={status} />
      <SubmitButton pending={form.pending} pendingText="Saving...">
        Save appointment
      </SubmitButton>
    </AdminForm>
  )
}
