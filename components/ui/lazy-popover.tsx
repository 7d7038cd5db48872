'use client'

import { useEffect, useState } from 'react'
import type * as React from 'react'
import type { PopoverPanelProps } from './popover-panel'

type LazyPopoverProps = Omit<PopoverPanelProps, 'defaultOpen' | 'focusTrigger'>

/**
 * A popover whose code (Radix popover, focus scope, positioning: about 25 kB compressed) loads
 * when the visitor points at, touches or focuses its trigger, not with the page. Until then the
 * trigger is a plain button with the same look; a press before the code arrives opens the popover
 * as soon as it has loaded, and a focused trigger keeps the focus across the swap.
 */
export function LazyPopover({ trigger, triggerProps, contentProps, children }: LazyPopoverProps) {
  const [Panel, setPanel] = useState<React.ComponentType<PopoverPanelProps> | null>(null)
  const [wanted, setWanted] = useState(false)
  const [openOnLoad, setOpenOnLoad] = useState(false)
  const [focused, setFocused] = useState(false)

  useEffect(() => {
    if (!wanted || Panel) return
    let current = true
    import('./popover-panel')
      .then((module) => {
        if (current) setPanel(() => module.PopoverPanel)
      })
      .catch(() => {
        // A failed chunk load: the next press tries again.
        if (current) setWanted(false)
      })
    return () => {
      current = false
    }
  }, [wanted, Panel])

  if (Panel) {
    return (
      <Panel
        trigger={trigger}
        triggerProps={triggerProps}
        contentProps={contentProps}
        defaultOpen={openOnLoad}
        focusTrigger={focused}
      >
        {children}
      </Panel>
    )
  }
  const load = () => setWanted(true)
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      {...triggerProps}
      onPointerEnter={load}
      onTouchStart={load}
      onFocus={() => {
        setFocused(true)
        load()
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setOpenOnLoad(true)
        load()
      }}
    >
      {trigger}
    </button>
  )
}
