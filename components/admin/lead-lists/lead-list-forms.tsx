'use client'

import { Eye, EyeOff, Plus } from 'lucide-react'
import { useRef, useState, useTransition } from 'react'
import { useReportResult } from '@/components/admin/action-feedback'
import { AdminForm, CheckboxField, SubmitButton, TextField } from '@/components/admin/forms/fields'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  saveLeadSourceAction,
  saveLostReasonAction,
  setLeadSourceActiveAction,
  setLostReasonActiveAction,
} from '@/lib/leads/lists/actions'
import { LEAD_LIST_NAME_MAX, leadSourceFormSchema, lostReasonFormSchema } from '@/lib/leads/lists/schemas'

export type ListKind = 'source' | 'reason'

const KINDS = {
  source: {
    schema: leadSourceFormSchema,
    field: 'name',
    noun: 'source',
    save: saveLeadSourceAction,
    setActive: setLeadSourceActiveAction,
  },
  reason: {
    schema: lostReasonFormSchema,
    field: 'label',
    noun: 'lost reason',
    save: saveLostReasonAction,
    setActive: setLostReasonActiveAction,
  },
} as const

export type ListRow = {
  id: number
  name: string
  isActive: boolean
  updatedAt: string
  /** Lost reasons only: the rep must say what it was ('Other'). */
  requiresText?: boolean
}

/**
 * One entry of a list on the settings screen: its name (renamed in place, at the version shown),
 * for a lost reason whether it asks for a text, and deactivate or activate again.
 */
export function LeadListRow({ kind, row }: { kind: ListKind; row: ListRow }) {
  const config = KINDS[kind]
  // One version for the rename and the (de)activate button: a change by either moves it on.
  const [version, setVersion] = useState(row.updatedAt)
  const form = useAdminForm({
    schema: config.schema,
    action: (raw) => config.save(row.id, raw),
    shared: { version, setVersion },
  })
  const [pending, startTransition] = useTransition()
  const report = useReportResult()
  return (
    <li className="p-3 sm:p-4" data-testid={`${kind}-row`}>
      <AdminForm form={form} className="flex flex-wrap items-center gap-x-3 gap-y-2 space-y-0">
        <TextField
          name={config.field}
          label={<span className="sr-only">Name of the {config.noun}</span>}
          defaultValue={row.name}
          maxLength={LEAD_LIST_NAME_MAX}
          className="min-w-0 flex-1 basis-56 space-y-0"
        />
        {!row.isActive && <Badge variant="warning">Inactive</Badge>}
        {kind === 'reason' ? (
          <CheckboxField name="requiresText" label="Asks for a text" defaultChecked={row.requiresText} />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="outline" disabled={form.pending} aria-label={`Save ${row.name}`}>
            {form.pending ? 'Saving...' : 'Save'}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            aria-label={`${row.isActive ? 'Deactivate' : 'Activate'} ${row.name}`}
            onClick={() =>
              startTransition(async () => {
                const result = report(await config.setActive(row.id, version, !row.isActive))
                if (result.ok) setVersion(result.data.updatedAt)
              })
            }
          >
            {row.isActive ? <EyeOff aria-hidden /> : <Eye aria-hidden />}{' '}
            {row.isActive ? 'Deactivate' : 'Activate'}
          </Button>
        </div>
      </AdminForm>
    </li>
  )
}

/** Adds an entry at the end of a list; the field empties for the next one. */
export function AddLeadListEntry({ kind }: { kind: ListKind }) {
  const config = KINDS[kind]
  const ref = useRef<HTMLFormElement>(null)
  const form = useAdminForm({
    schema: config.schema,
    action: (raw) => config.save(null, raw),
    onSaved: () => ref.current?.reset(),
  })
  return (
    <AdminForm ref={ref} form={form} className="flex flex-wrap items-end gap-x-3 gap-y-2 space-y-0">
      <TextField
        name={config.field}
        label={kind === 'source' ? 'New source' : 'New lost reason'}
        maxLength={LEAD_LIST_NAME_MAX}
        placeholder={kind === 'source' ? 'e.g. Radio ad' : 'e.g. Sold the house'}
        className="min-w-0 flex-1 basis-56"
      />
      {kind === 'reason' ? (
        <CheckboxField name="requiresText" label="Asks for a text" className="pb-2.5" />
      ) : null}
      <SubmitButton pending={form.pending} pendingText="Adding...">
        <Plus aria-hidden /> Add
      </SubmitButton>
    </AdminForm>
  )
}
