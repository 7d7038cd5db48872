'use client'
import Link from 'next/link'
import { useCallback, useRef, useState, useTransition, type FormEvent } from 'react'
import { signQuoteAction, type PortalResult } from '@/lib/homeowner/actions'
import { E_SIGN_CONSENT_TEXT, SIGNING_MESSAGES } from '@/lib/quotes/signing-messages'
import { SignatureField, type SignatureFieldHandle } from './signature-field'

export type SigningOption = {
  id: number
  label: string
  poolName: string
  total: string
  firstPayment: string
  documentSha256: string
  copyHref: string
}

type Props = {
  token: string
  versionId: number
  reference: string
  options: SigningOption[]
  initialOptionId: number
  pageHref: string
}

type Errors = Partial<Record<'alternativeId' | 'signerName' | 'signatureImage' | 'consent', string>>

/** Checked in the browser with the server's words; the server checks everything again. */
function check(name: string, image: string, consent: boolean): Errors {
  const errors: Errors = {}
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (!words.length) errors.signerName = SIGNING_MESSAGES.nameRequired
  else if (words.length < 2) errors.signerName = SIGNING_MESSAGES.nameShort
  if (!image) errors.signatureImage = SIGNING_MESSAGES.signatureRequired
  if (!consent) errors.consent = SIGNING_MESSAGES.consentRequired
  return errors
}

/**
 * 'Accept and sign' (issue 35 §4): the option, the full name typed, the drawn signature and the
 * consent to sign electronically: the US e-signature essentials (consent, intent, the exact
 * document, whose fingerprint goes with the signature and is checked by the server).
 */
export function SigningForm({ token, versionId, reference, options, initialOptionId, pageHref }: Props) {
  const [optionId, setOptionId] = useState(initialOptionId)
  const [name, setName] = useState('')
  const [consent, setConsent] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<PortalResult | null>(null)
  const [pending, startTransition] = useTransition()
  const signatureRef = useRef<SignatureFieldHandle>(null)
  const option = options.find((o) => o.id === optionId) ?? options[0]
  const clearSignatureError = useCallback(
    () =>
      setErrors((current) => (current.signatureImage ? { ...current, signatureImage: undefined } : current)),
    [],
  )

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!option || pending) return
    const image = signatureRef.current?.image() ?? ''
    const found = check(name, image, consent)
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length) {
      if (found.signerName) document.getElementById('signer-name')?.focus()
      else if (found.signatureImage) signatureRef.current?.focus()
      else document.getElementById('consent')?.focus()
      return
    }
    startTransition(async () => {
      const result = await signQuoteAction(token, versionId, {
        alternativeId: String(option.id),
        signerName: name,
        signatureImage: image,
        consent: consent ? 'on' : '',
        documentSha256: option.documentSha256,
      })
      if (result.ok) return
      if ('fieldErrors' in result && result.fieldErrors) setErrors(result.fieldErrors as Errors)
      setFailure(result)
    })
  }

  if (failure && 'refusal' in failure)
    return (
      <div
        role="alert"
        className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
        data-testid="signing-refused"
      >
        <h2 className="text-lg font-semibold">{failure.message}</h2>
        <p className="mt-2 text-sm">Nothing was signed or changed.</p>
        <Link href={pageHref} className="mt-3 inline-block font-semibold text-primary underline">
          Back to your page
        </Link>
      </div>
    )

  const fieldError = (field: keyof Errors) =>
    errors[field] ? (
      <p id={`${field}-error`} className="mt-1 text-sm font-medium text-destructive">
        {errors[field]}
      </p>
    ) : null

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="space-y-5"
      aria-describedby={failure ? 'signing-failure' : undefined}
    >
      {options.length > 1 ? (
        <fieldset className="rounded-xl border bg-white p-4 shadow-sm sm:p-5">
          <legend className="px-1 text-lg font-semibold">1. Choose your option</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {options.map((o) => (
              <label
                key={o.id}
                className={`flex cursor-pointer gap-3 rounded-lg border-2 p-3 ${o.id === optionId ? 'border-primary bg-secondary' : 'border-border'}`}
              >
                <input
                  type="radio"
                  name="alternativeId"
                  value={o.id}
                  checked={o.id === optionId}
                  onChange={() => setOptionId(o.id)}
                  className="mt-1 size-4 accent-primary"
                />
                <span className="min-w-0">
                  <span className="block font-semibold">{o.label}</span>
                  <span className="block text-sm">{o.poolName}</span>
                  <span className="block font-semibold tabular-nums">{o.total}</span>
                </span>
              </label>
            ))}
          </div>
          {fieldError('alternativeId')}
        </fieldset>
      ) : null}

      {option ? (
        <section
          aria-label="What you are signing"
          className="rounded-xl border bg-white p-4 text-sm shadow-sm sm:p-5"
          data-testid="signing-summary"
        >
          <p>
            You are signing contract <strong>{reference}</strong> for the <strong>{option.label}</strong>{' '}
            option ({option.poolName}) at a contract price of{' '}
            <strong className="tabular-nums">{option.total}</strong>. The first payment, {option.firstPayment}
            , schedules your technical visit.
          </p>
          <p className="mt-2">
            <a href={option.copyHref} className="font-medium text-primary underline">
              Read the whole contract before signing (PDF)
            </a>
          </p>
          <p className="mt-2 font-mono text-xs break-all text-muted-foreground">
            Document SHA-256: {option.documentSha256}
          </p>
        </section>
      ) : null}

      <div className="rounded-xl border bg-white p-4 shadow-sm sm:p-5">
        <label htmlFor="signer-name" className="block text-lg font-semibold">
          {options.length > 1 ? '2. ' : '1. '}Type your full name
        </label>
        <input
          id="signer-name"
          name="signerName"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.signerName ? true : undefined}
          aria-describedby={errors.signerName ? 'signerName-error' : undefined}
          className="mt-2 block min-h-12 w-full rounded-md border border-input bg-white px-3 text-base"
        />
        {fieldError('signerName')}
      </div>

      <div className="rounded-xl border bg-white p-4 shadow-sm sm:p-5">
        <h2 className="mb-2 text-lg font-semibold">
          {options.length > 1 ? '3. ' : '2. '}Draw your signature
        </h2>
        <SignatureField
          ref={signatureRef}
          id="signature"
          error={errors.signatureImage}
          onDrawn={clearSignatureError}
        />
      </div>

      <div className="rounded-xl border bg-white p-4 shadow-sm sm:p-5">
        <div className="flex gap-3">
          <input
            id="consent"
            name="consent"
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
            className="mt-1 size-5 shrink-0 accent-primary"
          />
          <label htmlFor="consent" className="text-sm">
            {E_SIGN_CONSENT_TEXT}
          </label>
        </div>
        {fieldError('consent')}
      </div>

      {failure && !('refusal' in failure) ? (
        <p
          id="signing-failure"
          role="alert"
          className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm font-medium text-destructive"
        >
          {failure.message}
        </p>
      ) : null}

      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-primary px-6 text-base font-semibold text-primary-foreground hover:bg-primary/90 disabled:opacity-60 sm:w-auto"
      >
        {pending ? 'Signing…' : `Sign the contract (${option?.total ?? ''})`}
      </button>
      <p className="text-sm text-muted-foreground">
        Signing records your name, signature, the time, your internet address and browser with the contract.
        You may cancel without penalty within three business days.
      </p>
    </form>
  )
}
