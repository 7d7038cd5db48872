'use client'

import { Bold, Heading2, Italic, Link2, List, ListOrdered, Quote } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { FieldMessages, useField } from '@/components/admin/forms/fields'
import { ARTICLE_BODY_CLASS } from '@/components/content/article-body'
import { previewMarkdownAction } from '@/lib/blog/actions'
import { cn } from '@/lib/utils'

type Props = { name: string; label: string; defaultValue: string; initialHtml: string }

const TOOLS = [
  { label: 'Heading', icon: Heading2, before: '## ', after: '', line: true },
  { label: 'Bold', icon: Bold, before: '**', after: '**' },
  { label: 'Italic', icon: Italic, before: '_', after: '_' },
  { label: 'Link', icon: Link2, before: '[', after: '](https://)' },
  { label: 'Bulleted list', icon: List, before: '- ', after: '', line: true },
  { label: 'Numbered list', icon: ListOrdered, before: '1. ', after: '', line: true },
  { label: 'Quote', icon: Quote, before: '> ', after: '', line: true },
] as const

/**
 * Markdown on the left, the rendered post on the right (tabs on a phone). The preview comes from
 * the server's renderer, the one the public post page uses, a moment after typing stops.
 */
export function MarkdownEditor({ name, label, defaultValue, initialHtml }: Props) {
  const { id, error, controlProps } = useField(
    name,
    'Markdown: ## headings, **bold**, _italic_, [links](https://…), - lists.',
  )
  const [value, setValue] = useState(defaultValue)
  const [html, setHtml] = useState(initialHtml)
  const [tab, setTab] = useState<'write' | 'preview'>('write')
  const [previewError, setPreviewError] = useState<string | null>(null)
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const tabsId = useId()
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    let cancelled = false
    const timer = setTimeout(async () => {
      const result = await previewMarkdownAction(value)
      if (cancelled) return
      if (result.ok) {
        setHtml(result.html)
        setPreviewError(null)
      } else setPreviewError(result.message)
    }, 350)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [value])

  function apply(tool: (typeof TOOLS)[number]) {
    const area = textareaRef.current
    if (!area) return
    const { selectionStart: start, selectionEnd: end } = area
    const selected = value.slice(start, end)
    let next: string
    let caret: number
    if ('line' in tool && tool.line) {
      const lineStart = value.lastIndexOf('\n', start - 1) + 1
      next = value.slice(0, lineStart) + tool.before + value.slice(lineStart)
      caret = end + tool.before.length
    } else {
      next = value.slice(0, start) + tool.before + selected + tool.after + value.slice(end)
      caret = start + tool.before.length + selected.length
    }
    setValue(next)
    requestAnimationFrame(() => {
      area.focus()
      area.setSelectionRange(caret, caret)
    })
  }

  return (
    <div className="space-y-2 sm:col-span-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <div role="tablist" aria-label="Editor view" className="flex rounded-md border p-0.5 lg:hidden">
          {(['write', 'preview'] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              id={`${tabsId}-${t}`}
              aria-selected={tab === t}
              onClick={() => setTab(t)}
              className={cn(
                'rounded px-3 py-1 text-sm font-medium capitalize',
                tab === t ? 'bg-primary text-primary-foreground' : '',
              )}
            >
              {t}
            </button>
          ))}
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={cn('space-y-2', tab === 'preview' && 'hidden lg:block')}>
          <div className="flex flex-wrap gap-1" role="toolbar" aria-label="Formatting" aria-controls={id}>
            {TOOLS.map((tool) => (
              <button
                key={tool.label}
                type="button"
                onClick={() => apply(tool)}
                className="inline-flex size-9 items-center justify-center rounded-md border bg-white hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={tool.label}
                title={tool.label}
              >
                <tool.icon className="size-4" aria-hidden />
              </button>
            ))}
          </div>
          <textarea
            ref={textareaRef}
            {...controlProps}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            rows={22}
            spellCheck
            className="w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-sm leading-relaxed shadow-xs aria-invalid:border-destructive"
          />
          <FieldMessages
            id={id}
            hint="Markdown: ## headings, **bold**, _italic_, [links](https://…), - lists."
            error={error}
          />
        </div>
        <section
          aria-label="Preview"
          className={cn(
            'min-h-64 overflow-auto rounded-md border bg-white px-5 py-2',
            tab === 'write' && 'hidden lg:block',
          )}
        >
          <p className="mt-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase" aria-hidden>
            Preview
          </p>
          {previewError && <p className="text-sm text-red-700">{previewError}</p>}
          <div
            className={ARTICLE_BODY_CLASS}
            data-testid="markdown-preview"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </section>
      </div>
    </div>
  )
}
