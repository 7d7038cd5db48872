/**
 * Online booking against a real database (PGlite, or PostgreSQL with TEST_DB=postgres): the
 * public slot list, an appointment request that books a slot (stored with the lead, in the
 * confirmation e-mail, once whatever retries do), the server's re-check of a posted slot, and
 * two visitors taking one slot at once.
 */
import { and, eq, like, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { POST as postEstimate } from '@/app/api/estimates/route'
import { GET as getSlots } from '@/app/api/booking/slots/route'
import { saveSettingsAction } from '@/lib/settings/actions'
import { restoreSpamAction } from '@/lib/leads/spam/actions'
import {
  appointments,
  auditLog,
  bookingSettings,
  estimateRequests,
  leadSpam,
  mailOutbox,
  offices,
} from '@/db/schema'
import { HONEYPOT_FIELD } from '@/lib/leads/spam-rules'
import { CONFIRMATION_KIND_PREFIX } from '@/lib/leads/confirmation-content'
import { insertLead } from '@/lib/leads/store'
import { jsonRequest, seedLeadFixtures, setLeadEnv, storedIdOf, VALID_ESTIMATE } from '@/tests/helpers/leads'
import { createRoleAdmins, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { isSlotClash } from './check'
import { easternInstant, easternWallTime } from './eastern-time'
import { formatSlotLong } from './format'
import { isSlotStart } from './slots'
import { BOOKING_MESSAGES } from './rules'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>

const APPOINTMENT = { ...VALID_ESTIMATE, requestType: 'appointment', nearestBranch: 'orlando' }

beforeAll(async () => {
  setLeadEnv({ LEAD_RATE_LIMIT: '1000', COMPANY_INBOX: 'inbox@example.com', SMTP_URL: '' })
  await seedLeadFixtures(db())
  users = await createRoleAdmins(db())
})

/** 10AM Eastern on the last booking day before today: a real slot start, but in the past (a weekend or holiday yesterday would be outside hours instead). */
function pastSlotStart(): Date {
  const today = easternWallTime(new Date())
  for (let back = 1; ; back++) {
    const instant = easternInstant(today.year, today.month, today.day - back, 10 * 60)
    if (isSlotStart(instant, 60)) return instant
  }
}

type SlotList = { office: string; bookable: boolean; slotMinutes: number; slots: string[] }

async function slotsOf(office: string): Promise<SlotList> {
  const response = await getSlots(new Request(`http://localhost/api/booking/slots?office=${office}`))
  expect(response.status).toBe(200)
  return (await response.json()) as SlotList
}

async function book(body: Record<string, unknown>, key?: string) {
  const response = await postEstimate(
    jsonRequest('/api/estimates', { ...APPOINTMENT, formToken: VALID_ESTIMATE.formToken, ...body }, { key }),
  )
  return {
    status: response.status,
    body: (await response.json()) as {
      id?: string
      message: string
      appointment?: { officeId: string; scheduledAt: string }
      fieldErrors?: Record<string, string[]>
      slots?: string[]
    },
  }
}

async function appointmentsAt(office: string, slot: string) {
  return db()
    .select()
    .from(appointments)
    .where(and(eq(appointments.officeId, office), eq(appointments.scheduledAt, new Date(slot))))
}

const leadCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(estimateRequests)
  )[0]?.n ?? 0

describe('GET /api/booking/slots', () => {
  it('lists free slots of an office from now plus the lead time, cached briefly', async () => {
    const response = await getSlots(new Request('http://localhost/api/booking/slots?office=orlando'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/max-age=15/)
    const { slots, bookable } = (await response.json()) as SlotList
    expect(bookable).toBe(true)
    expect(slots.length).toBeGreaterThan(20)
    const first = new Date(slots[0] as string)
    expect(first.getTime()).toBeGreaterThanOrEqual(Date.now() + 24 * 3_600_000 - 60_000)
    for (const slot of slots) {
      const wall = easternWallTime(new Date(slot))
      expect(wall.minute).toBeGreaterThanOrEqual(9 * 60)
      expect(wall.minute + 60).toBeLessThanOrEqual(16 * 60)
    }
  })

  it('answers a missing or unknown office with a 4xx and a message', async () => {
    const missing = await getSlots(new Request('http://localhost/api/booking/slots'))
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ message: BOOKING_MESSAGES.officeMissing })
    for (const office of ['nowhere', '../etc', 'x'.repeat(60)]) {
      const unknown = await getSlots(
        new Request(`http://localhost/api/booking/slots?office=${encodeURIComponent(office)}`),
      )
      expect(unknown.status, office).toBe(404)
      expect(await unknown.json()).toEqual({ message: BOOKING_MESSAGES.officeUnknown })
    }
  })
})

describe('booking a consultation with the appointment form', () => {
  it('stores the appointment with its office, time and length, and says the time in the e-mail', async () => {
    await db().update(bookingSettings).set({ slotMinutes: 45 }).where(eq(bookingSettings.id, 1))
    const slot = (await slotsOf('orlando')).slots[2] as string
    const sent = await book({ slot, email: 'booker@example.com' }, 'booking-key-0001')
    expect(sent.status).toBe(201)
    expect(sent.body.appointment).toEqual({ officeId: 'orlando', scheduledAt: slot })
    const id = await storedIdOf(db(), sent.body.id)
    const [row] = await db().select().from(appointments).where(eq(appointments.estimateRequestId, id))
    expect(row).toMatchObject({ officeId: 'orlando', durationMinutes: 45, status: 'pending' })
    expect(row?.scheduledAt?.toISOString()).toBe(slot)
    const [lead] = await db().select().from(estimateRequests).where(eq(estimateRequests.id, id))
    expect(lead).toMatchObject({ requestType: 'appointment', nearestBranch: 'orlando' })
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.kind, `${CONFIRMATION_KIND_PREFIX}%`), eq(mailOutbox.refId, id)))
    expect(mail?.subject).toMatch(/^Your consultation is booked/)
    expect(mail?.textBody).toContain(
      `Your consultation is booked for ${formatSlotLong(slot)} (about 45 minutes)`,
    )

    // The branch hears of the booked time too.
    const staffMails = await db().select().from(mailOutbox).where(eq(mailOutbox.refId, id))
    expect(
      staffMails.some(
        (m) =>
          m.kind.startsWith('lead:') && m.textBody.includes(`Booked consultation: ${formatSlotLong(slot)}`),
      ),
    ).toBe(true)

    // The slot is no longer offered.
    expect((await slotsOf('orlando')).slots).not.toContain(slot)

    // The same submission retried (a lost answer): the same answer and time, nothing stored twice.
    const before = await leadCount()
    const again = await book({ slot, email: 'booker@example.com' }, 'booking-key-0001')
    expect(again.status).toBe(201)
    expect(again.body).toEqual(sent.body)
    expect(await leadCount()).toBe(before)
    expect(await appointmentsAt('orlando', slot)).toHaveLength(1)
    await db().update(bookingSettings).set({ slotMinutes: 60 }).where(eq(bookingSettings.id, 1))
  })

  it('without a slot goes through as before: no time stored or claimed', async () => {
    const sent = await book({}, 'booking-key-0002')
    expect(sent.status).toBe(201)
    expect(sent.body.appointment).toBeUndefined()
    const id = await storedIdOf(db(), sent.body.id)
    const [row] = await db().select().from(appointments).where(eq(appointments.estimateRequestId, id))
    expect(row).toMatchObject({ officeId: null, scheduledAt: null })
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.kind, `${CONFIRMATION_KIND_PREFIX}%`), eq(mailOutbox.refId, id)))
    expect(mail?.textBody).toContain('to agree a date and time for your consultation')
  })

  it('an estimate request ignores a slot: no appointment, as before', async () => {
    const slot = (await slotsOf('orlando')).slots[0] as string
    const sent = await book({ requestType: 'estimate', slot })
    expect(sent.status).toBe(201)
    expect(sent.body.appointment).toBeUndefined()
    expect(await appointmentsAt('orlando', slot)).toHaveLength(0)
  })

  it('refuses a slot outside hours, too soon, malformed or for no office, on the slot field, storing nothing', async () => {
    const before = await leadCount()
    const free = (await slotsOf('orlando')).slots
    const day = easternWallTime(new Date(free[0] as string))
    const cases: Array<[Record<string, unknown>, string]> = [
      // 4PM: a slot must end by 4PM.
      [
        { slot: easternInstant(day.year, day.month, day.day, 16 * 60).toISOString() },
        BOOKING_MESSAGES.outsideHours,
      ],
      [
        { slot: easternInstant(day.year, day.month, day.day, 9 * 60 + 30).toISOString() },
        BOOKING_MESSAGES.outsideHours,
      ],
      [{ slot: pastSlotStart().toISOString() }, BOOKING_MESSAGES.tooSoon],
      [{ slot: 'next tuesday' }, BOOKING_MESSAGES.malformed],
      [{ slot: free[0], nearestBranch: 'atlantis' }, BOOKING_MESSAGES.noOffice],
    ]
    for (const [body, message] of cases) {
      const sent = await book(body)
      expect(sent.status, message).toBe(400)
      expect(sent.body.fieldErrors?.slot).toEqual([message])
    }
    const tooSoon = await book(cases[2]?.[0] ?? {})
    expect(tooSoon.body.slots?.[0]).toBe(free[0])
    expect(await leadCount()).toBe(before)
  })

  it('refuses a deactivated office, and lists no slots for it', async () => {
    const slot = (await slotsOf('ocala')).slots[0] as string
    await db().update(offices).set({ isActive: false }).where(eq(offices.id, 'ocala'))
    try {
      expect(await slotsOf('ocala')).toEqual({ office: 'ocala', bookable: false, slotMinutes: 60, slots: [] })
      const before = await leadCount()
      const sent = await book({ slot, nearestBranch: 'ocala' })
      expect(sent.status).toBe(409)
      expect(sent.body.fieldErrors?.slot).toEqual([BOOKING_MESSAGES.officeInactive])
      expect(await leadCount()).toBe(before)
    } finally {
      await db().update(offices).set({ isActive: true }).where(eq(offices.id, 'ocala'))
    }
  })
})

describe('two visitors taking the same slot at once', () => {
  it('one gets it; the other a 409 on the slot field with the next free slots, and nothing stored', async () => {
    const slot = (await slotsOf('west-palm-beach')).slots[0] as string
    const before = await leadCount()
    const results = await Promise.all([
      book({ slot, nearestBranch: 'west-palm-beach', firstName: 'First Visitor' }, 'clash-key-0001'),
      book({ slot, nearestBranch: 'west-palm-beach', firstName: 'Second Visitor' }, 'clash-key-0002'),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
    const refused = results.find((r) => r.status === 409)
    expect(refused?.body.message).toBe(BOOKING_MESSAGES.taken)
    expect(refused?.body.fieldErrors?.slot).toEqual([BOOKING_MESSAGES.taken])
    expect(refused?.body.slots?.length).toBeGreaterThan(0)
    expect(refused?.body.slots).not.toContain(slot)
    expect(await appointmentsAt('west-palm-beach', slot)).toHaveLength(1)
    expect(await leadCount()).toBe(before + 1)

    // The refused visitor picks again, with the same form (same key): it goes through.
    const next = refused?.body.slots?.[0] as string
    const loser = results.indexOf(refused as (typeof results)[number])
    const retry = await book(
      {
        slot: next,
        nearestBranch: 'west-palm-beach',
        firstName: loser === 0 ? 'First Visitor' : 'Second Visitor',
      },
      loser === 0 ? 'clash-key-0001' : 'clash-key-0002',
    )
    expect(retry.status).toBe(201)
    expect(retry.body.appointment?.scheduledAt).toBe(next)
  })

  it('the slot index refuses a second live appointment even past the re-check', async () => {
    const slot = (await slotsOf('orlando')).slots[5] as string
    const lead = {
      ...APPOINTMENT,
      requestType: 'appointment' as const,
      lastName: '',
      email: null,
      address: null,
      message: null,
      poolType: null,
      budgetRange: null,
      timeframe: null,
      sourcePage: 'estimate',
      attribution: null,
      honeypot: null,
      formToken: null,
      idempotencyKey: null,
    }
    const booking = { officeId: 'orlando', scheduledAt: new Date(slot), durationMinutes: 60 }
    const input = { lead, branch: null, mails: [], idempotencyKey: null, booking }
    expect(await insertLead(db(), input)).toBeGreaterThan(0)
    const error = await insertLead(db(), input).then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(isSlotClash(error)).toBe(true)
    expect(await appointmentsAt('orlando', slot)).toHaveLength(1)
  })
})

describe('a booking held as suspected spam', () => {
  /** The same appointment request as a person (signed form time), a bot without one, and a honeypot bot. */
  const VERDICTS = {
    person: {},
    'no form time': { formToken: undefined },
    honeypot: { formToken: undefined, [HONEYPOT_FIELD]: 'http://spam.example' },
  } as const

  async function send(verdict: keyof typeof VERDICTS, body: Record<string, unknown>, key?: string) {
    const { formToken, ...rest } = { formToken: VALID_ESTIMATE.formToken, ...VERDICTS[verdict] }
    const payload = { ...APPOINTMENT, ...rest, ...body, ...(formToken ? { formToken } : {}) }
    if (!formToken) delete (payload as Record<string, unknown>).formToken
    const response = await postEstimate(jsonRequest('/api/estimates', payload, { key }))
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('gets the same checks and the same answers whatever the spam verdict', async () => {
    const office = 'west-palm-beach'
    const offered = (await slotsOf(office)).slots
    const taken = offered[10] as string
    const free = offered[12] as string
    const past = pastSlotStart().toISOString()
    expect((await send('person', { slot: taken, nearestBranch: office, firstName: 'Takes It' })).status).toBe(
      201,
    )
    const answers: Record<string, unknown[]> = {}
    for (const verdict of Object.keys(VERDICTS) as Array<keyof typeof VERDICTS>) {
      const booked = await send(verdict, { slot: free, nearestBranch: office })
      const pastAnswer = await send(verdict, { slot: past, nearestBranch: office })
      const takenAnswer = await send(verdict, { slot: taken, nearestBranch: office })
      answers[verdict] = [
        pastAnswer.status,
        pastAnswer.body.message,
        takenAnswer.status,
        takenAnswer.body,
        booked.status,
        Object.keys(booked.body).sort(),
        booked.body.appointment,
      ]
      // The person's booking is cancelled, so each verdict books the same free slot.
      if (verdict === 'person')
        await db()
          .delete(appointments)
          .where(and(eq(appointments.officeId, office), eq(appointments.scheduledAt, new Date(free))))
    }
    expect(answers.person?.slice(0, 3)).toEqual([400, BOOKING_MESSAGES.tooSoon, 409])
    expect(answers.person?.slice(4)).toEqual([
      201,
      ['appointment', 'branch', 'id', 'message', 'requestType'],
      { officeId: office, scheduledAt: free },
    ])
    expect(answers['no form time']).toEqual(answers.person)
    expect(answers.honeypot).toEqual(answers.person)
  })

  it('keeps its slot in the review, replays its answer, and is booked by Not spam if still free', async () => {
    const slot = (await slotsOf('ocala')).slots[1] as string
    const sent = await send(
      'no form time',
      { slot, nearestBranch: 'ocala', firstName: 'Held Booking' },
      'held-key-0001',
    )
    expect(sent.status).toBe(201)
    expect(sent.body.appointment).toEqual({ officeId: 'ocala', scheduledAt: slot })
    const again = await send(
      'no form time',
      { slot, nearestBranch: 'ocala', firstName: 'Held Booking' },
      'held-key-0001',
    )
    expect(again.body).toEqual(sent.body)
    const spamId = await storedIdOf(db(), sent.body.id as string)
    const [held] = await db().select().from(leadSpam).where(eq(leadSpam.id, spamId))
    expect(held).toMatchObject({ slotOfficeId: 'ocala', slotAt: new Date(slot) })
    // Held, not taken: the slot is still offered to everyone.
    expect((await slotsOf('ocala')).slots).toContain(slot)

    signInAs(users.sales.token)
    const restored = await restoreSpamAction(spamId)
    if (!restored.ok) throw new Error(restored.message)
    expect(restored.message).toBe(
      `Stored as lead #${restored.data.id} with its consultation booked for ${formatSlotLong(slot)}, Ocala Office; its e-mails are on their way to the branch and the inbox.`,
    )
    const [appointment] = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.estimateRequestId, restored.data.id))
    expect(appointment).toMatchObject({ officeId: 'ocala', durationMinutes: 60 })
    expect(appointment?.scheduledAt?.toISOString()).toBe(slot)
    expect((await slotsOf('ocala')).slots).not.toContain(slot)
  })

  it('tells staff when its slot was taken meanwhile, and stores the lead without a time', async () => {
    const slot = (await slotsOf('ocala')).slots[4] as string
    const sent = await send('honeypot', { slot, nearestBranch: 'ocala', firstName: 'Held Too Late' })
    const spamId = await storedIdOf(db(), sent.body.id as string)
    expect((await send('person', { slot, nearestBranch: 'ocala', firstName: 'Real Visitor' })).status).toBe(
      201,
    )

    signInAs(users.sales.token)
    const restored = await restoreSpamAction(spamId)
    if (!restored.ok) throw new Error(restored.message)
    expect(restored.message).toBe(
      `Stored as lead #${restored.data.id} without a consultation time: the one it asked for (${formatSlotLong(slot)}, Ocala Office) is booked by someone else now. Call the homeowner to agree a time; its e-mails are on their way to the branch and the inbox.`,
    )
    const [appointment] = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.estimateRequestId, restored.data.id))
    expect(appointment?.scheduledAt).toBeNull()
    const staffMails = await db().select().from(mailOutbox).where(eq(mailOutbox.refId, restored.data.id))
    expect(staffMails.some((m) => m.textBody.includes('Booked consultation'))).toBe(false)
    expect(await appointmentsAt('ocala', slot)).toHaveLength(1)
  })
})

describe('booking settings', () => {
  it('are for admins, validated (slot 15-240 min, lead time 0-336 h) and audited', async () => {
    const [row] = await db().select().from(bookingSettings)
    const version = row?.updatedAt.toISOString()
    signInAs(users.operations.token)
    expect(
      await saveSettingsAction('booking', 1, { updatedAt: version, slotMinutes: '30', leadTimeHours: '4' }),
    ).toMatchObject({ ok: false, status: 403 })
    signInAs(users.admin.token)
    for (const [slotMinutes, leadTimeHours, field] of [
      ['10', '24', 'slotMinutes'],
      ['241', '24', 'slotMinutes'],
      ['30.5', '24', 'slotMinutes'],
      ['60', '-1', 'leadTimeHours'],
      ['60', '337', 'leadTimeHours'],
      ['60', '', 'leadTimeHours'],
    ] as const) {
      const result = await saveSettingsAction('booking', 1, {
        updatedAt: version,
        slotMinutes,
        leadTimeHours,
      })
      expect(result.ok, `${slotMinutes}/${leadTimeHours}`).toBe(false)
      expect(JSON.stringify(result)).toContain(field)
    }
    const saved = await saveSettingsAction('booking', 1, {
      updatedAt: version,
      slotMinutes: '30',
      leadTimeHours: '4',
    })
    expect(saved.ok).toBe(true)
    expect(
      await db()
        .select({ s: bookingSettings.slotMinutes, l: bookingSettings.leadTimeHours })
        .from(bookingSettings),
    ).toEqual([{ s: 30, l: 4 }])
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entity, 'booking-settings'))
    expect(audit).toMatchObject({ action: 'update', after: { slotMinutes: 30, leadTimeHours: 4 } })
    // The slot list follows at once: half-hour slots from 4 hours ahead.
    const { slots } = await slotsOf('orlando')
    expect(new Date(slots[0] as string).getTime()).toBeLessThan(Date.now() + 5 * 86_400_000)
    expect(slots.some((s) => easternWallTime(new Date(s)).minute % 60 === 30)).toBe(true)
  })
})
