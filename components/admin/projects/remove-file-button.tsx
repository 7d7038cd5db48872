'use client'

import { Trash2 } from 'lucide-react'
import { useReportResult } from '@/components/admin/action-feedback'
import { ConfirmButton } from '@/components/admin/forms/confirm-button'
import { removeProjectFileAction } from '@/lib/projects/actions'

export function RemoveFileButton({ fileId, name }: { fileId: number; name: string }) {
  const report = useReportResult()
  return (
    <ConfirmButton
      variant="ghost"
      size="sm"
      triggerLabel={`Remove ${name}`}
      title={`Remove ${name}?`}
      description="The file is deleted from the project. The history keeps a line saying who removed it."
      confirmLabel="Remove"
      onConfirm={async () => report(await removeProjectFileAction(fileId))}
    >
      <Trash2 aria-hidden /> Remove
    </ConfirmButton>
  )
}
