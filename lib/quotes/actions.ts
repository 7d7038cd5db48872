'use server'
/**
 * The quotes' server actions (issue 35 §3, §4): each checks its permission first (quotes:write to
 * build and send, quotes:approve for a discount above the rep's limit), then which quotes this
 * person works on (./access.ts), parses the builder's values again with the shared schema, and
 * answers with a clear result: field errors with a 400, a colleague's change with a 409.
 */
import { AdminInputError } from '@/lib/errors'
import { businessDay } from '@/lib/format'
import { rowId } from '@/lib/write/fields-schema'
import type { ActionResult } from '@/lib/write/result'
import { parseForm, runAdminAction, versionArg } from '@/lib/write/run-action'
import {
  createQuote,
  decideDiscount,
  saveQuoteDraft,
  sendQuote,
  startNewQuoteVersion,
  type DiscountDecision,
} from './mutations'
import { quoteDraftSchema } from './schema'

type Saved = ActionResult<{ id: number; updatedAt: string; reference: string }>

/** Saves the builder: a new quote on `leadId` (quoteId null), or the draft of quote `quoteId`. */
export async function saveQuoteAction(
  target: { leadId: number; quoteId: null } | { leadId?: number; quoteId: number },
  raw: unknown,
): Promise<Saved> {
  return runAdminAction('quotes:write', async (admin) => {
    const parsed = parseForm(quoteDraftSchema(businessDay(new Date())), raw)
    if (!parsed.ok) return parsed.result
    const saved =
      target.quoteId === null
        ? await createQuote(admin, rowId.parse(target.leadId), parsed.data)
        : await saveQuoteDraft(admin, rowId.parse(target.quoteId), parsed.data)
    return {
      ok: true,
      message: `Quote ${saved.reference} saved as a draft.`,
      data: { id: saved.quoteId, updatedAt: saved.updatedAt, reference: saved.reference },
    }
  })
}

/** Starts a new draft version of a sent quote, to change it. */
export async function newQuoteVersionAction(quoteId: number, version: string): Promise<Saved> {
  return runAdminAction('quotes:write', async (admin) => {
    const saved = await startNewQuoteVersion(admin, rowId.parse(quoteId), versionArg(version))
    return {
      ok: true,
      message: `Draft ${saved.reference} started from the version sent: change it, then send it.`,
      data: { id: saved.quoteId, updatedAt: saved.updatedAt, reference: saved.reference },
    }
  })
}

/** Sends the quote's draft to the homeowner by e-mail, with their private link. */
export async function sendQuoteAction(quoteId: number, version: string): Promise<Saved> {
  return runAdminAction('quotes:write', async (admin) => {
    const sent = await sendQuote(admin, rowId.parse(quoteId), versionArg(version))
    return {
      ok: true,
      message: `Quote ${sent.reference} sent to ${sent.email}. The e-mail with the private link is on its way.`,
      data: { id: sent.quoteId, updatedAt: sent.updatedAt, reference: sent.reference },
    }
  })
}

/** An admin approves or turns down the discount a draft waits on. */
export async function decideDiscountAction(
  quoteId: number,
  version: string,
  decision: DiscountDecision,
): Promise<Saved> {
  return runAdminAction('quotes:approve', async (admin) => {
    if (decision !== 'approve' && decision !== 'reject')
      throw new AdminInputError('Choose to approve or turn down the discount.', 400)
    const choice: DiscountDecision = decision
    const saved = await decideDiscount(admin, rowId.parse(quoteId), versionArg(version), choice)
    return {
      ok: true,
      message:
        choice === 'approve'
          ? `Discount on ${saved.reference} approved: the quote can be sent.`
          : `Discount on ${saved.reference} turned down: the rep changes it before sending.`,
      data: { id: saved.quoteId, updatedAt: saved.updatedAt, reference: saved.reference },
    }
  })
}
