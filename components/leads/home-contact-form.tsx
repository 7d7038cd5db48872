'use client'

/**
 * The home page's contact form (spec 01 §2 Home, §4, §5, §7, §8). Checks run in the spec's order
 * and show its alert texts; a sent message shows the 'Message Sent Successfully!' panel with three
 * next steps, clears the fields and the button then reads 'Send Another Message'. The checks
 * are the form's schema (lib/leads/forms/home-contact), loaded once the visitor focuses the form.
 * Without JavaScript the same form posts to a server action with the same schema and messages.
 */
import { CheckCircle2, Loader2, Send } from 'lucide-react'
import { useActionState, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { HOME_CONTACT } from '@/content/contact-page'
import { MESSAGES } from '@/content/lead-options'
import { trackContactSubmit } from '@/lib/analytics/track'
import { useVisitorPosition } from '@/lib/geo/use-visitor-position'
import { submitHomeContactAction } from '@/lib/leads/actions'
import { rememberVisitAttribution } from '@/lib/leads/attribution'
import { newIdempotencyKey, postLead } from '@/lib/leads/client'
import { INITIAL_FORM_STATE } from '@/lib/leads/form-state'
import { homeContactPayload } from '@/lib/leads/form-payloads'
import { homeContactSourcePage } from '@/lib/leads/source-page'
import { HONEYPOT_FIELD } from '@/lib/leads/spam-rules'
import { useFormToken } from '@/components/leads/use-form-token'
import type { ContactValues } from '@/lib/leads/forms/contact-page'
import { lazyModule } from '@/lib/leads/forms/load'
import { officeForFooter } from '@/lib/offices/nearest'
import type { Office } from '@/lib/offices/types'
import { ContactDetailsFields } from './contact-details-fields'
import { LeadField } from './lead-field'
import { HoneypotField, FormTimingFields } from './spam-fields'

/** The form's schema (zod), loaded once the visitor focuses the form (lib/leads/forms/load). */
const homeContactRules = lazyModule(() => import('@/lib/leads/forms/home-contact'))

type Field = keyof ContactValues
const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' }

export function HomeContactForm(props: { offices: Office[] }) {
  const { position } = useVisitorPosition()
  const branch = officeForFooter(props.offices, position)
  const [serverState, formAction, serverPending] = useActionState(submitHomeContactAction, INITIAL_FORM_STATE)
  const [values, setValues] = useState<ContactValues>(() => ({ ...EMPTY, ...serverState.values }))
  const [alertText, setAlertText] = useState<string | undefined>(undefined)
  const [sent, setSent] = useState(false)
  const [pending, setPending] = useState(false)
  const keyRef = useRef<string | null>(null)
  const formToken = useFormToken()

  // Without JavaScript (or before it has loaded) the server action's answer is what we show.
  const [handled, setHandled] = useState(false)
  const shownAlert =
    alertText ?? (!handled && serverState.status === 'error' ? serverState.message : undefined)
  const shownSent = sent || (!handled && serverState.status === 'success')
  const busy = pending || serverPending

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (busy) return
    // The schema has usually arrived since the form was focused; if it cannot load, the server checks.
    const rules = homeContactRules.current ?? (await homeContactRules.ready())
    const error = rules?.homeContactError(values)
    if (error) {
      setHandled(true)
      setSent(false)
      setAlertText(error)
      return
    }
    setAlertText(undefined)
    setHandled(true)
    setPending(true)
    keyRef.current ??= newIdempotencyKey()
    const sourcePage = homeContactSourcePage(new URLSearchParams(window.location.search))
    const payload = homeContactPayload(values, {
      sourcePage,
      nearestBranch: branch?.id,
      attribution: rememberVisitAttribution(),
      website: (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? '',
      formToken: await formToken.token(),
    })
    const outcome = await postLead(payload, keyRef.current)
    setPending(false)
    if (outcome.ok) {
      keyRef.current = null
      formToken.restart()
      setValues(EMPTY)
      setSent(true)
      trackContactSubmit({ form_name: 'home_contact', source_page: sourcePage })
      return
    }
    setSent(false)
    setAlertText(outcome.message ?? MESSAGES.genericSubmitError)
  }

  /** One alert for the whole form, so the fields show no error of their own. */
  function fieldProps(name: Field) {
    return {
      form: 'home-contact',
      name,
      value: values[name],
      onChange: (value: string) => update(name, value),
    }
  }

  return (
    <form
      onFocus={() => {
        formToken.start()
        void homeContactRules.ready()
      }}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact us"
      className="space-y-4"
      data-testid="home-contact-form"
    >
      {shownSent && (
        <div
          role="status"
          // Answered by the server (no JavaScript): the page comes back at its top, and the browser
          // brings this message into view by focusing it.
          tabIndex={-1}
          autoFocus={!sent}
          className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
          data-testid="home-contact-success"
        >
          <p className="flex items-center gap-2 text-lg font-semibold">
            <CheckCircle2 className="size-5 text-emerald-700" aria-hidden="true" />
            {HOME_CONTACT.successTitle}
          </p>
          <p className="mt-1 text-sm">{HOME_CONTACT.successIntro}</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {HOME_CONTACT.nextSteps.map((step) => (
              <li key={step}>{step.replace('{branch}', branch?.name ?? 'local office')}</li>
            ))}
          </ol>
        </div>
      )}
      {shownAlert && (
        <p
          role="alert"
          tabIndex={-1}
          autoFocus={alertText === undefined}
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
          data-testid="home-contact-alert"
        >
          {shownAlert}
        </p>
      )}
      <ContactDetailsFields fieldProps={fieldProps} />
      <LeadField
        {...fieldProps('message')}
        label="Tell us about your project"
        required
        control="textarea"
        rows={4}
        maxLength={5000}
      />
      <input type="hidden" name="nearestBranch" value={branch?.id ?? ''} />
      <HoneypotField />
      <FormTimingFields instance={serverState.status === 'success' ? undefined : serverState.instance} />
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-disabled={busy}>
        {busy ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            {HOME_CONTACT.pending}
          </>
        ) : (
          <>
            <Send aria-hidden="true" />
            {shownSent ? HOME_CONTACT.again : HOME_CONTACT.submit}
          </>
        )}
      </Button>
    </form>
  )
}
