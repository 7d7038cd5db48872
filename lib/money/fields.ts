/**
 * Form fields for money and quantities as people type them, shared by every form that takes a
 * price (the price book, the quote builder) in the browser and on the server: dollars in, integer
 * cents out; quantities in hundredths. The messages name the field.
 */
import { z } from 'zod'
import { MAX_PRICE_CENTS, MAX_PRICE_TEXT, parseDollarsToCents, parseQuantityToHundredths } from './cents'

/** 100,000 units (square feet, linear feet, …) on one line. */
export const MAX_QUANTITY_HUNDREDTHS = 10_000_000

export const MONEY_MESSAGES = {
  quantityRequired: 'Quantity is required',
  quantityFormat: 'Quantity must be a number with at most two decimals',
  quantityPositive: 'Quantity must be more than 0',
  quantityTooLarge: 'Quantity can be at most 100,000',
  priceRequired: (label: string) => `${label} is required`,
  priceFormat: (label: string) => `${label} must be an amount in dollars, e.g. 1,250 or 99.95`,
  priceNegative: (label: string) => `${label} cannot be negative`,
  priceTooLarge: (label: string) => `${label} can be at most ${MAX_PRICE_TEXT}`,
} as const

/** A raw form value as text ('' when missing; a non-text value never parses). */
export function text(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '\u0000'
}

/** A dollar amount typed by a person, as cents (0 to $10M). */
export function moneyField(label: string) {
  return z.unknown().transform((value, ctx) => {
    const raw = text(value).trim()
    if (raw === '') {
      ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.priceRequired(label) })
      return z.NEVER
    }
    if (/^-/.test(raw.replace(/^\$/, '')) || raw.startsWith('-')) {
      ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.priceNegative(label) })
      return z.NEVER
    }
    const cents = parseDollarsToCents(raw)
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.priceFormat(label) })
      return z.NEVER
    }
    if (cents > MAX_PRICE_CENTS) {
      ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.priceTooLarge(label) })
      return z.NEVER
    }
    return cents
  })
}

/** A quantity typed by a person, as hundredths (more than 0, at most 100,000). */
export const quantityField = z.unknown().transform((value, ctx) => {
  const raw = text(value).trim()
  if (raw === '') {
    ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.quantityRequired })
    return z.NEVER
  }
  if (raw.startsWith('-')) {
    ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.quantityPositive })
    return z.NEVER
  }
  const hundredths = parseQuantityToHundredths(raw)
  if (hundredths === null) {
    ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.quantityFormat })
    return z.NEVER
  }
  if (hundredths === 0) {
    ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.quantityPositive })
    return z.NEVER
  }
  if (hundredths > MAX_QUANTITY_HUNDREDTHS) {
    ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.quantityTooLarge })
    return z.NEVER
  }
  return hundredths
})
