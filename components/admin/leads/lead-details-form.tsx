'use client'

import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { AdminForm, SelectField, SubmitButton, TextField, type Option } from '@/components/admin/forms/fields'
import { useRecordVersion } from '@/components/admin/forms/record-version'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { Button } from '@/components/ui/button'
import { updateLeadDetailsAction } from '@/lib/leads/estimates/actions'
import { LEAD_DETAIL_LIMITS, leadDetailsSchema } from '@/lib/leads/estimates/details-schemas'

export type LeadDetailsValues = {
  firstName: string
  lastName: string
  phone: string | null
  email: string | null
  address: string | null
  nearestBranch: string | null
}

/**
 * Corrects the homeowner's name, phone, e-mail, address and the office that serves the lead, at
 * the lead's version (shared with the page's other forms). Opened by 'Edit details', so the call
 * buttons stay the first thing on a phone; the history shows each change, old → new.
 */
export function LeadDetailsForm({
  id,
  values,
  offices,
}: {
  id: number
  values: LeadDetailsValues
  offices: readonly Option[]
}) {
  const [open, setOpen] = useState(false)
  const form = useAdminForm({
    schema: leadDetailsSchema,
    action: (raw) => updateLeadDetailsAction(id, raw),
    shared: useRecordVersion(),
  })
  // The stored office may be one that no longer exists: it stays shown until another is chosen.
  const known = offices.some((o) => o.value === values.nearestBranch)
  const officeOptions =
    values.nearestBranch && !known
      ? [{ value: values.nearestBranch, label: `${values.nearestBranch} (unknown office)` }, ...offices]
      : offices
  if (!open) {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" onClick={() => setOpen(true)} aria-expanded={false}>
          <Pencil aria-hidden /> Edit details and office
        </Button>
        {form.status?.kind === 'success' ? (
          <p role="status" className="text-sm text-emerald-800">
            {form.status.message}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <div className="mt-4 border-t pt-4">
      <AdminForm form={form} aria-label="Contact details and office" className="space-y-0">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="firstName"
            label="First name"
            required
            defaultValue={values.firstName}
            maxLength={LEAD_DETAIL_LIMITS.name}
          />
          <TextField
            name="lastName"
            label="Last name"
            defaultValue={values.lastName}
            maxLength={LEAD_DETAIL_LIMITS.name}
          />
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            defaultValue={values.phone ?? ''}
            maxLength={LEAD_DETAIL_LIMITS.phone}
          />
          <TextField
            name="email"
            label="E-mail"
            type="email"
            defaultValue={values.email ?? ''}
            maxLength={LEAD_DETAIL_LIMITS.email}
          />
          <TextField
            name="address"
            label="Property address"
            defaultValue={values.address ?? ''}
            maxLength={LEAD_DETAIL_LIMITS.address}
            className="sm:col-span-2"
          />
          <SelectField
            name="nearestBranch"
            label="Office"
            required
            options={officeOptions}
            placeholder="Choose the office…"
            defaultValue={values.nearestBranch ?? ''}
            hint="The office that serves the address: its team gets the lead."
          />
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <SubmitButton pending={form.pending} pendingText="Saving...">
            Save details
          </SubmitButton>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Close
          </Button>
        </div>
      </AdminForm>
    </div>
  )
}
