import { Paintbrush } from 'lucide-react'
import { DESIGN_TOOL_ENTRY } from '@/content/navigation'

/**
 * The design tool in the header, shown disabled (spec 01 §2) with its reason in plain sight: a
 * tooltip never shows on a tap. Muted, with no hover state and no pointer, so it does not pass for
 * a working link; assistive technology hears it as a disabled link described by the reason.
 */
export function DesignToolDisabled({ variant }: { variant: 'bar' | 'menu' }) {
  const reasonId = `design-tool-reason-${variant}`
  const entry = (
    <span
      role="link"
      aria-disabled="true"
      aria-describedby={reasonId}
      className="inline-flex cursor-not-allowed items-center gap-1 text-muted-foreground"
      data-testid="design-tool"
    >
      <Paintbrush className={variant === 'bar' ? 'size-4 lg:max-xl:hidden' : 'size-4'} aria-hidden />
      {DESIGN_TOOL_ENTRY.label}
    </span>
  )
  if (variant === 'bar')
    return (
      <span className="flex flex-col px-2 text-sm leading-tight font-medium whitespace-nowrap xl:px-3">
        {entry}
        <span
          id={reasonId}
          className="text-[0.6875rem] font-semibold tracking-wide text-ocean uppercase"
          data-testid="design-tool-coming-soon"
        >
          {DESIGN_TOOL_ENTRY.tag}
        </span>
      </span>
    )
  return (
    <div className="rounded-md px-3 py-3 text-base font-medium">
      <span className="flex flex-wrap items-center gap-2">
        {entry}
        <span
          className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground"
          data-testid="design-tool-coming-soon"
        >
          {DESIGN_TOOL_ENTRY.tag}
        </span>
      </span>
      <p id={reasonId} className="mt-1 text-sm font-normal text-muted-foreground">
        {DESIGN_TOOL_ENTRY.note}
      </p>
    </div>
  )
}
