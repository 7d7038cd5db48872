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
    if (
      url.protocol === 'https:' &&
      YOUTUBE_HOSTS.includes(url.hostname) &&
      url.pathname.startsWith('/embed/')
    ) {
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

/** Tags that may carry an id (in-page anchors); ids are made safe by contentId(). */
const ID_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section']

/**
 * Ids written in content get this prefix, so an anchor in the content can never take the id of
 * an element of the site (#main, #series, #pool-finder…). Same-page links (#why) follow.
 */
export const CONTENT_ID_PREFIX = 'content-'
const ID_SHAPE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/
const ID_MAX = 64

/**
 * The only classes content may carry: a few typographic utilities of the site's stylesheet.
 * Any other class (layout, position, z-index, visibility) could restyle or cover the page.
 */
export const CONTENT_CLASSES = [
  'lead',
  'text-left',
  'text-center',
  'text-right',
  'text-sm',
  'text-lg',
  'text-xl',
  'font-semibold',
  'font-bold',
  'italic',
  'underline',
] as const

const ALLOWED_ATTRIBUTES: sanitize.IOptions['allowedAttributes'] = {
  '*': ['class', 'style', 'title', 'lang', 'dir'],
  ...Object.fromEntries(ID_TAGS.map((tag) => [tag, ['id']])),
  a: ['href', 'target', 'rel'],
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

/** The slug an id or fragment names, lower-cased, or null when it is not slug-shaped. */
function slugOf(value: string | undefined): string | null {
  const slug =
    value
      ?.trim()
      .toLowerCase()
      .replace(/^content-/, '') ?? ''
  return slug.length > 0 && slug.length <= ID_MAX && ID_SHAPE.test(slug) ? slug : null
}

/** Prefixed, slug-shaped and unique within the fragment ('-2', '-3'… on repeats); else none. */
function contentId(value: string | undefined, seen: Set<string>): string | undefined {
  const slug = slugOf(value)
  if (!slug) return undefined
  let id = `${CONTENT_ID_PREFIX}${slug}`
  for (let n = 2; seen.has(id); n++) id = `${CONTENT_ID_PREFIX}${slug}-${n}`
  seen.add(id)
  return id
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

const NON_TEXT_TAGS = [
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
]

/** Options for one sanitiser run; `seen` keeps the ids of this fragment unique. */
function options(seen: Set<string>): sanitize.IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedClasses: { '*': [...CONTENT_CLASSES] },
    allowedStyles: ALLOWED_STYLES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    allowedIframeHostnames: [...VIDEO_IFRAME_HOSTS],
    allowIframeRelativeUrls: false,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    nestingLimit: 40,
    enforceHtmlBoundary: true,
    transformTags: {
      a: (tagName, attribs) => {
        const next: sanitize.Attributes = { ...attribs }
        if (next.target && next.target !== '_blank') delete next.target
        // A new tab must not get a handle on this window.
        if (next.target === '_blank') next.rel = 'noopener noreferrer'
        else if (next.rel) next.rel = next.rel.replace(/[^a-z\s-]/gi, '')
        // A same-page link follows its target's prefixed id.
        if (next.href?.startsWith('#')) {
          const slug = slugOf(next.href.slice(1))
          if (slug) next.href = `#${CONTENT_ID_PREFIX}${slug}`
          else delete next.href
        }
        return { tagName, attribs: next }
      },
      '*': (tagName, attribs) => {
        if (attribs.id === undefined) return { tagName, attribs }
        const { id, ...rest } = attribs
        const safe = ID_TAGS.includes(tagName) ? contentId(id, seen) : undefined
        return { tagName, attribs: safe ? { ...rest, id: safe } : rest }
      },
      iframe: (tagName, attribs) => {
        const next: sanitize.Attributes = {
          ...attribs,
          title: attribs.title || 'Embedded video',
          loading: 'lazy',
        }
        // Embedded players get a title for screen readers, load lazily and use the no-cookie host.
        const src = toNoCookiePlayer(attribs.src)
        if (src) next.src = src
        return { tagName, attribs: next }
      },
    },
    // An iframe whose src was not a video player is removed entirely, not left empty.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedIframeSrc(frame.attribs.src),
  }
}

/** Returns HTML that keeps only the allowed markup; safe to render with dangerouslySetInnerHTML. */
export function sanitizeHtml(dirty: string | null | undefined): string {
  if (!dirty) return ''
  return sanitize(dirty, options(new Set())).trim()
}

/** The entities sanitize-html writes into text, each decoded exactly once. */
const TEXT_ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
}

/** The text of an HTML fragment, tags removed and whitespace collapsed (for descriptions). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  // A space before every tag keeps the words of adjacent blocks apart once the tags are gone.
  const escaped = sanitize(html.replace(/</g, ' <'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: NON_TEXT_TAGS,
  })
  // One pass: the text of '&amp;lt;' is '&lt;', never '<'.
  return escaped
    .replace(/&(?:nbsp|lt|gt|quot|#39|amp);/g, (entity) => TEXT_ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
}
