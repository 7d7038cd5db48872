'use client'

import { Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useReportResult } from '@/components/admin/action-feedback'
import { ConfirmButton } from '@/components/admin/forms/confirm-button'
import { AdminForm, FormSection, SubmitButton, TextField } from '@/components/admin/forms/fields'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { deleteMediaAction, saveMediaWordsAction } from '@/lib/media/actions'
import { MEDIA_MESSAGES, mediaEditSchema } from '@/lib/media/schema'

/** A library picture's alt text and caption; shown at once wherever the picture is placed. */
export function MediaWordsForm({
  id,
  updatedAt,
  alt,
  caption,
}: {
  id: number
  updatedAt: string
  alt: string
  caption: string
}) {
  const form = useAdminForm({
    schema: mediaEditSchema,
    version: updatedAt,
    action: (raw) => saveMediaWordsAction(id, raw),
  })
  return (
    <AdminForm form={form} aria-label="Picture words">
      <FormSection title="Words">
        <TextField
          name="alt"
          label="Alt text"
          required
          maxLength={250}
          defaultValue={alt}
          hint={MEDIA_MESSAGES.altHint}
          className="sm:col-span-2"
        />
        <TextField
          name="caption"
          label="Caption"
          maxLength={250}
          defaultValue={caption}
          hint={MEDIA_MESSAGES.captionHint}
          className="sm:col-span-2"
        />
      </FormSection>
      <SubmitButton pending={form.pending} pendingText="Saving…">
        Save words
      </SubmitButton>
    </AdminForm>
  )
}

export function DeleteMediaButton({
  id,
  updatedAt,
  inUse,
}: {
  id: number
  updatedAt: string
  inUse: boolean
}) {
  const router = useRouter()
  const report = useReportResult()
  return (
    <ConfirmButton
      title="Delete this picture?"
      description={
        inUse
          ? 'It is shown on the site: choose another picture for those places first.'
          : 'It is removed from the library and its file deleted. This cannot be undone.'
      }
      confirmLabel="Delete picture"
      triggerLabel="Delete picture"
      onConfirm={async () => {
        const result = report(await deleteMediaAction(id, updatedAt))
        if (result.ok) router.push('/admin/media')
      }}
    >
      <Trash2 aria-hidden /> Delete
    </ConfirmButton>
  )
}
