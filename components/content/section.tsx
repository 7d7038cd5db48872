import { cn } from '@/lib/utils'

/** A content-page section: optional eyebrow, heading, intro, then its body. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
  tone = 'plain',
  headingLevel = 2,
}: {
  id?: string
  eyebrow?: string
  title: React.ReactNode
  intro?: React.ReactNode
  children?: React.ReactNode
  className?: string
  tone?: 'plain' | 'muted' | 'sand' | 'primary'
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={id ? -1 : undefined}
      className={cn(
        'scroll-mt-32 py-14 outline-none sm:py-20',
        tone === 'muted' && 'bg-muted',
        tone === 'sand' && 'bg-sand',
        tone === 'primary' && 'bg-primary text-primary-foreground',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow && (
            <p
              className={cn(
                'text-sm font-semibold tracking-wide uppercase',
                tone === 'primary' ? 'text-white/90' : 'text-ocean',
              )}
            >
              {eyebrow}
            </p>
          )}
          <Heading id={headingId} className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </Heading>
          {intro && (
            <div
              className={cn('mt-4 text-lg', tone === 'primary' ? 'text-white/90' : 'text-muted-foreground')}
            >
              {intro}
            </div>
          )}
        </div>
        {children && <div className="mt-10">{children}</div>}
      </div>
    </section>
  )
}
