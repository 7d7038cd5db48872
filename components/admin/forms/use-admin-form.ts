'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState, useTransition } from 'react'
import { toast } from 'sonner'
import type { z } from 'zod'
import type { SharedVersion } from './record-version'
import type { ActionResult } from '@/lib/write/result'
import { fieldErrorsFrom, INVALID_FORM_MESSAGE, type FieldErrors } from '@/lib/field-errors'

export type FormStatus = { kind: 'success' | 'error' | 'conflict'; message: string } | null

/** How long a success message stays beside the form's button (an edit clears it sooner). */
export const SUCCESS_SHOWN_MS = 8_000

type Options<T> = {
  schema: z.ZodType
  /** The server action: receives the raw values, parses them again with the same schema. */
  action: (raw: Record<string, unknown>) => Promise<ActionResult<T>>
  /** Version of the row the form was opened with (its updatedAt); absent on create. */
  version?: string | null
  /** A version shared with the other forms of the same record (RecordVersion), instead of `version`. */
  shared?: SharedVersion
  /** Names that hold several values (repeated inputs) rather than one. */
  arrayKeys?: readonly string[]
  /** Values not held by named inputs (e.g. an image list kept in state). */
  extra?: () => Record<string, unknown>
  onSaved?: (result: Extract<ActionResult<T>, { ok: true }>) => void
  /**
   * Where to go after a save (a created record's page), or null to stay. When the form is left,
   * its message shows as a toast, since the form that would show it is gone.
   */
  redirectTo?: (result: Extract<ActionResult<T>, { ok: true }>) => string | null
}

/** The raw values of a form as the browser holds them: strings, string lists, 'on' for ticks. */
export function collectFormValues(form: HTMLFormElement, arrayKeys: readonly string[] = []) {
  const data = new FormData(form)
  const raw: Record<string, unknown> = {}
  for (const key of new Set(data.keys())) {
    const values = data.getAll(key).filter((v): v is string => typeof v === 'string')
    raw[key] = arrayKeys.includes(key) ? values : values[0]
  }
  return raw
}

/**
 * An admin form: validates with the shared zod schema before sending, sends the raw values to the
 * server action, puts the answer's errors on the fields (aria-invalid + aria-describedby through
 * the field components), keeps the row version for the next save and refreshes the page data.
 *
 * Each answer is said once, in one place (docs/decisions/admin-form-messages.md): beside the
 * form's button while the form stays on screen (a success until the next edit or for
 * SUCCESS_SHOWN_MS, an error until the next submit), or as a toast when the save leaves the form.
 */
export function useAdminForm<T extends { updatedAt?: string | null }>(options: Options<T>) {
  const router = useRouter()
  // The form element of the last submit, to move focus to its first invalid field.
  const formRef = useRef<HTMLFormElement | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<FormStatus>(null)
  const [ownVersion, setOwnVersion] = useState(options.version ?? null)
  const version = options.shared ? options.shared.version : ownVersion
  const setVersion = options.shared ? options.shared.setVersion : setOwnVersion
  const [pending, startTransition] = useTransition()
  const [focusTick, setFocusTick] = useState(0)
  // Successful saves so far: parts of the form (an upload notice) clear what a save settled.
  const [saves, setSaves] = useState(0)

  useEffect(() => {
    if (status?.kind !== 'success') return
    const timer = setTimeout(() => setStatus(null), SUCCESS_SHOWN_MS)
    return () => clearTimeout(timer)
  }, [status])

  /** Any change to the form makes a shown success stale. */
  const onEdit = useCallback(() => setStatus((current) => (current?.kind === 'success' ? null : current)), [])

  useEffect(() => {
    if (!focusTick) return
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    invalid?.focus()
  }, [focusTick])

  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const form = event.currentTarget
      formRef.current = form
      const raw = {
        ...collectFormValues(form, options.arrayKeys),
        ...(options.extra?.() ?? {}),
        ...(version ? { updatedAt: version } : {}),
      }
      const parsed = options.schema.safeParse(raw)
      if (!parsed.success) {
        setErrors(fieldErrorsFrom(parsed.error))
        setStatus({ kind: 'error', message: INVALID_FORM_MESSAGE })
        setFocusTick((n) => n + 1)
        return
      }
      setErrors({})
      setStatus(null)
      startTransition(async () => {
        const result = await options.action(raw)
        if (result.ok) {
          if (result.data.updatedAt) setVersion(result.data.updatedAt)
          setSaves((n) => n + 1)
          options.onSaved?.(result)
          const next = options.redirectTo?.(result)
          if (next) {
            toast.success(result.message)
            router.push(next)
            return
          }
          setStatus({ kind: 'success', message: result.message })
          router.refresh()
        } else {
          setErrors(result.fieldErrors ?? {})
          setStatus({ kind: result.conflict ? 'conflict' : 'error', message: result.message })
          setFocusTick((n) => n + 1)
        }
      })
    },
    [options, router, version, setVersion],
  )

  return { errors, status, pending, onSubmit, onEdit, saves, version, setErrors }
}

export type AdminFormState = ReturnType<typeof useAdminForm>
