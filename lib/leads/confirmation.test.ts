/**
 * The homeowner hears back: one confirmation per lead with an e-mail address, through the outbox,
 * also when the same submission is retried, and none without an address.
 */
import { and, eq, like, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as postEstimate } from '@/app/api/estimates/route'
import { DEFAULT_OFFICES } from '@/content/company'
import { mailOutbox } from '@/db/schema'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { CONFIRMATION_KIND_PREFIX } from './confirmation-content'
import {
  jsonRequest,
  seedLeadFixtures,
  setLeadEnv,
  storedIdOf,
  VALID_CONTACT,
  VALID_ESTIMATE,
} from '@/tests/helpers/leads'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

beforeAll(async () => {
  setLeadEnv({ LEAD_RATE_LIMIT: '1000', COMPANY_INBOX: 'inbox@example.com', SMTP_URL: '' })
  await seedLeadFixtures(db())
})

async function confirmationsFor(refId: number) {
  return db()
    .select()
    .from(mailOutbox)
    .where(and(like(mailOutbox.kind, `${CONFIRMATION_KIND_PREFIX}%`), eq(mailOutbox.refId, refId)))
}

async function send(body: unknown, key?: string) {
  const response = await postEstimate(jsonRequest('/api/estimates', body, key ? { key } : {}))
  expect(response.status).toBe(201)
  const answer = (await response.json()) as { id: string }
  return storedIdOf(db(), answer.id)
}

describe('the homeowner confirmation', () => {
  it('goes to the visitor once, naming their office, its phone and hours, and what happens next', async () => {
    const body = { ...VALID_ESTIMATE }
    const id = await send(body, 'confirm-key-0001')
    // The same submission again (a retry after a lost answer): the same lead, no second e-mail.
    expect(await send(body, 'confirm-key-0001')).toBe(id)
    const mails = await confirmationsFor(id)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    const orlando = DEFAULT_OFFICES.find((o) => o.id === 'orlando')!
    expect(mail).toMatchObject({ toAddress: VALID_ESTIMATE.email, kind: 'confirmation:estimate' })
    expect(mail!.subject).toMatch(/^We received your estimate request - /)
    expect(mail!.textBody).toContain('Hi Maria,')
    expect(mail!.textBody).toContain('call you within 24 hours')
    expect(mail!.textBody).toContain(orlando.name)
    expect(mail!.textBody).toContain(`Phone: ${orlando.phone}`)
    expect(mail!.textBody).toContain(`Hours: ${orlando.hours}`)
    expect(mail!.textBody).toContain('Pool type: Fiberglass')
    // The branch and the company inbox still get theirs.
    const all = await db().select().from(mailOutbox).where(eq(mailOutbox.refId, id))
    expect(all.map((m) => m.kind).sort()).toEqual(['confirmation:estimate', 'lead:estimate', 'lead:estimate'])
  })

  it('answers contact messages and consultation requests in their own words', async () => {
    const contactId = await send({ ...VALID_CONTACT })
    const [contact] = await confirmationsFor(contactId)
    expect(contact).toMatchObject({ toAddress: VALID_CONTACT.email, kind: 'confirmation:contact' })
    expect(contact!.textBody).toContain('We received your message.')
    expect(contact!.textBody).toContain('will reply within 24 hours')

    const appointmentId = await send({ ...VALID_ESTIMATE, requestType: 'appointment' })
    const [appointment] = await confirmationsFor(appointmentId)
    expect(appointment!.textBody).toContain('agree a date and time for your consultation')
  })

  it('is not sent without an e-mail address', async () => {
    const id = await send({ ...VALID_ESTIMATE, email: undefined, firstName: 'No Mail' })
    expect(await confirmationsFor(id)).toHaveLength(0)
  })

  it('is one per lead in the database itself, whatever code tries', async () => {
    const id = await send({ ...VALID_ESTIMATE, firstName: 'Twice' })
    await expect(
      db().execute(
        sql`insert into mail_outbox (to_address, subject, text_body, kind, ref_id) values ('a@b.c', 's', 't', 'confirmation:estimate', ${id})`,
      ),
    ).rejects.toThrow()
    expect(await confirmationsFor(id)).toHaveLength(1)
  })
})
