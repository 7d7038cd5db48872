'use client'

import { CheckCircle2, RotateCcw } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { CONTACT_SENT_PANEL } from '@/content/contact-page'

/**
 * What takes the contact page form's place once the message is sent: the toast of the spec comes
 * and goes, this stays where the visitor was looking. It takes the focus (the form and its button
 * are gone), by the autofocus attribute in a page the server answered without JavaScript, and on
 * mount with it. 'Send Another Message' is a link to the page itself, so it also works without
 * JavaScript (a fresh form); with JavaScript it brings the empty form back in place.
 */
export function ContactSentPanel({ onSendAnother }: { onSendAnother: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    panelRef.current?.focus()
  }, [])
  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      autoFocus
      aria-labelledby="contact-sent-title"
      aria-describedby="contact-sent-text"
      className="flex grow scroll-mt-24 flex-col items-center justify-center rounded-xl border border-emerald-300 bg-emerald-50 p-6 text-center text-emerald-950 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-10"
      data-testid="contact-success"
    >
      <CheckCircle2 className="size-12 text-emerald-700" aria-hidden="true" />
      <h4 id="contact-sent-title" className="mt-4 text-xl font-semibold">
        {CONTACT_SENT_PANEL.title}
      </h4>
      <p id="contact-sent-text" className="mt-2 max-w-sm">
        {CONTACT_SENT_PANEL.text}
      </p>
      <a
        href=""
        onClick={(event) => {
          event.preventDefault()
          onSendAnother()
        }}
        className={buttonVariants({ variant: 'outline', className: 'mt-6' })}
      >
        <RotateCcw aria-hidden="true" />
        {CONTACT_SENT_PANEL.again}
      </a>
    </div>
  )
}
