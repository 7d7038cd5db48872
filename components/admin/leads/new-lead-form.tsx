'use client'

import { Users } from 'lucide-react'
import Link from 'next/link'
import { useState } from 'react'
import {
  AdminForm,
  CheckboxField,
  FormSection,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  type Option,
} from '@/components/admin/forms/fields'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { StatusBadge } from '@/components/admin/status-badge'
import { formatDateTime } from '@/lib/format'
import { createLeadAction, type DuplicateMatch } from '@/lib/leads/estimates/actions'
import { LEAD_DETAIL_LIMITS, newLeadSchema } from '@/lib/leads/estimates/details-schemas'
import { COMMENT_MAX } from '@/lib/leads/estimates/statuses'

/**
 * 'New lead': a homeowner who called, walked in, was referred or met the team at a home show.
 * The same duplicate rule as web leads runs on the server; a possible duplicate is listed with
 * links before anything is stored, and the rep either opens it or ticks "Create it anyway".
 * Stored, the lead's page opens.
 */
export function NewLeadForm({
  offices,
  sources,
  staff,
  defaultRep,
}: {
  offices: readonly Option[]
  sources: readonly Option[]
  staff: readonly Option[]
  defaultRep: string | null
}) {
  const [duplicates, setDuplicates] = useState<DuplicateMatch[]>([])
  const form = useAdminForm({
    schema: newLeadSchema,
    action: async (raw) => {
      const result = await createLeadAction(raw)
      if (!result.ok) setDuplicates('duplicates' in result ? result.duplicates : [])
      return result
    },
    redirectTo: (result) => `/admin/estimates/${result.data.id}`,
  })
  return (
    <AdminForm form={form} aria-label="New lead">
      <FormSection title="Homeowner" description="A phone number or an e-mail, so the office can reach them.">
        <TextField
          name="firstName"
          label="First name"
          required
          autoComplete="off"
          maxLength={LEAD_DETAIL_LIMITS.name}
        />
        <TextField name="lastName" label="Last name" autoComplete="off" maxLength={LEAD_DETAIL_LIMITS.name} />
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={LEAD_DETAIL_LIMITS.phone}
          hint="e.g. (352) 555-0142"
        />
        <TextField
          name="email"
          label="E-mail"
          type="email"
          autoComplete="off"
          maxLength={LEAD_DETAIL_LIMITS.email}
        />
      </FormSection>
      <FormSection title="Property" description="Where the pool would go, and the office that serves it.">
        <TextField
          name="address"
          label="Property address"
          autoComplete="off"
          maxLength={LEAD_DETAIL_LIMITS.address}
          className="sm:col-span-2"
          hint="Street, city and ZIP"
        />
        <SelectField
          name="nearestBranch"
          label="Office"
          options={offices}
          placeholder="Nearest to the address"
          defaultValue=""
          hint="Left as is, the office nearest the property's ZIP code or city"
        />
      </FormSection>
      <FormSection title="Lead" description="Where it came from counts in the reports by source.">
        <SelectField
          name="leadSourceId"
          label="Source"
          required
          options={sources}
          placeholder="Choose the source…"
          defaultValue=""
        />
        <SelectField
          name="salesRep"
          label="Sales rep"
          options={staff}
          placeholder="Unassigned"
          defaultValue={defaultRep ?? ''}
        />
        <TextareaField
          name="notes"
          label="Notes"
          rows={4}
          maxLength={COMMENT_MAX}
          className="sm:col-span-2"
          hint="What they want, when and how to reach them: kept as your first comment on the lead."
        />
        <CheckboxField
          name="contacted"
          label="I have spoken with the homeowner (the lead starts as Contacted)"
          className="sm:col-span-2"
        />
      </FormSection>
      {duplicates.length > 0 ? (
        <section
          aria-labelledby="new-lead-duplicates"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          data-testid="new-lead-duplicates"
        >
          <h2 id="new-lead-duplicates" className="flex items-center gap-2 font-semibold">
            <Users className="size-4" aria-hidden /> Possible duplicate
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {duplicates.map((d) => (
              <li key={d.id}>
                <Link href={`/admin/estimates/${d.id}`} className="font-medium underline">
                  Lead #{d.id} {d.name}
                </Link>{' '}
                · received {formatDateTime(d.createdAt)} · {d.salesRep ? `rep ${d.salesRep}` : 'unassigned'} ·{' '}
                <StatusBadge status={d.status} />
              </li>
            ))}
          </ul>
          <CheckboxField
            name="confirmDuplicate"
            label="Create it anyway: this is another person or a new project"
            className="mt-3"
          />
        </section>
      ) : null}
      <SubmitButton pending={form.pending} pendingText="Creating...">
        Create lead
      </SubmitButton>
    </AdminForm>
  )
}
