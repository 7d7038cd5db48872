'use client'

/**
 * What a button of the admin does with an action's answer: its message as a success or an error
 * toast, and (useReportResult) the page rendered again, so the list shows the change.
 */
import { useRouter } from 'next/navigation'
import { toast } from 'sonner'
import type { ActionResult } from '@/lib/write/result'

export function toastResult(result: ActionResult<unknown>) {
  if (result.ok) toast.success(result.message)
  else toast.error(result.message)
}

/** A function that toasts an action's answer, refreshes the page and hands the answer back. */
export function useReportResult() {
  const router = useRouter()
  return function report<T>(result: ActionResult<T>): ActionResult<T> {
    toastResult(result)
    router.refresh()
    return result
  }
}
