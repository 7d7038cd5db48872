'use client'

import { useState } from 'react'
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
import { savePoolAction } from '@/lib/pools/actions'
import type { PoolImage } from '@/lib/pools/image-columns'
import { BUILT_IN_SPA_OPTIONS, poolFormSchema, POOL_DEFAULTS } from '@/lib/pools/schema'
import { POOL_SIZE_CATEGORIES } from '@/content/pricing'
import { PRICE_WORDING } from '@/lib/pools/price-wording'
import { PoolImages } from './pool-images'

export type PoolFormDefaults = {
  id: number | null
  updatedAt: string | null
  values: Record<string, unknown> & { images: PoolImage[] }
}

type Options = { manufacturers: string[]; shapes: string[]; series: string[] }

function text(values: Record<string, unknown>, key: string, fallback = ''): string {
  const value = values[key]
  return typeof value === 'string' ? value : value == null ? fallback : String(value)
}

/** Create or edit a pool: every column of the pools table, with its images in order. */
export function PoolForm({ defaults, options }: { defaults: PoolFormDefaults; options: Options }) {
  const [images, setImages] = useState<PoolImage[]>(defaults.values.images)
  const form = useAdminForm({
    schema: poolFormSchema,
    version: defaults.updatedAt,
    action: (raw) => savePoolAction(defaults.id, raw),
    extra: () => ({ images }),
    redirectTo: (result) => (defaults.id === null ? `/admin/pools/${result.data.id}` : null),
  })
  const v = defaults.values
  const isNew = defaults.id === null

  return (
    <AdminForm form={form} aria-label={isNew ? 'New pool' : 'Edit pool'}>
      <FormSection title="Basics">
        <TextField name="name" label="Name" required defaultValue={text(v, 'name')} maxLength={255} />
        <TextField name="model" label="Model" defaultValue={text(v, 'model')} maxLength={255} />
        <TextField
          name="manufacturer"
          label="Manufacturer"
          defaultValue={text(v, 'manufacturer')}
          list="pool-maker-options"
          maxLength={255}
          hint="Leave blank to use the brand, or the first manufacturer."
        />
        <TextField
          name="brand"
          label="Brand"
          defaultValue={text(v, 'brand')}
          list="pool-maker-options"
          maxLength={255}
          hint="Either may identify the maker; a blank one copies the other."
        />
        <datalist id="pool-maker-options">
          {options.manufacturers.map((m) => (
            <option key={m} value={m} />
          ))}
        </datalist>
        <TextField
          name="series"
          label="Series"
          defaultValue={text(v, 'series')}
          list="pool-series-options"
          maxLength={255}
        />
        <datalist id="pool-series-options">
          {options.series.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <TextField
          name="price"
          label={PRICE_WORDING.adminLabel}
          inputMode="numeric"
          defaultValue={text(v, 'price')}
          hint={PRICE_WORDING.adminHint}
        />
        <TextareaField
          name="description"
          label="Description"
          defaultValue={text(v, 'description')}
          rows={5}
          className="sm:col-span-2"
        />
        <CheckboxField
          name="isActive"
          label="Active (shown on the public site)"
          defaultChecked={v.isActive !== false}
        />
      </FormSection>

      <FormSection title="Size and shape">
        <TextField
          name="size"
          label="Size"
          defaultValue={text(v, 'size')}
          placeholder="16x32"
          maxLength={100}
        />
        <SelectField
          name="sizeCategory"
          label="Size category"
          defaultValue={text(v, 'sizeCategory')}
          options={POOL_SIZE_CATEGORIES.map((c) => ({ value: c, label: c }))}
          placeholder="Not set"
        />
        <TextField
          name="dimensions"
          label="Dimensions"
          defaultValue={text(v, 'dimensions')}
          placeholder={`16' x 32'`}
          maxLength={100}
        />
        <TextField
          name="shape"
          label="Shape"
          defaultValue={text(v, 'shape')}
          list="pool-shape-options"
          maxLength={100}
        />
        <datalist id="pool-shape-options">
          {options.shapes.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <TextField
          name="lengthFt"
          label="Length (ft)"
          inputMode="decimal"
          defaultValue={text(v, 'lengthFt')}
        />
        <TextField name="widthFt" label="Width (ft)" inputMode="decimal" defaultValue={text(v, 'widthFt')} />
        <TextField
          name="depth"
          label="Depth"
          defaultValue={text(v, 'depth')}
          placeholder={`3'6" - 6'`}
          maxLength={100}
        />
        <TextField
          name="volume"
          label="Volume"
          defaultValue={text(v, 'volume')}
          placeholder="18,000 gallons"
          maxLength={100}
        />
        <SelectField
          name="builtInSpa"
          label="Built-in spa"
          defaultValue={text(v, 'builtInSpa', POOL_DEFAULTS.builtInSpa)}
          options={BUILT_IN_SPA_OPTIONS.map((o) => ({ value: o, label: o }))}
        />
        <TextField
          name="installationTime"
          label="Days on site"
          defaultValue={text(v, 'installationTime')}
          placeholder="10-14 days"
          maxLength={100}
        />
      </FormSection>

      <FormSection title="Build and finish">
        <TextField
          name="material"
          label="Material"
          required
          defaultValue={text(v, 'material', POOL_DEFAULTS.material)}
          maxLength={100}
        />
        <TextField
          name="warranty"
          label="Warranty"
          required
          defaultValue={text(v, 'warranty', POOL_DEFAULTS.warranty)}
          maxLength={255}
        />
        <TextareaField
          name="features"
          label="Features"
          defaultValue={text(v, 'features')}
          rows={5}
          hint="One feature per line."
        />
        <TextareaField
          name="finishOptions"
          label="Finish options"
          defaultValue={text(v, 'finishOptions')}
          rows={5}
          hint="One colour or finish per line."
        />
        <TextField
          name="productUrl"
          label="Maker's product page"
          type="url"
          defaultValue={text(v, 'productUrl')}
          placeholder="https://…"
          className="sm:col-span-2"
        />
      </FormSection>

      <FormSection
        title="Images"
        description="Shown in this order on the gallery, the pool page and the home page."
      >
        <PoolImages images={images} onChange={setImages} errors={form.errors} saves={form.saves} />
      </FormSection>

      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={form.pending} pendingText={isNew ? 'Creating…' : 'Saving…'}>
          {isNew ? 'Create pool' : 'Save changes'}
        </SubmitButton>
      </div>
    </AdminForm>
  )
}
