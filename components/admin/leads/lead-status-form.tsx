'use client'

import { useState } from 'react'
import { updateLeadAction } from '@/lib/leads/estimates/actions'
import { offerNextFollowUp } from '@/components/admin/follow-ups/offer'
import { AdminForm, SelectField, SubmitButton, TextField } from '@/components/admin/forms/fields'
import { useRecordVersion } from '@/components/admin/forms/record-version'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { LostReasonFields, type LostReasonOption } from '@/components/admin/leads/lost-reason-fields'
import { leadUpdateSchema } from '@/lib/leads/estimates/schemas'
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '@/lib/leads/estimates/statuses'
import { dollarsInput } from '@/lib/money/cents'

const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))

/**
 * Moves a lead along the pipeline; 'Lost' asks for the reason from the staff's list (and its text
 * for 'Other'), 'Won' for the deal value. Carries the lead's version: a lead changed by a
 * colleague since the page was opened is refused, not overwritten.
 */
export function LeadStatusForm({
  id,
  status,
  lostReasonId,
  lostReason,
  lostReasons,
  dealValueCents,
}: {
  id: number
  status: string
  lostReasonId: number | null
  lostReason: string | null
  lostReasons: readonly LostReasonOption[]
  dealValueCents: number | null
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
        <LostReasonFields reasons={lostReasons} reasonId={lostReasonId} text={lostReason} />
      ) : null}
      {chosen === 'won' ? (
        <TextField
          name="dealValue"
          label="Deal value (US dollars)"
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 46,500"
          defaultValue={dealValueCents === null ? '' : dollarsInput(dealValueCents)}
          hint="What the homeowner signed for: the reports count it."
        />
      ) : null}
      <SubmitButton pending={form.pending} pendingText="Saving...">
        Update status
      </SubmitButton>
    </AdminForm>
  )
}
