'use client'

import { useRef } from 'react'
import { addCommentAction } from '@/lib/leads/estimates/actions'
import { AdminForm, SubmitButton, TextareaField } from '@/components/admin/forms/fields'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { commentSchema } from '@/lib/leads/estimates/schemas'
import { COMMENT_MAX } from '@/lib/leads/estimates/statuses'

/** Adds a comment to a lead; comments are only ever added, so the form carries no version. */
export function CommentForm({ id }: { id: number }) {
  const element = useRef<HTMLFormElement>(null)
  const form = useAdminForm({
    schema: commentSchema,
    action: (raw) => addCommentAction(id, raw),
    onSaved: () => element.current?.reset(),
  })
  return (
    <AdminForm ref={element} form={form} className="space-y-3">
      <TextareaField
        name="comment"
        label="Add a comment"
        required
        maxLength={COMMENT_MAX}
        placeholder="Call notes, next steps, what the customer asked for..."
      />
      <SubmitButton pending={form.pending} pendingText="Adding...">
        Add comment
      </SubmitButton>
    </AdminForm>
  )
}
