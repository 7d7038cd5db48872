/**
 * Spam rules shared by the forms and the intake. A submission that trips one is stored apart in
 * lead_spam for staff to review and answered like any other, so a bot learns nothing.
 */

/** The honeypot input's name: people never see it, naive bots fill it. */
export const HONEYPOT_FIELD = 'website'

/** Faster than this from the form's first use (its signed time) is not a person. */
export const DEFAULT_MIN_FILL_MS = 2_000

/** The field that carries the form's signed time (lib/leads/form-token) in every post. */
export const FORM_TOKEN_FIELD = 'formToken'

/**
 * A cached page's token (lib/leads/form-token) sent with more leads than one cached copy brings
 * (lib/leads/page-token-uses.ts): copied out of the HTML and sent again.
 */
export const PAGE_TOKEN_REUSED = 'page-token-reused'

export type SpamSignals = {
  honeypot?: string | undefined
  /** The form's signed time as the server checked it: its age, or why it did not count. */
  formTime: { ok: true; ageMs: number } | { ok: false }
}

/**
 * The reason a submission looks like spam, or undefined. A post without a valid signed time
 * (none, forged or expired) is held for review rather than refused: a person whose browser could
 * not fetch one is not lost, and a bot learns nothing.
 */
export function spamReason(signals: SpamSignals, minFillMs = DEFAULT_MIN_FILL_MS): string | undefined {
  if (signals.honeypot && signals.honeypot.trim() !== '') return 'honeypot'
  if (!signals.formTime.ok) return 'no-form-time'
  if (signals.formTime.ageMs < minFillMs) return 'too-fast'
  return undefined
}
