/**
 * A calculation can be shared by URL: /financing?price=45000&down=20&term=120&credit=650 prefills
 * the calculator and shows the results in the server-rendered HTML. Values out of range are
 * brought into range (snapped to the slider steps) rather than rejected, so a hand-edited link
 * still shows something sensible.
 */
import { CALCULATOR_DEFAULTS, DOWN_PAYMENT_RANGE, TERM_RANGE } from '@/content/financing'
import { calculablePrice, isKnownBand, type CalculatorInputs } from './calculator'

export type SearchParamsRecord = Record<string, string | string[] | undefined>

export type SharedCalculation = {
  inputs: CalculatorInputs & { creditBand: number }
  /** True when the URL carries a usable price: the results are shown at once. */
  calculated: boolean
  /** The URL carried a price that cannot be calculated (empty, zero, negative or not a number). */
  invalidPrice: boolean
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** Clamp into [min, max] and snap to the nearest step counted from min. */
export function snapToRange(value: number, range: { min: number; max: number; step: number }): number {
  const clamped = Math.min(range.max, Math.max(range.min, value))
  const snapped = range.min + Math.round((clamped - range.min) / range.step) * range.step
  return Math.min(range.max, snapped)
}

function parseNumber(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  const value = Number(raw.replace(/[$,\s]/g, ''))
  return Number.isFinite(value) ? value : Number.NaN
}

export function parseCalculatorParams(params: SearchParamsRecord): SharedCalculation {
  const rawPrice = first(params.price)
  const price = parseNumber(rawPrice)
  const down = parseNumber(first(params.down))
  const term = parseNumber(first(params.term))
  const credit = parseNumber(first(params.credit))

  const usablePrice = calculablePrice(price)
  const priceOk = usablePrice !== null
  const inputs = {
    price: usablePrice ?? CALCULATOR_DEFAULTS.price,
    downPercent:
      down !== undefined && Number.isFinite(down)
        ? snapToRange(down, DOWN_PAYMENT_RANGE)
        : CALCULATOR_DEFAULTS.downPercent,
    termMonths:
      term !== undefined && Number.isFinite(term)
        ? snapToRange(term, TERM_RANGE)
        : CALCULATOR_DEFAULTS.termMonths,
    creditBand: credit !== undefined && isKnownBand(credit) ? credit : CALCULATOR_DEFAULTS.creditBand,
  }
  return { inputs, calculated: priceOk, invalidPrice: rawPrice !== undefined && !priceOk }
}

export function calculatorSearchParams(inputs: CalculatorInputs): URLSearchParams {
  return new URLSearchParams({
    price: String(inputs.price),
    down: String(inputs.downPercent),
    term: String(inputs.termMonths),
    credit: String(inputs.creditBand ?? CALCULATOR_DEFAULTS.creditBand),
  })
}
