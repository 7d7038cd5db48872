'use server'

import { z } from 'zod'
import { getDb } from '@/db/client'
import type { ActionResult } from '@/lib/admin/write/result'
import { parseForm, runAdminAction } from '@/lib/admin/write/run-action'
import { updateContact } from '@/lib/leads/contacts/mutations'
import { contactUpdateSchema } from '@/lib/leads/contacts/schemas'

type Saved = ActionResult<{ id: number; updatedAt: string }>

const idSchema = z.coerce.number().int().positive()

/** Status or notes of a contact message, from its page's forms. */
export async function updateContactAction(id: number, raw: unknown): Promise<Saved> {
  return runAdminAction('contacts:write', async (admin) => {
    const parsed = parseForm(contactUpdateSchema, raw)
    if (!parsed.ok) return parsed.result
    const contact = await updateContact(await getDb(), admin, idSchema.parse(id), parsed.data)
    return {
      ok: true,
      message: parsed.data.notes !== undefined ? 'Notes saved.' : 'Status updated.',
      data: { id: contact.id, updatedAt: contact.updatedAt.toISOString() },
    }
  })
}
