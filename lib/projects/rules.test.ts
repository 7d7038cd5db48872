import { describe, expect, it } from 'vitest'
import {
  PROJECT_STAGE_KEYS,
  addDays,
  installmentDueOn,
  installmentStatus,
  nextWorkday,
  plannedDates,
  projectStanding,
  skippedStages,
  stagePosition,
  type StageDates,
} from './rules'

const stages = (reached: Record<string, string>): StageDates[] =>
  PROJECT_STAGE_KEYS.map((stageKey) => ({
    stageKey,
    position: stagePosition(stageKey),
    actualOn: reached[stageKey] ?? null,
    plannedOn: `2026-06-${String(stagePosition(stageKey) + 10).padStart(2, '0')}`,
  }))

describe('planned dates (spec 02 §9.3)', () => {
  it('plans each stage after the one before, work stages on weekdays, within the spec’s timelines', () => {
    // Thursday 5 March 2026.
    const plan = plannedDates('2026-03-05')
    expect(plan.contract_signed).toBe('2026-03-05')
    expect(plan.technical_visit).toBe('2026-03-12')
    const days = PROJECT_STAGE_KEYS.map((key) => plan[key])
    expect([...days].sort()).toEqual(days)
    expect(new Set(days).size).toBe(days.length)
    for (const key of PROJECT_STAGE_KEYS.slice(1)) {
      const weekday = new Date(`${plan[key]}T12:00:00Z`).getUTCDay()
      expect([0, 6], key).not.toContain(weekday)
    }
    // Permits and manufacturing 1–4 months: excavation between one and four months after signing.
    expect(plan.excavation > addDays('2026-03-05', 30)).toBe(true)
    expect(plan.excavation < addDays('2026-03-05', 120)).toBe(true)
    // Installation 4–15 days: excavation to final inspection.
    const install = (Date.parse(plan.final_inspection) - Date.parse(plan.excavation)) / 86_400_000
    expect(install).toBeGreaterThanOrEqual(4)
    expect(install).toBeLessThanOrEqual(15)
  })

  it('moves a weekend day to the Monday after', () => {
    expect(nextWorkday('2026-03-07')).toBe('2026-03-09')
    expect(nextWorkday('2026-03-08')).toBe('2026-03-09')
    expect(nextWorkday('2026-03-09')).toBe('2026-03-09')
  })
})

describe('where a project stands', () => {
  it('is at the furthest stage reached, and next at the first stage not reached', () => {
    expect(projectStanding(stages({ contract_signed: '2026-03-05' }))).toEqual({
      currentStage: 'contract_signed',
      currentStageOn: '2026-03-05',
      nextStage: 'technical_visit',
      nextPlannedOn: '2026-06-12',
    })
    const outOfOrder = stages({
      contract_signed: '2026-03-05',
      technical_visit: '2026-03-10',
      shell_ordered: '2026-03-20',
    })
    expect(projectStanding(outOfOrder)).toMatchObject({
      currentStage: 'shell_ordered',
      nextStage: 'permit_submitted',
    })
    expect(skippedStages(outOfOrder, 'excavation')).toEqual(['permit_submitted', 'permit_approved'])
    expect(skippedStages(outOfOrder, 'permit_submitted')).toEqual([])
    const all = Object.fromEntries(PROJECT_STAGE_KEYS.map((key) => [key, '2026-05-01']))
    expect(projectStanding(stages(all))).toMatchObject({
      currentStage: 'completed',
      nextStage: null,
      nextPlannedOn: null,
    })
  })
})

describe('installments', () => {
  it('are due when their stage is reached, to pay within the terms, and overdue after', () => {
    expect(installmentDueOn('2026-03-05')).toBe('2026-03-12')
    const base = { amountCents: 10_000, paidCents: 0 }
    expect(installmentStatus({ ...base, dueOn: null }, '2026-03-20')).toBe('not_due')
    expect(installmentStatus({ ...base, dueOn: '2026-03-20' }, '2026-03-20')).toBe('due')
    expect(installmentStatus({ ...base, dueOn: '2026-03-19' }, '2026-03-20')).toBe('overdue')
    expect(installmentStatus({ ...base, paidCents: 4_000, dueOn: '2026-03-19' }, '2026-03-20')).toBe(
      'overdue',
    )
    expect(installmentStatus({ ...base, paidCents: 10_000, dueOn: '2026-03-19' }, '2026-03-20')).toBe('paid')
    expect(installmentStatus({ ...base, paidCents: 10_000, dueOn: null }, '2026-03-20')).toBe('paid')
  })
})
