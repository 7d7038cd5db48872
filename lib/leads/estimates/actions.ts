'use server'

import { rowId } from '@/lib/write/fields-schema'
import type { ActionResult } from '@/lib/write/result'
import { parseForm, runAdminAction } from '@/lib/write/run-action'
import { AdminInputError } from '@/lib/errors'
import { describeBulkResult } from '@/lib/leads/estimates/bulk-message'
import { updateLeadsMany, type BulkLeadResult } from '@/lib/leads/estimates/bulk'
import { addLeadComment, updateLead } from '@/lib/leads/estimates/mutations'
import { commentSchema, leadBulkUpdateSchema, leadUpdateSchema } from '@/lib/leads/estimates/schemas'
import { createManualLead, DuplicateLeadError } from '@/lib/leads/estimates/create'
import { updateLeadDetails } from '@/lib/leads/estimates/details'
import { leadDetailsSchema, newLeadSchema } from '@/lib/leads/estimates/details-schemas'
import type { DuplicateLead } from '@/lib/leads/estimates/list-query'

type Saved = ActionResult<{ id: number; updatedAt: string | null }>

/** A possible duplicate as the New lead screen lists it. */
export type DuplicateMatch = Pick<DuplicateLead, 'id' | 'status' | 'salesRep'> & {
  name: string
  createdAt: string
}

/** The New lead screen's answer: the stored lead, or the leads it may duplicate (nothing stored). */
export type CreateLeadResult = Saved | (Extract<Saved, { ok: false }> & { duplicates: DuplicateMatch[] })

/**
 * 'New lead': a phone, walk-in, referral or home-show lead entered by a rep. A homeowner who may
 * already be a lead (same phone number or e-mail) is answered 409 with the matches, nothing
 * stored, until the rep confirms it is another person or project.
 */
export async function createLeadAction(raw: unknown): Promise<CreateLeadResult> {
  return runAdminAction('leads:write', async (admin): Promise<CreateLeadResult> => {
    const parsed = parseForm(newLeadSchema, raw)
    if (!parsed.ok) return parsed.result
    try {
      const lead = await createManualLead(admin, parsed.data)
      const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ')
      return {
        ok: true,
        message: `Lead #${lead.id} ${name} created.`,
        data: { id: lead.id, updatedAt: lead.updatedAt.toISOString() },
      }
    } catch (error) {
      if (!(error instanceof DuplicateLeadError)) throw error
      return {
        ok: false,
        status: 409,
        message: error.message,
        duplicates: error.duplicates.map((d) => ({
          id: d.id,
          name: [d.firstName, d.lastName].filter(Boolean).join(' ') || `Lead #${d.id}`,
          status: d.status,
          salesRep: d.salesRep,
          createdAt: d.createdAt.toISOString(),
        })),
      }
    }
  })
}

/** The contact details and office of a lead, corrected on its page at the version it showed. */
export async function updateLeadDetailsAction(id: number, raw: unknown): Promise<Saved> {
  return runAdminAction('leads:write', async (admin) => {
    const parsed = parseForm(leadDetailsSchema, raw)
    if (!parsed.ok) return parsed.result
    const { lead, changed } = await updateLeadDetails(admin, rowId.parse(id), parsed.data)
    return {
      ok: true,
      message: changed ? 'Contact details saved.' : 'Nothing changed.',
      data: { id: lead.id, updatedAt: lead.updatedAt.toISOString() },
    }
  })
}

/** Status (with lost reason), deal value or sales rep of a lead, from the lead page's forms. */
export async function updateLeadAction(id: number, raw: unknown): Promise<Saved> {
  return runAdminAction('leads:write', async (admin) => {
    const parsed = parseForm(leadUpdateSchema, raw)
    if (!parsed.ok) return parsed.result
    const lead = await updateLead(admin, rowId.parse(id), parsed.data)
    return {
      ok: true,
      message: 'Lead updated.',
      data: { id: lead.id, updatedAt: lead.updatedAt.toISOString() },
    }
  })
}

/** A comment on a lead. Comments are only added, so they carry no version. */
export async function addCommentAction(id: number, raw: unknown): Promise<Saved> {
  return runAdminAction('leads:write', async (admin) => {
    const parsed = parseForm(commentSchema, raw)
    if (!parsed.ok) return parsed.result
    const comment = await addLeadComment(admin, rowId.parse(id), parsed.data.comment)
    return { ok: true, message: 'Comment added.', data: { id: comment.id, updatedAt: null } }
  })
}

/**
 * 'Change selected' on the leads list: one rep or status for the ticked leads, skipping (and
 * naming) any a colleague changed since the list was loaded.
 */
export async function updateLeadsManyAction(raw: unknown): Promise<ActionResult<BulkLeadResult>> {
  return runAdminAction('leads:write', async (admin) => {
    const parsed = leadBulkUpdateSchema.safeParse(raw)
    if (!parsed.success) throw new AdminInputError(parsed.error.issues[0]?.message ?? 'Invalid change.', 400)
    const result = await updateLeadsMany(admin, parsed.data)
    return { ok: true, message: describeBulkResult(result), data: result }
  })
}
