/**
 * The state a lead form's server action returns (the path used without JavaScript, or before it
 * has loaded). Plain data only: it travels in the RSC payload and back into the page.
 */
import type { BranchDetails } from '@/db/schema'
import type { LeadAnswer } from './answers'

export type LeadFormState = {
  status: 'idle' | 'error' | 'success' | 'step'
  /** The one message to show (home form alert, toast text). */
  message?: string
  /** Field name -> message, for the contact page and the estimate form. */
  fieldErrors?: Record<string, string>
  /** What the visitor typed, so the page can show it again. */
  values?: Record<string, string>
  /** Estimate form: the step to show. */
  step?: 1 | 2 | 3
  answer?: LeadAnswer
  branch?: BranchDetails | null
  /** The submission reached the intake and was refused or failed (not a browser-side check). */
  failed?: boolean
  /** Changes on every answer, so the form can tell a new answer from the previous one. */
  nonce?: string
  /**
   * The form instance (its signed time and idempotency key) carried across Back, Continue and
   * error answers, so the fill time counts from the first answer and a resubmit keeps its key.
   */
  instance?: FormInstance
}

export type FormInstance = { token: string; key: string }

export const INITIAL_FORM_STATE: LeadFormState = { status: 'idle' }
