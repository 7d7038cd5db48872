'use client'

import { Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { createContext, use, useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { deleteSpamManyAction } from '@/app/(admin)/admin/spam/actions'
import { ConfirmButton } from '@/components/admin/forms/confirm-button'
import { Button } from '@/components/ui/button'

type Selection = {
  ids: readonly number[]
  selected: ReadonlySet<number>
  toggle: (id: number, on: boolean) => void
  setAll: (on: boolean) => void
  clear: () => void
}

const SelectionContext = createContext<Selection | null>(null)

function useSelection(): Selection {
  const selection = use(SelectionContext)
  if (!selection) throw new Error('SpamSelectionProvider is missing')
  return selection
}

/**
 * The submissions ticked on this page of suspected spam, for 'Delete selected'. Only ids of the
 * page are kept: after a refresh, ticks on rows that left the list fall away.
 */
export function SpamSelectionProvider({ ids, children }: { ids: number[]; children: React.ReactNode }) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const selected = new Set([...chosen].filter((id) => ids.includes(id)))
  const value: Selection = {
    ids,
    selected,
    toggle: (id, on) =>
      setChosen((current) => {
        const next = new Set(current)
        if (on) next.add(id)
        else next.delete(id)
        return next
      }),
    setAll: (on) => setChosen(on ? new Set(ids) : new Set()),
    clear: () => setChosen(new Set()),
  }
  return <SelectionContext value={value}>{children}</SelectionContext>
}

/** The header box: ticks or clears every row of the page; half-ticked when only some are. */
export function SpamSelectAll() {
  const { ids, selected, setAll } = useSelection()
  const box = useRef<HTMLInputElement>(null)
  const all = ids.length > 0 && selected.size === ids.length
  const some = selected.size > 0 && !all
  useEffect(() => {
    if (box.current) box.current.indeterminate = some
  }, [some])
  return (
    <input
      ref={box}
      type="checkbox"
      className="size-4 accent-primary"
      aria-label="Select every submission on this page"
      checked={all}
      disabled={ids.length === 0}
      onChange={(e) => setAll(e.target.checked)}
    />
  )
}

export function SpamSelectBox({ id, label }: { id: number; label: string }) {
  const { selected, toggle } = useSelection()
  return (
    <input
      type="checkbox"
      className="size-4 accent-primary"
      aria-label={`Select ${label}`}
      checked={selected.has(id)}
      onChange={(e) => toggle(id, e.target.checked)}
      data-testid="spam-select"
    />
  )
}

/** 'Delete selected (N)': confirmed first, then the list reloads without them. */
export function SpamBulkDelete() {
  const router = useRouter()
  const { selected, clear } = useSelection()
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
