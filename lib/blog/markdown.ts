/**
 * Markdown → safe HTML for blog posts (the public post page and the admin preview use the same
 * renderer, so a preview shows exactly what will be published). marked turns the markdown into
 * HTML; sanitize-html then keeps only the tags and attributes an article needs, so raw HTML or a
 * `javascript:` link typed into a post cannot run in a visitor's browser.
 */
import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

const marked = new Marked({ gfm: true, breaks: false })

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'del',
    's',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // The page title is the only h1; a '# Heading' in the body becomes a section heading.
    h1: 'h2',
    a: (tagName, attribs) => {
      const kept: Record<string, string> = {}
      if (attribs.href) kept.href = attribs.href
      if (attribs.title) kept.title = attribs.title
      // External links open in a new tab without giving the other site a handle on this one.
      if (/^https?:\/\//i.test(attribs.href ?? ''))
        Object.assign(kept, { target: '_blank', rel: 'noopener noreferrer' })
      return { tagName, attribs: kept }
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' },
    }),
  },
}

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown ?? '', { async: false })
  return sanitizeHtml(html, SANITIZE_OPTIONS)
}

/** Plain text of a markdown body (for descriptions and reading time). */
export function markdownToText(markdown: string): string {
  const html = marked.parse(markdown ?? '', { async: false })
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()
}

/** Minutes to read at 220 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdownToText(markdown).split(' ').filter(Boolean).length
  return Math.max(1, Math.round(words / 220))
}
