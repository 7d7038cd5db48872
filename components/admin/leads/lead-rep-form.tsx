'use client'

import { updateLeadAction } from '@/lib/leads/estimates/actions'
import { useRecordVersion } from '@/components/admin/forms/record-version'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { RepSelectForm, type RepChoice } from '@/components/admin/rep-select-form'
import { leadUpdateSchema } from '@/lib/leads/estimates/schemas'

/** Assigns (or unassigns) the sales rep who owns the lead, at the version the page showed. */
export function LeadRepForm({
  id,
  salesRep,
  staff,
}: {
  id: number
  salesRep: string | null
  staff: readonly RepChoice[]
}) {
  const form = useAdminForm({
    schema: leadUpdateSchema,
    action: (raw) => updateLeadAction(id, raw),
    shared: useRecordVersion(),
  })
  return <RepSelectForm form={form} salesRep={salesRep} staff={staff} />
}
