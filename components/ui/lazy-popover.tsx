'use client'

import { useState } from 'react'
import { useLoadOnDemand } from '@/components/site/use-load-on-demand'
import type { PopoverPanelProps } from './popover-panel'

const importPanel = () => import('./popover-panel').then((module) => module.PopoverPanel)

type LazyPopoverProps = Omit<PopoverPanelProps, 'defaultOpen' | 'focusTrigger'>

/**
 * A popover whose code (Radix popover, focus scope, positioning: about 25 kB compressed) loads
 * when the visitor points at, touches or focuses its trigger, not with the page. Until then the
 * trigger is a plain button with the same look; a press before the code arrives opens the popover
 * as soon as it has loaded, and a focused trigger keeps the focus across the swap.
 */
export function LazyPopover({ trigger, triggerProps, contentProps, children }: LazyPopoverProps) {
  const [Panel, load] = useLoadOnDemand(importPanel)
  const [openOnLoad, setOpenOnLoad] = useState(false)
  const [focused, setFocused] = useState(false)

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
