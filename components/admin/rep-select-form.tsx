'use client'

import { AdminForm, SelectField, SubmitButton } from '@/components/admin/forms/fields'
import type { AdminFormState } from '@/components/admin/forms/use-admin-form'

/** A staff member who can be picked as the sales rep. */
export type RepChoice = { username: string; role: string }

/**
 * The 'Sales rep' select and its button, shared by the lead and the contact message pages (each
 * brings its own form state: schema, action, record version). A rep who has left stays listed as
 * '(inactive)' so the record's current value is shown as it is.
 */
export function RepSelectForm({
  form,
  salesRep,
  staff,
}: {
  form: AdminFormState
  salesRep: string | null
  staff: readonly RepChoice[]
}) {
  const known = staff.some((s) => s.username === salesRep)
  const options = [
    ...(salesRep && !known ? [{ value: salesRep, label: `${salesRep} (inactive)` }] : []),
    ...staff.map((s) => ({ value: s.username, label: `${s.username} (${s.role})` })),
  ]
  return (
    <AdminForm form={form} className="space-y-3">
      <SelectField
        name="salesRep"
        label="Sales rep"
        placeholder="Unassigned"
        options={options}
        defaultValue={salesRep ?? ''}
      />
      <SubmitButton pending={form.pending} pendingText="Saving...">
        Assign rep
      </SubmitButton>
    </AdminForm>
  )
}
