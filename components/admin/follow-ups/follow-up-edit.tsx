'use client'

import { Pencil } from 'lucide-react'
import { useMemo, useState } from 'react'
import { editFollowUpAction } from '@/lib/follow-ups/actions'
import {
  AdminForm,
  SelectField,
  SubmitButton,
  TextField,
  TextareaField,
} from '@/components/admin/forms/fields'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { Button } from '@/components/ui/button'
import { BUSINESS_TIME_ZONE_LABEL } from '@/lib/format'
import type { AssignableStaff } from '@/lib/follow-ups/queries'
import { FOLLOW_UP_NOTE_MAX } from '@/lib/follow-ups/rules'
import { followUpEditSchema } from '@/lib/follow-ups/schemas'

/**
 * 'Change' on an open follow-up: its due time (Eastern wall time, the adding rules), who follows
 * up (active staff) and the note, saved on the version shown. Closed until asked for, so the
 * list stays short on a phone.
 */
export function FollowUpEdit({
  id,
  version,
  due,
  assigneeId,
  assignee,
  note,
  staff,
}: {
  id: number
  version: string
  /** The due time as a datetime-local value in Eastern time ('2026-03-09T10:30'). */
  due: string
  assigneeId: number | null
  assignee: string | null
  note: string
  staff: AssignableStaff[]
}) {
  const [open, setOpen] = useState(false)
  const schema = useMemo(() => followUpEditSchema(), [])
  const form = useAdminForm({
    schema,
    version,
    action: (raw) => editFollowUpAction(id, raw),
    onSaved: () => setOpen(false),
  })
  if (!open) {
    return (
      <Button type="button" size="sm" variant="outline" className="min-h-10" onClick={() => setOpen(true)}>
        <Pencil aria-hidden /> Change
      </Button>
    )
  }
  const known = staff.some((s) => s.id === assigneeId)
  const options = [
    ...(assigneeId && !known
      ? [{ value: String(assigneeId), label: `${assignee ?? 'removed'} (inactive)` }]
      : []),
    ...staff.map((s) => ({ value: String(s.id), label: `${s.username} (${s.role})` })),
  ]
  return (
    // A line of its own in the follow-up's row (the row is a wrapping flex box).
    <div className="basis-full border-t pt-3">
      <AdminForm form={form} className="space-y-3" data-testid="follow-up-edit">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            name="due"
            label="Due"
            type="datetime-local"
            required
            defaultValue={due}
            hint={BUSINESS_TIME_ZONE_LABEL}
          />
          <SelectField
            name="assigneeId"
            label="Who follows up"
            required
            options={options}
            defaultValue={assigneeId ? String(assigneeId) : ''}
            placeholder={assigneeId ? undefined : 'Choose a colleague'}
          />
        </div>
        <TextareaField name="note" label="Note" rows={2} maxLength={FOLLOW_UP_NOTE_MAX} defaultValue={note} />
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={form.pending} pendingText="Saving...">
            Save follow-up
          </SubmitButton>
          <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </AdminForm>
    </div>
  )
}
