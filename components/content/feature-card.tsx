import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

/** A benefit / feature card with an icon, a title and a short text. */
export function FeatureCard({
  icon: Icon,
  title,
  children,
  className,
  headingLevel = 3,
}: {
  icon?: LucideIcon
  title: string
  children: React.ReactNode
  className?: string
  headingLevel?: 3 | 4
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div className={cn('rounded-xl border bg-card p-6 shadow-sm', className)}>
      {Icon && (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
          <Icon className="size-6" aria-hidden />
        </span>
      )}
      <Heading className="text-lg font-semibold">{title}</Heading>
      <div className="mt-2 text-muted-foreground">{children}</div>
    </div>
  )
}
