/** Garden and patio props, drawn from above (top view) or from the side (perspective views). */
import { darken, fixedNoise, lighten, n, type Pt } from './svg'

// Seen from above ---------------------------------------------------------------------------

export function loungerTop(
  x: number,
  y: number,
  w: number,
  h: number,
  angle: number,
  cushion: string,
): string {
  const frame = '#f7f4ee'
  const shadow = `<rect x="${n(w * 0.12)}" y="${n(h * 0.05)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.18)}" fill="#1d2a1f" fill-opacity="0.22"/>`
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})">${shadow}<rect width="${n(w)}" height="${n(h)}" rx="${n(w * 0.18)}" fill="${frame}" stroke="${darken(frame, 0.25)}" stroke-width="1"/><rect x="${n(w * 0.1)}" y="${n(h * 0.06)}" width="${n(w * 0.8)}" height="${n(h * 0.3)}" rx="${n(w * 0.12)}" fill="${lighten(cushion, 0.15)}"/><rect x="${n(w * 0.1)}" y="${n(h * 0.39)}" width="${n(w * 0.8)}" height="${n(h * 0.55)}" rx="${n(w * 0.12)}" fill="${cushion}"/></g>`
}

export function umbrellaTop(cx: number, cy: number, r: number, a: string, b: string): string {
  const segs: string[] = []
  for (let i = 0; i < 8; i++) {
    const a0 = (i / 8) * Math.PI * 2 + Math.PI / 8
    const a1 = ((i + 1) / 8) * Math.PI * 2 + Math.PI / 8
    segs.push(
      `<path d="M${n(cx)},${n(cy)}L${n(cx + r * Math.cos(a0))},${n(cy + r * Math.sin(a0))}L${n(cx + r * Math.cos(a1))},${n(cy + r * Math.sin(a1))}Z" fill="${i % 2 ? a : b}"/>`,
    )
  }
  return `<circle cx="${n(cx + r * 0.35)}" cy="${n(cy + r * 0.28)}" r="${n(r)}" fill="#1d2a1f" fill-opacity="0.2"/>${segs.join('')}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.08)}" fill="${darken(a, 0.3)}"/>`
}

/** One palm frond: a curved midrib with leaflets on both sides (gravity pulls them down). */
function frond(from: Pt, ctrl: Pt, tip: Pt, leaflet: number, gravity: number, width: number): string {
  const at = (t: number): Pt => ({
    x: (1 - t) * (1 - t) * from.x + 2 * (1 - t) * t * ctrl.x + t * t * tip.x,
    y: (1 - t) * (1 - t) * from.y + 2 * (1 - t) * t * ctrl.y + t * t * tip.y,
  })
  let d = `M${n(from.x)},${n(from.y)}Q${n(ctrl.x)},${n(ctrl.y)} ${n(tip.x)},${n(tip.y)}`
  for (let i = 1; i <= 18; i++) {
    const t = 0.08 + (i / 18) * 0.9
    const p = at(t)
    const q = at(Math.min(1, t + 0.02))
    const len = Math.hypot(q.x - p.x, q.y - p.y) || 1
    const tx = (q.x - p.x) / len
    const ty = (q.y - p.y) / len
    const size = leaflet * (1 - t * 0.55)
    for (const side of [-1, 1]) {
      // Leaflets point forward along the frond, out to the side, and droop with gravity.
      let dx = tx * 0.45 + -ty * side * 0.9
      let dy = ty * 0.45 + tx * side * 0.9 + gravity
      const m = Math.hypot(dx, dy) || 1
      dx /= m
      dy /= m
      d += `M${n(p.x)},${n(p.y)}l${n(dx * size)},${n(dy * size)}`
    }
  }
  return `<path d="${d}" fill="none" stroke-width="${n(width)}" stroke-linecap="round"/>`
}

export function palmTop(cx: number, cy: number, r: number, rot: number, shadow = true): string {
  const greens = ['#2f7a3b', '#3f9148', '#25662f']
  const fronds = (dx: number, dy: number, color?: string) => {
    const out: string[] = []
    const count = 11
    for (let i = 0; i < count; i++) {
      const a = ((rot + (i / count) * 360) * Math.PI) / 180
      const len = r * (0.8 + fixedNoise(i, rot) * 0.2)
      const from = { x: cx + dx, y: cy + dy }
      const tip = { x: from.x + Math.cos(a) * len, y: from.y + Math.sin(a) * len }
      const bend = 0.12 * len
      const ctrl = {
        x: from.x + Math.cos(a) * len * 0.5 - Math.sin(a) * bend,
        y: from.y + Math.sin(a) * len * 0.5 + Math.cos(a) * bend,
      }
      out.push(
        `<g stroke="${color ?? greens[i % 3]}">${frond(from, ctrl, tip, r * 0.22, 0, Math.max(1.6, r * 0.05))}</g>`,
      )
    }
    return out.join('')
  }
  const shade = shadow ? `<g stroke-opacity="0.22">${fronds(r * 0.45, r * 0.35, '#14261a')}</g>` : ''
  return `${shade}${fronds(0, 0)}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.1)}" fill="#6b4f2a"/>`
}

export function shrubTop(cx: number, cy: number, r: number, color: string): string {
  const blobs = [
    [0, 0, 1],
    [0.55, 0.2, 0.7],
    [-0.5, 0.25, 0.75],
    [0.1, -0.5, 0.65],
  ] as const
  return blobs
    .map(
      ([dx, dy, k], i) =>
        `<circle cx="${n(cx + dx * r)}" cy="${n(cy + dy * r)}" r="${n(r * k)}" fill="${i % 2 ? lighten(color, 0.1) : color}"/>`,
    )
    .join('')
}

export function potTop(cx: number, cy: number, r: number): string {
  return `<circle cx="${n(cx + r * 0.25)}" cy="${n(cy + r * 0.2)}" r="${n(r)}" fill="#1d2a1f" fill-opacity="0.2"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#c0714a"/>${palmTop(cx, cy, r * 1.2, 20, false)}`
}

// Seen from the side ------------------------------------------------------------------------

/** A palm: curved trunk rising from (x, y) by `height`, leaning by `lean` (px at the top). */
export function palmSide(
  x: number,
  y: number,
  height: number,
  lean: number,
  color = '#2d6a35',
  trunk = '#7a5a3a',
): string {
  const top = { x: x + lean, y: y - height }
  const w0 = height * 0.035
  const w1 = height * 0.02
  const trunkPath = `M${n(x - w0)},${n(y)}Q${n(x + lean * 0.15 - w0)},${n(y - height * 0.6)} ${n(top.x - w1)},${n(top.y)}L${n(top.x + w1)},${n(top.y)}Q${n(x + lean * 0.15 + w0)},${n(y - height * 0.6)} ${n(x + w0)},${n(y)}Z`
  const rings: string[] = []
  for (let i = 1; i < 12; i++) {
    const t = i / 12
    const bx = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * (x + lean * 0.15) + t * t * top.x
    const by = y - height * t
    const hw = w0 + (w1 - w0) * t
    rings.push(`M${n(bx - hw)},${n(by)}l${n(hw * 2)},${n(-hw * 0.35)}`)
  }
  const len = height * 0.38
  const fronds: string[] = []
  const angles = [-172, -148, -124, -100, -80, -56, -32, -8, 160, 20, 120, 60]
  angles.forEach((deg, i) => {
    const a = (deg * Math.PI) / 180
    const reach = len * (0.85 + fixedNoise(i, height) * 0.2)
    const droop = 0.15 + (1 - Math.abs(Math.sin(a))) * 0.3 + (Math.sin(a) > 0 ? 0.35 : 0)
    const tip = { x: top.x + Math.cos(a) * reach, y: top.y + Math.sin(a) * reach * 0.45 + reach * droop }
    const ctrl = {
      x: top.x + Math.cos(a) * reach * 0.6,
      y: top.y + Math.sin(a) * reach * 0.45 - reach * 0.22,
    }
    const shade = i % 3 === 0 ? lighten(color, 0.14) : i % 3 === 1 ? color : darken(color, 0.12)
    fronds.push(
      `<g stroke="${shade}">${frond(top, ctrl, tip, reach * 0.17, 0.45, Math.max(1.8, height * 0.008))}</g>`,
    )
  })
  return `<path d="${trunkPath}" fill="${trunk}"/><path d="${rings.join('')}" stroke="${darken(trunk, 0.28)}" stroke-width="${n(Math.max(1, height * 0.004))}"/>${fronds.join('')}<circle cx="${n(top.x)}" cy="${n(top.y)}" r="${n(height * 0.028)}" fill="${darken(color, 0.3)}"/>`
}

/** A chaise lounge seen from the side, its length along +x, standing at (x, y). */
export function loungerSide(x: number, y: number, len: number, cushion: string, flip = false): string {
  const u = len / 10
  const frame = '#f3f0ea'
  const path = `M0,${n(-u * 1.2)}L${n(u * 6.6)},${n(-u * 1.2)}L${n(u * 9.6)},${n(-u * 3.6)}L${n(u * 10)},${n(-u * 3.2)}L${n(u * 7)},${n(-u * 0.7)}L0,${n(-u * 0.7)}Z`
  const legs = `<path d="M${n(u * 0.6)},${n(-u * 0.8)}v${n(u * 0.8)}M${n(u * 6.2)},${n(-u * 0.8)}v${n(u * 0.8)}" stroke="${darken(frame, 0.35)}" stroke-width="${n(u * 0.3)}"/>`
  const pad = `<path d="M${n(u * 0.2)},${n(-u * 1.2)}L${n(u * 6.6)},${n(-u * 1.2)}L${n(u * 9.3)},${n(-u * 3.4)}" stroke="${cushion}" stroke-width="${n(u * 0.9)}" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`
  return `<g transform="translate(${n(x)} ${n(y)})${flip ? ' scale(-1 1)' : ''}"><ellipse cx="${n(u * 5)}" cy="0" rx="${n(u * 5.2)}" ry="${n(u * 0.5)}" fill="#000" fill-opacity="0.15"/>${legs}<path d="${path}" fill="${frame}"/>${pad}</g>`
}

export function umbrellaSide(
  x: number,
  y: number,
  height: number,
  radius: number,
  a: string,
  b: string,
): string {
  const top = y - height
  const dome = `M${n(x - radius)},${n(top + radius * 0.28)}Q${n(x)},${n(top - radius * 0.62)} ${n(x + radius)},${n(top + radius * 0.28)}Z`
  const panels: string[] = []
  for (let i = 0; i < 4; i++) {
    const x0 = x - radius + (i * radius) / 2
    panels.push(
      `<path d="M${n(x0)},${n(top + radius * 0.28)}Q${n(x0 + radius / 4)},${n(top + radius * 0.38)} ${n(x0 + radius / 2)},${n(top + radius * 0.28)}Z" fill="${i % 2 ? a : b}"/>`,
    )
  }
  return `<ellipse cx="${n(x + radius * 0.3)}" cy="${n(y)}" rx="${n(radius * 0.9)}" ry="${n(radius * 0.22)}" fill="#000" fill-opacity="0.12"/><path d="M${n(x)},${n(y)}V${n(top)}" stroke="#8d8d8d" stroke-width="${n(Math.max(2, radius * 0.05))}"/><path d="${dome}" fill="${a}"/><path d="M${n(x)},${n(top - radius * 0.05)}L${n(x - radius * 0.5)},${n(top + radius * 0.28)}L${n(x + radius * 0.5)},${n(top + radius * 0.28)}Z" fill="${b}" fill-opacity="0.55"/>${panels.join('')}`
}

export function personSide(x: number, y: number, h: number, shirt: string, skin = '#c98f6b'): string {
  const u = h / 10
  return `<g><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(u * 1.6)}" ry="${n(u * 0.35)}" fill="#000" fill-opacity="0.15"/><rect x="${n(x - u * 0.9)}" y="${n(y - u * 4.4)}" width="${n(u * 0.8)}" height="${n(u * 4.4)}" rx="${n(u * 0.3)}" fill="#34414f"/><rect x="${n(x + u * 0.1)}" y="${n(y - u * 4.4)}" width="${n(u * 0.8)}" height="${n(u * 4.4)}" rx="${n(u * 0.3)}" fill="#34414f"/><rect x="${n(x - u * 1.3)}" y="${n(y - u * 8)}" width="${n(u * 2.6)}" height="${n(u * 4.1)}" rx="${n(u * 0.9)}" fill="${shirt}"/><circle cx="${n(x)}" cy="${n(y - u * 9)}" r="${n(u * 0.95)}" fill="${skin}"/></g>`
}

/** A cumulus cloud: overlapping puffs on a flat base; (cx, cy) is the middle of the base. */
export function cloud(cx: number, cy: number, w: number, color = '#ffffff', opacity = 0.9): string {
  const puffs = [
    [-0.3, -0.02, 0.17],
    [-0.1, -0.12, 0.22],
    [0.14, -0.08, 0.2],
    [0.32, 0.0, 0.14],
  ] as const
  const circles = puffs.map(
    ([dx, dy, r]) => `<circle cx="${n(cx + dx * w)}" cy="${n(cy + dy * w)}" r="${n(r * w)}"/>`,
  )
  return `<g fill="${color}" opacity="${opacity}">${circles.join('')}<rect x="${n(cx - w * 0.45)}" y="${n(cy - w * 0.06)}" width="${n(w * 0.9)}" height="${n(w * 0.12)}" rx="${n(w * 0.06)}"/></g>`
}

/** A row of rounded treetops along y, from x0 to x1. */
export function treeLine(x0: number, x1: number, y: number, size: number, color: string, salt = 0): string {
  const out: string[] = []
  let x = x0
  let i = 0
  while (x < x1 + size) {
    const r = size * (0.6 + fixedNoise(i, salt) * 0.5)
    out.push(
      `<circle cx="${n(x)}" cy="${n(y - r * 0.6)}" r="${n(r)}" fill="${i % 3 === 0 ? lighten(color, 0.08) : color}"/>`,
    )
    x += r * 1.1
    i++
  }
  out.push(
    `<rect x="${n(x0 - size)}" y="${n(y - size * 0.3)}" width="${n(x1 - x0 + size * 2)}" height="${n(size * 4)}" fill="${color}"/>`,
  )
  return out.join('')
}
