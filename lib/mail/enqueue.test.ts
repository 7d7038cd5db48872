/**
 * The outbox step queues its mails in the statement of the record they are about: ref_id is that
 * record's id, the id placeholder in a body becomes it, and no mails queue nothing.
 */
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '@/db/schema'
// Aliased: the react-hooks lint rule takes any use* call for a React hook.
import { useTestDatabase as testDatabase } from '@/tests/helpers/test-db'
import { outboxStep } from './enqueue'

const { db } = testDatabase()

describe('outboxStep', () => {
  it('queues every mail for the owning row, with its id in place of the placeholder', async () => {
    const mails = [
      { to: 'branch@example.com', subject: 'New lead', text: 'Lead #{{id}} is waiting', kind: 'lead-branch' },
      { to: 'inbox@example.com', subject: 'New lead', text: 'See lead {{id}}', kind: 'lead-inbox' },
    ]
    await db().execute(
      sql`WITH owner AS (SELECT 987654 AS id), ${outboxStep(mails, 'owner', '{{id}}')} SELECT id FROM owner`,
    )
    const rows = await db()
      .select({ to: mailOutbox.toAddress, text: mailOutbox.textBody, kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.refId, 987654))
      .orderBy(mailOutbox.kind)
    expect(rows).toEqual([
      { to: 'branch@example.com', text: 'Lead #987654 is waiting', kind: 'lead-branch' },
      { to: 'inbox@example.com', text: 'See lead 987654', kind: 'lead-inbox' },
    ])
  })

  it('keeps the body as written without a placeholder, and queues nothing for no mails', async () => {
    const mail = { to: 'inbox@example.com', subject: 'Failed', text: 'Kept {{id}} as is', kind: 'failure' }
    await db().execute(sql`WITH owner AS (SELECT 987655 AS id), ${outboxStep([mail], 'owner')} SELECT 1`)
    await db().execute(sql`WITH owner AS (SELECT 987656 AS id), ${outboxStep([], 'owner')} SELECT 1`)
    const texts = await db()
      .select({ ref: mailOutbox.refId, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(sql`${mailOutbox.refId} IN (987655, 987656)`)
    expect(texts).toEqual([{ ref: 987655, text: 'Kept {{id}} as is' }])
  })
})
