/** Company mark, favicon, the image-failure placeholder and the default social image. */
import { caustics } from './textures'
import { Ids, n, svgDoc } from './svg'

const BLUE = '#1f4e9c'
const LIGHT_BLUE = '#2a7ab8'

/** Two waves inside a circle: the company mark, drawn in a 64 x 64 box at (x, y). */
function waveMark(x: number, y: number, size: number, gradientId: string): string {
  const k = size / 64
  const wave = (dy: number) =>
    `M${n(x + 10 * k)},${n(y + dy * k)}q${n(5.5 * k)},${n(-6 * k)} ${n(11 * k)},0t${n(11 * k)},0t${n(11 * k)},0t${n(11 * k)},0`
  return `<circle cx="${n(x + 32 * k)}" cy="${n(y + 32 * k)}" r="${n(30 * k)}" fill="url(#${gradientId})"/><circle cx="${n(x + 43 * k)}" cy="${n(y + 19 * k)}" r="${n(6 * k)}" fill="#ffd36b"/><g fill="none" stroke="#ffffff" stroke-width="${n(4.2 * k)}" stroke-linecap="round"><path d="${wave(34)}"/><path d="${wave(45)}" stroke-opacity="0.75"/></g>`
}

const markGradient = (id: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${LIGHT_BLUE}"/><stop offset="1" stop-color="${BLUE}"/></linearGradient>`

/** The round mark alone: the site header shows it beside the company name. */
export function markSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><defs>${markGradient('ffp-mark')}</defs>${waveMark(0, 0, 64, 'ffp-mark')}</svg>\n`
}

export function iconSvg(): string {
  const wave = (dy: number) => `M10,${dy}q5.5,-6 11,0t11,0t11,0t11,0`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><defs>${markGradient('g')}</defs><rect width="64" height="64" rx="14" fill="url(#g)"/><circle cx="44" cy="18" r="7" fill="#ffd36b"/><g fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"><path d="${wave(35)}"/><path d="${wave(48)}" stroke-opacity="0.75"/></g></svg>\n`
}

/** Neutral stand-in shown when a pool picture fails to load: a pool outline with a ladder. */
export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img" aria-label="Pool picture unavailable"><rect width="1200" height="800" fill="#eef3f6"/><g fill="none" stroke="#a9bccb" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"><rect x="390" y="270" width="420" height="260" rx="48"/><path d="M440 420q30-26 60 0t60 0t60 0t60 0t60 0"/><path d="M440 470q30-26 60 0t60 0t60 0t60 0t60 0" stroke-opacity="0.6"/><path d="M700 230v120M760 230v120M700 270h60M700 315h60"/></g></svg>\n`
}

/** 1200 x 630 social image: name, what the company does, where. Rendered to PNG. */
export function ogImageSvg(): string {
  const ids = new Ids()
  const pattern = caustics(ids, 120, 0.12, 18)
  const font = "DejaVu Sans, 'Segoe UI', Helvetica, Arial, sans-serif"
  const body = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b3f7a"/><stop offset="1" stop-color="#2b86c2"/></linearGradient>${markGradient('m')}${pattern.def}</defs><rect width="1200" height="630" fill="url(#bg)"/><rect width="1200" height="630" fill="url(#${pattern.id})"/><rect y="560" width="1200" height="70" fill="#f4efe6"/><rect y="552" width="1200" height="8" fill="#d9cfbd"/><g transform="translate(90 150)"><circle cx="64" cy="64" r="70" fill="#ffffff" fill-opacity="0.15"/>${waveMark(0, 0, 128, 'm')}</g><text x="260" y="215" font-family="${font}" font-size="64" font-weight="700" fill="#ffffff">Florida Fiberglass Pools</text><text x="262" y="275" font-family="${font}" font-size="30" fill="#dcefff">Fiberglass pool sales, installation and resurfacing</text><text x="262" y="380" font-family="${font}" font-size="26" font-weight="700" fill="#ffd36b">Free estimates · Pools from $42k · Installed in about 2 weeks</text><text x="90" y="606" font-family="${font}" font-size="26" font-weight="700" fill="#12355b">Ocala · Orlando · West Palm Beach</text>`
  return svgDoc(1200, 630, body)
}
