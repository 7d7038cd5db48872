'use client'

import { useState } from 'react'
import { updateLeadAction } from '@/lib/leads/estimates/actions'
import { offerNextFollowUp } from '@/components/admin/follow-ups/offer'
import { AdminForm, SelectField, SubmitButton, TextareaField } from '@/components/admin/forms/fields'
import { useRecordVersion } from '@/components/admin/forms/record-version'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { leadUpdateSchema } from '@/lib/leads/estimates/schemas'
import { LEAD_STATUSES, LEAD_STATUS_LABELS, LOST_REASON_MAX } from '@/lib/leads/estimates/statuses'

const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))

/**
 * Moves a lead along the pipeline; 'Lost' asks for the reason. Carries the lead's version: a
 * lead changed by a colleague since the page was opened is refused, not overwritten.
 */
export function LeadStatusForm({
  id,
  status,
  lostReason,
}: {
  id: number
  status: string
  lostReason: string | null
}) {
  const [chosen, setChosen] = useState<string>(status)
  const form = useAdminForm({
    schema: leadUpdateSchema,
    action: (raw) => updateLeadAction(id, raw),
    shared: useRecordVersion(),
    // A new status is the moment to plan the next call (issue 25).
    onSaved: () => offerNextFollowUp(LEAD_STATUS_LABELS[chosen as keyof typeof LEAD_STATUS_LABELS]),
  })
  return (
    <AdminForm form={form} className="space-y-3">
      <SelectField
        name="status"
        label="Status"
        options={STATUS_OPTIONS}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
      />
      {chosen === 'lost' ? (
        <TextareaField
          name="lostReason"
          label="Reason lost"
          required
          maxLength={LOST_REASON_MAX}
          defaultValue={lostReason ?? ''}
          placeholder="e.g. Went with another installer, budget, timing"
        />
      ) : null}
      <SubmitButton pending={form.pending} pendingText="Saving...">
        Update status
      </SubmitButton>
    </AdminForm>
  )
}
