/**
 * Sending the estimate form with JavaScript (spec 01 §4, §7, §8): the request is built from the
 * form's values, checked with the form's schema and the lead payload's, and posted to
 * POST /api/estimates under one idempotency key until it is accepted, so a retry is the same
 * request. The visitor is told what went wrong in a toast; what the form shows next (the step
 * and fields in error, the picker's refusal, the confirmation) is the form's to decide from the
 * outcome returned.
 */
import { useRef, useState } from 'react'
import { toast } from '@/components/site/toast'
import { ESTIMATE_FAILURE_SOURCE, ESTIMATE_FORM } from '@/content/estimate-page'
import { MESSAGES } from '@/content/lead-options'
import type { FieldErrors } from '@/lib/field-errors'
import { trackEstimateRequest, trackFormSubmit } from '@/lib/analytics/track'
import { rememberVisitAttribution } from '@/lib/leads/attribution'
import { branchDetails, type BranchDetails } from '@/lib/leads/branch'
import { checkLeadPayload } from '@/lib/leads/browser-check'
import { newIdempotencyKey, postLead, sendFailureNotification } from '@/lib/leads/client'
import { estimatePayload, renamePayloadErrors } from '@/lib/leads/form-payloads'
import {
  EMPTY_ESTIMATE_VALUES,
  estimateStepForField,
  type EstimateStep,
  type EstimateValues,
} from '@/lib/leads/forms/estimate-steps'
import type { EstimatePrefill } from '@/lib/leads/prefill'
import { HONEYPOT_FIELD } from '@/lib/leads/spam-rules'
import type { Office } from '@/lib/offices/types'
import type { useFormToken } from '@/components/leads/use-form-token'
import { loadEstimateRules } from './estimate-rules'

/** A stored request. scheduledAt: the consultation time booked with it (appointment variant with a slot). */
export type EstimateDone = { id: string; branch: BranchDetails | null; scheduledAt?: string }

export type EstimateOutcome =
  /** Stored: the confirmation shows. */
  | { outcome: 'sent'; done: EstimateDone }
  /** Refused in the browser, nothing sent: the fields in error, and the step that shows the first. */
  | { outcome: 'invalid'; step: EstimateStep | undefined; fieldErrors: FieldErrors }
  /** The consultation time was taken meanwhile or is no longer bookable; nothing was stored. */
  | { outcome: 'slot-refused'; message: string; offered: string[] | null }
  /** The server refused fields of the form (the company was told): the form puts each on its field. */
  | { outcome: 'refused'; fieldErrors: FieldErrors }
  /** Refused or not answered; the company was told (failure notification). */
  | { outcome: 'failed' }

export type EstimateRequest = {
  values: EstimateValues
  /** The office shown to the visitor (nearest, or the one a time was picked with). */
  office: Office | undefined
  /** The consultation time picked (appointment variant), if any. */
  slot: string | undefined
}

export function useEstimateSubmission(
  prefill: EstimatePrefill,
  formToken: Pick<ReturnType<typeof useFormToken>, 'token'>,
) {
  const [pending, setPending] = useState(false)
  const keyRef = useRef<string | null>(null)

  async function send(
    form: HTMLFormElement,
    { values, office, slot }: EstimateRequest,
  ): Promise<EstimateOutcome> {
    const rules = await loadEstimateRules()
    const missing = rules?.estimateSubmitError(values)
    if (rules && missing) {
      toast.error(ESTIMATE_FORM.validationTitle, { description: missing })
      return { outcome: 'invalid', step: 1, fieldErrors: rules.estimateStepErrors(1, values) }
    }
    keyRef.current ??= newIdempotencyKey()
    const payload = estimatePayload(values, {
      requestType: prefill.variant,
      sourcePage: prefill.sourcePage,
      nearestBranch: office?.id,
      slot,
      attribution: rememberVisitAttribution(),
      website: (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? '',
      formToken: await formToken.token(),
    })
    setPending(true)
    const checked = await checkLeadPayload(payload)
    if (checked && !checked.ok) {
      setPending(false)
      toast.error(ESTIMATE_FORM.validationTitle, { description: checked.message })
      const fieldErrors = renamePayloadErrors(checked.fieldErrors)
      const first = Object.keys(fieldErrors)[0]
      return { outcome: 'invalid', step: first ? estimateStepForField(first) : undefined, fieldErrors }
    }
    const answer = await postLead(payload, keyRef.current)
    setPending(false)
    if (answer.ok) {
      keyRef.current = null
      trackEstimateRequest(prefill.variant, { source_page: prefill.sourcePage })
      trackFormSubmit(prefill.variant, { source_page: prefill.sourcePage })
      return {
        outcome: 'sent',
        done: {
          id: answer.answer.id,
          // The office the server routed the request to (the property address first): the thank-you names it.
          branch: answer.answer.branch ?? (office ? branchDetails(office) : null),
          scheduledAt: answer.answer.appointment?.scheduledAt,
        },
      }
    }
    const message = answer.message ?? MESSAGES.estimateSubmitError
    const refusedSlot = answer.fieldErrors?.slot?.[0]
    if (refusedSlot) {
      toast.error(ESTIMATE_FORM.errorTitle, { description: refusedSlot })
      return { outcome: 'slot-refused', message: refusedSlot, offered: answer.slots ?? null }
    }
    void sendFailureNotification({
      errorType: prefill.variant,
      errorMessage: answer.status ? `${answer.status}: ${message}` : 'Network error',
      source: ESTIMATE_FAILURE_SOURCE,
      submissionData: payload,
    })
    toast.error(ESTIMATE_FORM.errorTitle, {
      description: message,
      clearOf: form.querySelector('button[value="submit"]:not([aria-hidden])'),
    })
    // The fields the form shows that the server refused (a 400 names them): each error goes on its
    // field, not only into the toast.
    const onFields = Object.fromEntries(
      Object.entries(renamePayloadErrors(answer.fieldErrors)).filter(([name]) =>
        Object.hasOwn(EMPTY_ESTIMATE_VALUES, name),
      ),
    )
    if (Object.keys(onFields).length) return { outcome: 'refused', fieldErrors: onFields }
    return { outcome: 'failed' }
  }

  return { pending, send }
}
