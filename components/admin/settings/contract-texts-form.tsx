'use client'
import { AdminForm, SubmitButton, TextareaField } from '@/components/admin/forms/fields'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { CONTRACT_TEXT_TITLES, type ContractTextValues } from '@/content/contract-texts'
import { publishContractTextsAction } from '@/lib/settings/actions'
import { CONTRACT_TEXT_MAX, contractTextsSchema } from '@/lib/settings/contract-texts-form'

const FIELDS: (keyof ContractTextValues)[] = [
  'terms',
  'lienLawNotice',
  'recoveryFundNotice',
  'constructionDefectNotice',
]

/** The four contract texts, published together as the next version. */
export function ContractTextsForm({ version, values }: { version: number; values: ContractTextValues }) {
  const form = useAdminForm({ schema: contractTextsSchema, action: (raw) => publishContractTextsAction(raw) })
  return (
    <AdminForm form={form} className="space-y-5">
      <input type="hidden" name="basedOnVersion" value={version} readOnly />
      {FIELDS.map((name) => (
        <TextareaField
          key={`${name}-${version}`}
          name={name}
          label={CONTRACT_TEXT_TITLES[name]}
          required
          rows={name === 'terms' ? 16 : 8}
          maxLength={CONTRACT_TEXT_MAX}
          defaultValue={values[name]}
          hint={
            name === 'terms'
              ? 'Separate paragraphs with an empty line; the contract prints them as paragraphs.'
              : undefined
          }
        />
      ))}
      <SubmitButton pending={form.pending} pendingText="Publishing...">
        Publish as version {version + 1}
      </SubmitButton>
    </AdminForm>
  )
}
