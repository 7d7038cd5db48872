'use client'

import { useTransition } from 'react'
import { useRouter } from 'next/navigation'
import { toast } from 'sonner'
import { useRecordVersion } from '@/components/admin/forms/record-version'
import { Button } from '@/components/ui/button'
import { setProjectNotificationsAction } from '@/lib/projects/actions'

/** Turns the project's e-mails to the homeowner off or on, at the project's version. */
export function NotificationsSwitch({ projectId, enabled }: { projectId: number; enabled: boolean }) {
  const shared = useRecordVersion()
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm" data-testid="notifications-state">
        E-mails to the homeowner (receipts, notices): <strong>{enabled ? 'on' : 'off'}</strong>
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await setProjectNotificationsAction(projectId, {
              updatedAt: shared.version ?? '',
              enabled: enabled ? '' : 'on',
            })
            if (result.ok) {
              shared.setVersion(result.data.updatedAt)
              toast.success(result.message)
            } else toast.error(result.message)
            router.refresh()
          })
        }
      >
        {enabled ? 'Turn e-mails off' : 'Turn e-mails on'}
      </Button>
    </div>
  )
}
