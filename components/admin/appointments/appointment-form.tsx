'use client'

import { useActionState } from 'react'
import { updateAppointmentAction } from '@/app/(admin)/admin/admin-estimates/actions'
import { Field, NativeSelect, errorProps } from '@/components/admin/form-controls'
import { useActionToast } from '@/components/admin/use-action-toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS } from '@/lib/admin/appointments/statuses'

/** Status and date/time (Eastern) of an appointment, saved together. */
export function AppointmentForm({
  id,
  status,
  scheduledAt,
}: {
  id: number
  status: string
  scheduledAt: string
}) {
  const [state, action, pending] = useActionState(updateAppointmentAction, { ok: false })
  useActionToast(state)
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="id" value={id} />
      <Field
        id="appointment-when"
        label="Date and time (Eastern)"
        error={state.errors?.scheduledAt}
        hint="Leave empty while no date is agreed."
      >
        <Input
          id="appointment-when"
          name="scheduledAt"
          type="datetime-local"
          defaultValue={scheduledAt}
          {...errorProps('appointment-when', state.errors?.scheduledAt)}
        />
      </Field>
      <Field id="appointment-status" label="Status" error={state.errors?.status}>
        <NativeSelect
          id="appointment-status"
          name="status"
          defaultValue={status}
          {...errorProps('appointment-status', state.errors?.status)}
        >
          {APPOINTMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {APPOINTMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : 'Save appointment'}
      </Button>
    </form>
  )
}
