/**
 * Money in integer cents (issue 35: the server computes every total in cents) and percentages in
 * basis points (1 % = 100), with the parsing and formatting the quote forms, the homeowner's page
 * and the contract share. Pure: runs in the browser and on the server.
 */

/** The largest price, line total or quote total accepted: $10,000,000 (issue 35 §9). */
export const MAX_PRICE_CENTS = 1_000_000_000
export const MAX_PRICE_TEXT = '$10,000,000'
export const BASIS_POINTS_PER_PERCENT = 100
export const FULL_BASIS_POINTS = 100 * BASIS_POINTS_PER_PERCENT

/**
 * a × b ÷ d for non-negative integers, rounded half up, exactly (BigInt: a quantity in hundredths
 * times a price in cents can pass 2^53).
 */
export function mulDivRound(a: number, b: number, d: number): number {
  assertWhole(a, 'a')
  assertWhole(b, 'b')
  if (!Number.isSafeInteger(d) || d <= 0) throw new RangeError(`divisor must be a positive integer, got ${d}`)
  const product = BigInt(a) * BigInt(b)
  const divisor = BigInt(d)
  return Number((product * 2n + divisor) / (divisor * 2n))
}

/** a × b ÷ d for non-negative integers, rounded down, exactly. */
export function mulDivFloor(a: number, b: number, d: number): number {
  assertWhole(a, 'a')
  assertWhole(b, 'b')
  if (!Number.isSafeInteger(d) || d <= 0) throw new RangeError(`divisor must be a positive integer, got ${d}`)
  return Number((BigInt(a) * BigInt(b)) / BigInt(d))
}

function assertWhole(value: number, name: string) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative whole number, got ${value}`)
}

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/

/**
 * A dollar amount as people type it ('1,250', '$1,250.5', ' 99.99 ') in cents; null when it is not
 * a non-negative amount with at most two decimals. Parsed as text, so 0.29 is 29 cents, never 28.
 */
export function parseDollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '').trim()
  const match = DECIMAL.exec(cleaned)
  if (!match) return null
  const whole = match[1] ?? '0'
  const fraction = (match[2] ?? '').padEnd(2, '0')
  if (whole.length > 12) return null
  return Number(whole) * 100 + Number(fraction)
}

/** A percentage as typed ('5', '7.5', '12.25 %') in basis points; null when malformed. */
export function parsePercentToBasisPoints(text: string): number | null {
  const cleaned = text.trim().replace(/%$/, '').trim()
  const match = DECIMAL.exec(cleaned)
  if (!match) return null
  const whole = match[1] ?? '0'
  if (whole.length > 6) return null
  return Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** A quantity as typed ('250', '12.5') in hundredths; null when malformed. */
export function parseQuantityToHundredths(text: string): number | null {
  const match = DECIMAL.exec(text.trim().replace(/,/g, ''))
  if (!match) return null
  const whole = match[1] ?? '0'
  if (whole.length > 9) return null
  return Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** '$1,234.56'; '-$5.00' below zero. */
export function formatCents(cents: number): string {
  const negative = cents < 0
  const abs = Math.abs(Math.round(cents))
  const text = `$${group(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`
  return negative ? `-${text}` : text
}

/** '$1,235' (rounded half up to the dollar), for headline totals. */
export function formatWholeDollars(cents: number): string {
  const dollars = Math.round(cents / 100)
  return dollars < 0 ? `-$${group(String(-dollars))}` : `$${group(String(dollars))}`
}

/** '5%', '7.5%', '12.25%'. */
export function formatBasisPoints(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100)
  const fraction = basisPoints % 100
  if (fraction === 0) return `${whole}%`
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}%`
}

/** Cents as the dollars text a form field shows ('1250', '99.99'). */
export function centsToInput(cents: number): string {
  return cents % 100 === 0
    ? String(cents / 100)
    : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** Cents as a dollar amount a person reads and edits: '46,500', '46,500.50' (no $). */
export function dollarsInput(cents: number): string {
  const text = formatCents(cents).replace(/^-?\$/, '')
  return text.endsWith('.00') ? text.slice(0, -3) : text
}

/** Hundredths as the quantity text a form shows ('250', '12.5'). */
export function hundredthsToInput(hundredths: number): string {
  if (hundredths % 100 === 0) return String(hundredths / 100)
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0$/, '')}`
}

/** Hundredths as a quantity people read: '1,200.5', '250', '0.25'. */
export function formatQuantity(hundredths: number): string {
  const whole = group(String(Math.floor(hundredths / 100)))
  const fraction = hundredths % 100
  return fraction === 0 ? whole : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`
}
