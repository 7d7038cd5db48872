'use client'

/**
 * 'Send Us a Message' on the contact page (spec 01 §2, §4, §5, §7, §8): every field required with
 * its own message; 'Sending...' while pending; on success the toast 'Thank you for your inquiry!'
 * and a reset form, which a panel with the same words replaces until the visitor asks for it again
 * (the toast vanishes; see docs/decisions/contact-page-confirmation-in-place.md); on failure a
 * failure notification and the destructive toast 'Submission failed'. The checks are the form's
 * schema (lib/leads/forms/contact-page), loaded once the visitor focuses the form. Without
 * JavaScript the form posts to a server action with the same schema and the same panel.
 */
import { Loader2, Send } from 'lucide-react'
import { useActionState, useEffect, useRef, useState } from 'react'
import { toast } from '@/components/site/toast'
import { Button } from '@/components/ui/button'
import { CONTACT_FAILURE_SOURCE, CONTACT_FAILURE_TYPE, CONTACT_TOASTS } from '@/content/contact-page'
import { trackContactSubmit } from '@/lib/analytics/track'
import { submitContactPageAction } from '@/lib/leads/actions'
import { rememberVisitAttribution } from '@/lib/leads/attribution'
import { newIdempotencyKey, postLead, sendFailureNotification } from '@/lib/leads/client'
import { contactPayload, renamePayloadErrors } from '@/lib/leads/form-payloads'
import { INITIAL_FORM_STATE } from '@/lib/leads/form-state'
import { HONEYPOT_FIELD } from '@/lib/leads/spam-rules'
import { useFormToken } from '@/components/leads/use-form-token'
import type { FieldErrors } from '@/lib/field-errors'
import type { ContactValues } from '@/lib/leads/forms/contact-page'
import { lazyModule } from '@/lib/leads/forms/load'
import { ContactSentPanel } from './contact-sent-panel'
import { ContactDetailsFields } from './contact-details-fields'
import { LeadField } from './lead-field'
import { FormTimingFields, HoneypotField } from './spam-fields'

/** The form's schema (zod), loaded once the visitor focuses the form (lib/leads/forms/load). */
const contactPageRules = lazyModule(() => import('@/lib/leads/forms/contact-page'))

type Field = keyof ContactValues
const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' }

/**
 * sourcePage is decided by the page on the server (spec 01 §7: the query's sourcePage, source or
 * from, else from the path), so a landing page that shows the contact page credits its slug, with
 * or without JavaScript.
 */
export function ContactForm({ sourcePage }: { sourcePage: string }) {
  const [serverState, formAction, serverPending] = useActionState(submitContactPageAction, INITIAL_FORM_STATE)
  const [values, setValues] = useState<ContactValues>(() => ({ ...EMPTY, ...serverState.values }))
  const [errors, setErrors] = useState<Partial<FieldErrors>>(() =>
    serverState.status === 'error' ? (serverState.fieldErrors ?? {}) : {},
  )
  const [pending, setPending] = useState(false)
  const [handled, setHandled] = useState(false)
  // Sent with JavaScript: the panel stands in for the (reset) form until 'Send Another Message'.
  const [sent, setSent] = useState(false)
  const focusNameRef = useRef(false)
  const keyRef = useRef<string | null>(null)
  const formToken = useFormToken()
  const busy = pending || serverPending
  // The answer of a post made without JavaScript (or before it loaded); with it, toasts speak too.
  const serverSuccess = !handled && serverState.status === 'success'
  const serverError =
    !handled && serverState.status === 'error' && serverState.failed ? serverState.message : undefined

  useEffect(() => {
    if (sent || serverSuccess || !focusNameRef.current) return
    focusNameRef.current = false
    document.getElementById('contact-name')?.focus()
  }, [sent, serverSuccess])

  function sendAnother() {
    focusNameRef.current = true
    setHandled(true)
    setSent(false)
  }

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    if (value.trim() !== '' && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (busy) return
    setHandled(true)
    // The schema has usually arrived since the form was focused; if it cannot load, the server checks.
    const rules = contactPageRules.current ?? (await contactPageRules.ready())
    const found = rules?.contactPageErrors(values) ?? {}
    if (Object.keys(found).length) {
      setErrors(found)
      const first = Object.keys(found)[0]
      if (first) document.getElementById(`contact-${first}`)?.focus()
      return
    }
    setErrors({})
    const payload = contactPayload(values, {
      sourcePage,
      attribution: rememberVisitAttribution(),
      website: (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? '',
      formToken: await formToken.token(),
    })
    keyRef.current ??= newIdempotencyKey()
    setPending(true)
    const outcome = await postLead(payload, keyRef.current)
    setPending(false)
    if (outcome.ok) {
      keyRef.current = null
      formToken.restart()
      setValues(EMPTY)
      setSent(true)
      trackContactSubmit({ form_name: 'contact', source_page: sourcePage })
      toast.success(CONTACT_TOASTS.successTitle, { description: CONTACT_TOASTS.successDescription })
      return
    }
    const message = outcome.message ?? CONTACT_TOASTS.failureFallback
    console.error('Contact form submission failed', outcome.status, message)
    void sendFailureNotification({
      errorType: CONTACT_FAILURE_TYPE,
      errorMessage: outcome.status ? `${outcome.status}: ${message}` : 'Network error',
      source: CONTACT_FAILURE_SOURCE,
      submissionData: payload,
    })
    if (outcome.fieldErrors) setErrors(renamePayloadErrors(outcome.fieldErrors))
    toast.error(CONTACT_TOASTS.failureTitle, {
      description: outcome.message ?? CONTACT_TOASTS.failureFallback,
      // Clear of the Send button, which the visitor will press again.
      clearOf: form.querySelector('button[type="submit"]'),
    })
  }

  function fieldProps(name: Field) {
    return {
      form: 'contact',
      name,
      value: values[name],
      error: errors[name],
      onChange: (value: string) => update(name, value),
    }
  }

  if (sent || serverSuccess) return <ContactSentPanel onSendAnother={sendAnother} />

  return (
    <form
      onFocus={() => {
        formToken.start()
        void contactPageRules.ready()
      }}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-label="Send us a message"
      // Grows to the height of the card beside it on wide screens; the message box takes the room.
      className="flex grow flex-col gap-4"
      data-testid="contact-form"
    >
      {serverError && (
        <div
          role="alert"
          tabIndex={-1}
          autoFocus
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
          data-testid="contact-failure"
        >
          <p className="font-semibold">{CONTACT_TOASTS.failureTitle}</p>
          <p className="text-sm">{serverError}</p>
        </div>
      )}
      <ContactDetailsFields fieldProps={fieldProps} />
      <LeadField
        {...fieldProps('message')}
        label="Message"
        required
        control="textarea"
        rows={5}
        maxLength={5000}
        grow
      />
      <input type="hidden" name="sourcePage" value={sourcePage} />
      <HoneypotField />
      <FormTimingFields instance={serverState.status === 'success' ? undefined : serverState.instance} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Sending...
          </>
        ) : (
          <>
            <Send aria-hidden="true" />
            Send Message
          </>
        )}
      </Button>
    </form>
  )
}
