'use client'

import { Loader2, Search, X } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useOptimistic, useRef, useState, useTransition } from 'react'
import { clsx } from 'clsx'
import { buttonVariants } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import {
  EMPTY_POOL_FILTERS,
  SEARCH_MAX_LENGTH,
  type PoolFilterOptions,
  type PoolFilters,
} from '@/lib/pools/filters'
import { galleryHref, type GalleryView } from '@/lib/pools/gallery-url'

const SEARCH_DEBOUNCE_MS = 300

const SELECTS = [
  { key: 'shape', label: 'Shape', all: 'All shapes', options: 'shapes' },
  { key: 'size', label: 'Size category', all: 'All sizes', options: 'sizes' },
  { key: 'manufacturer', label: 'Manufacturer', all: 'All manufacturers', options: 'manufacturers' },
  { key: 'series', label: 'Series', all: 'All series', options: 'series' },
] as const

/**
 * The filter side panel of /pools: free-text search and four selects. Every change replaces the
 * URL query, and the server renders the filtered list, so a view can be shared and reloaded.
 * Without JavaScript it is a plain GET form. It lives in the gallery's layout (GalleryFrame), so a
 * search typed at any pace keeps the focus and every letter while the results follow.
 */
export function PoolFilterForm({
  filters,
  options,
  view,
}: {
  filters: PoolFilters
  options: PoolFilterOptions
  view: GalleryView
}) {
  const router = useRouter()
  const id = useId()
  const [pending, startTransition] = useTransition()
  const [shown, setShown] = useOptimistic(filters)
  const [text, setText] = useState(filters.q)
  const [lastPushed, setLastPushed] = useState(filters.q)
  const [seenQ, setSeenQ] = useState(filters.q)
  const [typing, setTyping] = useState(false)
  const timer = useRef<number | undefined>(undefined)

  // The query changed from outside this box (Clear, a quick filter, back/forward): show it. Never
  // while the visitor is in the box: an answer to an earlier keystroke must not undo later ones.
  if (filters.q !== seenQ) {
    setSeenQ(filters.q)
    if (filters.q !== lastPushed && !typing) {
      setText(filters.q)
      setLastPushed(filters.q)
    }
  }

  const navigate = (next: PoolFilters) => {
    startTransition(() => {
      setShown(next)
      router.replace(galleryHref(next, { view }), { scroll: false })
    })
  }

  const pushSearch = (value: string) => {
    window.clearTimeout(timer.current)
    const q = value.trim().slice(0, SEARCH_MAX_LENGTH)
    setLastPushed(q)
    navigate({ ...shown, q })
  }

  const onSearchChange = (value: string) => {
    setText(value)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => pushSearch(value), SEARCH_DEBOUNCE_MS)
  }

  return (
    <form
      action="/pools"
      method="get"
      role="search"
      aria-label="Filter pools"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault()
        pushSearch(text)
      }}
    >
      <div className="space-y-1.5">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          Search pools
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-q`}
            name="q"
            type="search"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(e) => onSearchChange(e.target.value)}
            onFocus={() => setTyping(true)}
            onBlur={() => setTyping(false)}
            placeholder="Name, model, shape, maker, series…"
            className="pl-9"
            autoComplete="off"
          />
        </div>
      </div>
      {SELECTS.map((select) => (
        <div key={select.key} className="space-y-1.5">
          <label htmlFor={`${id}-${select.key}`} className="text-sm font-medium">
            {select.label}
          </label>
          <select
            id={`${id}-${select.key}`}
            name={select.key}
            value={shown[select.key]}
            onChange={(e) => {
              window.clearTimeout(timer.current)
              const q = text.trim().slice(0, SEARCH_MAX_LENGTH)
              setLastPushed(q)
              navigate({ ...shown, q, [select.key]: e.target.value })
            }}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs md:text-sm"
          >
            <option value="">{select.all}</option>
            {options[select.options].map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      ))}
      {view === 'list' && <input type="hidden" name="view" value="list" />}
      <noscript>
        <button type="submit" className={clsx(buttonVariants(), 'w-full')}>
          Apply filters
        </button>
      </noscript>
      <Link
        href={galleryHref(EMPTY_POOL_FILTERS, { view })}
        scroll={false}
        prefetch={false}
        replace
        className={clsx(buttonVariants({ variant: 'outline' }), 'w-full')}
        onClick={() => {
          window.clearTimeout(timer.current)
          setText('')
          setLastPushed('')
        }}
      >
        <X aria-hidden />
        Clear All Filters
      </Link>
      <p className="flex min-h-5 items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
        {pending && (
          <>
            <Loader2 aria-hidden className="size-4 animate-spin" /> Updating results…
          </>
        )}
      </p>
    </form>
  )
}
