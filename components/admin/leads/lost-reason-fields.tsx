'use client'

import { useState } from 'react'
import { SelectField, TextareaField } from '@/components/admin/forms/fields'
import { LOST_REASON_MAX } from '@/lib/leads/estimates/statuses'

export type LostReasonOption = { id: number; label: string; requiresText: boolean }

/**
 * Why a lead was lost, inside an admin form: a reason from the staff's list and, for one that asks
 * for it ('Other'), what it was. A reason deactivated since the lead was lost stays shown.
 */
export function LostReasonFields({
  reasons,
  reasonId,
  text,
}: {
  reasons: readonly LostReasonOption[]
  reasonId: number | null
  text: string | null
}) {
  const [chosen, setChosen] = useState(reasonId ? String(reasonId) : '')
  const picked = reasons.find((r) => String(r.id) === chosen)
  return (
    <>
      <SelectField
        name="lostReasonId"
        label="Reason lost"
        required
        placeholder="Choose the reason…"
        options={reasons.map((r) => ({ value: String(r.id), label: r.label }))}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
      />
      {picked?.requiresText ? (
        <TextareaField
          name="lostReason"
          label={`${picked.label}: what was it?`}
          required
          rows={2}
          maxLength={LOST_REASON_MAX}
          defaultValue={text ?? ''}
        />
      ) : null}
    </>
  )
}
