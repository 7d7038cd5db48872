/**
 * One real row of each kind staff can change (the demo catalogue and content, plus a lead, a
 * contact message, an appointment, a suspected spam and a staff account), with the version a
 * form would send. A handler or action called with these ids would really write if it let the
 * caller through, so a refusal that leaves the database unchanged means something.
 */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import {
  adminUsers,
  appointments,
  contacts,
  estimateRequests,
  followUps,
  leadSpam,
  mailOutbox,
  contractInstallments,
  projectFiles,
  projects,
  quotes,
} from '@/db/schema'
import { MAX_ATTEMPTS } from '@/lib/mail/backoff'
import { createQuoteVersion } from '@/lib/quotes/create'
import { seedDemoData } from '@/lib/demo-data'
import { VALID_ESTIMATE } from './leads'
import { createTestAdmin } from './admin-content'
import { createTestProject } from './projects'

export type Stamped = { id: number; version: string }

export type AccessFixtures = Record<
  | 'pool'
  | 'manufacturer'
  | 'priceBookItem'
  | 'leadSource'
  | 'lostReason'
  | 'post'
  | 'landingPage'
  | 'testimonial'
  | 'lead'
  | 'contact'
  | 'appointment'
  | 'followUp'
  | 'quote',
  Stamped
> & {
  spam: { id: number }
  staff: Stamped & { username: string }
  failedMail: { id: number }
  /** A signed contract's project (its rep: nobody), with an installment and a stage photo. */
  project: Stamped & { installmentId: number; fileId: number }
}

/** The first row (lowest id) of a table, with its version. */
async function firstRow(db: Database, table: string): Promise<Stamped> {
  const result = (await db.execute(
    sql`select id, updated_at from ${sql.identifier(table)} order by id limit 1`,
  )) as unknown as { rows: { id: number; updated_at: Date | string }[] }
  const row = result.rows[0]
  if (!row) throw new Error(`access fixtures: ${table} is empty`)
  return { id: row.id, version: new Date(row.updated_at).toISOString() }
}

function stamped(row: { id: number; updatedAt: Date } | undefined, what: string): Stamped {
  if (!row) throw new Error(`access fixtures: no ${what}`)
  return { id: row.id, version: row.updatedAt.toISOString() }
}

/** Loads the demo data (staff accounts should exist first, so no demo admin is made) and adds the rest. */
export async function createAccessFixtures(db: Database): Promise<AccessFixtures> {
  await seedDemoData(db)
  const [lead] = await db
    .insert(estimateRequests)
    .values({ firstName: 'Access Lead', requestType: 'appointment' })
    .returning()
  const [contact] = await db
    .insert(contacts)
    .values({
      name: 'Access Contact',
      email: 'access@example.test',
      phone: '(352) 555-0189',
      message: 'Please call me back.',
    })
    .returning()
  const [appointment] = await db
    .insert(appointments)
    .values({ customerName: 'Access Lead', phone: '3525550188', estimateRequestId: lead?.id })
    .returning()
  const [spam] = await db
    .insert(leadSpam)
    .values({
      requestType: 'estimate',
      reason: 'honeypot',
      payload: { ...VALID_ESTIMATE, firstName: 'Maybe Spam' },
    })
    .returning()
  if (!spam) throw new Error('access fixtures: no spam')
  // A colleague whose account the users actions would change.
  const { id: staffId, username } = await createTestAdmin(db, 'sales', 'access-target')
  const [staff] = await db
    .select({ id: adminUsers.id, updatedAt: adminUsers.updatedAt })
    .from(adminUsers)
    .where(eq(adminUsers.id, staffId))
  const [followUp] = await db
    .insert(followUps)
    .values({
      leadType: 'estimate',
      leadId: lead?.id ?? 0,
      dueAt: new Date(Date.now() + 86_400_000),
      assigneeId: staffId,
      createdBy: username,
    })
    .returning()
  // An e-mail the outbox gave up on, which the dashboard's Retry would queue again.
  const [failedMail] = await db
    .insert(mailOutbox)
    .values({
      toAddress: 'access@example.test',
      subject: 'Access mail',
      textBody: 'Hello',
      kind: 'access',
      attempts: MAX_ATTEMPTS,
      lastError: 'connect ECONNREFUSED',
    })
    .returning()
  if (!failedMail) throw new Error('access fixtures: no failed mail')
  const made = await createTestProject(db, { name: 'Access Project' })
  const [project] = await db.select().from(projects).where(eq(projects.id, made.projectId))
  const [installment] = await db
    .select({ id: contractInstallments.id })
    .from(contractInstallments)
    .where(eq(contractInstallments.signatureId, made.signatureId))
  const [file] = await db
    .insert(projectFiles)
    .values({
      projectId: made.projectId,
      stageKey: 'contract_signed',
      kind: 'photo',
      storageKey: 'projects/2026/01/access-fixture.webp',
      contentType: 'image/webp',
      fileName: 'yard.webp',
      bytes: 10,
      uploadedBy: username,
    })
    .returning()
  if (!installment || !file) throw new Error('access fixtures: no project')
  // A draft quote on the lead, owned by nobody (so a sales rep may work on it).
  const pool = await firstRow(db, 'pools')
  const { quoteId } = await createQuoteVersion(db, {
    leadId: lead?.id ?? 0,
    validUntil: '2099-12-31',
    alternatives: [{ label: 'Good', poolId: pool.id, lines: [] }],
  })
  const [quote] = await db
    .select({ id: quotes.id, updatedAt: quotes.updatedAt })
    .from(quotes)
    .where(eq(quotes.id, quoteId))
  return {
    project: { ...stamped(project, 'project'), installmentId: installment.id, fileId: file.id },
    quote: stamped(quote, 'quote'),
    failedMail: { id: failedMail.id },
    followUp: stamped(followUp, 'follow-up'),
    pool,
    manufacturer: await firstRow(db, 'manufacturers'),
    priceBookItem: await firstRow(db, 'price_book_items'),
    leadSource: await firstRow(db, 'lead_sources'),
    lostReason: await firstRow(db, 'lost_reasons'),
    post: await firstRow(db, 'blog_posts'),
    landingPage: await firstRow(db, 'landing_pages'),
    testimonial: await firstRow(db, 'testimonials'),
    lead: stamped(lead, 'lead'),
    contact: stamped(contact, 'contact'),
    appointment: stamped(appointment, 'appointment'),
    staff: { ...stamped(staff, 'staff account'), username },
    spam: { id: spam.id },
  }
}
