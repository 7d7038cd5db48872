'use client'

import { useEffect, useRef } from 'react'
import { toast } from 'sonner'

type State = { ok: boolean; message?: string; at?: number }

/** Shows each new answer of a server action as a toast (success or error). */
export function useActionToast(state: State, onSuccess?: () => void) {
  const shown = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (!state.at || state.at === shown.current) return
    shown.current = state.at
    if (state.ok) {
      toast.success(state.message ?? 'Saved.')
      onSuccess?.()
    } else if (state.message) {
      toast.error(state.message)
    }
  }, [state, onSuccess])
}
