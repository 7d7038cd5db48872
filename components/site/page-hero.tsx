import { cn } from '@/lib/utils'

/** The heading band at the top of content pages. */
export function PageHero({
  title,
  intro,
  children,
  className,
}: {
  title: string
  intro?: React.ReactNode
  children?: React.ReactNode
  className?: string
}) {
  return (
    <section className={cn('bg-gradient-to-br from-primary to-cyan-800 text-white', className)}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {intro && <div className="mt-4 max-w-2xl text-lg text-white/90">{intro}</div>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  )
}
