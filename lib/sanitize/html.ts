/**
 * The allow-list HTML sanitiser for content staff write (landing pages, previews). Only the tags,
 * attributes, URL schemes and inline styles listed here survive; everything else is dropped:
 * scripts and their text, event handlers, javascript:/data:/vbscript: URLs, style expressions,
 * forms, SVG and MathML, and iframes other than the video services' players.
 */
import sanitize from 'sanitize-html'

/**
 * The one video service whose player may be embedded (https only): YouTube's no-cookie player,
 * which the site's CSP frame-src allows. YouTube embed links are rewritten to it.
 */
export const VIDEO_IFRAME_HOSTS = ['www.youtube-nocookie.com'] as const
const YOUTUBE_HOSTS = ['www.youtube.com', 'youtube.com', 'm.youtube.com']

function toNoCookiePlayer(src: string | undefined): string | undefined {
  if (!src) return src
  try {
    const url = new URL(src)
    if (url.protocol === 'https:' && YOUTUBE_HOSTS.includes(url.hostname) && url.pathname.startsWith('/embed/')) {
      url.hostname = 'www.youtube-nocookie.com'
      return url.toString()
    }
  } catch {
    // Not a URL: the scheme and host checks drop it.
  }
  return src
}

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'blockquote',
  'cite',
  'q',
  'code',
  'pre',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'div',
  'span',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'iframe',
]

const ALLOWED_ATTRIBUTES: sanitize.IOptions['allowedAttributes'] = {
  '*': ['class', 'style', 'title', 'lang', 'dir'],
  h1: ['id'],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  h5: ['id'],
  h6: ['id'],
  section: ['id'],
  a: ['href', 'target', 'rel', 'name'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
  ol: ['start', 'reversed', 'type'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  abbr: ['title'],
  blockquote: ['cite'],
  q: ['cite'],
}

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
]
const LENGTH = [/^\d{1,4}(\.\d{1,2})?(px|em|rem|%)$/]

/** Inline styles: a few typographic properties with strictly shaped values, never url() or expression(). */
const ALLOWED_STYLES: sanitize.IOptions['allowedStyles'] = {
  '*': {
    'text-align': [/^(left|right|center|justify)$/],
    color: COLOR,
    'background-color': COLOR,
    'font-weight': [/^(normal|bold|[1-9]00)$/],
    'font-style': [/^(normal|italic)$/],
    'text-decoration': [/^(none|underline|line-through)$/],
    'margin-top': LENGTH,
    'margin-bottom': LENGTH,
    'max-width': LENGTH,
    width: LENGTH,
  },
}

function isAllowedIframeSrc(src: string | undefined): boolean {
  if (!src) return false
  try {
    const url = new URL(src)
    return url.protocol === 'https:' && (VIDEO_IFRAME_HOSTS as readonly string[]).includes(url.hostname)
  } catch {
    return false
  }
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedStyles: ALLOWED_STYLES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...VIDEO_IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'template',
  ],
  nestingLimit: 40,
  enforceHtmlBoundary: true,
  transformTags: {
    a: (tagName, attribs) => {
      const next: sanitize.Attributes = { ...attribs }
      if (next.target && next.target !== '_blank') delete next.target
      // A new tab must not get a handle on this window.
      if (next.target === '_blank') next.rel = 'noopener noreferrer'
      else if (next.rel) next.rel = next.rel.replace(/[^a-z\s-]/gi, '')
      return { tagName, attribs: next }
    },
    iframe: (tagName, attribs) => {
      const next: sanitize.Attributes = { ...attribs, title: attribs.title || 'Embedded video', loading: 'lazy' }
      // Embedded players get a title for screen readers, load lazily and use the no-cookie host.
      const src = toNoCookiePlayer(attribs.src)
      if (src) next.src = src
      return { tagName, attribs: next }
    },
  },
  // An iframe whose src was not a video player is removed entirely, not left empty.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedIframeSrc(frame.attribs.src),
}

/** Returns HTML that keeps only the allowed markup; safe to render with dangerouslySetInnerHTML. */
export function sanitizeHtml(dirty: string | null | undefined): string {
  if (!dirty) return ''
  return sanitize(dirty, OPTIONS).trim()
}

/** The text of an HTML fragment, tags removed and whitespace collapsed (for descriptions). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  // A space before every tag keeps the words of adjacent blocks apart once the tags are gone.
  return sanitize(html.replace(/</g, ' <'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}
