/**
 * A ZIP code typed by a visitor: the rule and messages the banner's form and the API share. No zod
 * here: the banner is on every page, and one pattern needs no schema library in its code.
 */
export const PLACE_MESSAGES = {
  invalidZip: 'Enter a 5-digit ZIP code.',
  unknownZip: (zip: string) => `We could not find ZIP code ${zip}. Check it and try again.`,
  unreachable: 'We could not look up that ZIP code. Please try again.',
} as const

/** The five digits of a typed ZIP code ('33401', ' 33401 ', '33401-1234'), or null. */
export function readZip(text: string): string | null {
  const match = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(text)
  return match?.[1] ?? null
}
