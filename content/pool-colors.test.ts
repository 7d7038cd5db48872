import { describe, expect, it } from 'vitest'
import {
  CLASSIC_COLLECTION_COLORS,
  CRYSTAL_COLLECTION_COLORS,
  POOL_COLOR_LOOKS,
  POOL_COLOR_NAMES,
  POOL_COLORS,
  poolColorLook,
} from './pool-colors'

const HEX = /^#[0-9a-f]{6}$/

/** Hue in degrees and saturation (0-1) of a #rrggbb colour. */
function hueAndSaturation(hex: string): { hue: number; saturation: number } {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const d = max - min
  const saturation = max === 0 ? 0 : d / max
  if (d === 0) return { hue: 0, saturation }
  const hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  return { hue: (hue * 60 + 360) % 360, saturation }
}

describe('the pool colour table', () => {
  it('names the six colours of the spec, in its order, Sapphire Blue popular', () => {
    expect(POOL_COLORS.map((c) => c.name)).toEqual([
      'Sapphire Blue',
      'Ocean Blue',
      'Night Sky',
      'Shale Gray',
      'Coastal Bronze',
      'Pearl White',
    ])
    expect(POOL_COLORS.filter((c) => c.popular).map((c) => c.name)).toEqual(['Sapphire Blue'])
    expect(CRYSTAL_COLLECTION_COLORS).toEqual(POOL_COLOR_NAMES)
    expect(CLASSIC_COLLECTION_COLORS).toEqual(['Sapphire Blue', 'Ocean Blue', 'Night Sky'])
  })

  it('shades each swatch from a tint of the colour to the colour itself', () => {
    for (const name of POOL_COLOR_NAMES) {
      const look = POOL_COLOR_LOOKS[name]
      for (const value of [look.hex, look.from, look.to]) expect(value, name).toMatch(HEX)
      expect(look.to, name).toBe(look.hex)
    }
  })

  it('keeps grey grey and bronze brown (the pool page once showed them teal and green)', () => {
    for (const value of [POOL_COLOR_LOOKS['Shale Gray'].from, POOL_COLOR_LOOKS['Shale Gray'].to]) {
      expect(hueAndSaturation(value).saturation).toBeLessThan(0.25)
    }
    for (const value of [POOL_COLOR_LOOKS['Coastal Bronze'].from, POOL_COLOR_LOOKS['Coastal Bronze'].to]) {
      const { hue } = hueAndSaturation(value)
      expect(hue).toBeGreaterThanOrEqual(20)
      expect(hue).toBeLessThanOrEqual(45)
    }
  })

  it('finds a look by name in any case, and null for a name it does not know', () => {
    expect(poolColorLook(' shale gray ')).toBe(POOL_COLOR_LOOKS['Shale Gray'])
    expect(poolColorLook('Tahoe Blue')).toBeNull()
  })
})
