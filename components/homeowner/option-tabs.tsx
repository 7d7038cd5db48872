'use client'
import { useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'

type Props = {
  options: { id: number; label: string; total: string; href: string }[]
  /** One panel per option, in the same order. */
  panels: ReactNode[]
  initial?: number
}

/**
 * The quote's options as tabs (Good / Better / Best): one option's details at a time, so a phone
 * shows a readable page instead of three price lists. Arrow keys move between tabs, as tabs do.
 * Each tab is also a link to the page with that option open (?option=…), which is what it does
 * without JavaScript.
 */
export function OptionTabs({ options, panels, initial = 0 }: Props) {
  const [active, setActive] = useState(initial)

  function choose(index: number) {
    setActive(index)
    const option = options[index]
    if (option) window.history.replaceState(window.history.state, '', option.href)
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, index: number) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    choose(index)
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + options.length) % options.length
    choose(next)
    document.getElementById(`option-tab-${options[next]?.id}`)?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label="Your options" className="mb-4 grid auto-cols-fr grid-flow-col gap-2">
        {options.map((option, index) => (
          <a
            key={option.id}
            id={`option-tab-${option.id}`}
            href={option.href}
            role="tab"
            aria-selected={active === index}
            aria-controls={`option-panel-${option.id}`}
            tabIndex={active === index ? 0 : -1}
            onClick={(event) => onClick(event, index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={
              active === index
                ? 'rounded-lg border-2 border-primary bg-primary px-2 py-2 text-center text-primary-foreground shadow-sm'
                : 'rounded-lg border-2 border-border bg-white px-2 py-2 text-center text-foreground hover:border-primary/50'
            }
          >
            <span className="block text-sm font-semibold">{option.label}</span>
            <span className="block text-xs tabular-nums">{option.total}</span>
          </a>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={options[index]?.id ?? index}
          id={`option-panel-${options[index]?.id}`}
          role="tabpanel"
          aria-labelledby={`option-tab-${options[index]?.id}`}
          hidden={active !== index}
        >
          {panel}
        </div>
      ))}
    </div>
  )
}
