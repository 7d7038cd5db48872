import { describe, expect, it } from 'vitest'
import { financingOptionForm } from '@/lib/financing/form'
import { blogPostFormSchema } from '@/lib/blog/schema'
import { appointmentUpdateSchema } from '@/lib/leads/appointments/schemas'
import { DATE_MESSAGES, readDate, readDateTime, readInstant } from './date-rule'
import { requiredVersion } from './fields-schema'

/** Issue 34's values: each gave a database error (a 500), or was shifted, or published at once. */
const HOSTILE = [
  '0000-01-01T00:00',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '99999-01-01',
  '2026-02-30T10:00',
  '0001-01-01T00:00:00Z',
]

describe('the admin date rule', () => {
  it('reads real days and times: Eastern wall time, or an instant with its offset', () => {
    expect(readDate('2026-03-09')).toEqual({ ok: true, date: new Date('2026-03-09T12:00:00Z') })
    expect(readDate('2028-02-29').ok).toBe(true)
    // 10:30 in Florida in winter (EST, UTC-5) and in summer (EDT, UTC-4).
    expect(readDateTime('2026-01-15T10:30')).toEqual({ ok: true, date: new Date('2026-01-15T15:30:00Z') })
    expect(readDateTime('2026-07-15 10:30')).toEqual({ ok: true, date: new Date('2026-07-15T14:30:00Z') })
    expect(readDateTime('2026-03-09T14:00:00.000Z')).toEqual({
      ok: true,
      date: new Date('2026-03-09T14:00:00Z'),
    })
    expect(readDateTime('2026-03-09T10:00:00-04:00')).toEqual({
      ok: true,
      date: new Date('2026-03-09T14:00:00Z'),
    })
  })

  it('names the problem of every value issue 34 sent, shifting nothing', () => {
    const problems = HOSTILE.map((value) => {
      const reading = readDateTime(value)
      return reading.ok ? 'accepted' : reading.problem
    })
    expect(problems).toEqual([
      'out-of-range',
      'malformed',
      'malformed',
      'malformed',
      'no-such-day',
      'out-of-range',
    ])
    expect(readDate('99999-01-01')).toMatchObject({ ok: false, message: DATE_MESSAGES.date })
    expect(readDate('2026-02-30')).toMatchObject({ ok: false, message: DATE_MESSAGES.noSuchDay })
    expect(readDate('2027-02-29')).toMatchObject({ ok: false, message: DATE_MESSAGES.noSuchDay })
    expect(readDate('0000-01-01')).toMatchObject({ ok: false, message: DATE_MESSAGES.outOfRange })
    expect(readDate('3000-01-01')).toMatchObject({ ok: false, message: DATE_MESSAGES.outOfRange })
    for (const bad of ['2026-03-09T24:00', '2026-03-09T10:60', '2026-13-01T10:00', '2026-03-09T10:00:61Z'])
      expect(readDateTime(bad).ok, bad).toBe(false)
    expect(readInstant('2026-03-09T10:00+25:00').ok).toBe(false)
  })

  it('refuses a wall time that does not exist in Florida (spring forward)', () => {
    expect(readDateTime('2026-03-08T02:30')).toEqual({
      ok: false,
      problem: 'dst-gap',
      message: DATE_MESSAGES.inDstGap('2026-03-08 02:30'),
    })
  })

  it('is the rule of every admin date field: each value gives a field message, never a Date to store', () => {
    const blog = (scheduledFor: string) =>
      blogPostFormSchema.safeParse({ title: 'A post', content: 'x', status: 'scheduled', scheduledFor })
    const financing = (lastRateUpdate: string) =>
      financingOptionForm.schema.safeParse({ name: 'Lender', lastRateUpdate })
    const appointment = (scheduledAt: string) =>
      appointmentUpdateSchema.safeParse({ updatedAt: '2026-03-01T10:00:00.000Z', scheduledAt })
    for (const value of HOSTILE) {
      for (const [field, parsed] of [
        ['scheduledFor', blog(value)],
        ['lastRateUpdate', financing(value)],
        ['scheduledAt', appointment(value)],
      ] as const) {
        expect(parsed.success, `${field} ${value}`).toBe(false)
        expect(
          parsed.error?.issues.map((issue) => issue.path.join('.')),
          `${field} ${value}`,
        ).toContain(field)
      }
    }
    expect(blog('2026-02-30T10:00').error?.issues[0]?.message).toBe(DATE_MESSAGES.noSuchDay)
    expect(blog('0001-01-01T00:00:00Z').error?.issues[0]?.message).toBe(DATE_MESSAGES.outOfRange)
    expect(financing('2026-02-30').error?.issues[0]?.message).toBe(DATE_MESSAGES.noSuchDay)
    expect(blog('2026-11-30T15:00:00.000Z').data?.scheduledFor).toEqual(new Date('2026-11-30T15:00:00Z'))
  })

  it('holds the row versions sent back with an edit to it too', () => {
    expect(requiredVersion.safeParse('2026-03-01T10:00:00.123Z').success).toBe(true)
    for (const bad of ['0000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '2026-02-30T10:00:00Z'])
      expect(requiredVersion.safeParse(bad).success, bad).toBe(false)
  })
})
