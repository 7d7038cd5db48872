/**
 * Pool outlines seen from above, in feet: x runs along the length (shallow end at x = 0),
 * y across the width. A Frame maps feet to pixels.
 */
import type { PoolShape } from '@/lib/demo-data/pool-catalogue'
import { roundedPolygon, smoothClosed, type Pt } from './svg'

export type Frame = { s: number; ox: number; oy: number }

export type Outline = { kind: 'poly'; points: Pt[]; radii: number[] } | { kind: 'smooth'; points: Pt[] }

export const toPx = (f: Frame, p: Pt): Pt => ({ x: f.ox + p.x * f.s, y: f.oy + p.y * f.s })

const KIDNEY: [number, number][] = [
  [0.03, 0.5],
  [0.08, 0.18],
  [0.24, 0.04],
  [0.4, 0.1],
  [0.5, 0.3],
  [0.6, 0.12],
  [0.78, 0.02],
  [0.94, 0.12],
  [1, 0.45],
  [0.95, 0.8],
  [0.78, 0.97],
  [0.5, 1],
  [0.22, 0.97],
  [0.07, 0.82],
]

const FREEFORMS: [number, number][][] = [
  [
    [0.02, 0.45],
    [0.1, 0.12],
    [0.3, 0.03],
    [0.52, 0.1],
    [0.7, 0.01],
    [0.9, 0.08],
    [0.99, 0.35],
    [0.93, 0.62],
    [0.98, 0.88],
    [0.8, 0.99],
    [0.55, 0.9],
    [0.35, 0.99],
    [0.12, 0.9],
  ],
  [
    [0.01, 0.6],
    [0.06, 0.25],
    [0.22, 0.05],
    [0.45, 0.08],
    [0.62, 0.2],
    [0.8, 0.04],
    [0.97, 0.15],
    [0.99, 0.5],
    [0.9, 0.85],
    [0.68, 0.97],
    [0.45, 0.86],
    [0.25, 0.98],
    [0.06, 0.88],
  ],
  [
    [0.03, 0.35],
    [0.15, 0.05],
    [0.38, 0.01],
    [0.6, 0.07],
    [0.82, 0.02],
    [0.98, 0.2],
    [0.95, 0.55],
    [0.99, 0.85],
    [0.82, 0.99],
    [0.6, 0.93],
    [0.4, 0.98],
    [0.18, 0.92],
    [0.02, 0.7],
  ],
]

function scaled(list: [number, number][], L: number, W: number): Pt[] {
  return list.map(([u, v]) => ({ x: u * L, y: v * W }))
}

function arc(cx: number, cy: number, r: number, from: number, to: number, steps: number): Pt[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180
    return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) }
  })
}

export function poolOutline(shape: PoolShape, L: number, W: number, variant = 0): Outline {
  switch (shape) {
    case 'Rectangle':
      return rect(L, W, Math.min(1.2, W * 0.1))
    case 'Roman': {
      const rb = W * 0.3
      const body = [
        { x: rb, y: 0 },
        { x: L, y: 0 },
        { x: L, y: W },
        { x: rb, y: W },
        { x: rb, y: W / 2 + rb },
      ]
      const bump = arc(rb, W / 2, rb, 90, 270, 10).slice(1, -1)
      const points = [...body, ...bump, { x: rb, y: W / 2 - rb }]
      const radii = points.map((_, i) => (i === 1 || i === 2 ? 1 : i === 0 || i === 3 ? 0.8 : 0))
      return { kind: 'poly', points, radii }
    }
    case 'Grecian': {
      const c = Math.min(L, W) * 0.16
      // Concave quarter circles cut into each corner, walked clockwise.
      const points = [
        ...arc(L, 0, c, 180, 90, 6),
        ...arc(L, W, c, 270, 180, 6),
        ...arc(0, W, c, 0, -90, 6),
        ...arc(0, 0, c, 90, 0, 6),
      ]
      return { kind: 'poly', points, radii: points.map(() => 0.25) }
    }
    case 'Oval': {
      const steps = 36
      const e = 2.6
      const points = Array.from({ length: steps }, (_, i) => {
        const t = (i / steps) * Math.PI * 2
        const c = Math.cos(t)
        const s = Math.sin(t)
        return {
          x: L / 2 + (L / 2) * Math.sign(c) * Math.abs(c) ** (2 / e),
          y: W / 2 + (W / 2) * Math.sign(s) * Math.abs(s) ** (2 / e),
        }
      })
      return { kind: 'smooth', points }
    }
    case 'Kidney':
      return { kind: 'smooth', points: scaled(KIDNEY, L, W) }
    case 'Freeform':
      return { kind: 'smooth', points: scaled(FREEFORMS[variant % FREEFORMS.length] ?? KIDNEY, L, W) }
    case 'L-Shape': {
      const wing = L * 0.36
      const lane = W * 0.42
      const points = [
        { x: 0, y: 0 },
        { x: wing, y: 0 },
        { x: wing, y: lane },
        { x: L, y: lane },
        { x: L, y: W },
        { x: 0, y: W },
      ]
      return { kind: 'poly', points, radii: [1, 1, 1.4, 1, 1, 1] }
    }
  }
}

function rect(L: number, W: number, r: number): Outline {
  const points = [
    { x: 0, y: 0 },
    { x: L, y: 0 },
    { x: L, y: W },
    { x: 0, y: W },
  ]
  return { kind: 'poly', points, radii: [r, r, r, r] }
}

export function outlinePath(o: Outline, f: Frame): string {
  const points = o.points.map((p) => toPx(f, p))
  return o.kind === 'poly'
    ? roundedPolygon(
        points,
        o.radii.map((r) => r * f.s),
      )
    : smoothClosed(points)
}

/** Where a built-in spa sits: over the upper-right extreme of the outline, partly outside it. */
export function spaCircle(o: Outline, W: number): { c: Pt; r: number } {
  const r = Math.max(2.6, Math.min(4.2, W * 0.24))
  let best = o.points[0] as Pt
  for (const p of o.points) if (p.x - p.y > best.x - best.y) best = p
  return { c: { x: best.x - r * 0.2, y: best.y + r * 0.2 }, r }
}

export function outlineBounds(o: Outline): { x0: number; y0: number; x1: number; y1: number } {
  const xs = o.points.map((p) => p.x)
  const ys = o.points.map((p) => p.y)
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) }
}
