'use client'

import { CheckCircle2, ChevronDown, ChevronUp } from 'lucide-react'
import { useId, useState } from 'react'
import type { ManufacturerFeature } from '@/lib/manufacturers/types'

/** A manufacturer's feature list: the first `shown` items, expandable and collapsible. */
export function ManufacturerFeatures({
  features,
  shown,
  name,
}: {
  features: ManufacturerFeature[]
  shown: number
  name: string
}) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const visible = expanded ? features : features.slice(0, shown)
  return (
    <div>
      <ul id={listId} className="space-y-2" data-testid="manufacturer-features">
        {visible.map((feature) => (
          <li key={feature.title} className="flex gap-2 text-sm">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            <span>
              <span className="font-semibold">{feature.title}</span>
              {feature.text && <span className="text-muted-foreground"> – {feature.text}</span>}
            </span>
          </li>
        ))}
      </ul>
      {features.length > shown && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
        >
          {expanded ? (
            <>
              Show less <ChevronUp aria-hidden className="size-4" />
            </>
          ) : (
            <>
              Show all {features.length} features <ChevronDown aria-hidden className="size-4" />
            </>
          )}
          <span className="sr-only"> of {name}</span>
        </button>
      )}
    </div>
  )
}
