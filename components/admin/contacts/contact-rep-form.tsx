'use client'

import { updateContactAction } from '@/app/(admin)/admin/contacts/actions'
import { AdminForm, SelectField, SubmitButton } from '@/components/admin/forms/fields'
import { useRecordVersion } from '@/components/admin/forms/record-version'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { contactUpdateSchema } from '@/lib/leads/contacts/schemas'

/** Assigns (or unassigns) the sales rep working a contact message, at the version the page showed. */
export function ContactRepForm({
  id,
  salesRep,
  staff,
}: {
  id: number
  salesRep: string | null
  staff: { username: string; role: string }[]
}) {
  const form = useAdminForm({
    schema: contactUpdateSchema,
    action: (raw) => updateContactAction(id, raw),
    shared: useRecordVersion(),
  })
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
