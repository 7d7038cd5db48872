'use client'

import { Inbox, Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { toast } from 'sonner'
import { deleteSpamAction, restoreSpamAction } from '@/lib/leads/spam/actions'
import { useReportResult } from '@/components/admin/action-feedback'
import { ConfirmButton } from '@/components/admin/forms/confirm-button'

/** 'Not spam' and 'Delete' for one suspected spam submission, each confirmed first. */
export function SpamRowActions({ id, label }: { id: number; label: string }) {
  const router = useRouter()
  const report = useReportResult()
  return (
    <div className="flex flex-wrap gap-1 md:justify-end">
      <ConfirmButton
        variant="outline"
        confirmVariant="default"
        title={`Not spam: store “${label}” as a real lead?`}
        description="It joins the leads desk with its branch, its e-mails go to the branch and the company inbox, and a landing page counts its conversion, as for any lead. It keeps the time it was sent."
        confirmLabel="Store as a lead"
        triggerLabel={`Not spam: ${label}`}
        onConfirm={async () => {
          const result = await restoreSpamAction(id)
          if (result.ok) {
            toast.success(result.message, {
              action: { label: 'Open', onClick: () => router.push(result.data.href) },
            })
          } else toast.error(result.message)
          router.refresh()
        }}
      >
        <Inbox aria-hidden /> Not spam
      </ConfirmButton>
      <ConfirmButton
        title={`Delete “${label}”?`}
        description="The submission is removed for good. This cannot be undone."
        confirmLabel="Delete"
        triggerLabel={`Delete ${label}`}
        onConfirm={async () => report(await deleteSpamAction(id))}
      >
        <Trash2 aria-hidden /> Delete
      </ConfirmButton>
    </div>
  )
}
