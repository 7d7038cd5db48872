'use client'

import { Check, RotateCcw } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { setFollowUpDoneAction } from '@/lib/follow-ups/actions'
import { Button } from '@/components/ui/button'

/**
 * Marks one follow-up done (or open again) on the version shown. A colleague's change in between
 * is refused and said so here, beside the button that was pressed.
 */
export function FollowUpDoneButton({ id, done, version }: { id: number; done: boolean; version: string }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [error, setError] = useState<string | null>(null)
  const onClick = () => {
    setError(null)
    startTransition(async () => {
      const result = await setFollowUpDoneAction(id, { done: !done, updatedAt: version })
      if (result.ok) router.refresh()
      else setError(result.message)
    })
  }
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        type="button"
        size="sm"
        variant={done ? 'outline' : 'default'}
        disabled={pending}
        onClick={onClick}
        className="min-h-10"
      >
        {done ? <RotateCcw aria-hidden /> : <Check aria-hidden />}
        {pending ? 'Saving...' : done ? 'Reopen' : 'Mark done'}
      </Button>
      {error ? (
        <p role="alert" className="max-w-64 text-right text-xs text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}
