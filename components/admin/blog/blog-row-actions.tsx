'use client'

import { Eye, Trash2 } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { toastResult } from '@/components/admin/action-feedback'
import { ConfirmButton } from '@/components/admin/forms/confirm-button'
import { RowEditLink } from '@/components/admin/row-edit-link'
import { Button } from '@/components/ui/button'
import { deletePostAction } from '@/lib/blog/actions'

export function BlogRowActions({
  id,
  title,
  updatedAt,
  showEdit = true,
}: {
  id: number
  title: string
  updatedAt: string
  showEdit?: boolean
}) {
  const router = useRouter()
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {showEdit && <RowEditLink href={`/admin/blog/${id}`} name={title} />}
      <Button asChild size="sm" variant="outline">
        <Link href={`/blog-preview/${id}`} aria-label={`Preview ${title}`}>
          <Eye aria-hidden /> Preview
        </Link>
      </Button>
      <ConfirmButton
        title={`Delete “${title}”?`}
        description="The post is removed from the blog for good. Archive it instead to take it off the blog but keep it."
        confirmLabel="Delete post"
        triggerLabel={`Delete ${title}`}
        onConfirm={async () => {
          const result = await deletePostAction(id, updatedAt)
          toastResult(result)
          if (result.ok && !showEdit) router.push('/admin/blog')
          else router.refresh()
        }}
      >
        <Trash2 aria-hidden /> Delete
      </ConfirmButton>
    </div>
  )
}
