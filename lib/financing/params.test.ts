import { describe, expect, it } from 'vitest'
import { calculatorSearchParams, parseCalculatorParams, snapToRange } from './params'

describe('shared calculator URLs', () => {
  it('uses the spec defaults and shows no results without a price', () => {
    expect(parseCalculatorParams({})).toEqual({
      inputs: { price: 45_000, downPercent: 20, termMonths: 120, creditBand: 650 },
      calculated: false,
      invalidPrice: false,
    })
  })

  it('prefills and calculates from the query', () => {
    const parsed = parseCalculatorParams({ price: '60000', down: '10', term: '180', credit: '780' })
    expect(parsed).toEqual({
      inputs: { price: 60_000, downPercent: 10, termMonths: 180, creditBand: 780 },
      calculated: true,
      invalidPrice: false,
    })
    expect(calculatorSearchParams(parsed.inputs).toString()).toBe('price=60000&down=10&term=180&credit=780')
  })

  it('brings out-of-range values into range and snaps them to the slider steps', () => {
    const parsed = parseCalculatorParams({ price: '$52,500', down: '73', term: '50', credit: '640' })
    expect(parsed.inputs).toEqual({ price: 52_500, downPercent: 50, termMonths: 48, creditBand: 650 })
    expect(snapToRange(-10, { min: 0, max: 50, step: 5 })).toBe(0)
    expect(snapToRange(22, { min: 0, max: 50, step: 5 })).toBe(20)
    expect(snapToRange(400, { min: 36, max: 180, step: 12 })).toBe(180)
  })

  it('flags a price that cannot be calculated', () => {
    for (const price of ['0', '0.4', '', 'abc', '-100', '5000000']) {
      const parsed = parseCalculatorParams({ price })
      expect(parsed.calculated).toBe(false)
      expect(parsed.invalidPrice).toBe(true)
    }
  })
})
