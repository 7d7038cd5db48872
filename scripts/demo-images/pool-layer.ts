/**
 * The pool itself, drawn on the ground plane in pixels: water with depth gradient and caustics,
 * steps, bench, coping and an optional spa; or one of the installation stages.
 */
import type { PoolColorName, PoolShape } from '@/lib/demo-data/pool-catalogue'
import { WATER_GRADIENTS } from '@/lib/demo-data/pool-colors'
import {
  outlineBounds,
  outlinePath,
  poolOutline,
  spaCircle,
  toPx,
  type Frame,
  type Outline,
} from './pool-shapes'
import { caustics, linear, radial, speckle } from './textures'
import { type Ids, darken, fixedNoise, lighten, mix, n, smoothClosed, type Pt } from './svg'

export type InstallStage = 'excavation' | 'set' | 'plumbing' | 'backfill' | 'deck' | 'finished'

export type PoolLook = {
  shape: PoolShape
  lengthFt: number
  widthFt: number
  variant?: number
  spa: boolean
  color: PoolColorName
  condition?: 'fresh' | 'stained'
  stage?: InstallStage
}

export type Light = 'day' | 'golden' | 'dusk' | 'storm'

export type Canvas = { ids: Ids; defs: string[] }

export function addDef(canvas: Canvas, def: { id: string; def: string }): string {
  canvas.defs.push(def.def)
  return def.id
}

export const COPING = '#f4efe6'

export function outlineOf(look: PoolLook): Outline {
  return poolOutline(look.shape, look.lengthFt, look.widthFt, look.variant ?? 0)
}

/** Bounds of pool and spa together, in feet. */
export function lookBounds(look: PoolLook) {
  const o = outlineOf(look)
  const b = outlineBounds(o)
  if (!look.spa) return b
  const spa = spaCircle(o, look.widthFt)
  const ring = spa.r + 1
  return {
    x0: Math.min(b.x0, spa.c.x - ring),
    y0: Math.min(b.y0, spa.c.y - ring),
    x1: Math.max(b.x1, spa.c.x + ring),
    y1: Math.max(b.y1, spa.c.y + ring),
  }
}

function waterColors(look: PoolLook, light: Light): { from: string; to: string } {
  if (look.condition === 'stained') return { from: '#8fa36a', to: '#4d6840' }
  const base = WATER_GRADIENTS[look.color]
  if (light === 'dusk') return { from: lighten(base.from, 0.15), to: darken(base.to, 0.25) }
  if (light === 'storm') return { from: darken(base.from, 0.2), to: darken(base.to, 0.3) }
  return base
}

/**
 * Draws the pool. `wallShift` (pixels, in ground space) moves the water away from the far wall,
 * which shows the inside of that wall in the perspective views.
 */
export function poolLayer(canvas: Canvas, look: PoolLook, f: Frame, light: Light, wallShift?: Pt): string {
  const stage = look.stage ?? 'finished'
  const o = outlineOf(look)
  const d = outlinePath(o, f)
  const { ids } = canvas
  const L = look.lengthFt
  const W = look.widthFt
  const out: string[] = []
  const clip = ids.next('k')
  canvas.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`)
  const water = waterColors(look, light)
  const shell = lighten(WATER_GRADIENTS[look.color].to, 0.55)

  if (stage === 'excavation') return excavation(canvas, d, f)
  if (stage === 'set' || stage === 'plumbing' || stage === 'backfill') {
    out.push(gravelBed(canvas, d, f, stage === 'backfill' ? 1.2 : 2.2))
    out.push(
      `<path d="${d}" fill="${shell}" stroke="${lighten(shell, 0.5)}" stroke-width="${n(f.s * 0.35)}"/>`,
    )
    out.push(stepsAndBench(clip, o, L, W, f, lighten(shell, 0.25), darken(shell, 0.12)))
    if (stage === 'backfill') {
      const grad = addDef(
        canvas,
        linear(
          ids,
          [
            [0, water.from],
            [1, water.to],
          ],
          0,
          0,
          1,
          0,
        ),
      )
      const x0 = toPx(f, { x: L * 0.42, y: 0 }).x
      out.push(
        `<g clip-path="url(#${clip})"><rect x="${n(x0)}" y="${n(f.oy - 10)}" width="${n(L * f.s)}" height="${n(W * f.s + 20)}" fill="url(#${grad})" fill-opacity="0.92"/></g>`,
      )
    }
    return out.join('')
  }

  // Water-filled pool (finished, or deck stage).
  const gradient = addDef(
    canvas,
    linear(
      ids,
      [
        [0, water.from],
        [0.35, mix(water.from, water.to, 0.45)],
        [1, water.to],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  const causticA = addDef(
    canvas,
    caustics(ids, Math.max(40, f.s * 4.2), look.condition === 'stained' ? 0.08 : 0.2, 17),
  )
  const causticB = addDef(canvas, caustics(ids, Math.max(60, f.s * 6.5), 0.12, -31))
  if (wallShift) {
    out.push(`<path d="${d}" fill="${darken(water.to, 0.15)}"/>`)
    out.push(
      `<g clip-path="url(#${clip})"><path d="${d}" fill="${lighten(water.from, 0.25)}" transform="translate(${n(wallShift.x * 0.35)} ${n(wallShift.y * 0.35)})"/></g>`,
    )
  }
  const shift = wallShift ? ` transform="translate(${n(wallShift.x)} ${n(wallShift.y)})"` : ''
  const waterBody = [
    `<path d="${d}" fill="url(#${gradient})"${shift}/>`,
    `<path d="${d}" fill="url(#${causticA})"${shift}/>`,
    `<path d="${d}" fill="url(#${causticB})"${shift}/>`,
    stepsAndBench(clip, o, L, W, f, '#ffffff', '#ffffff', wallShift),
  ]
  if (light === 'dusk') {
    const glow = addDef(
      canvas,
      radial(ids, [
        [0, '#c9fbff', 0.85],
        [0.5, '#7fe3f5', 0.35],
        [1, '#7fe3f5', 0],
      ]),
    )
    const c = toPx(f, { x: L * 0.62, y: W * 0.9 })
    waterBody.push(
      `<ellipse cx="${n(c.x)}" cy="${n(c.y)}" rx="${n(W * f.s * 0.9)}" ry="${n(W * f.s * 0.6)}" fill="url(#${glow})"/>`,
    )
  }
  if (look.condition === 'stained') waterBody.push(stains(f, L, W))
  out.push(
    `<g clip-path="url(#${clip})">${waterBody.join('')}<path d="${d}" fill="none" stroke="${darken(water.to, 0.3)}" stroke-opacity="0.35" stroke-width="${n(f.s * 1.1)}"/></g>`,
  )
  if (light !== 'dusk' && look.condition !== 'stained') out.push(glints(f, L, W))
  const coping = look.condition === 'stained' ? '#cfc6b3' : light === 'dusk' ? '#c9c2b5' : COPING
  out.push(`<path d="${d}" fill="none" stroke="${darken(coping, 0.22)}" stroke-width="${n(f.s * 1.35)}"/>`)
  out.push(`<path d="${d}" fill="none" stroke="${coping}" stroke-width="${n(f.s * 1.05)}"/>`)
  if (look.condition === 'stained') out.push(cracks(f, L, W))
  if (look.spa) out.push(spa(canvas, o, W, f, light, water))
  return out.join('')
}

function stepsAndBench(
  clip: string,
  o: Outline,
  L: number,
  W: number,
  f: Frame,
  step: string,
  bench: string,
  shift?: Pt,
): string {
  const b = outlineBounds(o)
  const at = (x: number, y: number) => toPx(f, { x, y })
  const s = f.s
  const tr = shift ? ` transform="translate(${n(shift.x)} ${n(shift.y)})"` : ''
  const x0 = at(b.x0, 0).x
  const bands = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${n(x0 - s)}" y="${n(at(0, b.y0).y - s)}" width="${n(s * (1 + 1.6 * (3 - i)))}" height="${n((W + 2) * s)}" fill="${step}" fill-opacity="${0.1 + i * 0.02}"/><path d="M${n(x0 + s * 1.6 * (3 - i))},${n(at(0, b.y0).y - s)}v${n((W + 2) * s)}" stroke="${step}" stroke-opacity="0.55" stroke-width="${n(Math.max(1.2, s * 0.12))}"/>`,
    )
    .join('')
  const bx = at(L * 0.62, W - 1.6)
  const benchRect = `<rect x="${n(bx.x)}" y="${n(bx.y)}" width="${n(L * 0.26 * s)}" height="${n(3 * s)}" fill="${bench}" fill-opacity="0.12"/><path d="M${n(bx.x)},${n(bx.y)}h${n(L * 0.26 * s)}" stroke="${bench}" stroke-opacity="0.4" stroke-width="${n(Math.max(1, s * 0.1))}"/>`
  return `<g clip-path="url(#${clip})"><g${tr}>${bands}${W >= 10 ? benchRect : ''}</g></g>`
}

function glints(f: Frame, L: number, W: number): string {
  const marks: string[] = []
  for (let i = 0; i < 6; i++) {
    const p = toPx(f, { x: L * (0.2 + fixedNoise(i, 3) * 0.6), y: W * (0.2 + fixedNoise(i, 7) * 0.6) })
    marks.push(
      `<ellipse cx="${n(p.x)}" cy="${n(p.y)}" rx="${n(f.s * (0.8 + fixedNoise(i, 9)))}" ry="${n(f.s * 0.18)}" fill="#fff" fill-opacity="0.28"/>`,
    )
  }
  return marks.join('')
}

function stains(f: Frame, L: number, W: number): string {
  const blots: string[] = []
  for (let i = 0; i < 9; i++) {
    const c = toPx(f, { x: L * (0.1 + fixedNoise(i, 11) * 0.8), y: W * (0.1 + fixedNoise(i, 13) * 0.8) })
    const r = f.s * (1.2 + fixedNoise(i, 17) * 2.2)
    const points: Pt[] = Array.from({ length: 7 }, (_, k) => {
      const a = (k / 7) * Math.PI * 2
      const rr = r * (0.7 + fixedNoise(k + i * 7, 19) * 0.5)
      return { x: c.x + Math.cos(a) * rr, y: c.y + Math.sin(a) * rr * 0.8 }
    })
    blots.push(
      `<path d="${smoothClosed(points)}" fill="${i % 3 ? '#3f4a26' : '#6b5a3a'}" fill-opacity="${0.22 + fixedNoise(i, 23) * 0.2}"/>`,
    )
  }
  return blots.join('')
}

function cracks(f: Frame, L: number, W: number): string {
  const lines: string[] = []
  for (let i = 0; i < 4; i++) {
    let p = toPx(f, { x: L * (0.15 + fixedNoise(i, 29) * 0.7), y: i % 2 ? 0 : W })
    const dir = i % 2 ? 1 : -1
    const seg = [`M${n(p.x)},${n(p.y)}`]
    for (let k = 0; k < 6; k++) {
      p = {
        x: p.x + (fixedNoise(k + i * 6, 31) - 0.5) * f.s * 1.6,
        y: p.y + dir * f.s * (0.5 + fixedNoise(k, 37) * 0.6),
      }
      seg.push(`L${n(p.x)},${n(p.y)}`)
    }
    lines.push(
      `<path d="${seg.join('')}" fill="none" stroke="#3b3326" stroke-opacity="0.7" stroke-width="${n(Math.max(1.2, f.s * 0.12))}"/>`,
    )
  }
  return lines.join('')
}

function spa(
  canvas: Canvas,
  o: Outline,
  W: number,
  f: Frame,
  light: Light,
  water: { from: string; to: string },
): string {
  const { c, r } = spaCircle(o, W)
  const p = toPx(f, c)
  const rp = r * f.s
  const glow = addDef(
    canvas,
    radial(canvas.ids, [
      [0, light === 'dusk' ? '#d4fbff' : lighten(water.from, 0.35)],
      [1, light === 'dusk' ? '#4cc6df' : water.from],
    ]),
  )
  const jets: string[] = []
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2
    jets.push(
      `<circle cx="${n(p.x + Math.cos(a) * rp * 0.78)}" cy="${n(p.y + Math.sin(a) * rp * 0.78)}" r="${n(rp * 0.05)}" fill="#fff" fill-opacity="0.75"/>`,
    )
  }
  const bubbles: string[] = []
  for (let i = 0; i < 10; i++) {
    const a = fixedNoise(i, 41) * Math.PI * 2
    const d = fixedNoise(i, 43) * rp * 0.5
    bubbles.push(
      `<circle cx="${n(p.x + Math.cos(a) * d)}" cy="${n(p.y + Math.sin(a) * d)}" r="${n(rp * (0.04 + fixedNoise(i, 47) * 0.05))}" fill="#fff" fill-opacity="0.5"/>`,
    )
  }
  const coping = light === 'dusk' ? '#c9c2b5' : COPING
  return `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(rp + f.s * 0.7)}" fill="${coping}" stroke="${darken(coping, 0.22)}" stroke-width="${n(f.s * 0.15)}"/><circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(rp)}" fill="url(#${glow})"/>${jets.join('')}${bubbles.join('')}`
}

function excavation(canvas: Canvas, d: string, f: Frame): string {
  const soil = addDef(
    canvas,
    speckle(canvas.ids, Math.max(24, f.s * 2), '#8a6443', ['#6e4e33', '#a47b55', '#5d412a']),
  )
  return `<path d="${d}" fill="#6b4a2e" stroke="#7a5637" stroke-width="${n(f.s * 3)}" stroke-linejoin="round"/><path d="${d}" fill="url(#${soil})" fill-opacity="0.8"/><path d="${d}" fill="none" stroke="#4c331f" stroke-opacity="0.5" stroke-width="${n(f.s * 0.8)}"/>`
}

function gravelBed(canvas: Canvas, d: string, f: Frame, margin: number): string {
  const gravel = addDef(
    canvas,
    speckle(canvas.ids, Math.max(18, f.s * 1.5), '#a9a59c', ['#8c887f', '#c4c0b7', '#77736b']),
  )
  return `<path d="${d}" fill="#6b4a2e" stroke="#6b4a2e" stroke-width="${n(f.s * 2 * margin + f.s)}" stroke-linejoin="round"/><path d="${d}" fill="url(#${gravel})" stroke="url(#${gravel})" stroke-width="${n(f.s * 2 * margin)}" stroke-linejoin="round"/>`
}
