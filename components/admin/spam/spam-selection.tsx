'use client'

import { Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { toast } from 'sonner'
import { deleteSpamManyAction } from '@/lib/leads/spam/actions'
import { ConfirmButton } from '@/components/admin/forms/confirm-button'
import {
  RowSelectionProvider,
  SelectAllBox,
  SelectRowBox,
  useRowSelection,
} from '@/components/admin/row-selection'
import { Button } from '@/components/ui/button'

/** The spam desk's selection: the shared row selection (components/admin/row-selection.tsx). */
export const SpamSelectionProvider = RowSelectionProvider

export function SpamSelectAll() {
  return <SelectAllBox label="Select every submission on this page" />
}

export function SpamSelectBox({ id, label }: { id: number; label: string }) {
  return <SelectRowBox id={id} label={label} testId="spam-select" />
}

/** 'Delete selected (N)': confirmed first, then the list reloads without them. */
export function SpamBulkDelete() {
  const router = useRouter()
  const { selected, clear } = useRowSelection()
  const count = selected.size
  const what = `${count} ${count === 1 ? 'submission' : 'submissions'}`
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3" data-testid="spam-bulk">
      {count === 0 ? (
        <Button type="button" variant="outline" size="sm" disabled>
          <Trash2 aria-hidden /> Delete selected
        </Button>
      ) : (
        <ConfirmButton
          title={`Delete ${what}?`}
          description="The selected submissions are removed for good. This cannot be undone."
          confirmLabel={`Delete ${what}`}
          onConfirm={async () => {
            const result = await deleteSpamManyAction([...selected])
            if (result.ok) {
              toast.success(result.message)
              clear()
            } else toast.error(result.message)
            router.refresh()
          }}
        >
          <Trash2 aria-hidden /> Delete selected ({count})
        </ConfirmButton>
      )}
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {count > 0 ? `${what} selected` : 'Tick submissions to delete several at once.'}
      </span>
    </div>
  )
}
