/**
 * Reading a typed address: which part is a ZIP code, which words are a city. Pure, so it is tested
 * without the dataset (lib/places/coordinates.ts does the look-ups).
 */

/**
 * The ZIP code of an address: five digits (with an optional +4) at its end, or right after the
 * state ('FL 33401', 'Florida 33401'). A five-digit street number ('12345 Main St') is not one.
 */
export function findZip(address: string): string | null {
  const text = address.trim().replace(/[\s,.]*(?:USA|U\.S\.A\.|United States)?[\s,.]*$/i, '')
  const atEnd = /(?:^|[\s,])(\d{5})(?:-\d{4})?$/.exec(text)
  if (atEnd?.[1]) return atEnd[1]
  const afterState = /\b(?:FL|Fla|Florida)\.?[\s,]+(\d{5})(?:-\d{4})?\b/i.exec(text)
  return afterState?.[1] ?? null
}

const MAX_CITY_WORDS = 4

/**
 * The city an address names, given which upper-case names are cities: among every run of up to
 * four words that is one, the one ending last wins, and the longest of those ('WEST PALM BEACH'
 * over 'PALM BEACH'). Null when no run is a city.
 */
export function findCity(address: string, isCity: (upperCaseName: string) => boolean): string | null {
  const words = address
    .toUpperCase()
    .replace(/[^A-Z.'\s-]/g, ' ')
    .replace(/[.]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean)
  for (let end = words.length; end > 0; end--) {
    for (let size = Math.min(MAX_CITY_WORDS, end); size > 0; size--) {
      const name = words.slice(end - size, end).join(' ')
      if (isCity(name)) return name
    }
  }
  return null
}
