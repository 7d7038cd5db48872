import { cn } from '@/lib/utils'

/** A closing call-to-action band: heading, text and buttons. */
export function CtaBand({
  id,
  title,
  text,
  children,
  className,
}: {
  id?: string
  title: string
  text?: React.ReactNode
  children: React.ReactNode
  className?: string
}) {
  const headingId = `${id ?? 'cta'}-heading`
  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-32 bg-gradient-to-br from-primary to-cyan-800 py-16 text-white outline-none',
        className,
      )}
    >
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {text && <div className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{text}</div>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  )
}
