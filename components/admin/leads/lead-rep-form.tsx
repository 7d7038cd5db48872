'use client'

import { useActionState } from 'react'
import { updateLeadAction } from '@/app/(admin)/admin/estimates/actions'
import { Field, NativeSelect, errorProps } from '@/components/admin/form-controls'
import { useActionToast } from '@/components/admin/use-action-toast'
import { Button } from '@/components/ui/button'

/** Assigns (or unassigns) the sales rep who owns the lead. */
export function LeadRepForm({
  id,
  salesRep,
  staff,
}: {
  id: number
  salesRep: string | null
  staff: { username: string; role: string }[]
}) {
  const [state, action, pending] = useActionState(updateLeadAction, { ok: false })
  useActionToast(state)
  const known = staff.some((s) => s.username === salesRep)
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="id" value={id} />
      <Field id="lead-rep" label="Sales rep" error={state.errors?.salesRep}>
        <NativeSelect
          id="lead-rep"
          name="salesRep"
          defaultValue={salesRep ?? ''}
          {...errorProps('lead-rep', state.errors?.salesRep)}
        >
          <option value="">Unassigned</option>
          {salesRep && !known ? <option value={salesRep}>{salesRep} (inactive)</option> : null}
          {staff.map((s) => (
            <option key={s.username} value={s.username}>
              {s.username} ({s.role})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" variant="outline" disabled={pending}>
        {pending ? 'Saving...' : 'Assign rep'}
      </Button>
    </form>
  )
}
