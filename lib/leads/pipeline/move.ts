import 'server-only'
/**
 * Moving a card on the pipeline board: a status change of the lead made exactly as the lead page
 * makes it (updateLead: the card's version, the history event, the audit entry, lost with its
 * reason). A card a colleague changed since the board was loaded is refused, and the answer
 * carries the card as it is now so the board can put it in its real column.
 */
import { z } from 'zod'
import { getDb } from '@/db/client'
import type { DeskActor } from '@/lib/leads/record-change'
import { MAX_PRICE_CENTS } from '@/lib/money/cents'
import { requiredVersion } from '@/lib/write/fields-schema'
import { StaleEditError } from '@/lib/errors'
import { updateLead } from '@/lib/leads/estimates/mutations'
import { LEAD_MESSAGES, LOST_REASON_MAX } from '@/lib/leads/estimates/statuses'
import { toCard, type PipelineCard } from './card'
import { loadCard } from './board-query'
import { PIPELINE_MESSAGES, PIPELINE_STATUSES } from './columns'

export const pipelineMoveSchema = z
  .object({
    updatedAt: requiredVersion,
    status: z.enum(PIPELINE_STATUSES, { error: PIPELINE_MESSAGES.notAColumn }),
    /** Lost: the reason picked from the staff's list, with its text when it asks for one. */
    lostReasonId: z
      .number({ error: LEAD_MESSAGES.lostReasonUnknown })
      .int(LEAD_MESSAGES.lostReasonUnknown)
      .positive(LEAD_MESSAGES.lostReasonUnknown)
      .optional(),
    lostReason: z
      .string()
      .trim()
      .max(LOST_REASON_MAX, `At most ${LOST_REASON_MAX} characters.`)
      .optional()
      .transform((v) => v || undefined),
    /** Won: the deal value in cents the dialog asked for (the stored one when unchanged). */
    dealValueCents: z
      .number({ error: 'The deal value must be a whole number of cents.' })
      .int('The deal value must be a whole number of cents.')
      .min(0, 'The deal value cannot be negative.')
      .max(MAX_PRICE_CENTS, 'The deal value can be at most $10,000,000.')
      .optional(),
  })
  .refine((v) => v.status !== 'lost' || v.lostReasonId !== undefined, {
    message: LEAD_MESSAGES.lostReasonRequired,
    path: ['lostReasonId'],
  })

export type PipelineMove = z.output<typeof pipelineMoveSchema>

export type MoveResult =
  { ok: true; card: PipelineCard } | { ok: false; stale: StaleEditError; card: PipelineCard }

export async function moveCard(actor: DeskActor, id: number, move: PipelineMove): Promise<MoveResult> {
  const db = await getDb()
  try {
    const lead = await updateLead(actor, id, move)
    return { ok: true, card: toCard(lead) }
  } catch (error) {
    if (!(error instanceof StaleEditError)) throw error
    const fresh = await loadCard(db, id)
    // Gone meanwhile: there is no card to show, and the 404 says so.
    if (!fresh) throw error
    return { ok: false, stale: error, card: fresh }
  }
}
