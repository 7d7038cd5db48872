import { describe, expect, it } from 'vitest'
import { PAYMENT_STAGES } from '@/content/packages'
import { PRICING } from '@/content/marketing'
import { PROJECT_STAGES } from '@/content/project-stages'
import { CONTRACT_PAYMENT_SCHEDULE, paymentSchedule } from './payment-schedule'

describe('contract payment schedule', () => {
  it('is six installments 1/9/35/35/15/5 whose first two make the spec’s 10 % initial payment', () => {
    expect(CONTRACT_PAYMENT_SCHEDULE.map((i) => i.percentBasisPoints / 100)).toEqual([1, 9, 35, 35, 15, 5])
    const [deposit, balance, ...rest] = CONTRACT_PAYMENT_SCHEDULE
    expect((deposit?.percentBasisPoints ?? 0) + (balance?.percentBasisPoints ?? 0)).toBe(
      (PAYMENT_STAGES[0]?.percentage ?? 0) * 100,
    )
    expect(deposit?.percentBasisPoints).toBe(PRICING.technicalVisitDepositPercent * 100)
    expect(rest.map((i) => i.percentBasisPoints / 100)).toEqual(
      PAYMENT_STAGES.slice(1).map((s) => s.percentage),
    )
    expect(CONTRACT_PAYMENT_SCHEDULE[2]?.percentBasisPoints).toBe(PRICING.excavationDepositPercent * 100)
  })

  it('makes each installment due at a project stage, in the order of the stages', () => {
    const order = PROJECT_STAGES.map((s) => s.key as string)
    const indexes = CONTRACT_PAYMENT_SCHEDULE.map((i) => order.indexOf(i.dueStage))
    expect(indexes.every((i) => i >= 0)).toBe(true)
    expect([...indexes].sort((a, b) => a - b)).toEqual(indexes)
    expect(CONTRACT_PAYMENT_SCHEDULE.map((i) => i.dueStage)).toEqual([
      'contract_signed',
      'technical_visit',
      'excavation',
      'shell_set',
      'backfill_deck',
      'completed',
    ])
  })

  it('splits a round total exactly', () => {
    expect(paymentSchedule(5_000_000).map((i) => i.amountCents)).toEqual([
      50_000, 450_000, 1_750_000, 1_750_000, 750_000, 250_000,
    ])
  })

  it('gives the cents that rounding leaves to the last payment', () => {
    // $45,199.99: each share rounded down; the last takes the rest.
    const schedule = paymentSchedule(4_519_999)
    expect(schedule.map((i) => i.amountCents)).toEqual([
      45_199, 406_799, 1_581_999, 1_581_999, 677_999, 226_004,
    ])
    expect(schedule.reduce((s, i) => s + i.amountCents, 0)).toBe(4_519_999)
    expect(schedule.map((i) => i.position)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('adds up to the total for every total, small or large', () => {
    const totals = [0, 1, 7, 99, 101, 12_345, 4_200_000, 4_519_950, 9_999_999, 123_456_789, 1_000_000_000]
    for (let n = 0; n < 500; n++) totals.push(Math.floor(((n * 7919) % 1_000_003) * 997 + n))
    for (const total of totals) {
      const schedule = paymentSchedule(total)
      expect(
        schedule.reduce((s, i) => s + i.amountCents, 0),
        String(total),
      ).toBe(total)
      for (const [index, installment] of schedule.entries()) {
        const exact = (total * installment.percentBasisPoints) / 10_000
        expect(installment.amountCents, `${total} #${index + 1}`).toBeGreaterThanOrEqual(Math.floor(exact))
        // Only the last payment takes the rounding, and it is at most a few cents.
        if (index < schedule.length - 1) expect(installment.amountCents).toBe(Math.floor(exact))
        else expect(installment.amountCents - exact).toBeLessThan(6)
      }
    }
  })

  it('refuses a total that is not whole cents, and a template that is not 100 %', () => {
    expect(() => paymentSchedule(-1)).toThrow(RangeError)
    expect(() => paymentSchedule(10.5)).toThrow(RangeError)
    expect(() =>
      paymentSchedule(100, [{ label: 'Half', percentBasisPoints: 5_000, dueStage: 'completed', due: 'x' }]),
    ).toThrow('50%, not 100%')
  })
})
