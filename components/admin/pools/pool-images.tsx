'use client'

import Image from 'next/image'
import { ArrowDown, ArrowUp, ImagePlus, Loader2, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { FieldMessages } from '@/components/admin/forms/fields'
import { IMAGE_ACCEPT, uploadImage } from '@/components/admin/forms/upload-image'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { PoolImage } from '@/lib/pools/image-columns'
import { MAX_POOL_IMAGES } from '@/lib/pools/schema'
import { MAX_UPLOAD_MEGABYTES } from '@/lib/uploads/rules'

type Props = {
  images: PoolImage[]
  onChange: (images: PoolImage[]) => void
  errors: Record<string, string>
  /** Successful saves of the pool so far: a save settles what the notices below were about. */
  saves: number
}

/**
 * A notice about the pictures, tied to the save it came after: once the pool is saved again the
 * images are stored, so 'uploaded, save to keep them' or a failed upload no longer applies.
 */
type Notice = { text: string; kind: 'uploaded' | 'error' | 'moved'; afterSave: number }

/** The pool's pictures in display order: upload, reorder, describe (alt text) and remove. */
export function PoolImages({ images, onChange, errors, saves }: Props) {
  const idPrefix = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const fileRef = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(0)
  const [notice, setNotice] = useState<Notice | null>(null)
  const shown = notice?.afterSave === saves ? notice : null
  const say = (kind: Notice['kind'], text: string) => setNotice({ kind, text, afterSave: saves })
  const room = MAX_POOL_IMAGES - images.length

  async function onFiles(files: FileList | null) {
    if (!files?.length) return
    const chosen = Array.from(files).slice(0, room)
    const problems: string[] =
      files.length > room ? [`Only ${MAX_POOL_IMAGES} images per pool; the extra files were skipped.`] : []
    setNotice(null)
    setUploading(chosen.length)
    const added: PoolImage[] = []
    for (const file of chosen) {
      const result = await uploadImage(file, 'pools')
      setUploading((n) => n - 1)
      if (result.ok) added.push({ url: result.image.url, alt: '' })
      else problems.push(`${file.name}: ${result.message}`)
    }
    if (fileRef.current) fileRef.current.value = ''
    if (added.length) onChange([...images, ...added])
    const uploaded = added.length
      ? `${added.length} ${added.length === 1 ? 'image' : 'images'} uploaded: describe each in its alt text field, then save the pool to keep ${added.length === 1 ? 'it' : 'them'}.`
      : ''
    if (problems.length) say('error', [...problems, uploaded].filter(Boolean).join(' '))
    else if (uploaded) say('uploaded', uploaded)
  }

  function move(index: number, by: -1 | 1) {
    const next = [...images]
    const [item] = next.splice(index, 1)
    if (!item) return
    next.splice(index + by, 0, item)
    onChange(next)
    say('moved', `Image moved to position ${index + by + 1} of ${next.length}.`)
  }

  function update(index: number, alt: string) {
    onChange(images.map((image, i) => (i === index ? { ...image, alt } : image)))
  }

  function remove(index: number) {
    onChange(images.filter((_, i) => i !== index))
    say('moved', `Image ${index + 1} removed.`)
  }

  return (
    <div className="space-y-3 sm:col-span-2">
      <p className="text-sm text-muted-foreground">
        JPEG, PNG or WebP up to {MAX_UPLOAD_MEGABYTES} MB each, at most {MAX_POOL_IMAGES} images. The first
        image is the one shown on cards. Pictures are stored as WebP, at most 1600 pixels wide.
      </p>
      {errors.images && <p className="text-sm font-medium text-red-700">{errors.images}</p>}
      <ol className="space-y-3" aria-label="Pool images in display order">
        {images.map((image, index) => {
          const altId = `${idPrefix}-alt-${index}`
          const urlError = errors[`images.${index}.url`]
          const altError = errors[`images.${index}.alt`]
          return (
            <li
              key={`${image.url}-${index}`}
              className="flex flex-wrap items-start gap-3 rounded-lg border p-3"
              data-testid="pool-image"
            >
              <div className="relative h-20 w-28 shrink-0 overflow-hidden rounded-md bg-muted">
                <Image src={image.url} alt="" fill sizes="112px" className="object-cover" />
              </div>
              {/* On a phone the alt text takes a line of its own below the picture and its
                  buttons (beside them it was squeezed to a few pixels at 360 px). */}
              <div className="min-w-0 flex-[1_1_12rem] space-y-1.5 max-sm:order-last">
                <label htmlFor={altId} className="text-sm font-medium">
                  Alt text for image {index + 1}
                </label>
                <Input
                  id={altId}
                  value={image.alt}
                  maxLength={255}
                  onChange={(event) => update(index, event.currentTarget.value)}
                  aria-invalid={altError ? true : undefined}
                  aria-describedby={altError ? `${altId}-error` : undefined}
                  placeholder="What the picture shows, e.g. Roman pool with tanning ledge at dusk"
                />
                <FieldMessages id={altId} error={altError ?? urlError} />
                <p className="truncate text-xs text-muted-foreground">{image.url}</p>
              </div>
              <div className="flex gap-1">
                <Button
                  type="button"
                  size="icon"
                  variant="outline"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Move image ${index + 1} up`}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="outline"
                  disabled={index === images.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Move image ${index + 1} down`}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="outline"
                  onClick={() => remove(index)}
                  aria-label={`Remove image ${index + 1}`}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          )
        })}
      </ol>
      {images.length === 0 && <p className="text-sm text-muted-foreground">No images yet.</p>}
      <div>
        <input
          ref={fileRef}
          id={`${idPrefix}-files`}
          data-testid="pool-image-input"
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => onFiles(event.currentTarget.files)}
        />
        <Button
          type="button"
          variant="outline"
          disabled={room <= 0 || uploading > 0}
          onClick={() => fileRef.current?.click()}
        >
          {uploading > 0 ? <Loader2 className="animate-spin" aria-hidden /> : <ImagePlus aria-hidden />}
          {uploading > 0 ? `Uploading ${uploading}…` : 'Upload images'}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-sm" data-testid="pool-images-status">
        {shown ? (
          <span
            className={
              shown.kind === 'error'
                ? 'font-medium text-red-700'
                : shown.kind === 'uploaded'
                  ? 'font-medium text-emerald-800'
                  : 'sr-only'
            }
          >
            {shown.text}
          </span>
        ) : null}
      </p>
    </div>
  )
}
