'use client'

import { ChevronDown, Search, X } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { clsx } from 'clsx'
import { FAQ_ALL_CATEGORIES, FAQ_DEBOUNCE_MS, FAQ_TEXT, POPULAR_SEARCHES, type FaqItem } from '@/content/faq'
import { categoryCounts, faqSuggestions, searchFaq, type CategoryFilter } from '@/lib/faq/search'
import { useDebouncedValue } from './use-debounced-value'

const HIGHLIGHT_MS = 2500

/**
 * The searchable FAQ (spec 02 §2.2). The server renders every question and answer (closed
 * <details>), so the whole FAQ is in the HTML for search engines and works without JavaScript.
 */
export function FaqSearch({ items }: { items: FaqItem[] }) {
  const [text, setText] = useState('')
  const [query, setQuery] = useDebouncedValue(text, FAQ_DEBOUNCE_MS)
  const [category, setCategory] = useState<CategoryFilter>(FAQ_ALL_CATEGORIES)
  const [suggestOpen, setSuggestOpen] = useState(false)
  const [activeSuggestion, setActiveSuggestion] = useState(-1)
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set())
  const [highlighted, setHighlighted] = useState<string | null>(null)
  // Choosing a suggestion asks for a scroll once the list has re-rendered with the item open.
  const scrollTarget = useRef<string | null>(null)
  const [scrollRequest, setScrollRequest] = useState(0)
  const inputRef = useRef<HTMLInputElement>(null)
  const boxRef = useRef<HTMLDivElement>(null)
  const uid = useId()
  const listboxId = `${uid}-suggestions`

  const pending = text !== query
  const results = useMemo(() => searchFaq(items, query, category), [items, query, category])
  const suggestions = useMemo(() => faqSuggestions(items, query), [items, query])
  const counts = useMemo(() => categoryCounts(items), [items])
  const showSuggestions = suggestOpen && !pending && suggestions.open && text.trim() === query.trim()

  // Choosing a suggestion: once the list shows the item, scroll to it and highlight it briefly.
  useEffect(() => {
    const id = scrollTarget.current
    if (!id) return
    scrollTarget.current = null
    const element = document.getElementById(`faq-${id}`)
    element?.scrollIntoView({ behavior: 'smooth', block: 'center' })
    element?.querySelector('summary')?.focus({ preventScroll: true })
  }, [scrollRequest])

  useEffect(() => {
    if (!highlighted) return
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS)
    return () => window.clearTimeout(timer)
  }, [highlighted])

  // A click outside the search box closes the suggestions.
  useEffect(() => {
    if (!suggestOpen) return
    const onPointer = (e: PointerEvent) => {
      if (boxRef.current && !boxRef.current.contains(e.target as Node)) setSuggestOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [suggestOpen])

  const setSearch = (value: string) => {
    setText(value)
    setSuggestOpen(true)
    setActiveSuggestion(-1)
  }

  /** Chips and tags set the search at once (no need to wait for typing to settle). */
  const applySearch = (value: string) => {
    setText(value)
    setQuery(value)
    setSuggestOpen(false)
    document.getElementById(`${uid}-results`)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  const clearAll = () => {
    setText('')
    setQuery('')
    setCategory(FAQ_ALL_CATEGORIES)
    setSuggestOpen(false)
    inputRef.current?.focus()
  }

  const choose = (item: FaqItem) => {
    setText('')
    setQuery('')
    setCategory(FAQ_ALL_CATEGORIES)
    setSuggestOpen(false)
    setActiveSuggestion(-1)
    setOpenIds((ids) => new Set(ids).add(item.id))
    setHighlighted(item.id)
    scrollTarget.current = item.id
    setScrollRequest((n) => n + 1)
  }

  const onInputKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.shown.length
    if (e.key === 'Escape') {
      if (showSuggestions) {
        e.preventDefault()
        setSuggestOpen(false)
      } else if (text) {
        e.preventDefault()
        setSearch('')
      }
    } else if (e.key === 'ArrowDown' && count > 0) {
      e.preventDefault()
      setSuggestOpen(true)
      setActiveSuggestion((i) => (i + 1) % count)
    } else if (e.key === 'ArrowUp' && count > 0) {
      e.preventDefault()
      setSuggestOpen(true)
      setActiveSuggestion((i) => (i <= 0 ? count - 1 : i - 1))
    } else if (e.key === 'Enter') {
      const item = showSuggestions ? suggestions.shown[activeSuggestion] : undefined
      e.preventDefault()
      if (item) choose(item)
      else {
        setQuery(text)
        setSuggestOpen(false)
      }
    }
  }

  const toggle = (id: string, open: boolean) =>
    setOpenIds((ids) => {
      if (ids.has(id) === open) return ids
      const next = new Set(ids)
      if (open) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <div className="mx-auto max-w-4xl" data-testid="faq">
      <div ref={boxRef} className="relative">
        <label htmlFor={`${uid}-input`} className="mb-2 block text-sm font-semibold">
          {FAQ_TEXT.searchLabel}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <input
            ref={inputRef}
            id={`${uid}-input`}
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showSuggestions}
            aria-controls={listboxId}
            aria-activedescendant={
              showSuggestions && activeSuggestion >= 0 ? `${uid}-option-${activeSuggestion}` : undefined
            }
            aria-describedby={`${uid}-status`}
            placeholder={FAQ_TEXT.searchPlaceholder}
            value={text}
            onChange={(e) => setSearch(e.target.value)}
            onFocus={() => setSuggestOpen(true)}
            onKeyDown={onInputKeyDown}
            maxLength={100}
            className="h-12 w-full rounded-lg border border-input bg-background pr-12 pl-10 text-base shadow-sm focus-visible:outline-3 focus-visible:outline-ring [&::-webkit-search-cancel-button]:hidden"
          />
          {text && (
            <button
              type="button"
              onClick={() => {
                setSearch('')
                inputRef.current?.focus()
              }}
              className="absolute top-1/2 right-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md hover:bg-accent"
              aria-label="Clear search"
            >
              <X className="size-4" aria-hidden />
            </button>
          )}
          <div
            id={listboxId}
            role="listbox"
            aria-label="Suggested questions"
            hidden={!showSuggestions}
            className="absolute top-full right-0 left-0 z-20 mt-1 overflow-hidden rounded-lg border bg-popover shadow-lg"
            data-testid="faq-suggestions"
          >
            {showSuggestions && suggestions.shown.length === 0 && (
              <p className="px-4 py-3 text-sm text-muted-foreground">{FAQ_TEXT.noResults}</p>
            )}
            {showSuggestions &&
              suggestions.shown.map((item, i) => (
                <div
                  key={item.id}
                  id={`${uid}-option-${i}`}
                  role="option"
                  aria-selected={i === activeSuggestion}
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={() => choose(item)}
                  className={clsx(
                    'cursor-pointer border-b px-4 py-3 text-sm last:border-b-0 hover:bg-accent',
                    i === activeSuggestion && 'bg-accent',
                  )}
                  data-testid="faq-suggestion"
                >
                  <span className="block font-medium">{item.question}</span>
                  <span className="block text-xs text-muted-foreground">{item.category}</span>
                </div>
              ))}
            {showSuggestions && suggestions.more > 0 && (
              <p className="bg-muted px-4 py-2 text-xs text-muted-foreground" data-testid="faq-more">
                {FAQ_TEXT.moreResults(suggestions.more)}
              </p>
            )}
          </div>
        </div>
        <p id={`${uid}-status`} className="mt-2 min-h-5 text-sm text-muted-foreground" aria-live="polite">
          {pending ? (
            <span data-testid="faq-searching">{FAQ_TEXT.searching}</span>
          ) : query.trim() || category !== FAQ_ALL_CATEGORIES ? (
            `${results.length} ${results.length === 1 ? 'question' : 'questions'} found`
          ) : null}
        </p>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold">Popular searches:</span>
        {POPULAR_SEARCHES.map((chip) => (
          <button
            key={chip}
            type="button"
            onClick={() => applySearch(chip)}
            className="rounded-full border border-input bg-background px-3 py-1.5 text-sm hover:bg-accent"
            data-testid="faq-chip"
          >
            {chip}
          </button>
        ))}
      </div>

      <div className="mt-6 flex flex-wrap gap-2" role="group" aria-label="Filter by category">
        {counts.map(({ category: value, count }) => (
          <button
            key={value}
            type="button"
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
            className={clsx(
              'rounded-md border px-3 py-2 text-sm font-medium',
              category === value
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-background hover:bg-accent',
            )}
            data-testid="faq-category"
          >
            {value === FAQ_ALL_CATEGORIES ? 'All' : value} <span className="opacity-80">({count})</span>
          </button>
        ))}
      </div>

      <div id={`${uid}-results`} className="mt-8 scroll-mt-36">
        {results.length === 0 ? (
          <div className="rounded-xl border border-dashed p-10 text-center" data-testid="faq-empty">
            <p className="text-lg font-semibold">{FAQ_TEXT.noResults}</p>
            <p className="mt-1 text-sm text-muted-foreground">{FAQ_TEXT.noResultsHint}</p>
            <button
              type="button"
              onClick={clearAll}
              className="mt-4 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
            >
              {FAQ_TEXT.clearAll}
            </button>
          </div>
        ) : (
          <ul className="space-y-3">
            {results.map((item) => (
              <li key={item.id}>
                <details
                  id={`faq-${item.id}`}
                  open={openIds.has(item.id)}
                  onToggle={(e) => toggle(item.id, e.currentTarget.open)}
                  className={clsx(
                    'group scroll-mt-40 rounded-xl border bg-card shadow-sm transition-shadow',
                    highlighted === item.id && 'ring-4 ring-amber-400',
                  )}
                  data-highlighted={highlighted === item.id ? 'true' : undefined}
                  data-testid="faq-item"
                >
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-xl p-5 font-semibold [&::-webkit-details-marker]:hidden">
                    <span>{item.question}</span>
                    <ChevronDown
                      className="mt-0.5 size-5 shrink-0 transition-transform group-open:rotate-180"
                      aria-hidden
                    />
                  </summary>
                  <div className="px-5 pb-5">
                    <p className="text-muted-foreground">{item.answer}</p>
                    <p className="mt-3 text-xs font-medium text-muted-foreground">{item.category}</p>
                    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Tags">
                      {item.tags.map((tag) => (
                        <li key={tag}>
                          <button
                            type="button"
                            onClick={() => applySearch(tag)}
                            className="rounded-full bg-secondary px-2.5 py-1 text-xs font-medium text-secondary-foreground hover:bg-secondary/70"
                            aria-label={`Search for ${tag}`}
                            data-testid="faq-tag"
                          >
                            #{tag}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
