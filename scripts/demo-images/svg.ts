/** Small helpers to write SVG by hand: numbers, colors, paths and 2D affine matrices. */

export type Pt = { x: number; y: number }

/** Rounds to one decimal: smaller files, and identical text on every run. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

export function pts(list: Pt[]): string {
  return list.map((p) => `${n(p.x)},${n(p.y)}`).join(' ')
}

// Colors ------------------------------------------------------------------------------------

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

export function mix(a: string, b: string, t: number): string {
  const ca = rgb(a)
  const cb = rgb(b)
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t))
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t)
export const darken = (c: string, t: number) => mix(c, '#000000', t)

// Paths -------------------------------------------------------------------------------------

/** A closed polygon whose corners are rounded with the given radius (0 keeps a sharp corner). */
export function roundedPolygon(points: Pt[], radius: number | number[]): string {
  const count = points.length
  const parts: string[] = []
  for (let i = 0; i < count; i++) {
    const prev = points[(i - 1 + count) % count] as Pt
    const cur = points[i] as Pt
    const next = points[(i + 1) % count] as Pt
    const r = Array.isArray(radius) ? (radius[i] ?? 0) : radius
    const dIn = Math.hypot(cur.x - prev.x, cur.y - prev.y)
    const dOut = Math.hypot(next.x - cur.x, next.y - cur.y)
    const rr = Math.min(r, dIn / 2, dOut / 2)
    if (rr <= 0.01) {
      parts.push(`${i === 0 ? 'M' : 'L'}${n(cur.x)},${n(cur.y)}`)
      continue
    }
    const a = { x: cur.x + ((prev.x - cur.x) * rr) / dIn, y: cur.y + ((prev.y - cur.y) * rr) / dIn }
    const b = { x: cur.x + ((next.x - cur.x) * rr) / dOut, y: cur.y + ((next.y - cur.y) * rr) / dOut }
    parts.push(`${i === 0 ? 'M' : 'L'}${n(a.x)},${n(a.y)}Q${n(cur.x)},${n(cur.y)} ${n(b.x)},${n(b.y)}`)
  }
  return `${parts.join('')}Z`
}

/** A smooth closed curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(points: Pt[], tension = 1): string {
  const count = points.length
  const first = points[0] as Pt
  let d = `M${n(first.x)},${n(first.y)}`
  for (let i = 0; i < count; i++) {
    const p0 = points[(i - 1 + count) % count] as Pt
    const p1 = points[i] as Pt
    const p2 = points[(i + 1) % count] as Pt
    const p3 = points[(i + 2) % count] as Pt
    const c1 = { x: p1.x + ((p2.x - p0.x) / 6) * tension, y: p1.y + ((p2.y - p0.y) / 6) * tension }
    const c2 = { x: p2.x - ((p3.x - p1.x) / 6) * tension, y: p2.y - ((p3.y - p1.y) / 6) * tension }
    d += `C${n(c1.x)},${n(c1.y)} ${n(c2.x)},${n(c2.y)} ${n(p2.x)},${n(p2.y)}`
  }
  return `${d}Z`
}

/** An open smooth curve through the points. */
export function smoothOpen(points: Pt[]): string {
  const first = points[0] as Pt
  let d = `M${n(first.x)},${n(first.y)}`
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)] as Pt
    const p1 = points[i] as Pt
    const p2 = points[i + 1] as Pt
    const p3 = points[Math.min(points.length - 1, i + 2)] as Pt
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 }
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 }
    d += `C${n(c1.x)},${n(c1.y)} ${n(c2.x)},${n(c2.y)} ${n(p2.x)},${n(p2.y)}`
  }
  return d
}

export function polygonPath(points: Pt[]): string {
  return `M${points.map((p) => `${n(p.x)},${n(p.y)}`).join('L')}Z`
}

/** A pseudo-random but fixed sequence in [0, 1): the same picture on every run. */
export function fixedNoise(i: number, salt = 0): number {
  const v = Math.sin(i * 127.1 + salt * 311.7) * 43758.5453
  return v - Math.floor(v)
}

// Affine matrices (SVG order a b c d e f) --------------------------------------------------

export type Matrix = [number, number, number, number, number, number]

export const identity: Matrix = [1, 0, 0, 1, 0, 0]

export function multiply(m1: Matrix, m2: Matrix): Matrix {
  const [a1, b1, c1, d1, e1, f1] = m1
  const [a2, b2, c2, d2, e2, f2] = m2
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ]
}

export const translate = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y]
export const scale = (sx: number, sy = sx): Matrix => [sx, 0, 0, sy, 0, 0]
export function rotate(deg: number): Matrix {
  const r = (deg * Math.PI) / 180
  return [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0]
}

export function compose(...ms: Matrix[]): Matrix {
  return ms.reduce((acc, m) => multiply(acc, m), identity)
}

export function apply(m: Matrix, p: Pt): Pt {
  return { x: m[0] * p.x + m[2] * p.y + m[4], y: m[1] * p.x + m[3] * p.y + m[5] }
}

export function invertLinear(m: Matrix, v: Pt): Pt {
  const det = m[0] * m[3] - m[1] * m[2]
  return { x: (m[3] * v.x - m[2] * v.y) / det, y: (-m[1] * v.x + m[0] * v.y) / det }
}

export function matrixAttr(m: Matrix): string {
  return `matrix(${m.map((v, i) => (i < 4 ? String(Math.round(v * 10000) / 10000) : n(v))).join(' ')})`
}

export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

/** Unique ids inside one document (ids repeat across files, never within one). */
export class Ids {
  private counter = 0
  constructor(private readonly scope = '') {}
  next(prefix: string): string {
    this.counter += 1
    return `${this.scope}${prefix}${this.counter}`
  }
}
