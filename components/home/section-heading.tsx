import { cn } from '@/lib/utils'

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  className,
  light = false,
}: {
  id: string
  eyebrow?: string
  title: string
  intro?: string
  className?: string
  light?: boolean
}) {
  return (
    <div className={cn('mx-auto mb-10 max-w-3xl text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold tracking-wide uppercase',
            light ? 'text-cyan-200' : 'text-ocean',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro && (
        <p className={cn('mt-3 text-lg', light ? 'text-white/90' : 'text-muted-foreground')}>{intro}</p>
      )}
    </div>
  )
}
