import { cn } from '@/lib/utils'

/** A round swatch showing how a finish colours the water (shallow to deep). */
export function ColorSwatch({ from, to, className }: { from: string; to: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-block size-10 shrink-0 rounded-full border-2 border-white shadow ring-1 ring-slate-300',
        className,
      )}
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    />
  )
}
