'use client'

import { useActionState, useRef } from 'react'
import { addCommentAction } from '@/app/(admin)/admin/estimates/actions'
import { Field, TextArea, errorProps } from '@/components/admin/form-controls'
import { useActionToast } from '@/components/admin/use-action-toast'
import { Button } from '@/components/ui/button'
import { COMMENT_MAX } from '@/lib/admin/leads/statuses'

export function CommentForm({ id }: { id: number }) {
  const [state, action, pending] = useActionState(addCommentAction, { ok: false })
  const form = useRef<HTMLFormElement>(null)
  useActionToast(state, () => form.current?.reset())
  return (
    <form ref={form} action={action} className="space-y-3">
      <input type="hidden" name="id" value={id} />
      <Field id="lead-comment" label="Add a comment" error={state.errors?.comment}>
        <TextArea
          id="lead-comment"
          name="comment"
          required
          maxLength={COMMENT_MAX}
          placeholder="Call notes, next steps, what the customer asked for..."
          {...errorProps('lead-comment', state.errors?.comment)}
        />
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? 'Adding...' : 'Add comment'}
      </Button>
    </form>
  )
}
