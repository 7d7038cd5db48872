'use client'

import { Copy, Eye, EyeOff, Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { useReportResult } from '@/components/admin/action-feedback'
import { ConfirmButton } from '@/components/admin/forms/confirm-button'
import { RowEditLink } from '@/components/admin/row-edit-link'
import { Button } from '@/components/ui/button'
import { deletePoolAction, duplicatePoolAction, setPoolActiveAction } from '@/lib/pools/actions'

type Props = { id: number; name: string; isActive: boolean; updatedAt: string; showEdit?: boolean }

/** Edit, duplicate, activate or deactivate, and delete (after confirmation) one pool of the list. */
export function PoolRowActions({ id, name, isActive, updatedAt, showEdit = true }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const report = useReportResult()

  return (
    <div className="flex flex-wrap justify-end gap-1">
      {showEdit && <RowEditLink href={`/admin/pools/${id}`} name={name} />}
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={pending}
        aria-label={`Duplicate ${name}`}
        onClick={() =>
          startTransition(async () => {
            const result = report(await duplicatePoolAction(id))
            if (result.ok) router.push(`/admin/pools/${(result.data as { id: number }).id}`)
          })
        }
      >
        <Copy aria-hidden /> Duplicate
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={pending}
        aria-label={`${isActive ? 'Deactivate' : 'Activate'} ${name}`}
        onClick={() =>
          startTransition(async () => void report(await setPoolActiveAction(id, updatedAt, !isActive)))
        }
      >
        {isActive ? <EyeOff aria-hidden /> : <Eye aria-hidden />} {isActive ? 'Deactivate' : 'Activate'}
      </Button>
      <ConfirmButton
        title={`Delete “${name}”?`}
        description="The pool is removed from the catalogue and the public site. This cannot be undone; deactivate it instead to hide it but keep it."
        confirmLabel="Delete pool"
        triggerLabel={`Delete ${name}`}
        onConfirm={async () => {
          const result = report(await deletePoolAction(id, updatedAt))
          if (result.ok && !showEdit) router.push('/admin/pools')
        }}
      >
        <Trash2 aria-hidden /> Delete
      </ConfirmButton>
    </div>
  )
}
