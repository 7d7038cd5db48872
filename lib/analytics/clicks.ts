/**
 * One delegated click listener for the whole site (installed by the analytics tag), so no link
 * has to remember to report itself (spec 01 §9):
 *
 * - every tel: link is a phone call (50): top banner, footer branches, contact page, office
 *   cards, call buttons, landing pages;
 * - every link that opens the estimate or the contact page is a call to action (10), wherever it
 *   sits (hero buttons, header, footer, consultation buttons); the region is sent along so the
 *   reports can tell them apart.
 *
 * classifyLinkClick is pure (unit tested); linkFromEvent reads the DOM.
 */

/** The pages a call to action leads to. */
export const CTA_PATHS = ['/estimate', '/contact'] as const

export type LinkRegion = 'banner' | 'header' | 'main' | 'footer' | 'other'

export type ClickedLink = {
  /** The link's resolved URL (HTMLAnchorElement.href). */
  href: string
  /** Its accessible name: aria-label, else its text. */
  label: string
  region: LinkRegion
}

export type TrackedClick =
  | { kind: 'phone'; phone: string; label: string; region: LinkRegion }
  | { kind: 'cta'; label: string; target: string; region: LinkRegion }

const LABEL_MAX = 100

function tidy(label: string): string {
  return label.replace(/\s+/g, ' ').trim().slice(0, LABEL_MAX)
}

/** What a click on this link reports, or null when it is neither a phone call nor a call to action. */
export function classifyLinkClick(link: ClickedLink, pageOrigin: string): TrackedClick | null {
  let url: URL
  try {
    url = new URL(link.href, pageOrigin)
  } catch {
    return null
  }
  const label = tidy(link.label)
  if (url.protocol === 'tel:') {
    let phone = url.pathname
    try {
      phone = decodeURIComponent(phone)
    } catch {
      // A malformed escape: keep the number as written.
    }
    return phone.trim() ? { kind: 'phone', phone: phone.trim(), label, region: link.region } : null
  }
  if (url.origin !== pageOrigin) return null
  const path = url.pathname.replace(/\/+$/, '') || '/'
  if (!(CTA_PATHS as readonly string[]).includes(path.toLowerCase())) return null
  return { kind: 'cta', label: label || path, target: `${path}${url.search}`, region: link.region }
}

function regionOf(element: Element): LinkRegion {
  if (element.closest('[data-testid="top-banner"]')) return 'banner'
  if (element.closest('header')) return 'header'
  if (element.closest('footer')) return 'footer'
  if (element.closest('main')) return 'main'
  return 'other'
}

/** The link a click landed on (the click may hit an icon inside it), or null. */
export function linkFromEvent(event: Event): ClickedLink | null {
  const target = event.target
  if (!target || typeof (target as Element).closest !== 'function') return null
  const anchor = (target as Element).closest('a[href]') as HTMLAnchorElement | null
  if (!anchor) return null
  return {
    href: anchor.href,
    label: anchor.getAttribute('aria-label') ?? anchor.textContent ?? '',
    region: regionOf(anchor),
  }
}
