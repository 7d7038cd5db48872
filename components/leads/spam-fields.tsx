'use client'

/**
 * Spam defences that people never notice: a honeypot field hidden from people and assistive
 * technology, and for posts made without JavaScript the form's signed time (minimum fill time:
 * the page's token, then the one the server's answers hand back) and the form instance's
 * idempotency key.
 */
import { useContext, useId, useState } from 'react'
import { newIdempotencyKey } from '@/lib/leads/client'
import type { FormInstance } from '@/lib/leads/form-state'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@/lib/leads/spam-rules'
import { PageFormTime } from './page-form-time'

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
 * Hidden signed time and idempotency key for the server-action path (no JavaScript). The signed
 * time is the one the server's last answer handed back, else the page's token, signed when the
 * page was rendered (it may come from a cache, so it is the same for everyone it is served to).
 */
export function FormTimingFields({ instance }: { instance?: FormInstance | undefined }) {
  const [key] = useState(() => instance?.key ?? newIdempotencyKey())
  const pageToken = useContext(PageFormTime)
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={instance?.token ?? pageToken} readOnly />
      <input type="hidden" name="idempotencyKey" defaultValue={key} suppressHydrationWarning />
    </>
  )
}
