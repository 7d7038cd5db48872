'use client'

import {
  AdminForm,
  CheckboxField,
  FormSection,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from '@/components/admin/forms/fields'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { savePriceBookItemAction } from '@/lib/price-book/actions'
import { priceBookItemFormSchema } from '@/lib/price-book/schema'
import {
  PRICE_BOOK_CATEGORIES,
  PRICE_BOOK_CATEGORY_LABELS,
  PRICE_BOOK_UNITS,
  PRICE_BOOK_UNIT_LABELS,
} from '@/lib/price-book/units'

export type PriceBookFormValues = {
  name: string
  description: string
  category: string
  unit: string
  unitPrice: string
  includedInPackage: boolean
  isActive: boolean
  sortOrder: string
}

const CATEGORY_OPTIONS = PRICE_BOOK_CATEGORIES.map((value) => ({
  value,
  label: PRICE_BOOK_CATEGORY_LABELS[value],
}))
const UNIT_OPTIONS = PRICE_BOOK_UNITS.map((value) => ({ value, label: PRICE_BOOK_UNIT_LABELS[value] }))

/** Create or edit one price-book item. */
export function PriceBookForm({
  id,
  updatedAt,
  values,
}: {
  id: number | null
  updatedAt: string | null
  values: PriceBookFormValues
}) {
  const form = useAdminForm({
    schema: priceBookItemFormSchema,
    version: updatedAt,
    action: (raw) => savePriceBookItemAction(id, raw),
    redirectTo: (result) => (id === null ? `/admin/price-book/${result.data.id}` : null),
  })
  return (
    <AdminForm form={form} aria-label={id === null ? 'New price-book item' : 'Edit price-book item'}>
      <FormSection
        title="Item"
        description="What the rep picks when adding it to a pool, and what the homeowner reads."
      >
        <TextField
          name="name"
          label="Name"
          required
          defaultValue={values.name}
          maxLength={255}
          className="sm:col-span-2"
        />
        <TextareaField
          name="description"
          label="Description"
          rows={3}
          defaultValue={values.description}
          className="sm:col-span-2"
          hint="Shown on the quote under the item's name."
        />
        <SelectField
          name="category"
          label="Category"
          required
          defaultValue={values.category}
          options={CATEGORY_OPTIONS}
        />
        <TextField
          name="sortOrder"
          label="Sort order"
          required
          inputMode="numeric"
          defaultValue={values.sortOrder}
          hint="Lower numbers are listed first within the category."
        />
      </FormSection>
      <FormSection title="Price">
        <SelectField name="unit" label="Unit" required defaultValue={values.unit} options={UNIT_OPTIONS} />
        <TextField
          name="unitPrice"
          label="Unit price (USD)"
          required
          inputMode="decimal"
          defaultValue={values.unitPrice}
          placeholder="e.g. 1,250 or 13.50"
          hint="Dollars and cents, up to $10,000,000."
        />
        <CheckboxField
          name="includedInPackage"
          label="Included in the all-inclusive package"
          defaultChecked={values.includedInPackage}
          hint="On a quote it is listed as included, at $0."
          className="sm:col-span-2"
        />
        <CheckboxField
          name="isActive"
          label="Active (reps can add it to quotes)"
          defaultChecked={values.isActive}
          className="sm:col-span-2"
        />
      </FormSection>
      <SubmitButton pending={form.pending} pendingText={id === null ? 'Creating…' : 'Saving…'}>
        {id === null ? 'Create item' : 'Save changes'}
      </SubmitButton>
    </AdminForm>
  )
}
