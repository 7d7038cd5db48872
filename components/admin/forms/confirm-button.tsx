'use client'

import { AlertDialog } from 'radix-ui'
import { useState, useTransition } from 'react'
import { Button } from '@/components/ui/button'

type Props = {
  /** What the trigger button says ('Delete'). */
  children: React.ReactNode
  title: string
  description: React.ReactNode
  confirmLabel: string
  onConfirm: () => Promise<unknown>
  variant?: 'destructive' | 'outline' | 'ghost'
  /** The confirming button: red for what destroys, the primary colour otherwise. */
  confirmVariant?: 'destructive' | 'default'
  size?: 'sm' | 'default' | 'icon'
  triggerLabel?: string
}

/** A button that asks for confirmation in a dialog before doing something that cannot be undone. */
export function ConfirmButton({
  children,
  title,
  description,
  confirmLabel,
  onConfirm,
  variant = 'destructive',
  confirmVariant = 'destructive',
  size = 'sm',
  triggerLabel,
}: Props) {
  const [open, setOpen] = useState(false)
  const [pending, startTransition] = useTransition()
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button type="button" variant={variant} size={size} aria-label={triggerLabel}>
          {children}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button
              type="button"
              variant={confirmVariant}
              disabled={pending}
              onClick={() =>
                startTransition(async () => {
                  await onConfirm()
                  setOpen(false)
                })
              }
            >
              {pending ? 'Working…' : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
