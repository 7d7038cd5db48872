'use client'

/**
 * The form's signed time (lib/leads/form-token) for the minimum-fill-time check: fetched from
 * GET /api/form-token when the form is first focused or typed in (`start`), so the time is the
 * server's and never one baked into a cached page; a submit waits for it (`token`). A form an
 * island rendered live (components/ui/island) was in use before its code arrived: it fetches at
 * once. Without a token the submission still goes out, and the server holds it for review.
 */
import { useContext, useEffect, useMemo, useRef } from 'react'
import { IslandShownSince } from '@/components/ui/island-context'

/** A token older than this is fetched again at the next use (the server accepts a day). */
const REFRESH_AFTER_MS = 6 * 60 * 60 * 1000

async function fetchToken(): Promise<string | undefined> {
  try {
    const response = await fetch('/api/form-token', { cache: 'no-store', credentials: 'same-origin' })
    if (!response.ok) return undefined
    const body = (await response.json()) as { token?: unknown }
    return typeof body.token === 'string' ? body.token : undefined
  } catch {
    return undefined
  }
}

export function useFormToken() {
  const shownSince = useContext(IslandShownSince)
  const pending = useRef<{ at: number; token: Promise<string | undefined> } | null>(null)
  const api = useMemo(() => {
    const start = () => {
      const current = pending.current
      if (current && Date.now() - current.at < REFRESH_AFTER_MS) return current.token
      const next = { at: Date.now(), token: fetchToken() }
      pending.current = next
      // A failed fetch is tried again at the next use.
      void next.token.then((token) => {
        if (!token && pending.current === next) pending.current = null
      })
      return next.token
    }
    return {
      /** Call on the form's first focus or input. */
      start: () => void start(),
      /** The token for a submit (fetched now if the form was never focused). */
      token: start,
      /** After a successful submit: the next submission counts from its own first use. */
      restart: () => {
        pending.current = null
      },
    }
  }, [])
  useEffect(() => {
    if (shownSince !== null && shownSince !== undefined) api.start()
  }, [shownSince, api])
  return api
}
