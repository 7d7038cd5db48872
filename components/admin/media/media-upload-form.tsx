'use client'

import { Loader2, Upload } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { AdminForm, FieldMessages, FormSection, TextField, useField } from '@/components/admin/forms/fields'
import type { FormStatus } from '@/components/admin/forms/use-admin-form'
import { Button } from '@/components/ui/button'
import { fieldErrorsFrom, INVALID_FORM_MESSAGE, type FieldErrors } from '@/lib/field-errors'
import { MEDIA_MESSAGES, mediaWordsSchema } from '@/lib/media/schema'
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/lib/uploads/rules'

/**
 * Uploads a picture into the library once, with its alt text (required) and an optional caption.
 * The words are checked here and again on the server before the file is stored.
 */
export function MediaUploadForm() {
  const router = useRouter()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<FormStatus>(null)
  const [pending, setPending] = useState(false)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const file = data.get('file')
    const found: FieldErrors = {}
    const words = mediaWordsSchema.safeParse({ alt: data.get('alt'), caption: data.get('caption') })
    if (!words.success) Object.assign(found, fieldErrorsFrom(words.error))
    if (!(file instanceof File) || file.size === 0) found.file = UPLOAD_MESSAGES.missing
    else if (file.size > MAX_UPLOAD_BYTES) found.file = UPLOAD_MESSAGES.tooLarge
    else if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))
      found.file = UPLOAD_MESSAGES.wrongType
    if (Object.keys(found).length) {
      setErrors(found)
      setStatus({ kind: 'error', message: INVALID_FORM_MESSAGE })
      focusFirstInvalid(form)
      return
    }
    setPending(true)
    setErrors({})
    setStatus(null)
    let response: Response | null = null
    let body: { alt?: string; message?: string; errors?: FieldErrors } | null = null
    try {
      response = await fetch('/api/admin/media', { method: 'POST', body: data, credentials: 'same-origin' })
      body = await response.json().catch(() => null)
    } catch {
      response = null
    }
    try {
      if (response?.ok) {
        form.reset()
        setStatus({ kind: 'success', message: `Added “${body?.alt ?? 'the picture'}” to the library.` })
        router.refresh()
        return
      }
      const message = !response
        ? 'The upload failed: the server could not be reached. Please try again.'
        : (body?.message ?? `The upload failed (${response.status}). Please try again.`)
      setErrors(body?.errors ?? { file: message })
      setStatus({ kind: 'error', message })
      focusFirstInvalid(form)
    } finally {
      setPending(false)
    }
  }

  return (
    <AdminForm
      form={{ errors, status, onSubmit, onEdit: () => setStatus((s) => (s?.kind === 'success' ? null : s)) }}
      aria-label="Upload a picture"
      data-testid="media-upload-form"
      encType="multipart/form-data"
    >
      <FormSection title="Upload a picture">
        <FileField />
        <TextField name="alt" label="Alt text" required maxLength={250} hint={MEDIA_MESSAGES.altHint} />
        <TextField name="caption" label="Caption" maxLength={250} hint={MEDIA_MESSAGES.captionHint} />
      </FormSection>
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
        {pending ? 'Uploading…' : 'Upload to the library'}
      </Button>
    </AdminForm>
  )
}

function FileField() {
  const hint = `JPEG, PNG or WebP up to ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB; stored as WebP, at most 1600 px a side.`
  const { id, error, controlProps } = useField('file', hint)
  return (
    <div className="space-y-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium">
        Picture
        <span className="text-red-700" aria-hidden>
          {' '}
          *
        </span>
      </label>
      <input
        {...controlProps}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-required
        className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
