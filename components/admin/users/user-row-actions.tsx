'use client'

import { AlertDialog } from 'radix-ui'
import { KeyRound, UserCheck, UserX } from 'lucide-react'
import { useState, useTransition } from 'react'
import { toast } from 'sonner'
import { useReportResult } from '@/components/admin/action-feedback'
import { RowEditLink } from '@/components/admin/row-edit-link'
import { Button } from '@/components/ui/button'
import { resetPasswordAction, setUserActiveAction } from '@/lib/users/actions'
import { PasswordReveal } from './password-reveal'

type Props = {
  id: number
  username: string
  isActive: boolean
  updatedAt: string
  isSelf: boolean
  showEdit?: boolean
}

export function UserRowActions({ id, username, isActive, updatedAt, isSelf, showEdit = true }: Props) {
  const [pending, startTransition] = useTransition()
  const report = useReportResult()
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {showEdit && <RowEditLink href={`/admin/users/${id}`} name={username} />}
      <ResetPassword id={id} username={username} />
      {!isSelf && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={pending}
          aria-label={`${isActive ? 'Deactivate' : 'Activate'} ${username}`}
          onClick={() =>
            startTransition(async () => void report(await setUserActiveAction(id, updatedAt, !isActive)))
          }
        >
          {isActive ? <UserX aria-hidden /> : <UserCheck aria-hidden />}{' '}
          {isActive ? 'Deactivate' : 'Activate'}
        </Button>
      )}
    </div>
  )
}

/** Confirm, then show the new password once. */
function ResetPassword({ id, username }: { id: number; username: string }) {
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) {
          setPassword(null)
          setError(null)
        }
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button type="button" size="sm" variant="outline" aria-label={`Reset password of ${username}`}>
          <KeyRound aria-hidden /> Reset password
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">
            Reset the password of {username}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            A new random password replaces the old one and {username} is signed out everywhere.
          </AlertDialog.Description>
          <div className="mt-4" aria-live="polite">
            {password && <PasswordReveal username={username} password={password} />}
            {error && <p className="text-sm font-medium text-red-700">{error}</p>}
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button type="button" variant="outline">
                {password ? 'Done' : 'Cancel'}
              </Button>
            </AlertDialog.Cancel>
            {!password && (
              <Button
                type="button"
                variant="destructive"
                disabled={pending}
                onClick={() =>
                  startTransition(async () => {
                    const result = await resetPasswordAction(id)
                    if (result.ok && result.data.password) {
                      setPassword(result.data.password)
                      toast.success(result.message)
                    } else setError(result.message)
                  })
                }
              >
                {pending ? 'Resetting…' : 'Reset password'}
              </Button>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
