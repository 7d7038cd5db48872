'use client'

import { Label as LabelPrimitive } from 'radix-ui'
import type * as React from 'react'
import { clsx } from 'clsx'

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={clsx('text-sm leading-none font-medium select-none peer-disabled:opacity-50', className)}
      {...props}
    />
  )
}
