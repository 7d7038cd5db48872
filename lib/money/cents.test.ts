import { describe, expect, it } from 'vitest'
import {
  centsToInput,
  dollarsInput,
  formatBasisPoints,
  formatCents,
  formatQuantity,
  formatWholeDollars,
  hundredthsToInput,
  mulDivFloor,
  mulDivRound,
  parseDollarsToCents,
  parsePercentToBasisPoints,
  parseQuantityToHundredths,
} from './cents'

describe('money', () => {
  it('parses dollars as text, so no binary rounding creeps in', () => {
    expect(parseDollarsToCents('0.29')).toBe(29)
    expect(parseDollarsToCents('1,250')).toBe(125_000)
    expect(parseDollarsToCents(' $1,250.5 ')).toBe(125_050)
    expect(parseDollarsToCents('99.99')).toBe(9_999)
    expect(parseDollarsToCents('10000000')).toBe(1_000_000_000)
    for (const bad of ['', '-5', '1.234', 'abc', '1e5', '$', '12.', '.5', '1 000']) {
      expect(parseDollarsToCents(bad), bad).toBeNull()
    }
  })

  it('parses percentages to basis points and quantities to hundredths', () => {
    expect(parsePercentToBasisPoints('5')).toBe(500)
    expect(parsePercentToBasisPoints('7.5 %')).toBe(750)
    expect(parsePercentToBasisPoints('12.25')).toBe(1_225)
    expect(parsePercentToBasisPoints('5.555')).toBeNull()
    expect(parseQuantityToHundredths('250')).toBe(25_000)
    expect(parseQuantityToHundredths('12.5')).toBe(1_250)
    expect(parseQuantityToHundredths('-1')).toBeNull()
  })

  it('multiplies and divides exactly beyond 2^53', () => {
    // 100,000.00 units at $10M: 1e7 × 1e9 = 1e16, past Number's exact integers.
    expect(mulDivRound(10_000_000, 1_000_000_000, 100)).toBe(100_000_000_000_000)
    expect(mulDivRound(333, 1, 100)).toBe(3) // 3.33 → 3
    expect(mulDivRound(350, 1, 100)).toBe(4) // 3.5 → 4 (half up)
    expect(mulDivRound(349, 1, 100)).toBe(3)
    expect(mulDivFloor(399, 1, 100)).toBe(3)
    expect(() => mulDivRound(-1, 5, 100)).toThrow(RangeError)
    expect(() => mulDivRound(1.5, 5, 100)).toThrow(RangeError)
  })

  it('formats cents, whole dollars and percentages', () => {
    expect(formatCents(0)).toBe('$0.00')
    expect(formatCents(5)).toBe('$0.05')
    expect(formatCents(123_456_789)).toBe('$1,234,567.89')
    expect(formatCents(-300_000)).toBe('-$3,000.00')
    expect(formatWholeDollars(4_519_950)).toBe('$45,200')
    expect(formatBasisPoints(500)).toBe('5%')
    expect(formatBasisPoints(750)).toBe('7.5%')
    expect(formatBasisPoints(1_225)).toBe('12.25%')
    expect(centsToInput(125_000)).toBe('1250')
    expect(centsToInput(9_905)).toBe('99.05')
    expect(dollarsInput(4_650_000)).toBe('46,500')
    expect(dollarsInput(4_650_050)).toBe('46,500.50')
    expect(hundredthsToInput(1_250)).toBe('12.5')
    expect(hundredthsToInput(25_000)).toBe('250')
    expect(formatQuantity(120_050)).toBe('1,200.5')
    expect(formatQuantity(25)).toBe('0.25')
  })
})
