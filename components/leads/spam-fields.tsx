'use client'

/**
 * Spam defences that people never notice: a honeypot field hidden from people and assistive
 * technology, and the time the form was rendered (minimum fill time), plus the form instance's
 * idempotency key for posts made without JavaScript.
 */
import { useId, useState } from 'react'
import { newIdempotencyKey } from '@/lib/leads/client'
import type { FormInstance } from '@/lib/leads/form-state'
import { HONEYPOT_FIELD } from '@/lib/leads/spam-rules'

export function HoneypotField() {
  const id = `${HONEYPOT_FIELD}-${useId()}`
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** Hidden render time and idempotency key for the server-action path (no JavaScript). */
export function FormTimingFields({ instance }: { instance?: FormInstance | undefined }) {
  const [renderedAt] = useState(() => instance?.renderedAt ?? String(Date.now()))
  const [key] = useState(() => instance?.key ?? newIdempotencyKey())
  return (
    <>
      <input type="hidden" name="renderedAt" defaultValue={renderedAt} suppressHydrationWarning />
      <input type="hidden" name="idempotencyKey" defaultValue={key} suppressHydrationWarning />
    </>
  )
}
