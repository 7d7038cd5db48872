import { describe, expect, it } from 'vitest'
import { leadNextStep } from './next-step'

const received = new Date('2026-03-02T14:00:00Z') // 9:00 AM Eastern
const hours = (n: number) => new Date(received.getTime() + n * 3_600_000)

describe('the next step on a lead', () => {
  it('asks for the call within the 24 hours the site promises, then flags it overdue', () => {
    const lead = { status: 'new', createdAt: received, salesRep: null }
    expect(leadNextStep(lead, [], hours(2))).toEqual({
      text: 'Call the customer by Mar 3, 2026, 9:00 AM ET (the site promises a reply within 24 hours), then set the status to Contacted.',
      overdue: false,
      unassigned: true,
    })
    const late = leadNextStep(lead, [], hours(30))
    expect(late.overdue).toBe(true)
    expect(late.text).toContain('this request came in 30 hours ago')
  })

  it('follows the pipeline and the booked visit', () => {
    const visit = [{ scheduledAt: hours(72), status: 'confirmed' }]
    const base = { createdAt: received, salesRep: 'maria' }
    expect(leadNextStep({ ...base, status: 'contacted' }, [], hours(3)).text).toBe(
      'Agree a date for the site visit with the homeowner, then book it below.',
    )
    expect(leadNextStep({ ...base, status: 'contacted' }, visit, hours(3)).text).toBe(
      'Visit booked for Mar 5, 2026, 9:00 AM ET: set the status to Scheduled.',
    )
    expect(leadNextStep({ ...base, status: 'scheduled' }, visit, hours(3)).text).toMatch(/^Visit on Mar 5/)
    expect(leadNextStep({ ...base, status: 'scheduled' }, visit, hours(100)).text).toBe(
      'The visit was on Mar 5, 2026, 9:00 AM ET: send the quote and set the status to Quoted.',
    )
    expect(
      leadNextStep(
        { ...base, status: 'scheduled' },
        [{ scheduledAt: hours(72), status: 'cancelled' }],
        hours(3),
      ).text,
    ).toBe('After the visit, send the quote and set the status to Quoted.')
    expect(leadNextStep({ ...base, status: 'quoted' }).text).toMatch(/Follow up on the quote/)
    expect(leadNextStep({ ...base, status: 'won' })).toMatchObject({ unassigned: false })
    // Won shows its amount, or asks for it.
    expect(leadNextStep({ ...base, status: 'won', dealValueCents: 4_650_000 }).text).toBe(
      'Won for $46,500.00: the contract and the build come next.',
    )
    expect(leadNextStep({ ...base, status: 'won', dealValueCents: null }).text).toMatch(
      /^Won, but no deal value is recorded/,
    )
    expect(leadNextStep({ status: 'lost', createdAt: received, salesRep: null })).toMatchObject({
      unassigned: false,
    })
  })

  it('points at the booked visit: the soonest to come, else the last one', () => {
    const base = { createdAt: received, salesRep: 'maria', status: 'scheduled' }
    const visits = [
      { id: 7, scheduledAt: hours(-10), status: 'completed' },
      { id: 9, scheduledAt: hours(96), status: 'confirmed' },
      { id: 8, scheduledAt: hours(48), status: 'confirmed' },
      { id: 6, scheduledAt: hours(24), status: 'cancelled' },
    ]
    expect(leadNextStep(base, visits, hours(3))).toMatchObject({
      visitId: 8,
      text: expect.stringMatching(/^Visit on Mar 4/),
    })
    expect(leadNextStep(base, visits, hours(200))).toMatchObject({ visitId: 9 })
    expect(leadNextStep(base, [], hours(3)).visitId).toBeUndefined()
  })
})
