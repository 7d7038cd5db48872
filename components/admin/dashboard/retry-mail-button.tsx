'use client'

import { RotateCw } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { retryMailAction } from '@/lib/mail/actions'
import { Button } from '@/components/ui/button'

/** Puts one failed e-mail back in the outbox's queue; the answer is said beside the button. */
export function RetryMailButton({ id, subject }: { id: number; subject: string }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const onClick = () => {
    setMessage(null)
    startTransition(async () => {
      const result = await retryMailAction(id)
      setMessage({ ok: result.ok, text: result.message })
      if (result.ok) router.refresh()
    })
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={pending}
        onClick={onClick}
        aria-label={`Retry “${subject}”`}
        className="min-h-10"
      >
        <RotateCw aria-hidden /> {pending ? 'Retrying...' : 'Retry'}
      </Button>
      <p role="status" className={message?.ok ? 'text-xs text-green-800' : 'text-xs text-red-800'}>
        {message?.text ?? ''}
      </p>
    </div>
  )
}
