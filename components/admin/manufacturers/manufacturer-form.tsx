'use client'

import { useState } from 'react'
import {
  AdminForm,
  CheckboxField,
  FormSection,
  SubmitButton,
  TextareaField,
  TextField,
} from '@/components/admin/forms/fields'
import { ImageField } from '@/components/admin/forms/image-field'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { saveManufacturerAction } from '@/lib/manufacturers/actions'
import { manufacturerFormSchema, parseDescription } from '@/lib/manufacturers/schema'

type Values = {
  name: string
  description: string
  logo: string
  iconLogo: string
  enabled: boolean
  website: string
  displayOrder: string
}

export function ManufacturerForm({
  id,
  updatedAt,
  values,
}: {
  id: number | null
  updatedAt: string | null
  values: Values
}) {
  const [description, setDescription] = useState(values.description)
  const form = useAdminForm({
    schema: manufacturerFormSchema,
    version: updatedAt,
    action: (raw) => saveManufacturerAction(id, raw),
    redirectTo: (result) => (id === null ? `/admin/manufacturers/${result.data.id}` : null),
  })
  const lines = parseDescription(description)
  return (
    <AdminForm form={form} aria-label={id === null ? 'New manufacturer' : 'Edit manufacturer'}>
      <FormSection title="Manufacturer">
        <TextField name="name" label="Name" required defaultValue={values.name} maxLength={255} />
        <TextField
          name="displayOrder"
          label="Display order"
          required
          inputMode="numeric"
          defaultValue={values.displayOrder}
          hint="Lower numbers are listed first."
        />
        <TextField
          name="website"
          label="Website"
          type="url"
          defaultValue={values.website}
          placeholder="https://…"
        />
        <CheckboxField
          name="enabled"
          label="Enabled (offered to customers)"
          defaultChecked={values.enabled}
          className="self-end pb-2"
        />
        <ImageField
          name="logo"
          label="Logo"
          kind="manufacturers"
          defaultValue={values.logo}
          allowText
          hint="Upload an image, paste an address, or type an emoji."
        />
        <ImageField
          name="iconLogo"
          label="Icon logo"
          kind="manufacturers"
          defaultValue={values.iconLogo}
          allowText
          hint="A small square mark used in compact lists."
        />
      </FormSection>
      <FormSection
        title="Description"
        description="One line per point, shaped 'title – text', e.g. 'Lifetime warranty – Structural and surface coverage'."
      >
        <TextareaField
          name="description"
          label="Description lines"
          rows={6}
          defaultValue={values.description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          {/* A label, not a heading: the form's sections are fieldsets, so an h3 here skipped a level. */}
          <p id="description-preview" className="mb-2 text-sm font-medium">
            Preview
          </p>
          {lines.length === 0 ? (
            <p className="text-sm text-muted-foreground">No description lines.</p>
          ) : (
            <ul
              aria-labelledby="description-preview"
              className="space-y-1 rounded-md border bg-muted/40 p-3 text-sm"
            >
              {lines.map((line, i) => (
                <li key={i}>
                  <span className="font-semibold">{line.title || '(missing title)'}</span>
                  {' – '}
                  <span className={line.text ? '' : 'font-semibold text-red-700'}>
                    {line.text || 'missing text'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </FormSection>
      <SubmitButton pending={form.pending} pendingText={id === null ? 'Creating…' : 'Saving…'}>
        {id === null ? 'Create manufacturer' : 'Save changes'}
      </SubmitButton>
    </AdminForm>
  )
}
