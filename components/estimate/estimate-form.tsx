'use client'

/**
 * The three-step estimate form in its estimate and appointment variants (spec 01 §2 Estimate
 * page, §4, §5, §7, §8). With JavaScript, steps change in the browser with blur and Continue
 * checks from the form's schema (lib/leads/forms/estimate, loaded once the visitor focuses the
 * form) and the request goes to POST /api/estimates; without it, Back, Continue and submit post
 * to a server action that checks with the same schema, so the form works the same either way.
 *
 * This component holds the steps' values and errors and moves between the steps; each step's
 * fields are a component of their own (contact-step, details-step, review-step), the request is
 * sent by useEstimateSubmission, the office and consultation time come from useEstimateOffice,
 * and EstimateSuccess is the confirmation that replaces the form.
 */
import { useActionState, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { LeadFieldBinding } from '@/components/leads/lead-field'
import { FormTimingFields, HoneypotField } from '@/components/leads/spam-fields'
import { useFormToken } from '@/components/leads/use-form-token'
import { ESTIMATE_FORM, ESTIMATE_STEP_LABELS } from '@/content/estimate-page'
import type { FieldErrors } from '@/lib/field-errors'
import { estimateFormAction } from '@/lib/leads/actions'
import { branchDetails } from '@/lib/leads/branch'
import { preloadLeadSchema } from '@/lib/leads/browser-check'
import {
  canContinue,
  ESTIMATE_CHOOSE_POOL_TYPE,
  ESTIMATE_STEP_FIELDS,
  ESTIMATE_STEPS,
  estimateEditIntent,
  estimateStepForField,
  type EstimateField,
  type EstimateStep,
  type EstimateValues,
} from '@/lib/leads/forms/estimate-steps'
import type { LeadFormState } from '@/lib/leads/form-state'
import type { EstimatePrefill } from '@/lib/leads/prefill'
import type { Office } from '@/lib/offices/types'
import { ContactStep } from './contact-step'
import { EstimateChoice } from './estimate-choice'
import { DetailsStep } from './details-step'
import { EstimateSuccess } from './estimate-success'
import { estimateRules, loadEstimateRules } from './estimate-rules'
import { ReviewStep } from './review-step'
import { StepButtons } from './step-buttons'
import { StepIndicator } from './step-indicator'
import { useEstimateOffice } from './use-estimate-office'
import { useEstimateSubmission, type EstimateDone } from './use-estimate-submission'

const subscribeNothing = () => () => {}

/** False while the server renders and during hydration; true once React runs in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}

export function EstimateForm({
  offices,
  prefill,
  pageHref,
}: {
  offices: Office[]
  prefill: EstimatePrefill
  /** This page's own URL with its query (sourcePage, pool, variant): 'Submit Another Request' without JavaScript. */
  pageHref: string
}) {
  const copy = ESTIMATE_FORM[prefill.variant]
  const initial: LeadFormState = { status: 'idle', step: 1, values: prefill.values }
  const [serverState, formAction, serverPending] = useActionState(estimateFormAction, initial)
  const hydrated = useHydrated()
  const booking = prefill.variant === 'appointment'
  const place = useEstimateOffice(offices, booking)
  const { office } = place

  const [step, setStep] = useState<EstimateStep>(serverState.step ?? 1)
  const [values, setValues] = useState<EstimateValues>({ ...prefill.values, ...serverState.values })
  const [errors, setErrors] = useState<Partial<FieldErrors>>(
    serverState.status === 'error' ? (serverState.fieldErrors ?? {}) : {},
  )
  const [done, setDone] = useState<EstimateDone | null>(
    serverState.status === 'success' && serverState.answer
      ? { id: serverState.answer.id, branch: serverState.branch ?? null }
      : null,
  )
  const formToken = useFormToken()
  const submission = useEstimateSubmission(prefill, formToken)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const successRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  /** A field to focus after the step change instead of the step's heading. */
  const focusAfterMove = useRef<string | null>(null)
  const busy = submission.pending || serverPending
  const serverMessage =
    serverState.status === 'error' && (serverState.failed || !serverState.fieldErrors)
      ? serverState.message
      : undefined

  useEffect(() => {
    // Move focus to the new step's heading (or the success title) after a step change.
    if (!moved.current) return
    moved.current = false
    const field = focusAfterMove.current
    focusAfterMove.current = null
    const target = done
      ? successRef.current
      : ((field && document.getElementById(`estimate-${field}`)) ?? headingRef.current)
    if (!target) return
    // The success panel replaces a taller form: bring its top (the tick above the title) clear of
    // the sticky header first, then focus the title without a second scroll.
    if (done) target.parentElement?.scrollIntoView({ block: 'start' })
    target.focus({ preventScroll: Boolean(done) })
  }, [step, done])

  /** Shows another step, focusing its heading, or `field` when given (a field in error, a 'Change'). */
  function goTo(next: EstimateStep, field?: string) {
    moved.current = true
    focusAfterMove.current = field ?? null
    setStep(next)
  }

  function update(field: EstimateField, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    if (value.trim() !== '' && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function blur(field: EstimateField) {
    const value = values[field]
    // A blur before the schema has arrived (it loads on the form's first focus) waits for it.
    const rules = await loadEstimateRules()
    if (rules) setErrors((current) => ({ ...current, [field]: rules.estimateBlurError(field, value) }))
  }

  // A field to focus once React has drawn the change that asked for it (the slot list offered
  // after a refusal replaces the radios: focused before that render, the focus was lost with them).
  const [fieldToFocus, setFieldToFocus] = useState<{ field: string } | null>(null)
  useEffect(() => {
    if (fieldToFocus) document.getElementById(`estimate-${fieldToFocus.field}`)?.focus()
  }, [fieldToFocus])

  function focusField(field: string) {
    setFieldToFocus({ field })
  }

  /** Puts each error on its field, on the step that shows the first, and the focus in that field. */
  function showErrors(found: FieldErrors) {
    setErrors((current) => ({ ...current, ...found }))
    const first = Object.keys(found)[0]
    if (!first) return
    const where = estimateStepForField(first)
    if (where !== step) goTo(where, first)
    else focusField(first)
  }

  async function submit(form: HTMLFormElement) {
    const sent = await submission.send(form, { values, office, slot: booking ? place.slot : undefined })
    switch (sent.outcome) {
      case 'sent':
        moved.current = true
        setDone(sent.done)
        return
      case 'invalid':
      case 'refused':
        // Refused in the browser or by the server: the error lands on the field that holds it.
        showErrors(sent.fieldErrors)
        return
      case 'slot-refused':
        // Taken meanwhile, or no longer bookable: nothing was stored; pick again from what is free.
        place.refuseSlot(sent.message, sent.offered)
        focusField('slot')
        return
      case 'failed':
        return
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (busy) return
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const intent = submitter?.value ?? (step < 3 ? 'next' : 'submit')
    if (intent === 'back') {
      goTo(step > 1 ? ((step - 1) as EstimateStep) : 1)
      return
    }
    const edited = estimateEditIntent(intent)
    if (edited) {
      goTo(estimateStepForField(edited), edited)
      return
    }
    if (intent === ESTIMATE_CHOOSE_POOL_TYPE) {
      update('poolType', '')
      focusField('poolType')
      return
    }
    if (intent === 'next' && step < 3) {
      if (!canContinue(step, values)) return
      // If the schema cannot load, the step is not checked here: the server checks the request.
      const rules = await loadEstimateRules()
      const found = rules?.estimateStepErrors(step, values) ?? {}
      if (Object.keys(found).length) {
        showErrors(found)
        return
      }
      goTo((step + 1) as EstimateStep)
      return
    }
    await submit(form)
  }

  function startOver() {
    moved.current = true
    setDone(null)
    setValues(prefill.values)
    setErrors({})
    place.clearSlot()
    formToken.restart()
    setStep(1)
  }

  function field(name: EstimateField): LeadFieldBinding {
    return {
      form: 'estimate',
      name,
      value: values[name],
      error: errors[name],
      onChange: (value: string) => update(name, value),
      onBlur: () => void blur(name),
    }
  }

  if (done) {
    return (
      <EstimateSuccess
        // A consultation asked for without a time is not scheduled yet: the office calls to set one.
        title={booking && !done.scheduledAt ? ESTIMATE_FORM.appointment.requestedTitle : copy.successTitle}
        callToSetTime={booking && !done.scheduledAt}
        scheduledAt={done.scheduledAt}
        branch={done.branch ?? (office ? branchDetails(office) : null)}
        pageHref={pageHref}
        onAgain={startOver}
        titleRef={successRef}
      />
    )
  }

  const continueDisabled = hydrated && !canContinue(step, values)
  const stepLabel = ESTIMATE_STEP_LABELS[step - 1]

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      // The form's schema and the payload check (zod) load, and the form's signed time is
      // fetched, once the visitor starts on the form, not with the page.
      onFocus={() => {
        formToken.start()
        void estimateRules.ready()
        void preloadLeadSchema().catch(() => undefined)
      }}
      noValidate
      aria-labelledby="estimate-form-title"
      className="rounded-2xl border bg-white p-5 shadow-sm sm:p-8"
      data-testid="estimate-form"
      data-variant={prefill.variant}
    >
      {/* The form's default button, first in it, so Enter in a field continues (or sends) rather
          than pressing a 'Change' of the review step; the visible buttons are below. */}
      <button
        type="submit"
        name="intent"
        value={step < 3 ? 'next' : 'submit'}
        disabled={continueDisabled || busy}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      />
      <h2 id="estimate-form-title" className="text-2xl font-bold text-primary">
        {copy.title}
      </h2>
      <p className="mt-1 text-muted-foreground">{copy.intro}</p>

      <EstimateChoice prefill={prefill} />

      <StepIndicator step={step} />

      {serverMessage && (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          {serverMessage}
        </p>
      )}

      <fieldset className="space-y-5" aria-describedby="estimate-step-status">
        <legend className="sr-only">{stepLabel}</legend>
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          Step {step} of 3: {stepLabel}
        </h3>
        <p id="estimate-step-status" className="sr-only" aria-live="polite">
          Step {step} of 3, {stepLabel}
        </p>

        {step === 1 && <ContactStep field={field} />}
        {step === 2 && <DetailsStep field={field} />}
        {step === 3 && (
          <ReviewStep
            field={field}
            values={values}
            prefill={prefill}
            offices={offices}
            place={place}
            booking={booking}
            hydrated={hydrated}
          />
        )}
      </fieldset>

      {/* The other steps' values travel with the form when it posts without JavaScript. */}
      {ESTIMATE_STEPS.filter((s) => s !== step)
        .flatMap((s) => ESTIMATE_STEP_FIELDS[s])
        .map((name) => (
          <input key={name} type="hidden" name={name} value={values[name]} />
        ))}
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="variant" value={prefill.variant} />
      <input type="hidden" name="sourcePage" value={prefill.sourcePage} />
      <input type="hidden" name="nearestBranch" value={office?.id ?? ''} />
      <HoneypotField />
      <FormTimingFields instance={serverState.status === 'success' ? undefined : serverState.instance} />

      <StepButtons
        step={step}
        busy={busy}
        continueDisabled={continueDisabled}
        submitLabel={copy.submit}
        pendingLabel={copy.pending}
      />
      <p className="mt-4 text-center text-sm text-muted-foreground">{ESTIMATE_FORM.note}</p>
    </form>
  )
}
