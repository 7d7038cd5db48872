/**
 * The pipeline board's columns and bounds (docs/decisions/pipeline-board-columns.md): the lead
 * statuses in their order, spam left out (it is not a stage of a sale), each column showing its
 * newest cards only, and won/lost only the leads closed recently.
 */
import { LEAD_STATUSES, type LeadStatus } from '@/lib/leads/estimates/statuses'

export const PIPELINE_STATUSES = LEAD_STATUSES.filter((s) => s !== 'spam') as Exclude<LeadStatus, 'spam'>[]
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number]

/** Cards shown per column; the rest are one 'See all N' link away on the leads desk. */
export const CARDS_PER_COLUMN = 50
/** Won and lost leads stay on the board for this many days after they were closed. */
export const CLOSED_RECENT_DAYS = 30
export const CLOSED_STATUSES: readonly PipelineStatus[] = ['won', 'lost']

export const PIPELINE_MESSAGES = {
  notAColumn: 'Choose one of the board’s columns.',
  moved: (name: string, column: string) => `${name} moved to ${column}.`,
  stale: (name: string, column: string) =>
    `${name} was changed by a colleague meanwhile and is now in ${column}. Nothing was moved; check the card and try again.`,
} as const
