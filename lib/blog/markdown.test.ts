import { describe, expect, it } from 'vitest'
import { markdownToText, readingMinutes, renderMarkdown } from './markdown'

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists, links and tables', () => {
    const html = renderMarkdown(
      '## Costs\n\nA **complete** pool, *roughly*:\n\n- shell\n- deck\n\n[Estimate](/estimate)\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    )
    expect(html).toContain('<h2>Costs</h2>')
    expect(html).toContain('<strong>complete</strong>')
    expect(html).toContain('<em>roughly</em>')
    expect(html).toContain('<li>shell</li>')
    expect(html).toContain('<a href="/estimate">Estimate</a>')
    expect(html).toContain('<td>2</td>')
  })

  it('demotes a body h1 to h2', () => {
    expect(renderMarkdown('# Title')).toBe('<h2>Title</h2>\n')
  })

  it('opens external links in a new tab with noopener', () => {
    expect(renderMarkdown('[Lender](https://example.com/apply)')).toContain(
      '<a href="https://example.com/apply" target="_blank" rel="noopener noreferrer">Lender</a>',
    )
  })

  it('strips scripts, event handlers and javascript: URLs', () => {
    const html = renderMarkdown(
      'Hello <script>alert(1)</script><img src="x" onerror="alert(2)"> [click](javascript:alert(3)) <iframe src="https://evil.example"></iframe>',
    )
    expect(html).not.toMatch(/script|onerror|javascript:|iframe|alert\(/i)
    expect(html).toContain('Hello')
  })

  it('keeps images with http(s) sources only and lazy-loads them', () => {
    expect(renderMarkdown('![Deck](https://cdn.example.com/deck.webp)')).toContain(
      '<img src="https://cdn.example.com/deck.webp" alt="Deck" loading="lazy" />',
    )
    expect(renderMarkdown('![x](data:image/png;base64,AAAA)')).not.toContain('data:')
  })
})

describe('text helpers', () => {
  it('extracts plain text and estimates reading time', () => {
    expect(markdownToText('## Hi\n\nSome **bold** text.')).toBe('Hi Some bold text.')
    expect(readingMinutes('word '.repeat(660))).toBe(3)
    expect(readingMinutes('')).toBe(1)
  })
})
