'use client'

import { createContext, use, useEffect, useRef, useState } from 'react'

export type RowSelection = {
  ids: readonly number[]
  selected: ReadonlySet<number>
  toggle: (id: number, on: boolean) => void
  setAll: (on: boolean) => void
  clear: () => void
}

const SelectionContext = createContext<RowSelection | null>(null)

export function useRowSelection(): RowSelection {
  const selection = use(SelectionContext)
  if (!selection) throw new Error('RowSelectionProvider is missing')
  return selection
}

/**
 * The rows ticked on this page of an admin list, for a bulk action (spam's 'Delete selected', the
 * leads desk's 'Change selected'). Only ids of the page are kept: after a refresh, ticks on rows
 * that left the list fall away.
 */
export function RowSelectionProvider({ ids, children }: { ids: number[]; children: React.ReactNode }) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const selected = new Set([...chosen].filter((id) => ids.includes(id)))
  const value: RowSelection = {
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
export function SelectAllBox({ label }: { label: string }) {
  const { ids, selected, setAll } = useRowSelection()
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
      aria-label={label}
      checked={all}
      disabled={ids.length === 0}
      onChange={(e) => setAll(e.target.checked)}
    />
  )
}

export function SelectRowBox({ id, label, testId }: { id: number; label: string; testId: string }) {
  const { selected, toggle } = useRowSelection()
  return (
    <input
      type="checkbox"
      className="size-4 accent-primary"
      aria-label={`Select ${label}`}
      checked={selected.has(id)}
      onChange={(e) => toggle(id, e.target.checked)}
      data-testid={testId}
    />
  )
}
