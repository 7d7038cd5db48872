'use client'

/**
 * The builder's pool field: type part of a name (or a size, a shape, a series) and pick one of the
 * catalogue's pools from the list, with its installed price. A combobox in the ARIA pattern: the
 * arrow keys move through the list, Enter picks, Escape closes; a click picks too.
 */
import { Check, ChevronsUpDown } from 'lucide-react'
import { useId, useMemo, useRef, useState } from 'react'
import { formatWholeDollars } from '@/lib/money/cents'
import { cn } from '@/lib/utils'
import type { BuilderPool } from '@/lib/quotes/queries'

const MAX_SHOWN = 40

function describe(pool: BuilderPool): string {
  return [pool.size, pool.shape, pool.series].filter(Boolean).join(' · ')
}

function matches(pool: BuilderPool, words: string[]): boolean {
  const text = [pool.name, pool.size, pool.shape, pool.series, pool.manufacturer]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
  return words.every((word) => text.includes(word))
}

export function PoolPicker({
  id,
  label,
  pools,
  value,
  onChange,
  error,
}: {
  id: string
  label: string
  pools: readonly BuilderPool[]
  value: number | null
  onChange: (poolId: number) => void
  error?: string
}) {
  const chosen = pools.find((p) => p.id === value) ?? null
  const [text, setText] = useState(chosen?.name ?? '')
  const [open, setOpen] = useState(false)
  // The option the arrow keys are on; -1 until the first arrow press after typing.
  const [active, setActive] = useState(-1)
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)

  const shown = useMemo(() => {
    const query = open && text !== chosen?.name ? text.trim().toLowerCase() : ''
    const words = query.split(/\s+/).filter(Boolean)
    return pools.filter((pool) => matches(pool, words)).slice(0, MAX_SHOWN)
  }, [pools, text, open, chosen])

  function pick(pool: BuilderPool) {
    onChange(pool.id)
    setText(pool.name)
    setOpen(false)
    setActive(-1)
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      setActive((i) => Math.min(i + 1, shown.length - 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((i) => Math.max(i - 1, 0))
    } else if (event.key === 'Enter') {
      // Enter picks the option the arrows are on, or the only one left.
      const target = shown[active] ?? (shown.length === 1 ? shown[0] : undefined)
      if (open && target) {
        event.preventDefault()
        pick(target)
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault()
        setOpen(false)
        setText(chosen?.name ?? '')
      }
    }
  }

  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const activeOption = open ? shown[active] : undefined
  return (
    <div className="relative space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        <span className="text-red-700" aria-hidden>
          {' '}
          *
        </span>
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-required
          aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          value={text}
          placeholder="Type a pool name, size or shape"
          onChange={(event) => {
            setText(event.target.value)
            setActive(-1)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            // Let a click on an option land first.
            window.setTimeout(() => {
              setOpen(false)
              setText((current) => (chosen && current !== chosen.name ? chosen.name : current))
            }, 150)
          }}
          onKeyDown={onKeyDown}
          className="flex h-10 w-full rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base shadow-xs aria-invalid:border-destructive md:text-sm"
        />
        <ChevronsUpDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {chosen
          ? `${chosen.name}: installed price ${formatWholeDollars(chosen.priceCents)}, the all-inclusive package.`
          : 'The catalogue’s installed, all-inclusive price is used.'}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label}: matching pools`}
        hidden={!open}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border bg-white p-1 shadow-lg"
      >
        {shown.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
            No pool in the catalogue matches “{text}”.
          </li>
        ) : (
          shown.map((pool, index) => (
            <li
              key={pool.id}
              id={`${listId}-${pool.id}`}
              role="option"
              aria-selected={pool.id === value}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(pool)}
              onMouseEnter={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-start justify-between gap-3 rounded px-3 py-2 text-sm',
                index === active && 'bg-accent',
              )}
            >
              <span className="min-w-0">
                <span className="flex items-center gap-1 font-medium">
                  {pool.id === value ? <Check className="size-4 shrink-0" aria-hidden /> : null}
                  {pool.name}
                </span>
                <span className="block text-xs text-muted-foreground">{describe(pool)}</span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums">
                {formatWholeDollars(pool.priceCents)}
              </span>
            </li>
          ))
        )}
      </ul>
    </div>
  )
}
