import type { ColorLook } from '@/content/pool-colors'
import { cn } from '@/lib/utils'

/** Sheen of every swatch, stronger on a sparkle (crystal) finish. */
const SHEEN = { sparkle: 'rgba(255,255,255,0.55)', solid: 'rgba(255,255,255,0.25)' } as const

/**
 * A round swatch of a finish colour, the same on every page: a lit tint shading to the colour
 * (content/pool-colors.ts), under a soft sheen.
 */
export function ColorSwatch({
  name,
  look,
  sparkle = false,
  className,
}: {
  /** The colour's name, for tests and tools (the swatch itself is decorative; its label is beside it). */
  name: string
  look: ColorLook
  sparkle?: boolean
  className?: string
}) {
  return (
    <span
      aria-hidden
      data-color={name}
      className={cn(
        'inline-block size-10 shrink-0 rounded-full border-2 border-white shadow ring-1 ring-slate-300',
        className,
      )}
      style={{
        backgroundImage: `radial-gradient(circle at 30% 30%, ${sparkle ? SHEEN.sparkle : SHEEN.solid}, transparent 45%), linear-gradient(135deg, ${look.from}, ${look.to})`,
      }}
    />
  )
}
