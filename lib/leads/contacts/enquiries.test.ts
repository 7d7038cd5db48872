/**
 * Contact messages as sales enquiries: a rep is assigned (active staff only) and filtered on, and
 * 'Convert to lead' makes one lead with nothing re-typed, linked both ways, with history and
 * audit; converting twice at once still stores one lead, the other attempt is told which.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminUsers, auditLog, contacts, estimateRequests, leadEvents } from '@/db/schema'
import { StaleEditError } from '@/lib/errors'
import { createTestAdmin, type TestAdmin } from '@/tests/helpers/admin-content'
import { testDriver, useTestDatabase } from '@/tests/helpers/test-db'
import { AlreadyConvertedError, convertContactToLead } from './convert'
import { updateContact } from './mutations'
import { findContactOfLead, listContacts, parseContactFilters } from './queries'
import { contactUpdateSchema } from './schemas'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let rep: TestAdmin
let colleague: TestAdmin
let gone: TestAdmin

async function newMessage(name: string, values: Partial<typeof contacts.$inferInsert> = {}) {
  const [row] = await db()
    .insert(contacts)
    .values({
      name,
      email: 'mary.lee@example.test',
      phone: '(352) 555-0142',
      message: 'We would like a quote for a 16x32 pool.',
      nearestBranch: 'ocala',
      branchDetails: {
        id: 'ocala',
        name: 'Ocala',
        city: 'Ocala',
        phone: '(352) 555-0100',
        email: 'o@x.test',
      },
      sourcePage: '/contact',
      attribution: { utmSource: 'google', utmCampaign: 'spring' },
      ...values,
    })
    .returning()
  return row!
}

const version = async (id: number) =>
  (await db().select().from(contacts).where(eq(contacts.id, id)))[0]!.updatedAt.toISOString()

beforeAll(async () => {
  rep = await createTestAdmin(db(), 'sales', 'enq-rep')
  colleague = await createTestAdmin(db(), 'sales', 'enq-colleague')
  gone = await createTestAdmin(db(), 'sales', 'enq-gone')
  await db().update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, gone.id))
})

describe(`contact messages as enquiries on ${testDriver}`, () => {
  it('assigns an active rep with history and audit, refuses an inactive one, and filters by rep', async () => {
    const message = await newMessage('Assign Me')
    const other = await newMessage('Nobody Yet')
    const after = await updateContact(rep, message.id, {
      salesRep: rep.username,
      updatedAt: await version(message.id),
    })
    expect(after.salesRep).toBe(rep.username)
    const events = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadType, 'contact'), eq(leadEvents.leadId, message.id)))
    expect(events).toMatchObject([{ action: 'sales_rep', fromValue: null, toValue: rep.username }])
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact'), eq(auditLog.entityId, String(message.id))))
    expect(audit).toMatchObject({ action: 'update', after: { salesRep: rep.username } })

    await expect(
      updateContact(rep, message.id, { salesRep: gone.username, updatedAt: await version(message.id) }),
    ).rejects.toMatchObject({ status: 400, message: 'Choose an active staff member as the sales rep.' })
    await expect(
      updateContact(rep, message.id, {
        salesRep: colleague.username,
        updatedAt: message.updatedAt.toISOString(),
      }),
    ).rejects.toBeInstanceOf(StaleEditError)

    const list = async (rep: string, me?: string) => {
      const parsed = parseContactFilters({ rep })
      if (!parsed.ok) throw new Error('filters')
      return (await listContacts({ ...parsed.filters, me })).rows.map((c) => c.name)
    }
    expect(await list('mine', rep.username)).toEqual(['Assign Me'])
    expect(await list(rep.username)).toEqual(['Assign Me'])
    expect(await list('none')).toContain(other.name)
    expect(await list('none')).not.toContain('Assign Me')
    expect(await list('mine', colleague.username)).toEqual([])
    expect(parseContactFilters({ rep: 'x\u0000y' })).toMatchObject({
      ok: false,
      errors: { rep: 'Unknown sales rep.' },
    })
  })

  it('takes only new, replied or closed by hand: converted comes with a lead', () => {
    const refused = contactUpdateSchema.safeParse({
      updatedAt: new Date().toISOString(),
      status: 'converted',
    })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toMatch(/converting it to a lead/)
  })

  it('converts a message into one lead with nothing re-typed, linked both ways, with history and audit', async () => {
    const message = await newMessage('Mary Ann Lee', { salesRep: rep.username, status: 'replied' })
    const { leadId, contact } = await convertContactToLead(colleague, message.id, await version(message.id))
    expect(contact).toMatchObject({ estimateRequestId: leadId, status: 'converted' })
    const [lead] = await db().select().from(estimateRequests).where(eq(estimateRequests.id, leadId))
    expect(lead).toMatchObject({
      firstName: 'Mary',
      lastName: 'Ann Lee',
      email: 'mary.lee@example.test',
      phone: '(352) 555-0142',
      message: 'We would like a quote for a 16x32 pool.',
      nearestBranch: 'ocala',
      branchDetails: { name: 'Ocala', phone: '(352) 555-0100' },
      sourcePage: '/contact',
      attribution: { utmSource: 'google', utmCampaign: 'spring' },
      salesRep: rep.username,
      requestType: 'estimate',
      // Replied to already: the lead is contacted, and received when the homeowner wrote.
      status: 'contacted',
      createdAt: message.createdAt,
    })
    expect(await findContactOfLead(leadId)).toMatchObject({ id: message.id, name: 'Mary Ann Lee' })

    const history = await db().select().from(leadEvents).where(eq(leadEvents.actor, colleague.username))
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          leadType: 'estimate',
          leadId,
          action: 'converted_from_contact',
          toValue: `Contact message #${message.id}`,
        }),
        expect.objectContaining({
          leadType: 'contact',
          leadId: message.id,
          action: 'converted',
          toValue: `Lead #${leadId}`,
        }),
        expect.objectContaining({
          leadType: 'contact',
          leadId: message.id,
          action: 'status',
          fromValue: 'replied',
          toValue: 'converted',
        }),
      ]),
    )
    const audits = await db().select().from(auditLog).where(eq(auditLog.actorUsername, colleague.username))
    expect(audits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'estimate', entityId: String(leadId), action: 'create' }),
        expect.objectContaining({
          entity: 'contact',
          entityId: String(message.id),
          action: 'update',
          after: expect.objectContaining({ estimateRequestId: leadId, status: 'converted' }),
        }),
      ]),
    )
  })

  it('converting twice at once (double click, two colleagues) stores one lead; the other gets 409 with it', async () => {
    const message = await newMessage('Double Click')
    const seen = await version(message.id)
    const before = (await db().select().from(estimateRequests)).length
    const results = await Promise.allSettled([
      convertContactToLead(rep, message.id, seen),
      convertContactToLead(colleague, message.id, seen),
    ])
    const won = results.filter((r) => r.status === 'fulfilled')
    const lost = results.filter((r) => r.status === 'rejected')
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(1)
    const leadId = (won[0] as PromiseFulfilledResult<{ leadId: number }>).value.leadId
    const error = (lost[0] as PromiseRejectedResult).reason
    expect(error).toBeInstanceOf(AlreadyConvertedError)
    expect(error).toMatchObject({
      status: 409,
      leadId,
      message: `This message was already converted into lead #${leadId}.`,
    })
    expect((await db().select().from(estimateRequests)).length).toBe(before + 1)

    // Later, with the fresh version too: still the one lead.
    await expect(convertContactToLead(rep, message.id, await version(message.id))).rejects.toMatchObject({
      status: 409,
      leadId,
    })
  })

  it('refuses a missing message (404)', async () => {
    await expect(convertContactToLead(rep, 999_999, new Date().toISOString())).rejects.toMatchObject({
      status: 404,
    })
  })
})
