import type { LucideIcon } from 'lucide-react'
import { FeatureCard } from './feature-card'

const COLUMNS = {
  3: 'grid gap-6 md:grid-cols-3',
  4: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
} as const

/**
 * A row of feature cards (benefits, reasons, values) from the content's titles and texts, each
 * with the icon of the same index: three columns from tablets up, or four on desktops (two on
 * tablets).
 */
export function FeatureGrid({
  items,
  icons,
  columns,
}: {
  items: readonly { title: string; text: string }[]
  icons: readonly LucideIcon[]
  columns: keyof typeof COLUMNS
}) {
  return (
    <ul className={COLUMNS[columns]}>
      {items.map((item, i) => (
        <li key={item.title}>
          <FeatureCard icon={icons[i]} title={item.title} className="h-full">
            {item.text}
          </FeatureCard>
        </li>
      ))}
    </ul>
  )
}
