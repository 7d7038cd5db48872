import type { Pool } from '@/lib/pools/types'
import { poolHasSpa, poolMaker } from '@/lib/pools/types'

function feet(value: number | null) {
  return value ? `${value} ft` : null
}

/** Every dimension and fact of a pool as a definition list (rows without a value are left out). */
export function PoolSpecs({ pool }: { pool: Pool }) {
  const rows: [string, string | null][] = [
    ['Dimensions', pool.dimensions],
    ['Length', feet(pool.length)],
    ['Width', feet(pool.width)],
    ['Depth', pool.depth],
    ['Volume', pool.volume],
    ['Shape', pool.shape],
    ['Size category', pool.sizeCategory],
    ['Series', pool.series],
    ['Manufacturer', poolMaker(pool) || null],
    ['Model', pool.model],
    ['Built-in spa', poolHasSpa(pool) ? 'Yes' : 'No'],
    ['Material', pool.material],
    ['Warranty', pool.warranty],
    ['Days on site', pool.installationTime],
  ]
  return (
    <dl
      className="grid grid-cols-1 divide-y rounded-xl border sm:grid-cols-2 sm:divide-y-0"
      data-testid="pool-specs"
    >
      {rows
        .filter((row): row is [string, string] => !!row[1])
        .map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b px-4 py-3 text-sm sm:odd:border-r">
            <dt className="font-medium text-muted-foreground">{label}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
    </dl>
  )
}
