'use client'

import { useActionState, useState } from 'react'
import { updateLeadAction } from '@/app/(admin)/admin/estimates/actions'
import { Field, NativeSelect, TextArea, errorProps } from '@/components/admin/form-controls'
import { useActionToast } from '@/components/admin/use-action-toast'
import { Button } from '@/components/ui/button'
import {
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  LOST_REASON_MAX,
  type LeadStatus,
} from '@/lib/admin/leads/statuses'

/** Moves a lead along the pipeline; 'Lost' asks for the reason. */
export function LeadStatusForm({
  id,
  status,
  lostReason,
}: {
  id: number
  status: string
  lostReason: string | null
}) {
  const [state, action, pending] = useActionState(updateLeadAction, { ok: false })
  const [chosen, setChosen] = useState<string>(status)
  useActionToast(state)
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="id" value={id} />
      <Field id="lead-status" label="Status" error={state.errors?.status}>
        <NativeSelect
          id="lead-status"
          name="status"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          {...errorProps('lead-status', state.errors?.status)}
        >
          {LEAD_STATUSES.map((s: LeadStatus) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {chosen === 'lost' ? (
        <Field id="lead-lost-reason" label="Reason lost" error={state.errors?.lostReason}>
          <TextArea
            id="lead-lost-reason"
            name="lostReason"
            required
            maxLength={LOST_REASON_MAX}
            defaultValue={lostReason ?? ''}
            placeholder="e.g. Went with another installer, budget, timing"
            {...errorProps('lead-lost-reason', state.errors?.lostReason)}
          />
        </Field>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : 'Update status'}
      </Button>
    </form>
  )
}
