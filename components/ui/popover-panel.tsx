'use client'

import { useEffect, useRef } from 'react'
import type * as React from 'react'
import { Popover, PopoverContent, PopoverTrigger } from './popover'

type DataAttributes = { [key: `data-${string}`]: string | undefined }

export type PopoverPanelProps = {
  /** What the trigger button shows. */
  trigger: React.ReactNode
  triggerProps?: Omit<React.ComponentProps<typeof PopoverTrigger>, 'children'> & DataAttributes
  contentProps?: Omit<React.ComponentProps<typeof PopoverContent>, 'children'>
  children: React.ReactNode
  /** Open at once (the visitor pressed the trigger before this module had loaded). */
  defaultOpen?: boolean
  /** Focus the trigger at once (it replaces a button that had the focus). */
  focusTrigger?: boolean
}

/** A Radix popover with its trigger: the part of LazyPopover that loads on demand. */
export function PopoverPanel({
  trigger,
  triggerProps,
  contentProps,
  children,
  defaultOpen = false,
  focusTrigger = false,
}: PopoverPanelProps) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusTrigger && !defaultOpen) triggerRef.current?.focus()
  }, [focusTrigger, defaultOpen])
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger ref={triggerRef} {...triggerProps}>
        {trigger}
      </PopoverTrigger>
      <PopoverContent {...contentProps}>{children}</PopoverContent>
    </Popover>
  )
}
