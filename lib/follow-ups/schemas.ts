/**
 * The follow-up forms' payloads, one schema each for the browser, the server actions and the JSON
 * API. The due time is read against the clock of whoever parses (the server parses again).
 */
import { z } from 'zod'
import { requiredVersion } from '@/lib/write/fields-schema'
import { parseDueTime } from './due-time'
import { FOLLOW_UP_MESSAGES, FOLLOW_UP_NOTE_MAX, FOLLOW_UP_TARGETS } from './rules'

const positiveId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).positive({ error: message }),
  )

/** When, who and what: the same rules for a new follow-up and an edited one. */
function followUpFields(now: () => Date) {
  return {
    /** Eastern wall time from a datetime-local input: '2026-03-09T10:30'. */
    due: z.unknown().transform((value, ctx) => {
      const parsed = parseDueTime(value, now())
      if (parsed.ok) return parsed
      ctx.addIssue({ code: 'custom', message: parsed.message })
      return z.NEVER
    }),
    assigneeId: positiveId(FOLLOW_UP_MESSAGES.assigneeRequired),
    note: z.preprocess(
      (v) => (v == null ? '' : v),
      z.string().trim().max(FOLLOW_UP_NOTE_MAX, FOLLOW_UP_MESSAGES.noteTooLong),
    ),
  }
}

/** A new follow-up. `now` is the parser's clock (tests pass a fixed one). */
export function followUpAddSchema(now: () => Date = () => new Date()) {
  return z.object({
    target: z.enum(FOLLOW_UP_TARGETS, { error: FOLLOW_UP_MESSAGES.targetUnknown }),
    targetId: positiveId(FOLLOW_UP_MESSAGES.targetNotFound),
    ...followUpFields(now),
    /** The form's one-time key: the same key twice stores one follow-up. */
    requestKey: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{8,100}$/)
      .optional()
      .catch(undefined),
  })
}

export type FollowUpAdd = z.output<ReturnType<typeof followUpAddSchema>>

export const followUpDoneSchema = z.object({
  updatedAt: requiredVersion,
  done: z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean()),
})

export type FollowUpDone = z.output<typeof followUpDoneSchema>

/** An open follow-up edited or given to a colleague, at the version the rep saw. */
export function followUpEditSchema(now: () => Date = () => new Date()) {
  return z.object({ updatedAt: requiredVersion, ...followUpFields(now) })
}

export type FollowUpEdit = z.output<ReturnType<typeof followUpEditSchema>>
