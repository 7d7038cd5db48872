'use client'

import { Trash2 } from 'lucide-react'
import {
  AdminForm,
  CheckboxField,
  FormSection,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from '@/components/admin/forms/fields'
import { useReportResult } from '@/components/admin/action-feedback'
import { ConfirmButton } from '@/components/admin/forms/confirm-button'
import { ImageField } from '@/components/admin/forms/image-field'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { deleteSettingsAction, saveSettingsAction } from '@/lib/settings/actions'
import type { FieldDef } from '@/lib/write/form-kit'
import { SETTINGS_FORMS, type SettingsKind } from '@/lib/settings/forms'

type Props = {
  kind: SettingsKind
  id: string | number | null
  updatedAt: string | null
  values: Record<string, string | boolean>
  title: string
}

/** One settings record (an office, a testimonial, …): its fields from the shared form definition. */
export function SettingsRecordForm({ kind, id, updatedAt, values, title }: Props) {
  const report = useReportResult()
  const definition = SETTINGS_FORMS[kind]
  const isNew =
    id === null &&
    kind !== 'company' &&
    kind !== 'analytics' &&
    kind !== 'booking' &&
    kind !== 'payment' &&
    kind !== 'quotes'
  const form = useAdminForm({
    schema: definition.schema,
    version: updatedAt,
    action: (raw) => saveSettingsAction(kind, id, raw),
  })
  return (
    <AdminForm form={form} aria-label={title} data-testid={`settings-form-${kind}`}>
      <FormSection title={title}>
        {(definition.fields as readonly FieldDef[]).map((field) => (
          <Field
            key={field.name}
            field={field}
            value={values[field.name]}
            locked={!!field.createOnly && !isNew && id !== null}
          />
        ))}
      </FormSection>
      <div className="flex flex-wrap items-center gap-2">
        <SubmitButton pending={form.pending} pendingText="Saving…">
          {isNew ? `Add ${definition.singular}` : 'Save'}
        </SubmitButton>
        {definition.deletable && id !== null && (
          <ConfirmButton
            title={`Delete this ${definition.singular}?`}
            description="It disappears from the site at once. This cannot be undone."
            confirmLabel="Delete"
            triggerLabel={`Delete ${title}`}
            onConfirm={async () => report(await deleteSettingsAction(kind, id, form.version ?? ''))}
          >
            <Trash2 aria-hidden /> Delete
          </ConfirmButton>
        )}
      </div>
    </AdminForm>
  )
}

function Field({
  field,
  value,
  locked,
}: {
  field: FieldDef
  value: string | boolean | undefined
  locked: boolean
}) {
  const text = typeof value === 'string' ? value : ''
  const wide = field.wide ? 'sm:col-span-2' : undefined
  switch (field.kind) {
    case 'checkbox':
      return (
        <CheckboxField
          name={field.name}
          label={field.label}
          hint={field.hint}
          defaultChecked={value === true}
          className="self-end pb-2"
        />
      )
    case 'textarea':
    case 'lines':
      return (
        <TextareaField
          name={field.name}
          label={field.label}
          hint={field.hint}
          required={field.required}
          defaultValue={text}
          rows={field.kind === 'lines' ? 5 : 4}
          className={wide}
        />
      )
    case 'select':
      return (
        <SelectField
          name={field.name}
          label={field.label}
          hint={field.hint}
          required={field.required}
          defaultValue={text || field.options?.[0]}
          options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
          className={wide}
        />
      )
    case 'image':
      return (
        <ImageField
          name={field.name}
          label={field.label}
          hint={field.hint}
          kind="company"
          defaultValue={text}
        />
      )
    default:
      return (
        <TextField
          name={field.name}
          label={field.label}
          hint={locked ? `${field.hint ?? ''} Set when the record was created.`.trim() : field.hint}
          required={field.required}
          defaultValue={text}
          readOnly={locked}
          type={field.kind === 'email' ? 'email' : field.kind === 'date' ? 'date' : 'text'}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          className={wide}
        />
      )
  }
}
