'use client'

import { ImageIcon, Loader2, Upload, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { UploadKind } from '@/lib/uploads/rules'
import { FieldMessages, useField } from './fields'
import { IMAGE_ACCEPT, uploadImage } from './upload-image'

/**
 * One picture (a logo, a cover image): upload a file, or type an address. The value is posted as
 * the text field `name`, so the form's schema validates it like any other link.
 */
export function ImageField({
  name,
  label,
  kind,
  defaultValue,
  hint,
  allowText = false,
}: {
  name: string
  label: string
  kind: UploadKind
  defaultValue?: string | null
  hint?: React.ReactNode
  /** Also accept an emoji or free text (manufacturer logos). */
  allowText?: boolean
}) {
  const { id, error, controlProps } = useField(name, hint)
  const [value, setValue] = useState(defaultValue ?? '')
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const isPicture = /^(\/|https?:\/\/|data:image\/)/.test(value)

  async function onFile(file: File | undefined) {
    if (!file) return
    setUploading(true)
    setUploadError(null)
    const result = await uploadImage(file, kind)
    setUploading(false)
    if (fileRef.current) fileRef.current.value = ''
    if (result.ok) setValue(result.image.url)
    else setUploadError(result.message)
  }

  return (
    <div className="space-y-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-start gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted text-3xl">
          {value && isPicture ? (
            // eslint-disable-next-line @next/next/no-img-element -- an admin preview of any address, including just-uploaded files
            <img src={value} alt="" className="size-full object-cover" />
          ) : value ? (
            <span aria-hidden>{value.slice(0, 4)}</span>
          ) : (
            <ImageIcon className="size-6 text-muted-foreground" aria-hidden />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <Input
            {...controlProps}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            placeholder={allowText ? '/uploads/… , https://… or an emoji' : '/uploads/… or https://…'}
          />
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileRef}
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              id={`${id}-file`}
              tabIndex={-1}
              aria-hidden
              onChange={(event) => onFile(event.currentTarget.files?.[0])}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={uploading}
              onClick={() => fileRef.current?.click()}
            >
              {uploading ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
              {uploading ? 'Uploading…' : `Upload ${label.toLowerCase()}`}
            </Button>
            {value && (
              <Button type="button" variant="ghost" size="sm" onClick={() => setValue('')}>
                <X aria-hidden /> Remove
              </Button>
            )}
          </div>
        </div>
      </div>
      <p role="status" aria-live="polite" className="text-sm font-medium text-red-700">
        {uploadError}
      </p>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}
