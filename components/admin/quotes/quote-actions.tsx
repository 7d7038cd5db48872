'use client'

/**
 * What can be done to a quote from its page: edit or send its draft, start a new version of a sent
 * one ('Change quote'), and, for an admin, approve or turn down a discount above the rep's limit.
 * Each answer stays beside the buttons (a refusal says why: no e-mail on the lead, a discount
 * waiting, a colleague's change), and the page is read again after a change.
 */
import { CheckCircle2, PencilLine, Send, XCircle } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { toast } from 'sonner'
import { ConfirmButton } from '@/components/admin/forms/confirm-button'
import { FormStatusMessage } from '@/components/admin/forms/fields'
import type { FormStatus } from '@/components/admin/forms/use-admin-form'
import { Button, buttonVariants } from '@/components/ui/button'
import { decideDiscountAction, newQuoteVersionAction, sendQuoteAction } from '@/lib/quotes/actions'
import type { ActionResult } from '@/lib/write/result'

export function QuoteActions({
  quoteId,
  version,
  reference,
  email,
  isDraft,
  canWork,
  canChange,
  approvalPending,
  canApprove,
  sendBlocked,
}: {
  quoteId: number
  version: string
  reference: string
  email: string | null
  isDraft: boolean
  /** The viewer may edit and send this quote. */
  canWork: boolean
  /** A sent (not signed) quote the viewer may start a new version of. */
  canChange: boolean
  approvalPending: boolean
  canApprove: boolean
  /** Why the draft cannot be sent yet (its discount waits for, or was refused, approval). */
  sendBlocked: string | null
}) {
  const router = useRouter()
  const [status, setStatus] = useState<FormStatus>(null)
  const [pending, startTransition] = useTransition()

  function answer(result: ActionResult<{ id: number }>, next?: string) {
    if (result.ok) {
      if (next) {
        toast.success(result.message)
        router.push(next)
        return
      }
      setStatus({ kind: 'success', message: result.message })
      router.refresh()
    } else setStatus({ kind: result.conflict ? 'conflict' : 'error', message: result.message })
  }

  const run = (work: () => Promise<ActionResult<{ id: number }>>, next?: string) =>
    new Promise<void>((resolve) =>
      startTransition(async () => {
        setStatus(null)
        answer(await work(), next)
        resolve()
      }),
    )

  const nothing = !(isDraft && canWork) && !canChange && !(approvalPending && canApprove)
  if (nothing) return null
  return (
    <div className="space-y-2" data-testid="quote-actions">
      <div className="flex flex-wrap items-center gap-2">
        {isDraft && canWork ? (
          <>
            <Link href={`/admin/quotes/${quoteId}/edit`} className={buttonVariants({ variant: 'outline' })}>
              <PencilLine aria-hidden /> Edit draft
            </Link>
            {sendBlocked ? (
              <Button type="button" variant="outline" disabled aria-describedby="quote-send-blocked">
                <Send aria-hidden /> Send to homeowner
              </Button>
            ) : (
              <ConfirmButton
                variant="outline"
                confirmVariant="default"
                size="default"
                title={`Send ${reference} to the homeowner?`}
                description={
                  email
                    ? `The quote goes to ${email} by e-mail, with a private link to see it, choose an option and sign. The version you send can no longer be changed: a change makes a new version.`
                    : 'This lead has no e-mail address: the quote cannot be sent until the lead has one.'
                }
                confirmLabel="Send quote"
                onConfirm={() => run(() => sendQuoteAction(quoteId, version))}
              >
                <Send aria-hidden /> Send to homeowner
              </ConfirmButton>
            )}
          </>
        ) : null}
        {canChange ? (
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() =>
              void run(() => newQuoteVersionAction(quoteId, version), `/admin/quotes/${quoteId}/edit`)
            }
          >
            <PencilLine aria-hidden /> Change quote (new version)
          </Button>
        ) : null}
        {approvalPending && canApprove ? (
          <>
            <Button
              type="button"
              disabled={pending}
              onClick={() => void run(() => decideDiscountAction(quoteId, version, 'approve'))}
            >
              <CheckCircle2 aria-hidden /> Approve discount
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={pending}
              onClick={() => void run(() => decideDiscountAction(quoteId, version, 'reject'))}
            >
              <XCircle aria-hidden /> Turn down discount
            </Button>
          </>
        ) : null}
      </div>
      {isDraft && canWork && sendBlocked ? (
        <p id="quote-send-blocked" className="text-sm text-amber-900">
          {sendBlocked}
        </p>
      ) : null}
      <FormStatusMessage status={status} />
    </div>
  )
}
