'use client'

import { updateContactAction } from '@/lib/leads/contacts/actions'
import { useRecordVersion } from '@/components/admin/forms/record-version'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { RepSelectForm, type RepChoice } from '@/components/admin/rep-select-form'
import { contactUpdateSchema } from '@/lib/leads/contacts/schemas'

/** Assigns (or unassigns) the sales rep working a contact message, at the version the page showed. */
export function ContactRepForm({
  id,
  salesRep,
  staff,
}: {
  id: number
  salesRep: string | null
  staff: readonly RepChoice[]
}) {
  const form = useAdminForm({
    schema: contactUpdateSchema,
    action: (raw) => updateContactAction(id, raw),
    shared: useRecordVersion(),
  })
  return <RepSelectForm form={form} salesRep={salesRep} staff={staff} />
}
