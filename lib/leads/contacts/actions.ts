'use server'

import { rowId } from '@/lib/write/fields-schema'
import type { ActionResult } from '@/lib/write/result'
import { parseForm, runAdminAction } from '@/lib/write/run-action'
import { convertContactToLead } from '@/lib/leads/contacts/convert'
import { updateContact } from '@/lib/leads/contacts/mutations'
import { CONTACT_MESSAGES, contactConvertSchema, contactUpdateSchema } from '@/lib/leads/contacts/schemas'

type Saved = ActionResult<{ id: number; updatedAt: string }>

/** Status, sales rep or notes of a contact message, from its page's forms. */
export async function updateContactAction(id: number, raw: unknown): Promise<Saved> {
  return runAdminAction('contacts:write', async (admin) => {
    const parsed = parseForm(contactUpdateSchema, raw)
    if (!parsed.ok) return parsed.result
    const contact = await updateContact(admin, rowId.parse(id), parsed.data)
    const message =
      parsed.data.notes !== undefined
        ? 'Notes saved.'
        : parsed.data.salesRep !== undefined
          ? 'Sales rep saved.'
          : 'Status updated.'
    return { ok: true, message, data: { id: contact.id, updatedAt: contact.updatedAt.toISOString() } }
  })
}

/**
 * 'Convert to lead' on a contact message's page: one lead made from the message. Converted
 * already (a double click, a colleague) answers 409 with the lead's number; the page then shows
 * the link to it.
 */
export async function convertContactAction(
  id: number,
  raw: unknown,
): Promise<ActionResult<{ id: number; leadId: number; updatedAt: string }>> {
  return runAdminAction('leads:write', async (admin) => {
    const parsed = parseForm(contactConvertSchema, raw)
    if (!parsed.ok) return parsed.result
    const { leadId, contact } = await convertContactToLead(admin, rowId.parse(id), parsed.data.updatedAt)
    return {
      ok: true,
      message: CONTACT_MESSAGES.converted(leadId),
      data: { id: contact.id, leadId, updatedAt: contact.updatedAt.toISOString() },
    }
  })
}
