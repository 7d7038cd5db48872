'use client'

import { Power, Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { useReportResult } from '@/components/admin/action-feedback'
import { ConfirmButton } from '@/components/admin/forms/confirm-button'
import { RowEditLink } from '@/components/admin/row-edit-link'
import { Button } from '@/components/ui/button'
import { deleteManufacturerAction, setManufacturerEnabledAction } from '@/lib/manufacturers/actions'

type Props = {
  id: number
  name: string
  enabled: boolean
  updatedAt: string
  poolCount: number
  showEdit?: boolean
}

export function ManufacturerRowActions({ id, name, enabled, updatedAt, poolCount, showEdit = true }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const report = useReportResult()

  return (
    <div className="flex flex-wrap justify-end gap-1">
      {showEdit && <RowEditLink href={`/admin/manufacturers/${id}`} name={name} />}
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={pending}
        aria-label={`${enabled ? 'Disable' : 'Enable'} ${name}`}
        onClick={() =>
          startTransition(
            async () => void report(await setManufacturerEnabledAction(id, updatedAt, !enabled)),
          )
        }
      >
        <Power aria-hidden /> {enabled ? 'Disable' : 'Enable'}
      </Button>
      <ConfirmButton
        title={`Delete “${name}”?`}
        description={
          poolCount > 0
            ? `${poolCount} ${poolCount === 1 ? 'pool still names' : 'pools still name'} this maker; they keep the name but it will no longer be listed. This cannot be undone.`
            : 'The manufacturer is removed from the site. This cannot be undone.'
        }
        confirmLabel="Delete manufacturer"
        triggerLabel={`Delete ${name}`}
        onConfirm={async () => {
          const result = report(await deleteManufacturerAction(id, updatedAt))
          if (result.ok && !showEdit) router.push('/admin/manufacturers')
        }}
      >
        <Trash2 aria-hidden /> Delete
      </ConfirmButton>
    </div>
  )
}
