'use client'

/**
 * Spam defences that people never notice: a honeypot field hidden from people and assistive
 * technology, and for posts made without JavaScript the form's signed time (minimum fill time,
 * handed back by the server's first answer) and the form instance's idempotency key.
 */
import { useId, useState } from 'react'
import { newIdempotencyKey } from '@/lib/leads/client'
import type { FormInstance } from '@/lib/leads/form-state'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@/lib/leads/spam-rules'

export function HoneypotField() {
  const id = `${HONEYPOT_FIELD}-${useId()}`
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/**
 * Hidden signed time and idempotency key for the server-action path (no JavaScript). A page's
 * HTML carries no signed time (it may come from a cache): the server's first answer adds it.
 */
export function FormTimingFields({ instance }: { instance?: FormInstance | undefined }) {
  const [key] = useState(() => instance?.key ?? newIdempotencyKey())
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={instance?.token ?? ''} readOnly />
      <input type="hidden" name="idempotencyKey" defaultValue={key} suppressHydrationWarning />
    </>
  )
}
