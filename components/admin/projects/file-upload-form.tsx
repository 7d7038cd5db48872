'use client'

import { Loader2, Upload } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { Field, NativeSelect, errorProps } from '@/components/admin/form-controls'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import {
  PROJECT_FILE_KINDS,
  PROJECT_FILE_KIND_LABELS,
  PROJECT_MESSAGES,
  projectStageLabel,
  type ProjectFileKind,
  type ProjectStageKey,
} from '@/lib/projects/rules'
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/lib/uploads/rules'

type Errors = Partial<Record<'file' | 'kind' | 'caption' | 'form', string>>

/**
 * Adds a photo or a document to a stage: the file, what it is, and a note. The browser checks the
 * size and type for a quick answer; the server decides (by the file's first bytes) and its refusal
 * shows on the field.
 */
export function FileUploadForm({
  projectId,
  stageKey,
  suggested = 'photo',
}: {
  projectId: number
  stageKey: ProjectStageKey
  suggested?: ProjectFileKind
}) {
  const router = useRouter()
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const formRef = useRef<HTMLFormElement>(null)
  const [kind, setKind] = useState<ProjectFileKind>('photo')
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)
  const photo = kind === 'photo'
  const accept = photo
    ? ACCEPTED_IMAGE_TYPES.join(',')
    : ['application/pdf', ...ACCEPTED_IMAGE_TYPES].join(',')

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const file = data.get('file')
    const problem =
      !(file instanceof File) || file.size === 0
        ? UPLOAD_MESSAGES.missing
        : file.size > MAX_UPLOAD_BYTES
          ? UPLOAD_MESSAGES.tooLarge
          : photo && file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)
            ? PROJECT_MESSAGES.photoNotImage
            : null
    if (problem) {
      setErrors({ file: problem })
      form.querySelector<HTMLElement>('input[type="file"]')?.focus()
      return
    }
    setErrors({})
    setPending(true)
    data.set('stage', stageKey)
    try {
      const response = await fetch(`/api/admin/projects/${projectId}/files`, {
        method: 'POST',
        body: data,
        credentials: 'same-origin',
      })
      type Answer = { message?: string; errors?: Errors } | null
      let body: Answer
      try {
        body = JSON.parse(await response.text()) as Answer
      } catch {
        body = null
      }
      if (response.ok) {
        toast.success(body?.message ?? 'Added.')
        formRef.current?.reset()
        setKind('photo')
        router.refresh()
      } else {
        const fields = body?.errors ?? {}
        const onField = fields.file ?? fields.kind ?? fields.caption
        setErrors({
          file: fields.file,
          kind: fields.kind,
          caption: fields.caption,
          form: onField
            ? undefined
            : (body?.message ?? `The upload failed (${response.status}). Please try again.`),
        })
      }
    } catch {
      setErrors({ form: 'The upload failed: the server could not be reached. Please try again.' })
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label={`Add a photo or document to ${projectStageLabel(stageKey)}`}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      data-testid="file-upload-form"
    >
      <Field id={`${id}-kind`} label="What is it?" error={errors.kind}>
        <NativeSelect
          id={`${id}-kind`}
          name="kind"
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as ProjectFileKind)}
          {...errorProps(`${id}-kind`, errors.kind)}
        >
          {PROJECT_FILE_KINDS.map((value) => (
            <option key={value} value={value}>
              {PROJECT_FILE_KIND_LABELS[value]}
              {value === suggested && value !== 'photo' ? ' (usual here)' : ''}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id={`${id}-file`}
        label={photo ? 'Photo' : 'Document'}
        error={errors.file}
        hint={`${photo ? 'JPEG, PNG or WebP' : 'PDF, JPEG, PNG or WebP'}, up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`}
      >
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept={accept}
          className="block w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
          aria-describedby={errors.file ? `${id}-file-error` : `${id}-file-hint`}
          aria-invalid={errors.file ? true : undefined}
        />
      </Field>
      <Field id={`${id}-caption`} label="Note" error={errors.caption} className="sm:col-span-2">
        <Input
          id={`${id}-caption`}
          name="caption"
          maxLength={500}
          placeholder={photo ? 'What the photo shows' : 'Anything to know about it'}
          {...errorProps(`${id}-caption`, errors.caption)}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" variant="outline" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
          {pending ? 'Uploading…' : photo ? 'Add photo' : 'Add document'}
        </Button>
        <p role="status" aria-live="polite" className="text-sm font-medium text-red-700">
          {errors.form ?? ''}
        </p>
      </div>
    </form>
  )
}
