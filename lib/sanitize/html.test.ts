import { describe, expect, it } from 'vitest'
import { CONTENT_CLASSES, htmlToText, sanitizeHtml } from './html'
import { XSS_PAYLOADS } from '@/tests/helpers/xss-payloads'

type Tag = { name: string; attributes: Record<string, string> }

/** sanitize-html writes normalised markup (lower-case names, double-quoted escaped values). */
function tagsOf(html: string): Tag[] {
  const tags: Tag[] = []
  for (const match of html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const attributes: Record<string, string> = {}
    for (const attr of (match[2] ?? '').matchAll(/\s+([^\s=>]+)(?:="([^"]*)")?/g)) {
      attributes[(attr[1] ?? '').toLowerCase()] = attr[2] ?? ''
    }
    tags.push({ name: (match[1] ?? '').toLowerCase(), attributes })
  }
  return tags
}

function decode(value: string) {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

/** A URL with a scheme must use one of these; a relative URL (no scheme) resolves on this site. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel']

function assertInert(output: string) {
  for (const tag of tagsOf(output)) {
    expect([
      'script',
      'style',
      'svg',
      'math',
      'object',
      'embed',
      'base',
      'meta',
      'link',
      'form',
      'input',
      'button',
      'frame',
      'frameset',
      'template',
      'noscript',
      'textarea',
      'select',
      'video',
      'audio',
      'source',
      'details',
      'marquee',
      'keygen',
      'isindex',
      'body',
      'title',
      'xmp',
    ]).not.toContain(tag.name)
    for (const [name, raw] of Object.entries(tag.attributes)) {
      expect(name, `event handler ${name} on <${tag.name}>`).not.toMatch(/^on/)
      expect([
        'srcdoc',
        'formaction',
        'background',
        'dynsrc',
        'lowsrc',
        'xlink:href',
        'data',
        'action',
        'autofocus',
      ]).not.toContain(name)
      const value = decode(raw).replace(/[\s\u0000-\u001f]/g, '')
      if (['href', 'src', 'cite'].includes(name)) {
        const scheme = SCHEME.exec(value)?.[1]?.toLowerCase()
        if (scheme) expect(ALLOWED_SCHEMES, `${name} of <${tag.name}>: ${value}`).toContain(scheme)
        expect(value, 'protocol-relative URL').not.toMatch(/^\/\//)
        expect(value).not.toMatch(/^(javascript|vbscript|data):/i)
      }
      if (name === 'style') expect(value).not.toMatch(/expression|url\(|behavior|javascript|\\/i)
    }
    if (tag.name === 'iframe') {
      expect(new URL(tag.attributes.src ?? '').hostname).toMatch(
        /^(www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com)$/,
      )
    }
    if (tag.name === 'a' && tag.attributes.target) {
      expect(tag.attributes.target).toBe('_blank')
      expect(tag.attributes.rel).toBe('noopener noreferrer')
    }
  }
  expect(output).not.toMatch(/<script/i)
}

describe('sanitizeHtml against known XSS payloads', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('%s comes out inert', (payload) => {
    assertInert(sanitizeHtml(payload))
  })

  it('keeps no trace of a script body', () => {
    expect(sanitizeHtml('<p>before</p><script>stealCookies()</script><p>after</p>')).toBe(
      '<p>before</p><p>after</p>',
    )
  })

  it('drops event handlers but keeps the element', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" class="lead">Hello</p>')).toBe('<p class="lead">Hello</p>')
  })

  it('keeps only the typographic classes of the allow-list', () => {
    expect(sanitizeHtml('<p class="text-center fixed inset-0 z-50 lead">x</p>')).toBe(
      '<p class="text-center lead">x</p>',
    )
    expect(sanitizeHtml('<div class="sr-only hidden">x</div>')).toBe('<div>x</div>')
    for (const name of CONTENT_CLASSES) {
      expect(sanitizeHtml(`<span class="${name}">x</span>`)).toBe(`<span class="${name}">x</span>`)
    }
  })

  it('prefixes ids so they cannot take the id of a site element, and keeps them unique', () => {
    expect(sanitizeHtml('<h2 id="main">A</h2><section id="Main">B</section><h3 id="main">C</h3>')).toBe(
      '<h2 id="content-main">A</h2><section id="content-main-2">B</section><h3 id="content-main-3">C</h3>',
    )
    expect(sanitizeHtml('<h2 id="content-why">A</h2>')).toBe('<h2 id="content-why">A</h2>')
  })

  it('drops ids that are not slug-shaped, ids on other tags and named anchors', () => {
    expect(sanitizeHtml('<h2 id="a b">A</h2>')).toBe('<h2>A</h2>')
    expect(sanitizeHtml('<h2 id="x&quot;onmouseover=1">A</h2>')).toBe('<h2>A</h2>')
    expect(sanitizeHtml(`<h2 id="${'a'.repeat(65)}">A</h2>`)).toBe('<h2>A</h2>')
    expect(sanitizeHtml('<p id="intro">A</p><div id="main">B</div>')).toBe('<p>A</p><div>B</div>')
    expect(sanitizeHtml('<a name="main">A</a>')).toBe('<a>A</a>')
  })

  it('points same-page links at the prefixed ids, drops unusable fragments', () => {
    expect(sanitizeHtml('<a href="#why">Why</a><h2 id="why">Why</h2>')).toBe(
      '<a href="#content-why">Why</a><h2 id="content-why">Why</h2>',
    )
    expect(sanitizeHtml('<a href="#not a slug">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="/pools#grid">x</a>')).toBe('<a href="/pools#grid">x</a>')
  })

  it('removes javascript: and data: URLs from links and images', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="a">')).toBe('<img alt="a" />')
  })

  it('removes style expressions and url() but keeps safe styles', () => {
    expect(sanitizeHtml('<p style="width: expression(alert(1)); text-align: center">x</p>')).toBe(
      '<p style="text-align:center">x</p>',
    )
    expect(sanitizeHtml('<div style="background-image: url(javascript:alert(1))">x</div>')).toBe(
      '<div>x</div>',
    )
  })

  it('removes iframes that are not a video player, keeps the player', () => {
    expect(sanitizeHtml('<iframe src="https://evil.example/x"></iframe><p>ok</p>')).toBe('<p>ok</p>')
    expect(sanitizeHtml('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBe('')
    const player = sanitizeHtml(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" onload="x()"></iframe>',
    )
    expect(player).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Embedded video" loading="lazy"></iframe>',
    )
    expect(sanitizeHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toBe('')
  })

  it('moves YouTube embeds to the no-cookie player the CSP allows', () => {
    expect(
      sanitizeHtml('<iframe src="https://www.youtube.com/embed/abc?start=5" title="Tour"></iframe>'),
    ).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc?start=5" title="Tour" loading="lazy"></iframe>',
    )
    expect(sanitizeHtml('<iframe src="https://www.youtube.com/watch?v=abc"></iframe>')).toBe('')
  })

  it('adds noopener to links that open a new tab and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://ok.example" target="_blank">x</a>')).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeHtml('<a href="https://ok.example" target="_top">x</a>')).toBe(
      '<a href="https://ok.example">x</a>',
    )
  })
})

describe('sanitizeHtml keeps ordinary landing-page content', () => {
  it('keeps headings, lists, emphasis, links, images and tables unchanged', () => {
    const html = [
      '<h2 id="content-why">Why fiberglass</h2>',
      '<p>Fast <strong>installation</strong> and <em>low</em> upkeep.</p>',
      '<ul><li>One</li><li>Two</li></ul>',
      '<ol start="2"><li>Permits</li></ol>',
      '<p><a href="/estimate?sourcePage=fiberglass-pools-ocala">Request your free estimate</a></p>',
      '<p><a href="tel:+13525550100">Call</a> or <a href="mailto:info@example.com">write</a></p>',
      '<figure><img src="/images/pool.jpg" alt="A pool" width="640" height="480" /><figcaption>Pool</figcaption></figure>',
      '<table><thead><tr><th scope="col">Size</th></tr></thead><tbody><tr><td>12x24</td></tr></tbody></table>',
    ].join('')
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml('')).toBe('')
  })
})

describe('htmlToText', () => {
  it('gives the words of the content, blocks kept apart, scripts dropped', () => {
    expect(htmlToText('<h2>Title</h2><p>One &amp; two</p><script>x()</script><p>three</p>')).toBe(
      'Title One & two three',
    )
  })

  it('decodes each entity once: escaped markup stays text', () => {
    expect(htmlToText('<p>&amp;lt;b&amp;gt; &amp;amp; &lt;i&gt;</p>')).toBe('&lt;b&gt; &amp; <i>')
    expect(htmlToText('<p>Tom&#39;s &quot;pool&quot;&nbsp;&amp; spa</p>')).toBe('Tom\'s "pool" & spa')
  })
})
