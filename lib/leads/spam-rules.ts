/**
 * Spam rules shared by the forms and the intake. A submission that trips one is stored apart in
 * lead_spam for staff to review and answered like any other, so a bot learns nothing.
 */

/** The honeypot input's name: people never see it, naive bots fill it. */
export const HONEYPOT_FIELD = 'website'

/** Faster than this from the first keystroke (or page render without JavaScript) is not a person. */
export const DEFAULT_MIN_FILL_MS = 2_000

export type SpamSignals = {
  honeypot?: string | undefined
  /** Milliseconds between the form's first input and the submit, measured in the browser. */
  fillTimeMs?: number | undefined
  /** Server time (ms) the form was rendered, for posts made without JavaScript. */
  renderedAt?: number | undefined
}

/** The reason a submission looks like spam, or undefined. */
export function spamReason(
  signals: SpamSignals,
  now: number,
  minFillMs = DEFAULT_MIN_FILL_MS,
): string | undefined {
  if (signals.honeypot && signals.honeypot.trim() !== '') return 'honeypot'
  if (signals.fillTimeMs !== undefined && signals.fillTimeMs < minFillMs) return 'too-fast'
  if (signals.renderedAt !== undefined && now - signals.renderedAt < minFillMs) return 'too-fast'
  return undefined
}
