'use client'

/**
 * The three-step estimate form in its estimate and appointment variants (spec 01 §2 Estimate
 * page, §4, §5, §7, §8). With JavaScript, steps change in the browser with blur and Continue
 * checks from the form's schema (lib/leads/forms/estimate, loaded once the visitor focuses the
 * form) and the request goes to POST /api/estimates; without it, Back, Continue and submit post
 * to a server action that checks with the same schema, so the form works the same either way.
 */
import { Check, CheckCircle2, Loader2, MapPin, Phone, Mail, Waves } from 'lucide-react'
import { useActionState, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import dynamic from 'next/dynamic'
import { clsx } from 'clsx'
import { toast } from '@/components/site/toast'
import { Button, buttonVariants } from '@/components/ui/button'
import {
  ESTIMATE_BOOKING,
  ESTIMATE_FAILURE_SOURCE,
  ESTIMATE_FORM,
  ESTIMATE_STEP_LABELS,
} from '@/content/estimate-page'
import { BUDGET_RANGES, MESSAGES, POOL_TYPES, TIMELINES } from '@/content/lead-options'
import type { BranchDetails } from '@/db/schema'
import type { FieldErrors } from '@/lib/field-errors'
import { trackEstimateRequest, trackFormSubmit } from '@/lib/analytics/track'
import { formatSlotLong } from '@/lib/booking/format'
import { useVisitorPosition } from '@/lib/geo/use-visitor-position'
import { estimateFormAction } from '@/lib/leads/actions'
import { rememberVisitAttribution } from '@/lib/leads/attribution'
import { branchDetails } from '@/lib/leads/branch'
import { checkLeadPayload, preloadLeadSchema } from '@/lib/leads/browser-check'
import { newIdempotencyKey, postLead, sendFailureNotification } from '@/lib/leads/client'
import { estimatePayload, renamePayloadErrors } from '@/lib/leads/form-payloads'
import {
  canContinue,
  ESTIMATE_STEP_FIELDS,
  ESTIMATE_STEPS,
  estimateStepForField,
  type EstimateField,
  type EstimateStep,
  type EstimateValues,
} from '@/lib/leads/forms/estimate-steps'
import { lazyModule } from '@/lib/leads/forms/load'
import type { LeadFormState } from '@/lib/leads/form-state'
import type { EstimatePrefill } from '@/lib/leads/prefill'
import { HONEYPOT_FIELD } from '@/lib/leads/spam-rules'
import { useFormToken } from '@/components/leads/use-form-token'
import { officeForEstimateForm } from '@/lib/offices/nearest'
import { telHref, type Office } from '@/lib/offices/types'
import { LeadField } from './lead-field'
import { FormTimingFields, HoneypotField } from './spam-fields'

/** The form's schema (zod), loaded once the visitor focuses the form (lib/leads/forms/load). */
const estimateRules = lazyModule(() => import('@/lib/leads/forms/estimate'))

const subscribeNothing = () => () => {}

/** False while the server renders and during hydration; true once React runs in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}

/** The slot picker of the appointment variant: its own chunk, fetched when step 3 shows it. */
const SlotPicker = dynamic(() => import('@/components/booking/slot-picker').then((m) => m.SlotPicker), {
  ssr: false,
  loading: () => <p className="text-sm text-muted-foreground">{ESTIMATE_BOOKING.loading}</p>,
})

/** The picker's state for one office: the time chosen, the times a refusal offered, its message. */
type PickedSlot = { officeId: string; slot: string; offered: string[] | null; error?: string }

/** scheduledAt: the consultation time booked with the request (appointment variant with a slot). */
type Done = { id: string; branch: BranchDetails | null; scheduledAt?: string }

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
  const { position, state: positionState, request: requestPosition } = useVisitorPosition()
  const nearest = officeForEstimateForm(offices, position)
  const booking = prefill.variant === 'appointment'
  // Appointment variant: the office the visitor picked a time with, else the nearest one.
  const [bookingOfficeId, setBookingOfficeId] = useState<string | null>(null)
  const office = (booking && offices.find((o) => o.id === bookingOfficeId)) || nearest
  // What the picker holds belongs to one office: when the office changes (the visitor's position
  // arrives, or they pick another), its time, refusal and offered times no longer apply.
  const [picked, setPicked] = useState<PickedSlot | null>(null)
  const current = picked && office && picked.officeId === office.id ? picked : null
  const slot = current?.slot ?? ''

  const [step, setStep] = useState<EstimateStep>(serverState.step ?? 1)
  const [values, setValues] = useState<EstimateValues>({ ...prefill.values, ...serverState.values })
  const [errors, setErrors] = useState<Partial<FieldErrors>>(
    serverState.status === 'error' ? (serverState.fieldErrors ?? {}) : {},
  )
  const [done, setDone] = useState<Done | null>(
    serverState.status === 'success' && serverState.answer
      ? { id: serverState.answer.id, branch: serverState.branch ?? null }
      : null,
  )
  const [pending, setPending] = useState(false)
  const keyRef = useRef<string | null>(null)
  const formToken = useFormToken()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const successRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const busy = pending || serverPending
  const serverMessage =
    serverState.status === 'error' && (serverState.failed || !serverState.fieldErrors)
      ? serverState.message
      : undefined

  useEffect(() => {
    // Move focus to the new step's heading (or the success title) after a step change.
    if (!moved.current) return
    moved.current = false
    const target = done ? successRef.current : headingRef.current
    if (!target) return
    // The success panel replaces a taller form: bring its top (the tick above the title) clear of
    // the sticky header first, then focus the title without a second scroll.
    if (done) target.parentElement?.scrollIntoView({ block: 'start' })
    target.focus({ preventScroll: Boolean(done) })
  }, [step, done])

  function goTo(next: EstimateStep) {
    moved.current = true
    setStep(next)
  }

  function update(field: EstimateField, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    if (value.trim() !== '' && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function blur(field: EstimateField) {
    const value = values[field]
    // A blur before the schema has arrived (it loads on the form's first focus) waits for it.
    const rules = estimateRules.current ?? (await estimateRules.ready())
    if (rules) setErrors((current) => ({ ...current, [field]: rules.estimateBlurError(field, value) }))
  }

  function focusField(field: string) {
    requestAnimationFrame(() => document.getElementById(`estimate-${field}`)?.focus())
  }

  function showErrors(found: FieldErrors) {
    setErrors((current) => ({ ...current, ...found }))
    const first = Object.keys(found)[0]
    if (first) focusField(first)
  }

  async function submit(form: HTMLFormElement) {
    const rules = estimateRules.current ?? (await estimateRules.ready())
    const missing = rules?.estimateSubmitError(values)
    if (rules && missing) {
      toast.error(ESTIMATE_FORM.validationTitle, { description: missing })
      goTo(1)
      showErrors(rules.estimateStepErrors(1, values))
      return
    }
    keyRef.current ??= newIdempotencyKey()
    const payload = estimatePayload(values, {
      requestType: prefill.variant,
      sourcePage: prefill.sourcePage,
      nearestBranch: office?.id,
      slot: booking ? slot : undefined,
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
      if (first) goTo(estimateStepForField(first))
      showErrors(fieldErrors)
      return
    }
    const outcome = await postLead(payload, keyRef.current)
    setPending(false)
    if (outcome.ok) {
      keyRef.current = null
      moved.current = true
      setDone({
        id: outcome.answer.id,
        branch: office ? branchDetails(office) : null,
        scheduledAt: outcome.answer.appointment?.scheduledAt,
      })
      trackEstimateRequest(prefill.variant, { source_page: prefill.sourcePage })
      trackFormSubmit(prefill.variant, { source_page: prefill.sourcePage })
      return
    }
    const message = outcome.message ?? MESSAGES.estimateSubmitError
    const refusedSlot = outcome.fieldErrors?.slot?.[0]
    if (refusedSlot) {
      // Taken meanwhile, or no longer bookable: nothing was stored; pick again from what is free.
      if (office)
        setPicked({ officeId: office.id, slot: '', offered: outcome.slots ?? null, error: refusedSlot })
      toast.error(ESTIMATE_FORM.errorTitle, { description: refusedSlot })
      focusField('slot')
      return
    }
    void sendFailureNotification({
      errorType: prefill.variant,
      errorMessage: outcome.status ? `${outcome.status}: ${message}` : 'Network error',
      source: ESTIMATE_FAILURE_SOURCE,
      submissionData: payload,
    })
    toast.error(ESTIMATE_FORM.errorTitle, { description: message })
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
    if (intent === 'next' && step < 3) {
      if (!canContinue(step, values)) return
      // If the schema cannot load, the step is not checked here: the server checks the request.
      const rules = estimateRules.current ?? (await estimateRules.ready())
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
    setPicked(null)
    formToken.restart()
    setStep(1)
  }

  if (done) {
    const branch = done.branch ?? (office ? branchDetails(office) : null)
    return (
      <div
        className="scroll-mt-24 rounded-2xl border bg-white p-6 text-center shadow-sm sm:p-10"
        data-testid="estimate-success"
      >
        <CheckCircle2 className="mx-auto size-14 text-emerald-600" aria-hidden="true" />
        <h2 ref={successRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-primary sm:text-3xl">
          {copy.successTitle}
        </h2>
        {done.scheduledAt && (
          <p className="mt-2 text-lg font-semibold text-ocean sm:text-xl" data-testid="booked-time">
            {formatSlotLong(done.scheduledAt)}
          </p>
        )}
        <p className="mt-2 text-lg font-semibold">{ESTIMATE_FORM.thankYou}</p>
        <p className="mx-auto mt-2 max-w-xl text-muted-foreground">
          {(done.scheduledAt ? ESTIMATE_BOOKING.bookedText : ESTIMATE_FORM.successText).replace(
            '{branch}',
            branch?.name ?? 'local office',
          )}
        </p>
        {branch && (
          <div className="mx-auto mt-6 max-w-sm rounded-xl bg-accent p-4 text-left text-accent-foreground">
            <p className="font-semibold">{branch.name}</p>
            <p className="flex items-center gap-2 text-sm">
              <MapPin className="size-4" aria-hidden="true" />
              {branch.city}, FL
            </p>
            <p className="flex items-center gap-2 text-sm">
              <Phone className="size-4" aria-hidden="true" />
              <a href={telHref(branch.phone)} className="underline underline-offset-2">
                {branch.phone}
              </a>
            </p>
            <p className="flex items-center gap-2 text-sm break-all">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${branch.email}`} className="underline underline-offset-2">
                {branch.email}
              </a>
            </p>
          </div>
        )}
        <a
          href={pageHref}
          onClick={(event) => {
            event.preventDefault()
            startOver()
          }}
          className={clsx(buttonVariants({ size: 'lg' }), 'mt-8')}
        >
          {ESTIMATE_FORM.again}
        </a>
      </div>
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
      <h2 id="estimate-form-title" className="text-2xl font-bold text-primary">
        {copy.title}
      </h2>
      <p className="mt-1 text-muted-foreground">{copy.intro}</p>

      {prefill.pool && (
        <div
          className="mt-5 flex gap-3 rounded-xl border border-cyan-200 bg-accent p-4 text-accent-foreground"
          data-testid="pool-selected"
        >
          <Waves className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{ESTIMATE_FORM.poolSelected}</p>
            <p className="text-sm">
              {prefill.pool.name}
              {[prefill.pool.dimensions, prefill.pool.shape, prefill.pool.manufacturer]
                .filter(Boolean)
                .map((part) => ` · ${part}`)
                .join('')}
            </p>
          </div>
        </div>
      )}
      {prefill.resurfacingService && !prefill.pool && (
        <p className="mt-5 rounded-xl bg-accent p-4 text-sm text-accent-foreground">
          Service: <strong>{prefill.resurfacingService}</strong>
        </p>
      )}

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

        {step === 1 && (
          <>
            <LeadField
              {...fieldProps('name')}
              label="Full Name"
              required
              autoComplete="name"
              maxLength={255}
            />
            <LeadField
              {...fieldProps('phone')}
              label="Phone Number"
              required
              type="tel"
              autoComplete="tel"
              maxLength={20}
            />
            <LeadField
              {...fieldProps('address')}
              label="Property Address (optional)"
              autoComplete="street-address"
              maxLength={500}
            />
          </>
        )}
        {step === 2 && (
          <>
            <LeadField
              {...fieldProps('email')}
              label="Email (optional)"
              type="email"
              autoComplete="email"
              maxLength={255}
            />
            <LeadField
              {...fieldProps('budgetRange')}
              label="Budget Range"
              control="select"
              placeholder={ESTIMATE_FORM.budgetPlaceholder}
              options={BUDGET_RANGES.map((value) => ({ value, label: value }))}
            />
            <LeadField
              {...fieldProps('timeframe')}
              label="Project Timeline"
              control="select"
              placeholder={ESTIMATE_FORM.timelinePlaceholder}
              options={TIMELINES}
            />
          </>
        )}
        {step === 3 && (
          <>
            {booking && hydrated && office && (
              <SlotPicker
                offices={offices}
                officeId={office.id}
                onOfficeChange={setBookingOfficeId}
                value={slot}
                onChange={(next) =>
                  setPicked({ officeId: office.id, slot: next, offered: current?.offered ?? null })
                }
                error={current?.error}
                offered={current?.offered ?? null}
              />
            )}
            <LeadField
              {...fieldProps('poolType')}
              label="Pool Type (optional)"
              control="select"
              placeholder={ESTIMATE_FORM.poolTypePlaceholder}
              options={poolTypeOptions(values.poolType)}
            />
            <LeadField
              {...fieldProps('message')}
              // Leaving the details checks nothing, so an error the server gave them stays until edited.
              onBlur={undefined}
              label="Additional Details (optional)"
              control="textarea"
              rows={5}
              maxLength={5000}
            />
            {office && (
              <div className="rounded-xl bg-accent p-4 text-accent-foreground" data-testid="estimate-branch">
                <p className="text-sm font-semibold">{ESTIMATE_FORM.branchTitle}</p>
                <p className="mt-1 font-semibold">{office.city}, FL</p>
                <p className="text-sm">
                  <a href={telHref(office.phone)} className="underline underline-offset-2">
                    {office.phone}
                  </a>
                </p>
                <p className="text-sm break-all">
                  <a href={`mailto:${office.email}`} className="underline underline-offset-2">
                    {office.email}
                  </a>
                </p>
                {hydrated && positionState !== 'resolved' && (
                  <button
                    type="button"
                    onClick={requestPosition}
                    className="mt-2 inline-flex items-center gap-1 text-sm font-medium underline underline-offset-2"
                  >
                    <MapPin className="size-4" aria-hidden="true" />
                    {positionState === 'detecting'
                      ? 'Finding your nearest office...'
                      : ESTIMATE_FORM.findNearest}
                  </button>
                )}
              </div>
            )}
          </>
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

      {/* The primary button comes first so Enter continues; Back is shown on the left. */}
      <div className="mt-8 flex flex-row-reverse flex-wrap items-center justify-between gap-3">
        {step < 3 ? (
          <Button type="submit" name="intent" value="next" size="lg" disabled={continueDisabled || busy}>
            {ESTIMATE_FORM.continue}
          </Button>
        ) : (
          <Button type="submit" name="intent" value="submit" size="lg" disabled={busy}>
            {busy ? (
              <>
                <Loader2 className="animate-spin" aria-hidden="true" />
                {copy.pending}
              </>
            ) : (
              copy.submit
            )}
          </Button>
        )}
        {step > 1 && (
          <Button type="submit" name="intent" value="back" variant="outline" size="lg" disabled={busy}>
            {ESTIMATE_FORM.back}
          </Button>
        )}
      </div>
      <p className="mt-4 text-center text-sm text-muted-foreground">{ESTIMATE_FORM.note}</p>
    </form>
  )

  function fieldProps(field: EstimateField) {
    return {
      form: 'estimate',
      name: field,
      value: values[field],
      error: errors[field],
      onChange: (value: string) => update(field, value),
      onBlur: () => void blur(field),
    }
  }
}

function poolTypeOptions(current: string) {
  const options = POOL_TYPES.map((value) => ({ value, label: value }))
  // A pool or resurfacing service chosen on another page is kept as its own option.
  if (current && !POOL_TYPES.includes(current as (typeof POOL_TYPES)[number])) {
    options.unshift({
      value: current as (typeof POOL_TYPES)[number],
      label: current as (typeof POOL_TYPES)[number],
    })
  }
  return options
}

function StepIndicator({ step }: { step: EstimateStep }) {
  return (
    <ol className="my-6 grid grid-cols-3 gap-2" aria-label="Form progress" data-testid="step-indicator">
      {ESTIMATE_STEP_LABELS.map((label, index) => {
        const number = index + 1
        const complete = number < step
        const current = number === step
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            data-complete={complete || undefined}
            className="flex flex-col items-center gap-1 text-center"
          >
            <span
              className={clsx(
                'flex size-9 items-center justify-center rounded-full border-2 text-sm font-bold',
                complete && 'border-emerald-600 bg-emerald-600 text-white',
                current && 'border-primary bg-primary text-white',
                !complete && !current && 'border-slate-300 bg-white text-slate-600',
              )}
            >
              {complete ? <Check className="size-5" aria-label="Completed" /> : number}
            </span>
            <span
              className={clsx(
                'text-xs sm:text-sm',
                current ? 'font-semibold text-primary' : 'text-muted-foreground',
              )}
            >
              {label}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
