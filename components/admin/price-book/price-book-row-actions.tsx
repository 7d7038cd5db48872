'use client'

import { Eye, EyeOff } from 'lucide-react'
import { useTransition } from 'react'
import { useReportResult } from '@/components/admin/action-feedback'
import { RowEditLink } from '@/components/admin/row-edit-link'
import { Button } from '@/components/ui/button'
import { setPriceBookItemActiveAction } from '@/lib/price-book/actions'

type Props = { id: number; name: string; isActive: boolean; updatedAt: string; showEdit?: boolean }

/** Edit, and deactivate or activate again, one price-book item. */
export function PriceBookRowActions({ id, name, isActive, updatedAt, showEdit = true }: Props) {
  const [pending, startTransition] = useTransition()
  const report = useReportResult()
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {showEdit && <RowEditLink href={`/admin/price-book/${id}`} name={name} />}
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={pending}
        aria-label={`${isActive ? 'Deactivate' : 'Activate'} ${name}`}
        onClick={() =>
          startTransition(
            async () => void report(await setPriceBookItemActiveAction(id, updatedAt, !isActive)),
          )
        }
      >
        {isActive ? <EyeOff aria-hidden /> : <Eye aria-hidden />} {isActive ? 'Deactivate' : 'Activate'}
      </Button>
    </div>
  )
}
