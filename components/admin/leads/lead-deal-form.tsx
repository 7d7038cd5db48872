'use client'

import { AdminForm, SubmitButton, TextField } from '@/components/admin/forms/fields'
import { useRecordVersion } from '@/components/admin/forms/record-version'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { updateLeadAction } from '@/lib/leads/estimates/actions'
import { leadUpdateSchema } from '@/lib/leads/estimates/schemas'
import { dollarsInput } from '@/lib/money/cents'

/**
 * The deal's value, typed in dollars and stored in cents, at the lead's version. Blank clears it
 * (refused on a Won lead, whose value the reports count). An accepted quote sets it by itself.
 */
export function LeadDealForm({ id, dealValueCents }: { id: number; dealValueCents: number | null }) {
  const form = useAdminForm({
    schema: leadUpdateSchema,
    action: (raw) => updateLeadAction(id, raw),
    shared: useRecordVersion(),
  })
  return (
    <AdminForm form={form} aria-label="Deal value" className="flex flex-wrap items-end gap-3 space-y-0">
      <TextField
        name="dealValue"
        label="Deal value (US dollars)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="e.g. 46,500"
        defaultValue={dealValueCents === null ? '' : dollarsInput(dealValueCents)}
        className="min-w-0 flex-1 basis-48"
      />
      <SubmitButton pending={form.pending} pendingText="Saving...">
        Save value
      </SubmitButton>
    </AdminForm>
  )
}
