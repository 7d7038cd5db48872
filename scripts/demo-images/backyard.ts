/**
 * Whole backyard pictures around a pool: an aerial top view, and a three-quarter view from the
 * lawn toward the house (the ground plane is squashed and turned; walls rise straight up).
 */
import { lookBounds, poolLayer, type Canvas, type Light, type PoolLook, addDef } from './pool-layer'
import type { Frame } from './pool-shapes'
import {
  cloud,
  loungerSide,
  loungerTop,
  palmSide,
  palmTop,
  personSide,
  potTop,
  shrubTop,
  treeLine,
  umbrellaSide,
  umbrellaTop,
} from './props'
import { lawn, linear, pavers, radial, speckle } from './textures'
import {
  apply,
  compose,
  darken,
  fixedNoise,
  Ids,
  invertLinear,
  lighten,
  matrixAttr,
  n,
  polygonPath,
  rotate,
  scale,
  svgDoc,
  translate,
  type Matrix,
  type Pt,
} from './svg'

export type Roof = 'tile' | 'shingle' | 'flat'

export type SceneOptions = {
  light?: Light
  deck?: string
  cushion?: string
  umbrella?: [string, string]
  roof?: Roof
  lanai?: boolean
  people?: string[]
  rocks?: boolean
  /** Turns the view (degrees); the default shows the pool a little from the side. */
  turn?: number
  /** Prefix of the ids, when two scenes share one document. */
  scope?: string
}

type Palette = {
  skyTop: string
  skyBottom: string
  lawn: string
  deck: string
  wall: string
  window: string
  shade: number
}

function palette(light: Light, deck?: string): Palette {
  switch (light) {
    case 'golden':
      return {
        skyTop: '#6fa6d8',
        skyBottom: '#ffd9a0',
        lawn: '#7aa84f',
        deck: deck ?? '#f0dcc0',
        wall: '#f6e2c6',
        window: '#4d6a86',
        shade: 0.2,
      }
    case 'dusk':
      return {
        skyTop: '#1f2d5c',
        skyBottom: '#f39a6b',
        lawn: '#3d5e36',
        deck: darken(deck ?? '#e9dcc6', 0.3),
        wall: '#b9a58d',
        window: '#ffd37a',
        shade: 0.3,
      }
    case 'storm':
      return {
        skyTop: '#4d5866',
        skyBottom: '#9aa3ad',
        lawn: '#587f4a',
        deck: darken(deck ?? '#e9dcc6', 0.15),
        wall: '#d8cfc2',
        window: '#3e4e5e',
        shade: 0.1,
      }
    default:
      return {
        skyTop: '#5aa9e6',
        skyBottom: '#d8effb',
        lawn: '#76b154',
        deck: deck ?? '#efe3cd',
        wall: '#f4e9d8',
        window: '#3f607f',
        shade: 0.22,
      }
  }
}

/** Deck around the pool, in feet: 5 ft on three sides, 8.5 ft on the lounge side. */
function deckBounds(look: PoolLook) {
  const b = lookBounds(look)
  return { x0: b.x0 - 5, y0: b.y0 - 5, x1: b.x1 + 5, y1: b.y1 + 8.5 }
}

function deckLayer(canvas: Canvas, look: PoolLook, f: Frame, p: Palette): string {
  const stage = look.stage ?? 'finished'
  const d = deckBounds(look)
  const x = f.ox + d.x0 * f.s
  const y = f.oy + d.y0 * f.s
  const w = (d.x1 - d.x0) * f.s
  const h = (d.y1 - d.y0) * f.s
  if (stage === 'excavation' || stage === 'set' || stage === 'plumbing' || stage === 'backfill') {
    const soil = addDef(
      canvas,
      speckle(canvas.ids, Math.max(24, f.s * 2.2), '#b58f63', ['#9c7750', '#c9a678', '#a3805a']),
    )
    return `<rect x="${n(x - f.s * 2)}" y="${n(y)}" width="${n(w + f.s * 4)}" height="${n(h + f.s * 2)}" rx="${n(f.s * 4)}" fill="url(#${soil})"/>`
  }
  if (stage === 'deck') {
    const concrete = addDef(
      canvas,
      speckle(canvas.ids, Math.max(30, f.s * 3), '#c9c7c0', ['#bdbbb3', '#d6d4cd']),
    )
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${concrete})" stroke="#8a6a44" stroke-width="${n(f.s * 0.45)}"/><rect x="${n(x + w * 0.55)}" y="${n(y + h * 0.62)}" width="${n(w * 0.45)}" height="${n(h * 0.38)}" fill="#9f9d96" fill-opacity="0.55"/>`
  }
  const tiles = addDef(canvas, pavers(canvas.ids, f.s * 2, p.deck))
  return `<rect x="${n(x + f.s * 0.4)}" y="${n(y + f.s * 0.4)}" width="${n(w)}" height="${n(h)}" fill="#1e2a1c" fill-opacity="0.18"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${tiles})"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${darken(p.deck, 0.25)}" stroke-width="${n(f.s * 0.3)}"/>`
}

/** Where chairs, umbrella and palms stand, in feet (ground plane). */
function propSpots(look: PoolLook) {
  const d = deckBounds(look)
  const b = lookBounds(look)
  const span = b.x1 - b.x0
  const chairs = [0, 1, 2]
    .filter((i) => span > 14 || i < 2)
    .map((i) => ({ x: b.x0 + span * 0.42 + i * 3.3, y: b.y1 + 1.6 }))
  return {
    chairs,
    umbrella: { x: b.x0 + span * 0.42 - 3.6, y: b.y1 + 4.6 },
    pots: [
      { x: d.x0 + 1.6, y: d.y0 + 1.6 },
      { x: d.x1 - 1.6, y: d.y1 - 1.8 },
    ],
    palms: [
      { x: d.x0 - 4.5, y: d.y1 - 2 },
      { x: d.x1 + 5, y: d.y0 + 5 },
      { x: d.x1 + 3, y: d.y1 + 4 },
    ],
  }
}

// Top view ----------------------------------------------------------------------------------

export function topView(look: PoolLook, width: number, height: number, options: SceneOptions = {}): string {
  return svgDoc(width, height, topScene(look, width, height, options))
}

/** The markup of a top view (defs and drawing), without the svg element. */
export function topScene(look: PoolLook, width: number, height: number, options: SceneOptions = {}): string {
  const canvas: Canvas = { ids: new Ids(options.scope), defs: [] }
  const light = options.light ?? 'day'
  const p = palette(light, options.deck)
  const d = deckBounds(look)
  const spanX = d.x1 - d.x0 + 12
  const spanY = d.y1 - d.y0 + 6
  const s = Math.min((width * 0.94) / spanX, (height * 0.8) / spanY, (30 * width) / 1200)
  const f: Frame = {
    s,
    ox: width / 2 - ((d.x0 + d.x1) / 2) * s,
    oy: height * 0.56 - ((d.y0 + d.y1) / 2) * s,
  }
  const px = (q: Pt): Pt => ({ x: f.ox + q.x * s, y: f.oy + q.y * s })
  const houseBottom = Math.max(height * 0.08, px({ x: 0, y: d.y0 }).y)
  const out: string[] = []
  const grass = addDef(canvas, lawn(canvas.ids, p.lawn, width / 14))
  out.push(`<rect width="${width}" height="${height}" fill="url(#${grass})"/>`)
  out.push(houseRoofTop(canvas, width, houseBottom, options.roof ?? 'tile'))
  const hedge = '#2f6b34'
  for (let x = 20; x < width; x += s * 3.2) {
    const inDeck = x > px({ x: d.x0, y: 0 }).x - s * 2 && x < px({ x: d.x1, y: 0 }).x + s * 2
    if (!inDeck) out.push(shrubTop(x, houseBottom + s * 1.6, s * 1.4, hedge))
  }
  out.push(deckLayer(canvas, look, f, p))
  out.push(
    `<rect x="0" y="${n(houseBottom)}" width="${width}" height="${n(s * 1.2)}" fill="#000" fill-opacity="0.18"/>`,
  )
  const stage = look.stage ?? 'finished'
  out.push(poolLayer(canvas, look, f, light))
  const spots = propSpots(look)
  if (stage === 'finished') {
    for (const c of spots.chairs)
      out.push(loungerTop(px(c).x, px(c).y, s * 2.3, s * 6.2, 0, options.cushion ?? '#2a7ab8'))
    const u = px(spots.umbrella)
    const [ua, ub] = options.umbrella ?? ['#f5efe3', '#2a7ab8']
    out.push(umbrellaTop(u.x, u.y, s * 3.6, ua, ub))
    for (const q of spots.pots) out.push(potTop(px(q).x, px(q).y, s * 0.9))
    if (options.lanai) out.push(lanaiTop(f, d))
  } else {
    out.push(stageProps(look, f))
  }
  spots.palms.forEach((q, i) => {
    const c = px(q)
    if (c.x > -s * 4 && c.x < width + s * 4 && c.y < height + s * 4)
      out.push(palmTop(c.x, c.y, s * (4.6 + i * 0.5), i * 23))
  })
  return `<defs>${canvas.defs.join('')}</defs>${out.join('')}`
}

function houseRoofTop(canvas: Canvas, width: number, bottom: number, roof: Roof): string {
  if (roof === 'flat') {
    // A flat roof with a parapet and two air-conditioning units.
    const unit = (x: number) =>
      `<rect x="${n(x + 6)}" y="${n(bottom * 0.3 + 6)}" width="${n(bottom * 0.42)}" height="${n(bottom * 0.42)}" fill="#000" fill-opacity="0.15"/><rect x="${n(x)}" y="${n(bottom * 0.3)}" width="${n(bottom * 0.42)}" height="${n(bottom * 0.42)}" rx="4" fill="#c3c6c8"/><circle cx="${n(x + bottom * 0.21)}" cy="${n(bottom * 0.51)}" r="${n(bottom * 0.15)}" fill="#8c9195"/>`
    return `<rect width="${width}" height="${n(bottom)}" fill="#d9d6cf"/><rect x="8" y="8" width="${width - 16}" height="${n(bottom - 16)}" fill="none" stroke="#c7c3ba" stroke-width="6"/>${unit(width * 0.18)}${unit(width * 0.72)}<rect y="${n(bottom - 10)}" width="${width}" height="10" fill="#f2f0ea"/>`
  }
  const base = roof === 'tile' ? '#c46a43' : '#6f7479'
  const grad = addDef(
    canvas,
    linear(canvas.ids, [
      [0, darken(base, 0.15)],
      [1, base],
    ]),
  )
  const step = roof === 'tile' ? 14 : 22
  const lines: string[] = []
  if (roof === 'tile') {
    for (let x = 0; x < width; x += step) lines.push(`M${x},0V${n(bottom)}`)
  } else {
    for (let y = 8; y < bottom; y += 12) lines.push(`M0,${y}H${width}`)
  }
  return `<rect width="${width}" height="${n(bottom)}" fill="url(#${grad})"/><path d="${lines.join('')}" stroke="${darken(base, 0.22)}" stroke-width="2" stroke-opacity="0.6"/><rect y="${n(bottom - 6)}" width="${width}" height="6" fill="${lighten(base, 0.35)}"/>`
}

function lanaiTop(f: Frame, d: { x0: number; y0: number; x1: number; y1: number }): string {
  const x0 = f.ox + d.x0 * f.s
  const y0 = f.oy + d.y0 * f.s
  const x1 = f.ox + d.x1 * f.s
  const y1 = f.oy + d.y1 * f.s
  const lines: string[] = []
  for (let x = x0; x <= x1 + 1; x += (x1 - x0) / 6) lines.push(`M${n(x)},${n(y0)}V${n(y1)}`)
  lines.push(`M${n(x0)},${n((y0 + y1) / 2)}H${n(x1)}`)
  return `<rect x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}" fill="#ffffff" fill-opacity="0.07"/><path d="${lines.join('')}" stroke="#3b3f44" stroke-opacity="0.35" stroke-width="${n(f.s * 0.25)}"/><rect x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}" fill="none" stroke="#3b3f44" stroke-opacity="0.5" stroke-width="${n(f.s * 0.4)}"/>`
}

/** Machines and materials of the installation days. */
function stageProps(look: PoolLook, f: Frame): string {
  const stage = look.stage ?? 'finished'
  const b = lookBounds(look)
  const s = f.s
  const at = (x: number, y: number): Pt => ({ x: f.ox + x * s, y: f.oy + y * s })
  const out: string[] = []
  if (stage === 'excavation') {
    const pile = at(b.x1 + 2, b.y1 + 3)
    out.push(
      `<ellipse cx="${n(pile.x)}" cy="${n(pile.y)}" rx="${n(s * 6)}" ry="${n(s * 3.5)}" fill="#7d5a3a"/><ellipse cx="${n(pile.x - s)}" cy="${n(pile.y - s * 0.6)}" rx="${n(s * 4)}" ry="${n(s * 2.2)}" fill="#93704c"/>`,
    )
    out.push(excavatorTop(at(b.x0 + (b.x1 - b.x0) * 0.3, b.y1 + 4.5), s, -20))
  }
  if (stage === 'set') {
    const truck = at(b.x1 + 1, b.y1 + 5)
    const hook = at((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2)
    out.push(
      `<rect x="${n(truck.x - s * 12)}" y="${n(truck.y - s * 1.6)}" width="${n(s * 14)}" height="${n(s * 3.4)}" rx="${n(s * 0.4)}" fill="#e2a21f"/><rect x="${n(truck.x - s * 1.5)}" y="${n(truck.y - s * 1.5)}" width="${n(s * 3)}" height="${n(s * 3.2)}" fill="#2f3a44"/>`,
    )
    out.push(
      `<path d="M${n(truck.x - s * 8)},${n(truck.y)}L${n(hook.x)},${n(hook.y)}" stroke="#d08f12" stroke-width="${n(s * 0.9)}" stroke-linecap="round"/>`,
    )
    for (const q of [
      at(b.x0 + 2, b.y0 + 2),
      at(b.x1 - 2, b.y0 + 2),
      at(b.x0 + 2, b.y1 - 2),
      at(b.x1 - 2, b.y1 - 2),
    ]) {
      out.push(
        `<path d="M${n(hook.x)},${n(hook.y)}L${n(q.x)},${n(q.y)}" stroke="#2b2b2b" stroke-width="${n(Math.max(1.5, s * 0.12))}"/>`,
      )
    }
    out.push(`<circle cx="${n(hook.x)}" cy="${n(hook.y)}" r="${n(s * 0.5)}" fill="#2b2b2b"/>`)
  }
  if (stage === 'plumbing' || stage === 'backfill') {
    const pad = at(b.x1 + 3, b.y1 + 3)
    out.push(
      `<rect x="${n(pad.x - s * 2)}" y="${n(pad.y - s * 1.5)}" width="${n(s * 5)}" height="${n(s * 3.5)}" fill="#bdbcb6"/><circle cx="${n(pad.x)}" cy="${n(pad.y)}" r="${n(s * 0.9)}" fill="#2f5f8a"/><circle cx="${n(pad.x + s * 2)}" cy="${n(pad.y + s * 0.4)}" r="${n(s * 1.1)}" fill="#e8e6df"/>`,
    )
    const pipes = [at(b.x0 + 2, b.y1), at((b.x0 + b.x1) / 2, b.y1), at(b.x1 - 1, b.y0 + 3)]
    for (const q of pipes) {
      out.push(
        `<path d="M${n(q.x)},${n(q.y)}L${n(q.x)},${n(pad.y + s * 0.9)}L${n(pad.x - s * 2)},${n(pad.y + s * 0.9)}" fill="none" stroke="#f5f5f2" stroke-width="${n(s * 0.45)}" stroke-linejoin="round"/>`,
      )
    }
    if (stage === 'backfill') {
      const hose = at(b.x0 + 4, b.y0 - 3)
      out.push(
        `<path d="M${n(hose.x - s * 10)},${n(hose.y - s * 2)}Q${n(hose.x)},${n(hose.y - s * 4)} ${n(hose.x)},${n(hose.y + s * 4)}" fill="none" stroke="#2f7a3b" stroke-width="${n(s * 0.35)}"/>`,
      )
    }
  }
  if (stage === 'deck') {
    const board = at(b.x1 + 2, b.y1 + 6)
    out.push(
      `<rect x="${n(board.x - s * 8)}" y="${n(board.y)}" width="${n(s * 8)}" height="${n(s * 0.7)}" fill="#a47b4f"/><rect x="${n(board.x - s * 5)}" y="${n(board.y + s * 1.4)}" width="${n(s * 6)}" height="${n(s * 0.7)}" fill="#a47b4f"/>`,
    )
  }
  return out.join('')
}

function excavatorTop(c: Pt, s: number, angle: number): string {
  return `<g transform="translate(${n(c.x)} ${n(c.y)}) rotate(${angle})"><rect x="${n(-s * 4)}" y="${n(-s * 3.2)}" width="${n(s * 8)}" height="${n(s * 1.5)}" rx="${n(s * 0.4)}" fill="#3a3a3a"/><rect x="${n(-s * 4)}" y="${n(s * 1.7)}" width="${n(s * 8)}" height="${n(s * 1.5)}" rx="${n(s * 0.4)}" fill="#3a3a3a"/><rect x="${n(-s * 3)}" y="${n(-s * 2.4)}" width="${n(s * 6)}" height="${n(s * 4.8)}" rx="${n(s * 0.6)}" fill="#f0b323"/><rect x="${n(s * 0.4)}" y="${n(-s * 2)}" width="${n(s * 2)}" height="${n(s * 2)}" fill="#2c3e50" fill-opacity="0.8"/><path d="M${n(-s * 1)},0L${n(-s * 6)},${n(-s * 5)}L${n(-s * 8)},${n(-s * 9)}" stroke="#e0a21b" stroke-width="${n(s * 1)}" fill="none" stroke-linejoin="round"/><rect x="${n(-s * 9.3)}" y="${n(-s * 10.2)}" width="${n(s * 2.6)}" height="${n(s * 1.8)}" fill="#4a4a4a"/></g>`
}

// Three-quarter view ------------------------------------------------------------------------

const SQUASH = 0.5

export function perspectiveView(
  look: PoolLook,
  width: number,
  height: number,
  options: SceneOptions = {},
): string {
  return svgDoc(width, height, perspectiveScene(look, width, height, options))
}

/** The markup of a three-quarter view (defs and drawing), without the svg element. */
export function perspectiveScene(
  look: PoolLook,
  width: number,
  height: number,
  options: SceneOptions = {},
): string {
  const canvas: Canvas = { ids: new Ids(options.scope), defs: [] }
  const light = options.light ?? 'day'
  const p = palette(light, options.deck)
  const turn = options.turn ?? -9
  const b = lookBounds(look)
  const d = deckBounds(look)
  const cosT = Math.cos((turn * Math.PI) / 180)
  const sinT = Math.abs(Math.sin((turn * Math.PI) / 180))
  const z = (width * 0.58) / Math.max((b.x1 - b.x0) * cosT + (b.y1 - b.y0) * sinT, 21)
  const f: Frame = { s: z, ox: 0, oy: 0 }
  const center = { x: ((b.x0 + b.x1) / 2) * z, y: ((b.y0 + b.y1) / 2) * z }
  const m: Matrix = compose(
    translate(width / 2, height * 0.63),
    scale(1, SQUASH),
    rotate(turn),
    translate(-center.x, -center.y),
  )
  const project = (q: Pt): Pt => apply(m, { x: q.x * z, y: q.y * z })
  const up = z * 0.87
  const out: string[] = []

  // House wall along the far edge of the deck, extending past both sides of the picture.
  const wallPx = Math.min(10 * up, height * 0.2)
  const farLeft = project({ x: d.x0 - 60, y: d.y0 })
  const farRight = project({ x: d.x1 + 60, y: d.y0 })
  const roofTop = Math.min(farLeft.y, farRight.y) - wallPx * 1.45
  const horizon = roofTop + wallPx * 0.6 - width * 0.05

  // Sky, sun and clouds, above the tree line.
  const sky = addDef(
    canvas,
    linear(canvas.ids, [
      [0, p.skyTop],
      [1, p.skyBottom],
    ]),
  )
  out.push(
    `<rect width="${width}" height="${n(Math.max(horizon + width * 0.06, height * 0.2))}" fill="url(#${sky})"/>`,
  )
  out.push(skyDetails(canvas, light, width, Math.max(horizon, height * 0.18)))
  const farGreen = darken('#2d6a35', light === 'dusk' ? 0.45 : 0.12)
  const farBase = roofTop + wallPx * 0.6
  const crown = Math.max(height * 0.08, roofTop - wallPx * 0.5)
  out.push(palmSide(width * 0.3, farBase, farBase - crown, width * 0.02, farGreen))
  out.push(palmSide(width * 0.64, farBase, (farBase - crown) * 1.15, -width * 0.015, farGreen))
  out.push(
    treeLine(
      -20,
      width + 20,
      roofTop + wallPx * 0.6,
      width * 0.035,
      light === 'dusk' ? '#22382a' : '#3f7042',
      5,
    ),
  )
  const grass = addDef(
    canvas,
    linear(canvas.ids, [
      [0, darken(p.lawn, 0.08)],
      [1, lighten(p.lawn, 0.05)],
    ]),
  )
  out.push(
    `<path d="${polygonPath([farLeft, farRight, { x: width + 10, y: height + 10 }, { x: -10, y: height + 10 }])}" fill="url(#${grass})"/>`,
  )
  out.push(houseFacade(canvas, project, d, wallPx, p, options.roof ?? 'tile', light))
  const bush = light === 'dusk' ? '#203a25' : '#2f6b34'
  for (let i = 0; i <= 40; i++) {
    const q = {
      x: farLeft.x + ((farRight.x - farLeft.x) * i) / 40,
      y: farLeft.y + ((farRight.y - farLeft.y) * i) / 40,
    }
    const r = wallPx * (0.12 + fixedNoise(i, 71) * 0.08)
    out.push(
      `<circle cx="${n(q.x)}" cy="${n(q.y - r * 0.5)}" r="${n(r)}" fill="${i % 3 ? bush : lighten(bush, 0.12)}"/>`,
    )
  }

  // Ground plane: deck and pool.
  const wallShift = invertLinear(m, { x: 0, y: z * 0.9 })
  out.push(
    `<g transform="${matrixAttr(m)}">${deckLayer(canvas, look, f, p)}${poolLayer(canvas, look, f, light, wallShift)}</g>`,
  )
  if (options.rocks) out.push(rocks(project, b, z))

  // Standing props, back to front.
  const spots = propSpots(look)
  const [ua, ub] = options.umbrella ?? ['#f5efe3', '#2a7ab8']
  const u = project(spots.umbrella)
  out.push(umbrellaSide(u.x, u.y, 8.5 * up, 4.2 * z, ua, ub))
  for (const c of spots.chairs) {
    const q = project({ x: c.x, y: c.y + 3.5 })
    out.push(loungerSide(q.x - 3 * z, q.y, 6.5 * z, options.cushion ?? '#2a7ab8'))
  }
  ;(options.people ?? []).forEach((shirt, i) => {
    const q = project({ x: d.x1 - 3.5 - i * 2.2, y: d.y1 - 2.5 + (i % 2) * 1.2 })
    out.push(personSide(q.x, q.y, 5.8 * up, shirt))
  })
  if (light === 'dusk') out.push(stringLights(project, d, up))
  const green = light === 'dusk' ? '#1f3b24' : light === 'storm' ? '#2b5532' : '#2d6a35'
  const lean = light === 'storm' ? width * 0.09 : width * 0.03
  const left = project(spots.palms[0] ?? { x: d.x0 - 4, y: d.y1 })
  out.push(palmSide(Math.max(width * 0.06, left.x), left.y, height * 0.62, lean, green))
  const right = project(spots.palms[2] ?? { x: d.x1 + 3, y: d.y1 })
  out.push(
    palmSide(Math.min(width * 0.95, right.x), right.y, height * 0.7, light === 'storm' ? lean : -lean, green),
  )
  if (light === 'storm') out.push(rain(width, height))
  if (light === 'dusk')
    out.push(`<rect width="${width}" height="${height}" fill="#1a1f4a" fill-opacity="0.12"/>`)
  return `<defs>${canvas.defs.join('')}</defs>${out.join('')}`
}

/** Sun and clouds in the band of sky between the top of the picture and `horizon`. */
function skyDetails(canvas: Canvas, light: Light, width: number, horizon: number): string {
  const h = horizon
  if (light === 'storm') {
    return [0, 1, 2, 3, 4]
      .map((i) =>
        cloud(
          width * (0.08 + i * 0.22),
          h * (0.35 + (i % 2) * 0.25),
          width * 0.3,
          i % 2 ? '#5d6773' : '#6f7985',
          0.95,
        ),
      )
      .join('')
  }
  if (light === 'dusk') {
    const glow = addDef(
      canvas,
      radial(canvas.ids, [
        [0, '#ffd08a', 0.9],
        [1, '#ffd08a', 0],
      ]),
    )
    return `<circle cx="${n(width * 0.7)}" cy="${n(h * 0.95)}" r="${n(width * 0.2)}" fill="url(#${glow})"/>${cloud(width * 0.22, h * 0.42, width * 0.16, '#f2a77c', 0.55)}${cloud(width * 0.52, h * 0.3, width * 0.12, '#c98aa0', 0.5)}`
  }
  const sunGlow = addDef(
    canvas,
    radial(canvas.ids, [
      [0, '#fffbe6', 1],
      [0.25, '#fff4c4', 0.8],
      [1, '#fff4c4', 0],
    ]),
  )
  const sunX = light === 'golden' ? width * 0.78 : width * 0.86
  const sunY = light === 'golden' ? h * 0.7 : h * 0.3
  return `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(width * 0.1)}" fill="url(#${sunGlow})"/>${cloud(width * 0.2, h * 0.5, width * 0.14)}${cloud(width * 0.5, h * 0.32, width * 0.1, '#ffffff', 0.85)}${cloud(width * 0.66, h * 0.62, width * 0.08, '#ffffff', 0.75)}`
}

function houseFacade(
  canvas: Canvas,
  project: (q: Pt) => Pt,
  d: { x0: number; y0: number; x1: number; y1: number },
  wallPx: number,
  p: Palette,
  roof: Roof,
  light: Light,
): string {
  const a = project({ x: d.x0 - 60, y: d.y0 })
  const b = project({ x: d.x1 + 60, y: d.y0 })
  const upPt = (q: Pt, h: number): Pt => ({ x: q.x, y: q.y - h })
  const out: string[] = []
  const wallGrad = addDef(
    canvas,
    linear(canvas.ids, [
      [0, darken(p.wall, 0.08)],
      [1, p.wall],
    ]),
  )
  out.push(`<path d="${polygonPath([a, b, upPt(b, wallPx), upPt(a, wallPx)])}" fill="url(#${wallGrad})"/>`)
  // Sliding doors and windows at fixed places along the deck edge.
  const spanFt = d.x1 - d.x0
  const openings = [
    { at: 0.08, w: 0.16, h: 0.78, door: true },
    { at: 0.34, w: 0.3, h: 0.78, door: true },
    { at: 0.74, w: 0.14, h: 0.45, door: false },
    { at: -0.32, w: 0.16, h: 0.45, door: false },
    { at: 1.08, w: 0.16, h: 0.45, door: false },
  ]
  for (const o of openings) {
    const x0 = d.x0 + spanFt * o.at
    const x1 = x0 + spanFt * o.w
    const bottom = o.door ? wallPx * 0.04 : wallPx * 0.32
    const p0 = upPt(project({ x: x0, y: d.y0 }), bottom)
    const p1 = upPt(project({ x: x1, y: d.y0 }), bottom)
    const top = bottom + wallPx * o.h
    const glass = light === 'dusk' ? p.window : p.window
    out.push(
      `<path d="${polygonPath([p0, p1, upPt(p1, top - bottom), upPt(p0, top - bottom)])}" fill="${glass}" stroke="${lighten(p.wall, 0.4)}" stroke-width="${n(wallPx * 0.03)}"/>`,
    )
    if (light !== 'dusk') {
      const mid = { x: (p0.x + p1.x) / 2, y: (p0.y + p1.y) / 2 }
      out.push(
        `<path d="M${n(p0.x + (mid.x - p0.x) * 0.2)},${n(p0.y - (top - bottom) * 0.2)}L${n(mid.x)},${n(mid.y - (top - bottom) * 0.85)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${n(wallPx * 0.06)}"/>`,
      )
    }
    if (o.door) {
      const mid = { x: (p0.x + p1.x) / 2, y: (p0.y + p1.y) / 2 }
      out.push(
        `<path d="M${n(mid.x)},${n(mid.y)}v${n(-(top - bottom))}" stroke="${lighten(p.wall, 0.4)}" stroke-width="${n(wallPx * 0.025)}"/>`,
      )
    }
  }
  // Roof: eave band and roof surface.
  const eave = wallPx * 0.1
  const roofH = roof === 'flat' ? wallPx * 0.16 : wallPx * 0.45
  const t0 = upPt(a, wallPx)
  const t1 = upPt(b, wallPx)
  const roofBase = roof === 'tile' ? '#c0643d' : roof === 'shingle' ? '#6b7076' : '#f2f0ea'
  const roofColor = light === 'dusk' ? darken(roofBase, 0.35) : roofBase
  out.push(
    `<path d="${polygonPath([{ x: t0.x, y: t0.y + eave }, { x: t1.x, y: t1.y + eave }, upPt(t1, roofH), upPt(t0, roofH)])}" fill="${roofColor}"/>`,
  )
  if (roof === 'tile') {
    const lines: string[] = []
    for (let i = 0; i <= 80; i++) {
      const t = i / 80
      const q = { x: t0.x + (t1.x - t0.x) * t, y: t0.y + (t1.y - t0.y) * t }
      lines.push(`M${n(q.x)},${n(q.y + eave)}v${n(-roofH - eave)}`)
    }
    out.push(
      `<path d="${lines.join('')}" stroke="${darken(roofColor, 0.2)}" stroke-width="${n(Math.max(1.5, wallPx * 0.02))}"/>`,
    )
  }
  out.push(
    `<path d="M${n(t0.x)},${n(t0.y + eave)}L${n(t1.x)},${n(t1.y + eave)}" stroke="${darken(roofColor, 0.3)}" stroke-width="${n(eave * 0.6)}"/>`,
  )
  out.push(
    `<path d="M${n(a.x)},${n(a.y)}L${n(b.x)},${n(b.y)}" stroke="#000" stroke-opacity="0.12" stroke-width="${n(wallPx * 0.05)}"/>`,
  )
  return out.join('')
}

function rocks(
  project: (q: Pt) => Pt,
  b: { x0: number; y0: number; x1: number; y1: number },
  z: number,
): string {
  const out: string[] = []
  for (let i = 0; i < 6; i++) {
    const q = project({ x: b.x1 - 2 - i * 1.8, y: b.y0 - 2.2 + (i % 2) * 0.6 })
    const r = z * (1.6 + fixedNoise(i, 51) * 1.2)
    out.push(
      `<ellipse cx="${n(q.x)}" cy="${n(q.y - r * 0.4)}" rx="${n(r)}" ry="${n(r * 0.75)}" fill="${i % 2 ? '#8a8378' : '#a29a8c'}"/>`,
    )
  }
  const spill = project({ x: b.x1 - 6, y: b.y0 - 1.2 })
  out.push(
    `<path d="M${n(spill.x - z * 2)},${n(spill.y - z * 1.2)}h${n(z * 4)}l${n(z * 0.3)},${n(z * 1.6)}h${n(-z * 4.6)}Z" fill="#dff6fb" fill-opacity="0.85"/>`,
  )
  return out.join('')
}

function stringLights(
  project: (q: Pt) => Pt,
  d: { x0: number; y0: number; x1: number; y1: number },
  up: number,
): string {
  const a = project({ x: d.x0 + 1, y: d.y1 - 1 })
  const b = project({ x: d.x1 - 1, y: d.y1 - 1 })
  const h = 9 * up
  const sag = 2.2 * up
  const bulbs: string[] = []
  let path = `M${n(a.x)},${n(a.y - h)}`
  for (let i = 0; i <= 24; i++) {
    const t = i / 24
    const x = a.x + (b.x - a.x) * t
    const y = a.y + (b.y - a.y) * t - h + sag * 4 * t * (1 - t)
    path += `L${n(x)},${n(y)}`
    if (i > 0 && i < 24)
      bulbs.push(
        `<circle cx="${n(x)}" cy="${n(y + up * 0.25)}" r="${n(up * 0.28)}" fill="#ffe6a3"/><circle cx="${n(x)}" cy="${n(y + up * 0.25)}" r="${n(up * 0.7)}" fill="#ffd36b" fill-opacity="0.25"/>`,
      )
  }
  return `<path d="M${n(a.x)},${n(a.y)}v${n(-h)}M${n(b.x)},${n(b.y)}v${n(-h)}" stroke="#3a3a3a" stroke-width="${n(up * 0.18)}"/><path d="${path}" fill="none" stroke="#2b2b2b" stroke-width="1.2"/>${bulbs.join('')}`
}

function rain(width: number, height: number): string {
  const lines: string[] = []
  for (let i = 0; i < 90; i++) {
    const x = fixedNoise(i, 61) * width * 1.1
    const y = fixedNoise(i, 67) * height
    lines.push(`M${n(x)},${n(y)}l${n(-width * 0.012)},${n(height * 0.05)}`)
  }
  return `<path d="${lines.join('')}" stroke="#dfe7ee" stroke-opacity="0.45" stroke-width="1.4"/>`
}
