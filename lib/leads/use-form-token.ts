'use client'

/**
 * The form's signed time (lib/leads/form-token) for the minimum-fill-time check: fetched from
 * GET /api/form-token when the form is first focused or typed in (`start`), so the time is the
 * server's and never one baked into a cached page; a submit waits for it (`token`). A form an
 * island rendered live (components/ui/island) was in use before its code arrived: it fetches at
 * once; when such a form is sent before its token has come of age (the minimum fill time, in the
 * token's answer), the submit waits out the rest, since the person was at it well before. Without a
 * token the submission still goes out, and the server holds it for review.
 */
import { useContext, useEffect, useMemo, useRef } from 'react'
import { IslandShownSince } from '@/components/ui/island-context'

/** A token older than this is fetched again at the next use (the server accepts a day). */
const REFRESH_AFTER_MS = 6 * 60 * 60 * 1000

type Fetched = { token: string; minFillMs: number; receivedAt: number }

async function fetchToken(): Promise<Fetched | undefined> {
  try {
    const response = await fetch('/api/form-token', { cache: 'no-store', credentials: 'same-origin' })
    if (!response.ok) return undefined
    const body = (await response.json()) as { token?: unknown; minFillMs?: unknown }
    if (typeof body.token !== 'string') return undefined
    const minFillMs = typeof body.minFillMs === 'number' ? body.minFillMs : 0
    // The server signed it before this moment, so its age counted from here is never too high.
    return { token: body.token, minFillMs, receivedAt: Date.now() }
  } catch {
    return undefined
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The token for a submit. A form in use for longer than the minimum fill time (by this browser's
 * clock) whose token is younger than that, because it arrived with the form's code, waits for it to
 * come of age; a form filled faster than a person could is sent at once, as it was.
 */
async function tokenForSubmit(fetched: Fetched | undefined, inUseSince: number): Promise<string | undefined> {
  if (!fetched) return undefined
  const now = Date.now()
  const tokenAge = now - fetched.receivedAt
  if (now - inUseSince >= fetched.minFillMs && tokenAge < fetched.minFillMs) {
    await sleep(fetched.minFillMs - tokenAge + 50)
  }
  return fetched.token
}

export function useFormToken() {
  const shownSince = useContext(IslandShownSince)
  const pending = useRef<{ at: number; token: Promise<Fetched | undefined> } | null>(null)
  const inUseSince = useRef<number | null>(null)
  const api = useMemo(() => {
    const start = () => {
      inUseSince.current ??= Date.now()
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
      token: async () => tokenForSubmit(await start(), inUseSince.current ?? Date.now()),
      /** After a successful submit: the next submission counts from its own first use. */
      restart: () => {
        pending.current = null
        inUseSince.current = null
      },
    }
  }, [])
  useEffect(() => {
    if (shownSince === null || shownSince === undefined) return
    // In use since its HTML was on screen (shownSince is on the performance.now() clock): what
    // was typed then counts towards the fill time.
    const shownAt = Date.now() - (performance.now() - shownSince)
    inUseSince.current = Math.min(inUseSince.current ?? shownAt, shownAt)
    api.start()
  }, [shownSince, api])
  return api
}
