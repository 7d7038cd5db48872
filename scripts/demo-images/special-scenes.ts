/**
 * Pictures that are not a backyard around one pool: above-ground pools, a before/after split,
 * a permit blueprint and a color swatch board.
 */
import type { PoolColorName } from '@/lib/demo-data/pool-catalogue'
import { WATER_GRADIENTS } from '@/lib/demo-data/pool-colors'
import { perspectiveScene, topScene, type SceneOptions } from './backyard'
import { addDef, type Canvas, type PoolLook } from './pool-layer'
import { outlinePath, poolOutline } from './pool-shapes'
import { cloud, loungerSide, palmSide, treeLine } from './props'
import { caustics, linear, pavers, radial } from './textures'
import { darken, Ids, lighten, n, svgDoc } from './svg'

export type AboveGroundStyle = 'premier' | 'classic' | 'lagoon'

/** An above-ground pool in a fenced backyard, seen from the lawn. */
export function aboveGround(style: AboveGroundStyle, width: number, height: number): string {
  const canvas: Canvas = { ids: new Ids(), defs: [] }
  const out: string[] = []
  const sky = addDef(
    canvas,
    linear(canvas.ids, [
      [0, '#5aa9e6'],
      [1, '#d8effb'],
    ]),
  )
  const horizon = height * 0.42
  out.push(`<rect width="${width}" height="${n(horizon + 20)}" fill="url(#${sky})"/>`)
  out.push(
    cloud(width * 0.22, height * 0.14, width * 0.16),
    cloud(width * 0.68, height * 0.09, width * 0.11, '#fff', 0.8),
  )
  out.push(palmSide(width * 0.12, horizon + 10, height * 0.36, width * 0.02, '#2f6b34'))
  out.push(treeLine(-20, width + 20, horizon - 10, width * 0.04, '#3f7042', 9))
  // Privacy fence.
  const fenceTop = horizon - height * 0.02
  const boards: string[] = []
  for (let x = 0; x < width; x += width / 60)
    boards.push(`M${n(x)},${n(fenceTop)}V${n(horizon + height * 0.1)}`)
  out.push(
    `<rect y="${n(fenceTop)}" width="${width}" height="${n(height * 0.12)}" fill="#b98d5f"/><path d="${boards.join('')}" stroke="#9c7448" stroke-width="2"/>`,
  )
  const grass = addDef(
    canvas,
    linear(canvas.ids, [
      [0, '#6ea64c'],
      [1, '#82bd5c'],
    ]),
  )
  out.push(
    `<rect y="${n(horizon + height * 0.1)}" width="${width}" height="${n(height)}" fill="url(#${grass})"/>`,
  )
  out.push(palmSide(width * 0.9, horizon + height * 0.14, height * 0.55, -width * 0.03, '#2d6a35'))

  const cx = width * 0.47
  const cy = height * 0.6
  const rx = style === 'classic' ? width * 0.34 : width * 0.27
  const ry = rx * 0.3
  const wallH = height * 0.17
  const palette = {
    premier: { wall: '#d9cbb2', band: '#8e7a5c', rail: '#f3efe7', water: 'Ocean Blue' as PoolColorName },
    classic: { wall: '#2f5f8f', band: '#f1f1ee', rail: '#f1f1ee', water: 'Sapphire Blue' as PoolColorName },
    lagoon: { wall: '#8a6240', band: '#6d4b30', rail: '#d8c6a8', water: 'Pearl White' as PoolColorName },
  }[style]
  const shade = addDef(
    canvas,
    linear(
      canvas.ids,
      [
        [0, darken(palette.wall, 0.3)],
        [0.35, palette.wall],
        [0.6, lighten(palette.wall, 0.12)],
        [1, darken(palette.wall, 0.3)],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  const wallPath = `M${n(cx - rx)},${n(cy)}L${n(cx - rx)},${n(cy + wallH)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)},${n(cy + wallH)}L${n(cx + rx)},${n(cy)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx - rx)},${n(cy)}Z`
  out.push(
    `<ellipse cx="${n(cx + rx * 0.08)}" cy="${n(cy + wallH + ry * 0.15)}" rx="${n(rx * 1.08)}" ry="${n(ry * 1.05)}" fill="#1e3a14" fill-opacity="0.25"/>`,
  )
  out.push(`<path d="${wallPath}" fill="url(#${shade})"/>`)
  // Wall panels and uprights on the front half.
  const marks: string[] = []
  for (let i = 1; i < 12; i++) {
    const a = (i / 12) * Math.PI
    const x = cx - rx * Math.cos(a)
    const y = cy + ry * Math.sin(a)
    marks.push(`M${n(x)},${n(y)}v${n(wallH)}`)
  }
  const markColor = style === 'lagoon' ? darken(palette.wall, 0.35) : lighten(palette.band, 0.1)
  out.push(
    `<path d="${marks.join('')}" stroke="${markColor}" stroke-opacity="0.7" stroke-width="${n(width * 0.008)}"/>`,
  )
  const bandY = cy + wallH * 0.22
  out.push(
    `<path d="M${n(cx - rx)},${n(bandY)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)},${n(bandY)}" fill="none" stroke="${palette.band}" stroke-width="${n(wallH * 0.12)}"/>`,
  )
  if (style === 'lagoon') {
    const grain: string[] = []
    for (let k = 1; k < 6; k++) {
      const y = cy + wallH * (0.3 + k * 0.12)
      grain.push(`M${n(cx - rx)},${n(y)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)},${n(y)}`)
    }
    out.push(
      `<path d="${grain.join('')}" fill="none" stroke="${darken(palette.wall, 0.2)}" stroke-width="2"/>`,
    )
  }
  // Water and top rail.
  const water = WATER_GRADIENTS[palette.water]
  const wgrad = addDef(
    canvas,
    radial(
      canvas.ids,
      [
        [0, lighten(water.from, 0.1)],
        [1, water.to],
      ],
      0.5,
      0.35,
      0.7,
    ),
  )
  const cpat = addDef(canvas, caustics(canvas.ids, width * 0.05, 0.22, 12))
  out.push(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${darken(water.to, 0.2)}"/>`,
  )
  out.push(
    `<ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.08)}" rx="${n(rx * 0.97)}" ry="${n(ry * 0.9)}" fill="url(#${wgrad})"/><ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.08)}" rx="${n(rx * 0.97)}" ry="${n(ry * 0.9)}" fill="url(#${cpat})"/>`,
  )
  out.push(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="${darken(palette.rail, 0.2)}" stroke-width="${n(width * 0.016)}"/><ellipse cx="${n(cx)}" cy="${n(cy - 2)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="${palette.rail}" stroke-width="${n(width * 0.011)}"/>`,
  )
  // Deck (lagoon) or A-frame ladder.
  if (style === 'lagoon') {
    // A raised wooden deck on the right: its top face, planks, then its front face down to the lawn.
    const x0 = cx + rx * 0.62
    const back = cy - ry * 0.45
    const front = cy + ry * 0.55
    const ground = cy + wallH + ry * 0.35
    const planks: string[] = []
    for (let k = 1; k < 7; k++) planks.push(`M${n(x0)},${n(back + ((front - back) * k) / 7)}H${width}`)
    const skirt: string[] = []
    for (let x = x0 + width * 0.03; x < width; x += width * 0.035)
      skirt.push(`M${n(x)},${n(front)}V${n(ground)}`)
    out.push(
      `<path d="M${n(x0)},${n(back)}H${width}V${n(front)}H${n(x0)}Z" fill="#c99a68"/><path d="${planks.join('')}" stroke="#a87b4c" stroke-width="2"/><rect x="${n(x0)}" y="${n(front)}" width="${n(width - x0)}" height="${n(ground - front)}" fill="#9c7046"/><path d="${skirt.join('')}" stroke="#83593a" stroke-width="3"/><path d="M${n(x0)},${n(front)}H${width}" stroke="#dcb385" stroke-width="5"/>`,
    )
    out.push(loungerSide(width * 0.8, front - ry * 0.15, width * 0.12, '#2a7ab8'))
  } else {
    const lx = cx + rx * 0.45
    const ly = cy + ry * 0.9
    const rungs: string[] = []
    for (let k = 1; k < 5; k++)
      rungs.push(
        `M${n(lx - width * 0.04 + k * 4)},${n(ly + k * wallH * 0.22 - wallH * 0.1)}h${n(width * 0.05)}`,
      )
    out.push(
      `<path d="M${n(lx - width * 0.03)},${n(ly - wallH * 0.35)}L${n(lx - width * 0.045)},${n(ly + wallH * 1.05)}M${n(lx + width * 0.02)},${n(ly - wallH * 0.35)}L${n(lx + width * 0.035)},${n(ly + wallH * 1.05)}" stroke="#e9e9e6" stroke-width="${n(width * 0.007)}" stroke-linecap="round"/><path d="${rungs.join('')}" stroke="#d4d4d0" stroke-width="${n(width * 0.006)}"/>`,
    )
  }
  return svgDoc(width, height, `<defs>${canvas.defs.join('')}</defs>${out.join('')}`)
}

/** Two versions of one scene side by side, split by a slanted line (before | after). */
export function splitScene(
  before: { look: PoolLook; options?: SceneOptions },
  after: { look: PoolLook; options?: SceneOptions },
  width: number,
  height: number,
  view: 'perspective' | 'top' = 'perspective',
): string {
  const scene = view === 'perspective' ? perspectiveScene : topScene
  const left = scene(before.look, width, height, { ...before.options, scope: 'b' })
  const right = scene(after.look, width, height, { ...after.options, scope: 'a' })
  const x0 = width * 0.56
  const x1 = width * 0.44
  return svgDoc(
    width,
    height,
    `<defs><clipPath id="half"><path d="M${n(x0)},0H${width}V${height}H${n(x1)}Z"/></clipPath></defs>${left}<g clip-path="url(#half)">${right}</g><path d="M${n(x0)},0L${n(x1)},${height}" stroke="#ffffff" stroke-width="${n(width * 0.006)}"/><circle cx="${n(width / 2)}" cy="${n(height / 2)}" r="${n(width * 0.028)}" fill="#ffffff"/><path d="M${n(width / 2 - width * 0.012)},${n(height / 2)}l${n(-width * 0.008)},${n(-width * 0.008)}v${n(width * 0.016)}ZM${n(width / 2 + width * 0.012)},${n(height / 2)}l${n(width * 0.008)},${n(-width * 0.008)}v${n(width * 0.016)}Z" fill="#1f4e9c"/>`,
  )
}

/** A construction drawing of a pool on blueprint paper (no text). */
export function blueprint(width: number, height: number): string {
  const out: string[] = []
  const grid: string[] = []
  for (let x = 0; x <= width; x += 40) grid.push(`M${x},0V${height}`)
  for (let y = 0; y <= height; y += 40) grid.push(`M0,${y}H${width}`)
  out.push(
    `<rect width="${width}" height="${height}" fill="#1d4f8c"/><path d="${grid.join('')}" stroke="#ffffff" stroke-opacity="0.08"/>`,
  )
  const f = { s: 22, ox: width * 0.2, oy: height * 0.28 }
  const d = outlinePath(poolOutline('Roman', 32, 16), f)
  out.push(
    `<g fill="none" stroke="#e8f1ff" stroke-width="3"><path d="${d}"/><rect x="${n(f.ox - 5 * f.s)}" y="${n(f.oy - 4 * f.s)}" width="${n(42 * f.s)}" height="${n(25 * f.s)}" stroke-dasharray="14 8" stroke-opacity="0.7"/></g>`,
  )
  out.push(
    `<path d="${d}" fill="#e8f1ff" fill-opacity="0.08" stroke="#e8f1ff" stroke-width="1.5" transform="translate(${n(f.s * 0.8)} ${n(f.s * 0.8)})" stroke-opacity="0.4"/>`,
  )
  // Dimension lines with arrows.
  const y = f.oy + 16 * f.s + 50
  const x = f.ox + 32 * f.s + 50
  out.push(
    `<g stroke="#e8f1ff" stroke-width="2"><path d="M${n(f.ox)},${n(y)}H${n(f.ox + 32 * f.s)}M${n(f.ox)},${n(y - 12)}v24M${n(f.ox + 32 * f.s)},${n(y - 12)}v24"/><path d="M${n(x)},${n(f.oy)}V${n(f.oy + 16 * f.s)}M${n(x - 12)},${n(f.oy)}h24M${n(x - 12)},${n(f.oy + 16 * f.s)}h24"/></g>`,
  )
  // Equipment pad, drains and a north arrow.
  out.push(
    `<g fill="none" stroke="#e8f1ff" stroke-width="2"><rect x="${n(width * 0.83)}" y="${n(height * 0.16)}" width="90" height="60"/><circle cx="${n(width * 0.83 + 28)}" cy="${n(height * 0.16 + 30)}" r="16"/><circle cx="${n(width * 0.83 + 64)}" cy="${n(height * 0.16 + 30)}" r="12"/><circle cx="${n(f.ox + 24 * f.s)}" cy="${n(f.oy + 8 * f.s)}" r="10"/><path d="M${n(f.ox + 24 * f.s)},${n(f.oy + 8 * f.s)}L${n(width * 0.83)},${n(height * 0.16 + 30)}" stroke-dasharray="6 6"/></g>`,
  )
  out.push(
    `<g transform="translate(${n(width * 0.9)} ${n(height * 0.8)})" fill="#e8f1ff"><path d="M0,-40L14,10L0,0L-14,10Z"/><circle r="48" fill="none" stroke="#e8f1ff" stroke-width="2"/></g>`,
  )
  // Title block lines (no words).
  out.push(
    `<g stroke="#e8f1ff" stroke-width="2" fill="none"><rect x="${n(width * 0.04)}" y="${n(height * 0.82)}" width="${n(width * 0.3)}" height="${n(height * 0.13)}"/><path d="M${n(width * 0.06)},${n(height * 0.86)}h${n(width * 0.2)}M${n(width * 0.06)},${n(height * 0.9)}h${n(width * 0.14)}M${n(width * 0.06)},${n(height * 0.935)}h${n(width * 0.24)}" stroke-opacity="0.7"/></g>`,
  )
  return svgDoc(width, height, out.join(''))
}

/** Six small pools, one per finish, on a paver background. */
export function colorBoard(width: number, height: number, colors: PoolColorName[]): string {
  const canvas: Canvas = { ids: new Ids(), defs: [] }
  const out: string[] = []
  const tiles = addDef(canvas, pavers(canvas.ids, 56, '#efe3cd'))
  out.push(`<rect width="${width}" height="${height}" fill="url(#${tiles})"/>`)
  const cols = 3
  const cellW = width / cols
  const cellH = height / 2
  colors.forEach((color, i) => {
    const cx = (i % cols) * cellW
    const cy = Math.floor(i / cols) * cellH
    const water = WATER_GRADIENTS[color]
    const grad = addDef(
      canvas,
      linear(
        canvas.ids,
        [
          [0, water.from],
          [1, water.to],
        ],
        0,
        0,
        1,
        1,
      ),
    )
    const pat = addDef(canvas, caustics(canvas.ids, 46, 0.22, 15 + i * 11))
    const f = { s: cellW / 20, ox: cx + cellW * 0.1, oy: cy + (cellH - (cellW / 20) * 10) / 2 }
    const d = outlinePath(poolOutline('Rectangle', 16, 10), f)
    out.push(
      `<path d="${d}" fill="url(#${grad})"/><path d="${d}" fill="url(#${pat})"/><path d="${d}" fill="none" stroke="#fbf8f2" stroke-width="${n(f.s * 0.9)}"/><path d="${d}" fill="none" stroke="#cdbfa8" stroke-width="${n(f.s * 0.15)}" transform="translate(0 ${n(f.s * 0.5)})"/>`,
    )
  })
  return svgDoc(width, height, `<defs>${canvas.defs.join('')}</defs>${out.join('')}`)
}
