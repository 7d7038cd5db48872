/** Repeating textures and gradients: water caustics, travertine pavers, mowed lawn. */
import { type Ids, n, darken, lighten, mix, smoothOpen, type Pt } from './svg'

export type Def = { id: string; def: string }

/** Wavy light lines that tile seamlessly: the light pattern on a pool floor. */
export function caustics(ids: Ids, tile: number, opacity: number, angle: number): Def {
  const id = ids.next('c')
  const amp = tile * 0.09
  const lines: string[] = []
  const family = (horizontal: boolean, base: number, phase: number) => {
    for (const shift of [-tile, 0, tile]) {
      const points: Pt[] = Array.from({ length: 13 }, (_, i) => {
        const t = (i / 12) * tile
        const w =
          base +
          shift +
          amp * Math.sin((2 * Math.PI * t) / tile + phase) +
          amp * 0.5 * Math.sin((4 * Math.PI * t) / tile + phase * 2)
        return horizontal ? { x: t, y: w } : { x: w, y: t }
      })
      lines.push(`<path d="${smoothOpen(points)}"/>`)
    }
  }
  family(true, tile * 0.18, 0.4)
  family(true, tile * 0.66, 2.1)
  family(false, tile * 0.3, 1.3)
  family(false, tile * 0.8, 4.0)
  return {
    id,
    def: `<pattern id="${id}" width="${n(tile)}" height="${n(tile)}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><g fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="${n(tile * 0.03)}" stroke-linecap="round">${lines.join('')}</g></pattern>`,
  }
}

/** Running-bond pavers with a few fixed tone variations. */
export function pavers(ids: Ids, paver: number, base: string, angle = 0): Def {
  const id = ids.next('p')
  const w = paver
  const h = paver * 0.66
  const tones = [
    base,
    mix(base, '#d9c7a8', 0.35),
    lighten(base, 0.12),
    mix(base, '#cdb896', 0.25),
    darken(base, 0.04),
  ]
  const grout = darken(base, 0.18)
  const cell = (x: number, y: number, tone: string) =>
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${tone}" stroke="${grout}" stroke-width="${n(Math.max(0.8, paver * 0.025))}"/>`
  const body = [
    cell(0, 0, tones[0] ?? base),
    cell(w, 0, tones[1] ?? base),
    cell(-w / 2, h, tones[2] ?? base),
    cell(w / 2, h, tones[3] ?? base),
    cell((3 * w) / 2, h, tones[2] ?? base),
    cell(0, 2 * h, tones[4] ?? base),
    cell(w, 2 * h, tones[0] ?? base),
    cell(-w / 2, 3 * h, tones[1] ?? base),
    cell(w / 2, 3 * h, tones[4] ?? base),
    cell((3 * w) / 2, 3 * h, tones[1] ?? base),
  ].join('')
  return {
    id,
    def: `<pattern id="${id}" width="${n(2 * w)}" height="${n(4 * h)}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">${body}</pattern>`,
  }
}

/** Broad mowing stripes. */
export function lawn(ids: Ids, base: string, band: number, angle = 32): Def {
  const id = ids.next('l')
  return {
    id,
    def: `<pattern id="${id}" width="${n(band * 2)}" height="${n(band * 2)}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="${n(band * 2)}" height="${n(band * 2)}" fill="${base}"/><rect width="${n(band)}" height="${n(band * 2)}" fill="${lighten(base, 0.07)}"/></pattern>`,
  }
}

/** Gravel or soil speckle: dots at fixed positions. */
export function speckle(ids: Ids, tile: number, base: string, dots: string[]): Def {
  const id = ids.next('s')
  const marks: string[] = []
  for (let i = 0; i < 28; i++) {
    const x = ((i * 37) % 100) / 100
    const y = ((i * 61 + 17) % 100) / 100
    const r = tile * (0.02 + ((i * 13) % 5) * 0.008)
    marks.push(
      `<circle cx="${n(x * tile)}" cy="${n(y * tile)}" r="${n(r)}" fill="${dots[i % dots.length]}"/>`,
    )
  }
  return {
    id,
    def: `<pattern id="${id}" width="${n(tile)}" height="${n(tile)}" patternUnits="userSpaceOnUse"><rect width="${n(tile)}" height="${n(tile)}" fill="${base}"/>${marks.join('')}</pattern>`,
  }
}

export function linear(ids: Ids, stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): Def {
  const id = ids.next('g')
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')
  return {
    id,
    def: `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`,
  }
}

export function radial(ids: Ids, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): Def {
  const id = ids.next('r')
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')
  return { id, def: `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>` }
}
