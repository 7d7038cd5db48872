import 'server-only'
/**
 * The lead intake's writes. Each stores a lead, its idempotency key, its e-mails in the outbox
 * (the outbox step is lib/mail/enqueue.ts)
 * and a landing page conversion in ONE statement (data-modifying CTEs), so everything commits
 * together or not at all, in a single round trip to the database. A key that already exists
 * makes the statement insert nothing; the caller then replays the stored answer.
 */
import { eq, sql, type SQL } from 'drizzle-orm'
import type { BranchDetails, VisitAttribution } from '@/db/schema'
import { idempotencyKeys } from '@/db/schema'
import type { Database } from '@/db/client'
import { SLUG_PATTERN } from '@/lib/blog/slug'
import { outboxStep, type OutgoingMail } from '@/lib/mail/enqueue'
import type { SlotBooking } from '@/lib/booking/check'
import type { LeadRequestType } from './answers'
import { jsonSafe } from './json-safe'
import { LEAD_ID_PLACEHOLDER, leadFullName } from './mail-content'
import type { LeadInput } from './schemas'

type Rows<T> = { rows: T[] }

/** appointments.duration_minutes' default, for a request that booked no time. */
const DEFAULT_APPOINTMENT_MINUTES = 60

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as Rows<T>
  return result.rows
}

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(jsonSafe(value))

/** The CTE that claims the idempotency key (or passes the new id through when there is none). */
function keyStep(key: string | null, keyType: string, payloadHash: string | null): SQL {
  if (!key) return sql`claimed AS (SELECT id FROM new_id)`
  return sql`claimed AS (
    INSERT INTO idempotency_keys (key, request_type, lead_id, payload_hash)
    SELECT ${key}, ${keyType}, id, ${payloadHash} FROM new_id
    ON CONFLICT (key) DO NOTHING
    RETURNING lead_id AS id
  )`
}

/**
 * The slug a visit began on, when its first page was a one-segment address such as a landing page
 * (`/10x20-fiberglass-pool?utm_source=x` gives `10x20-fiberglass-pool`); null for the home page,
 * deeper paths or no attribution. Whether a published landing page has it is the database's to say.
 */
export function visitLandingSlug(attribution: VisitAttribution | null | undefined): string | null {
  const segment = attribution?.landingPage?.split(/[?#]/)[0]?.replace(/^\/|\/$/g, '')
  return segment && SLUG_PATTERN.test(segment) ? segment : null
}

/**
 * A lead counts as one conversion of one published landing page: the one its sourcePage names, or
 * else the one its visit began on (attribution), so a visitor who arrived on a landing page and
 * asked for an estimate from a page it links to (a 'page' record showing /pools links to
 * /estimate?sourcePage=pools) still credits it.
 */
function conversionStep(sourcePage: string | null, visitSlug: string | null): SQL {
  if (!sourcePage && !visitSlug) return sql`conversion AS (SELECT 1)`
  return sql`conversion AS (
    UPDATE landing_pages SET conversions = conversions + 1
    WHERE id = (
      SELECT id FROM landing_pages
      WHERE slug IN (${sourcePage}, ${visitSlug}) AND status = 'published'
      ORDER BY slug = ${sourcePage} DESC NULLS LAST
      LIMIT 1
    ) AND EXISTS (SELECT 1 FROM lead)
  )`
}

export type StoreLeadInput = {
  lead: LeadInput
  branch: BranchDetails | null
  mails: readonly OutgoingMail[]
  idempotencyKey: string | null
  /** Hash of the submitted payload, kept with the key (a reuse with another payload is refused). */
  payloadHash?: string | null
  /**
   * Appointment variant: the slot re-checked by the intake. Stored on the appointment row in the
   * same statement; a slot another visitor took first fails the whole statement on
   * appointments_office_slot_idx, so nothing of this lead is stored.
   */
  booking?: SlotBooking | null
}

/** Stores the lead; returns its id, or null when the idempotency key was already used. */
export async function insertLead(db: Database, input: StoreLeadInput): Promise<number | null> {
  const { lead, branch, mails, idempotencyKey, payloadHash = null, booking = null } = input
  const branchJson = json(branch)
  const attributionJson = json(lead.attribution)
  const leadStep =
    lead.requestType === 'contact'
      ? sql`lead AS (
          INSERT INTO contacts (id, name, email, phone, message, nearest_branch, branch_details, source_page, attribution)
          SELECT id, ${leadFullName(lead)}, ${lead.email ?? ''}, ${lead.phone ?? ''}, ${lead.message ?? ''},
            ${branch?.id ?? null}, ${branchJson}::jsonb, ${lead.sourcePage}, ${attributionJson}::jsonb
          FROM claimed
          RETURNING id
        )`
      : sql`lead AS (
          INSERT INTO estimate_requests (id, first_name, last_name, email, phone, address, pool_type, budget_range,
            timeframe, message, nearest_branch, branch_details, request_type, source_page, attribution)
          SELECT id, ${lead.firstName}, ${lead.lastName}, ${lead.email}, ${lead.phone}, ${lead.address}, ${lead.poolType},
            ${lead.budgetRange}, ${lead.timeframe}, ${lead.message}, ${branch?.id ?? null}, ${branchJson}::jsonb,
            ${lead.requestType}, ${lead.sourcePage}, ${attributionJson}::jsonb
          FROM claimed
          RETURNING id
        )`
  const appointmentStep =
    lead.requestType === 'appointment'
      ? sql`appointment AS (
          INSERT INTO appointments (customer_name, email, phone, address, message, estimate_request_id,
            office_id, scheduled_at, duration_minutes)
          SELECT ${leadFullName(lead)}, ${lead.email}, ${lead.phone}, ${lead.address}, ${lead.message}, id,
            ${booking?.officeId ?? null}, ${booking?.scheduledAt.toISOString() ?? null}::timestamptz,
            ${booking?.durationMinutes ?? DEFAULT_APPOINTMENT_MINUTES}
          FROM lead
        )`
      : sql`appointment AS (SELECT 1)`
  const table = lead.requestType === 'contact' ? 'contacts' : 'estimate_requests'
  const result = await rows<{ id: number }>(
    db,
    sql`WITH new_id AS (SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id),
      ${keyStep(idempotencyKey, lead.requestType, payloadHash)},
      ${leadStep},
      ${appointmentStep},
      ${outboxStep(mails, 'lead', LEAD_ID_PLACEHOLDER)},
      ${conversionStep(lead.sourcePage, visitLandingSlug(lead.attribution))}
    SELECT id FROM lead`,
  )
  return result[0]?.id ?? null
}

export type StoreSpamInput = {
  requestType: LeadRequestType
  reason: string
  payload: unknown
  ipHash: string | null
  idempotencyKey: string | null
  payloadHash?: string | null
  /** The consultation slot an appointment request asked for, checked but not taken. */
  heldSlot?: Pick<SlotBooking, 'officeId' | 'scheduledAt'> | null
}

/** Keeps a suspected spam submission apart for staff; null when the key was already used. */
export async function insertSpam(db: Database, input: StoreSpamInput): Promise<number | null> {
  const result = await rows<{ id: number }>(
    db,
    sql`WITH new_id AS (SELECT nextval(pg_get_serial_sequence('lead_spam', 'id'))::int AS id),
      ${keyStep(input.idempotencyKey, `spam:${input.requestType}`, input.payloadHash ?? null)},
      spam AS (
        INSERT INTO lead_spam (id, request_type, reason, payload, ip_hash, slot_office_id, slot_at)
        SELECT id, ${input.requestType}, ${input.reason}, ${json(input.payload) ?? 'null'}::jsonb, ${input.ipHash},
          ${input.heldSlot?.officeId ?? null}, ${input.heldSlot?.scheduledAt.toISOString() ?? null}::timestamptz
        FROM claimed
        RETURNING id
      )
    SELECT id FROM spam`,
  )
  return result[0]?.id ?? null
}

export type StoredKey = { requestType: string; leadId: number; payloadHash: string | null }

export async function findIdempotencyKey(db: Database, key: string): Promise<StoredKey | undefined> {
  const [row] = await db
    .select({
      requestType: idempotencyKeys.requestType,
      leadId: idempotencyKeys.leadId,
      payloadHash: idempotencyKeys.payloadHash,
    })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key))
  return row
}

export async function insertFailureNotification(
  db: Database,
  notice: { errorType: string; errorMessage: string; source: string; submissionData: unknown },
  mails: readonly OutgoingMail[],
): Promise<number> {
  const result = await rows<{ id: number }>(
    db,
    sql`WITH notice AS (
        INSERT INTO failure_notifications (error_type, error_message, source, submission_data)
        VALUES (${notice.errorType}, ${notice.errorMessage}, ${notice.source}, ${json(notice.submissionData)}::jsonb)
        RETURNING id
      ),
      ${outboxStep(mails, 'notice')}
    SELECT id FROM notice`,
  )
  const id = result[0]?.id
  if (id === undefined) throw new Error('failure notification was not stored')
  return id
}
