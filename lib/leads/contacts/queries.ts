/**
 * The contacts desk: contact-form messages with filters, keyset pages, detail and CSV export.
 * Its entry points open the database themselves; only server code imports it.
 */
import { and, asc, desc, eq, gte, ilike, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { getDb, type Database } from '@/db/client'
import { contacts, leadEvents } from '@/db/schema'
import { recordAudit, type AuditEntry } from '@/lib/audit/record'
import { csvStream } from '@/lib/admin/csv'
import { BUSINESS_TIME_ZONE, formatSortableDateTime } from '@/lib/format'
import {
  DEFAULT_PAGE_SIZE,
  cursorTextSql,
  decodeCursor,
  encodeCursor,
  isoDate,
  pageSizeSchema,
  parseKeysetQuery,
  type ParsedQuery,
  type Cursor,
  type SearchParamsInput,
} from '@/lib/admin/list-params'
import { CONTACT_STATUSES, type ContactStatus } from './statuses'

export type ContactFilters = {
  q?: string
  status?: ContactStatus
  branch?: string
  /** A username, 'mine' (the viewer's, see `me`) or 'none' (unassigned). */
  rep?: string
  /** Who 'mine' means: the signed-in user (not a URL parameter). */
  me?: string
  from?: string
  to?: string
  sort: 'newest' | 'oldest'
  limit: number
  cursor?: Cursor
  dir: 'next' | 'prev'
}

const schema = z
  .object({
    q: z.string().max(100, 'Search text can be at most 100 characters.').optional(),
    status: z.enum(CONTACT_STATUSES, { error: 'Unknown status.' }).optional(),
    branch: z.string().max(100).optional(),
    rep: z
      .string()
      .max(50, 'Unknown sales rep.')
      .regex(/^[^\u0000-\u001f]*$/, 'Unknown sales rep.')
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    sort: z.enum(['newest', 'oldest'], { error: 'Unknown sort.' }).default('newest'),
    limit: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
    cursor: z.string().max(200).optional(),
    dir: z.enum(['next', 'prev']).default('next'),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'The start date must be before the end date.',
    path: ['to'],
  })

const KEYS = ['q', 'status', 'branch', 'rep', 'from', 'to', 'sort', 'limit'] as const

export function parseContactFilters(input: SearchParamsInput): ParsedQuery<ContactFilters> {
  return parseKeysetQuery(input, KEYS, schema, decodeCursor)
}

export function contactFiltersToQuery(filters: Partial<ContactFilters>): string {
  const params = new URLSearchParams()
  for (const key of KEYS) {
    const value = filters[key]
    if (value === undefined || value === '') continue
    if (key === 'sort' && value === 'newest') continue
    if (key === 'limit' && value === DEFAULT_PAGE_SIZE) continue
    params.set(key, String(value))
  }
  return params.toString()
}

/** LIKE wildcards in the search text are matched literally. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function contactWhere(filters: ContactFilters): SQL | undefined {
  const conditions: SQL[] = []
  if (filters.status) conditions.push(eq(contacts.status, filters.status))
  if (filters.branch) {
    conditions.push(
      filters.branch === 'none' ? isNull(contacts.nearestBranch) : eq(contacts.nearestBranch, filters.branch),
    )
  }
  if (filters.rep === 'none') conditions.push(isNull(contacts.salesRep))
  else if (filters.rep) {
    conditions.push(eq(contacts.salesRep, filters.rep === 'mine' ? (filters.me ?? '') : filters.rep))
  }
  if (filters.from)
    conditions.push(
      gte(contacts.createdAt, sql`${filters.from}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`),
    )
  if (filters.to) {
    conditions.push(
      lt(contacts.createdAt, sql`(${filters.to}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`),
    )
  }
  if (filters.q) {
    const pattern = likePattern(filters.q)
    const digits = filters.q.replace(/[^0-9]/g, '')
    const matches = [
      ilike(contacts.name, pattern),
      ilike(contacts.email, pattern),
      ilike(contacts.message, pattern),
    ]
    if (digits.length >= 3) {
      matches.push(sql`regexp_replace(${contacts.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`)
    }
    const any = or(...matches)
    if (any) conditions.push(any)
  }
  return conditions.length ? and(...conditions) : undefined
}

const cursorAt = sql<string>`${sql.raw(cursorTextSql('"contacts"."created_at"'))}`

function position(cursor: Cursor, descending: boolean) {
  const at = sql`${cursor.at}::timestamptz`
  return descending
    ? and(lte(contacts.createdAt, at), sql`(${contacts.createdAt}, ${contacts.id}) < (${at}, ${cursor.id})`)
    : and(gte(contacts.createdAt, at), sql`(${contacts.createdAt}, ${contacts.id}) > (${at}, ${cursor.id})`)
}

export async function listContacts(filters: ContactFilters) {
  const db = await getDb()
  const where = contactWhere(filters)
  const descending = (filters.sort === 'newest') === (filters.dir === 'next')
  const order = descending
    ? [desc(contacts.createdAt), desc(contacts.id)]
    : [asc(contacts.createdAt), asc(contacts.id)]
  const [fetched, [count]] = await Promise.all([
    db
      .select({ contact: contacts, cursorAt })
      .from(contacts)
      .where(and(where, filters.cursor ? position(filters.cursor, descending) : undefined))
      .orderBy(...order)
      .limit(filters.limit + 1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(where),
  ])
  const hasMore = fetched.length > filters.limit
  const page = fetched.slice(0, filters.limit)
  if (filters.dir === 'prev') page.reverse()
  const first = page[0]
  const last = page[page.length - 1]
  const hasPrev = filters.dir === 'next' ? !!filters.cursor : hasMore
  const hasNext = filters.dir === 'next' ? hasMore : !!filters.cursor
  return {
    rows: page.map((r) => r.contact),
    prevCursor: hasPrev && first ? encodeCursor({ at: first.cursorAt, id: first.contact.id }) : undefined,
    nextCursor: hasNext && last ? encodeCursor({ at: last.cursorAt, id: last.contact.id }) : undefined,
    total: Number(count?.n ?? 0),
  }
}

export async function getContactDetail(id: number) {
  const db = await getDb()
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, id)).limit(1)
  if (!contact) return undefined
  const history = await db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.leadType, 'contact'), eq(leadEvents.leadId, id)))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
    .limit(200)
  return { contact, history }
}

/** The contact message a lead was converted from, if any (the lead page links back to it). */
export async function findContactOfLead(leadId: number) {
  const db = await getDb()
  const [row] = await db
    .select({ id: contacts.id, name: contacts.name, createdAt: contacts.createdAt })
    .from(contacts)
    .where(eq(contacts.estimateRequestId, leadId))
    .limit(1)
  return row
}

export const CONTACT_CSV_HEADER = [
  'ID',
  'Received (ET)',
  'Status',
  'Status updated (ET)',
  'Name',
  'Email',
  'Phone',
  'Message',
  'Branch',
  'Sales rep',
  'Lead ID',
  'Source page',
  'Form',
  'Notes',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'Referrer',
  'Landing page',
] as const

async function* contactBatches(db: Database, filters: ContactFilters) {
  const where = contactWhere(filters)
  const descending = filters.sort === 'newest'
  let after: Cursor | undefined
  for (;;) {
    const found = await db
      .select({ contact: contacts, cursorAt })
      .from(contacts)
      .where(and(where, after ? position(after, descending) : undefined))
      .orderBy(
        ...(descending
          ? [desc(contacts.createdAt), desc(contacts.id)]
          : [asc(contacts.createdAt), asc(contacts.id)]),
      )
      .limit(1000)
    if (!found.length) return
    yield found.map(({ contact: c }) => [
      c.id,
      formatSortableDateTime(c.createdAt),
      c.status,
      formatSortableDateTime(c.statusUpdatedAt),
      c.name,
      c.email,
      c.phone,
      c.message,
      c.branchDetails?.name ?? c.nearestBranch,
      c.salesRep,
      c.estimateRequestId,
      c.sourcePage,
      c.source,
      c.notes,
      c.attribution?.utmSource,
      c.attribution?.utmMedium,
      c.attribution?.utmCampaign,
      c.attribution?.referrer,
      c.attribution?.landingPage,
    ])
    const last = found[found.length - 1]
    if (found.length < 1000 || !last) return
    after = { at: last.cursorAt, id: last.contact.id }
  }
}

/** The contact messages of the list's filters as a CSV stream, after the audit log records the export. */
export async function exportContactsCsv(actor: AuditEntry['actor'], filters: ContactFilters) {
  const db = await getDb()
  await recordAudit(db, {
    actor,
    action: 'export',
    entity: 'contact',
    after: { filters: contactFiltersToQuery(filters) },
  })
  return csvStream(CONTACT_CSV_HEADER, contactBatches(db, filters))
}
