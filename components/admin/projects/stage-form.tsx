'use client'

import { useState } from 'react'
import {
  AdminForm,
  CheckboxField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from '@/components/admin/forms/fields'
import { useRecordVersion } from '@/components/admin/forms/record-version'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { Button } from '@/components/ui/button'
import { saveStageAction } from '@/lib/projects/actions'
import { formatDay, projectStageLabel, type ProjectStageKey } from '@/lib/projects/rules'
import { stageFormSchema } from '@/lib/projects/schema'

export type StageFormProps = {
  projectId: number
  stageKey: ProjectStageKey
  plannedOn: string | null
  actualOn: string | null
  ownerId: number | null
  notes: string | null
  outOfOrderReason: string | null
  contractDate: string
  today: string
  /** Earlier stages not reached yet: recording this one asks why. */
  earlierMissing: ProjectStageKey[]
  /** Later stages not reached yet, which a new planned day can move along. */
  laterToMove: boolean
  staff: { id: number; username: string }[]
}

/**
 * One stage's planned day, the day it was reached, its owner and notes, saved at the project's
 * version (shared with the page's other forms). The contract's day is fixed.
 */
export function StageForm(props: StageFormProps) {
  const shared = useRecordVersion()
  const form = useAdminForm({
    schema: stageFormSchema,
    shared,
    action: (raw) => saveStageAction(props.projectId, props.stageKey, raw),
  })
  const [actualOn, setActualOn] = useState(props.actualOn ?? '')
  const fixed = props.stageKey === 'contract_signed'
  const askReason = props.earlierMissing.length > 0 && (!props.actualOn || !!props.outOfOrderReason)
  const label = projectStageLabel(props.stageKey)

  return (
    <AdminForm form={form} aria-label={`Edit ${label}`} className="space-y-4" data-testid="stage-form">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          name="plannedOn"
          label="Planned for"
          type="date"
          min={props.contractDate}
          defaultValue={props.plannedOn ?? ''}
        />
        {fixed ? (
          <div className="space-y-1.5">
            <p className="text-sm font-medium">Reached</p>
            <p className="text-sm">{formatDay(props.contractDate)} (the day the contract was signed)</p>
            <input type="hidden" name="actualOn" value={props.contractDate} />
          </div>
        ) : (
          <div className="space-y-1.5">
            <TextField
              name="actualOn"
              label="Reached on"
              type="date"
              min={props.contractDate}
              max={props.today}
              value={actualOn}
              onChange={(event) => setActualOn(event.currentTarget.value)}
              hint="The day the work was done. Leave empty until then."
            />
            <div className="flex gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => setActualOn(props.today)}>
                Reached today
              </Button>
              {actualOn ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => setActualOn('')}>
                  Not reached
                </Button>
              ) : null}
            </div>
          </div>
        )}
        {props.laterToMove ? (
          <CheckboxField
            name="shiftLater"
            label="Move the later stages by as many days"
            defaultChecked
            hint="When the planned day changes, the stages after it that are not reached yet move with it."
            className="sm:col-span-2"
          />
        ) : null}
        <SelectField
          name="ownerId"
          label="Owner"
          defaultValue={props.ownerId ? String(props.ownerId) : ''}
          placeholder="Nobody"
          options={props.staff.map((s) => ({ value: String(s.id), label: s.username }))}
          hint="Who sees to it: it shows on their My day as its day comes near."
        />
        <TextareaField
          name="notes"
          label="Notes"
          rows={3}
          maxLength={2000}
          defaultValue={props.notes ?? ''}
          className="sm:col-span-2"
        />
        {askReason ? (
          <TextField
            name="outOfOrderReason"
            label={`Why before ${props.earlierMissing.map(projectStageLabel).join(', ')}?`}
            maxLength={500}
            defaultValue={props.outOfOrderReason ?? ''}
            hint="Needed to record this stage as reached while an earlier one is not."
            className="sm:col-span-2"
          />
        ) : null}
      </div>
      <SubmitButton pending={form.pending} pendingText="Saving…">
        Save {label.toLowerCase()}
      </SubmitButton>
    </AdminForm>
  )
}
