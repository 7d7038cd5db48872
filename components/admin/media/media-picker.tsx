'use client'

import { Check } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { toast } from 'sonner'
import { FormStatusMessage } from '@/components/admin/forms/fields'
import type { FormStatus } from '@/components/admin/forms/use-admin-form'
import { Button } from '@/components/ui/button'
import { placeMediaAction } from '@/lib/media/actions'
import { cn } from '@/lib/utils'

export type PickerPicture = { id: number; url: string; alt: string; caption: string | null }

/**
 * Chooses the picture a place on the public pages shows: one of the library's, or its fallback
 * (the demo drawing, the stored logo, or nothing). Saving refreshes the cached public pages.
 */
export function MediaPicker({
  slot,
  pictures,
  chosenId,
  fallback,
}: {
  slot: string
  pictures: PickerPicture[]
  chosenId: number | null
  fallback: { label: string; src: string | null }
}) {
  const router = useRouter()
  const [choice, setChoice] = useState(chosenId === null ? '' : String(chosenId))
  const [status, setStatus] = useState<FormStatus>(null)
  const [pending, startTransition] = useTransition()

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    startTransition(async () => {
      const result = await placeMediaAction(slot, { mediaId: choice })
      setStatus({ kind: result.ok ? 'success' : 'error', message: result.message })
      if (result.ok) {
        toast.success(result.message)
        router.push('/admin/media/places')
      }
    })
  }

  return (
    <form method="post" onSubmit={onSubmit} aria-label="Choose a picture" data-testid="media-picker">
      <fieldset>
        <legend className="mb-3 font-semibold">Choose the picture</legend>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          <li>
            <Choice
              value=""
              checked={choice === ''}
              onChange={setChoice}
              label={fallback.label}
              src={fallback.src}
              alt=""
            />
          </li>
          {pictures.map((picture) => (
            <li key={picture.id}>
              <Choice
                value={String(picture.id)}
                checked={choice === String(picture.id)}
                onChange={setChoice}
                label={picture.alt}
                detail={picture.caption}
                src={picture.url}
                alt=""
              />
            </li>
          ))}
        </ul>
      </fieldset>
      {pictures.length === 0 && (
        <p className="mt-3 text-sm text-muted-foreground">
          The library is empty: upload a picture on the Media library page first.
        </p>
      )}
      <div className="mt-5">
        <Button type="submit" disabled={pending} aria-disabled={pending}>
          {pending ? 'Saving…' : 'Save choice'}
        </Button>
      </div>
      <FormStatusMessage status={status} />
    </form>
  )
}

function Choice({
  value,
  checked,
  onChange,
  label,
  detail,
  src,
  alt,
}: {
  value: string
  checked: boolean
  onChange: (value: string) => void
  label: string
  detail?: string | null
  src: string | null
  alt: string
}) {
  return (
    <label
      className={cn(
        'relative flex h-full cursor-pointer flex-col overflow-hidden rounded-lg border-2 bg-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring',
        checked ? 'border-primary' : 'border-border hover:border-primary/50',
      )}
    >
      <input
        type="radio"
        name="mediaId"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="sr-only"
      />
      <span className="flex aspect-[4/3] items-center justify-center bg-muted text-sm text-muted-foreground">
        {src ? (
          // eslint-disable-next-line @next/next/no-img-element -- an admin thumbnail of any stored picture
          <img src={src} alt={alt} className="size-full object-cover" loading="lazy" />
        ) : (
          'No picture'
        )}
      </span>
      <span className="p-2 text-sm">
        <span className="line-clamp-2 font-medium">{label}</span>
        {detail && <span className="mt-0.5 line-clamp-2 block text-xs text-muted-foreground">{detail}</span>}
      </span>
      {checked && (
        <span className="absolute top-2 right-2 rounded-full bg-primary p-1 text-primary-foreground">
          <Check className="size-4" aria-hidden />
        </span>
      )}
    </label>
  )
}
