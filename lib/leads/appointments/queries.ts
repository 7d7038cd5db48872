/**
 * The appointments desk: consultation requests with their date and time. Appointments are a
 * small table (one per appointment request), so pages are numbered.
 */
import { and, asc, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '@/db/client'
import { adminUsers, appointments, estimateRequests, leadEvents, offices } from '@/db/schema'
import { BUSINESS_TIME_ZONE } from '@/lib/format'
import {
  DEFAULT_PAGE_SIZE,
  isoDate,
  pageSizeSchema,
  parseQuery,
  type ParsedQuery,
  type SearchParamsInput,
} from '@/lib/admin/list-params'
import { APPOINTMENT_STATUSES, type AppointmentStatus } from './statuses'

export const APPOINTMENT_SORTS = ['upcoming', 'newest'] as const
export type AppointmentSort = (typeof APPOINTMENT_SORTS)[number]

export type AppointmentFilters = {
  q?: string
  status?: AppointmentStatus
  /** Scheduled on or after / before or on these Eastern-time days; 'unscheduled' lists those without a date. */
  from?: string
  to?: string
  unscheduled?: boolean
  sort: AppointmentSort
  limit: number
  page: number
}

const schema = z
  .object({
    q: z.string().max(100, 'Search text can be at most 100 characters.').optional(),
    status: z.enum(APPOINTMENT_STATUSES, { error: 'Unknown status.' }).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    unscheduled: z.enum(['1']).optional(),
    sort: z.enum(APPOINTMENT_SORTS, { error: 'Unknown sort.' }).default('upcoming'),
    limit: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
    page: z.coerce.number({ error: 'Page must be a number.' }).int().min(1).max(10_000).default(1),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'The start date must be before the end date.',
    path: ['to'],
  })

const KEYS = ['q', 'status', 'from', 'to', 'unscheduled', 'sort', 'limit'] as const

export function parseAppointmentFilters(input: SearchParamsInput): ParsedQuery<AppointmentFilters> {
  const parsed = parseQuery(input, [...KEYS, 'page'], schema)
  if (!parsed.ok) return parsed
  return { ok: true, filters: { ...parsed.filters, unscheduled: parsed.filters.unscheduled === '1' } }
}

export function appointmentFiltersToQuery(filters: Partial<AppointmentFilters>): string {
  const params = new URLSearchParams()
  for (const key of KEYS) {
    const value = filters[key]
    if (value === undefined || value === '' || value === false) continue
    if (key === 'sort' && value === 'upcoming') continue
    if (key === 'limit' && value === DEFAULT_PAGE_SIZE) continue
    params.set(key, key === 'unscheduled' ? '1' : String(value))
  }
  return params.toString()
}

function where(filters: AppointmentFilters): SQL | undefined {
  const conditions: SQL[] = []
  if (filters.status) conditions.push(eq(appointments.status, filters.status))
  if (filters.unscheduled) conditions.push(isNull(appointments.scheduledAt))
  if (filters.from) {
    conditions.push(
      gte(appointments.scheduledAt, sql`${filters.from}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`),
    )
  }
  if (filters.to) {
    conditions.push(
      lt(
        appointments.scheduledAt,
        sql`(${filters.to}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`,
      ),
    )
  }
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const digits = filters.q.replace(/[^0-9]/g, '')
    const matches = [ilike(appointments.customerName, pattern), ilike(appointments.email, pattern)]
    if (digits.length >= 3) {
      matches.push(
        sql`regexp_replace(coalesce(${appointments.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`,
      )
    }
    const any = or(...matches)
    if (any) conditions.push(any)
  }
  return conditions.length ? and(...conditions) : undefined
}

export async function listAppointments(filters: AppointmentFilters) {
  const db = await getDb()
  const condition = where(filters)
  // Upcoming: the next appointments first, those without a date after them.
  const order =
    filters.sort === 'upcoming'
      ? [sql`${appointments.scheduledAt} asc nulls last`, desc(appointments.createdAt), desc(appointments.id)]
      : [desc(appointments.createdAt), desc(appointments.id)]
  const [rows, [count]] = await Promise.all([
    db
      .select({ appointment: appointments, leadStatus: estimateRequests.status })
      .from(appointments)
      .leftJoin(estimateRequests, eq(estimateRequests.id, appointments.estimateRequestId))
      .where(condition)
      .orderBy(...order)
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(condition),
  ])
  const total = Number(count?.n ?? 0)
  return { rows, total, pages: Math.max(1, Math.ceil(total / filters.limit)) }
}

export async function getAppointmentDetail(id: number) {
  const db = await getDb()
  const [appointment] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1)
  if (!appointment) return undefined
  const [history, lead] = await Promise.all([
    db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadType, 'appointment'), eq(leadEvents.leadId, id)))
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
      .limit(200),
    appointment.estimateRequestId
      ? db
          .select()
          .from(estimateRequests)
          .where(eq(estimateRequests.id, appointment.estimateRequestId))
          .limit(1)
          .then((r) => r[0])
      : Promise.resolve(undefined),
  ])
  return { appointment, history, lead }
}

/**
 * What the appointment form offers: the active offices and active staff (plus the appointment's
 * current office or assignee if it has since been deactivated, so the form shows what is stored).
 */
export async function appointmentChoices(current: { officeId: string | null; assigneeId: number | null }) {
  const db = await getDb()
  const [officeRows, userRows] = await Promise.all([
    db
      .select({ id: offices.id, name: offices.name, isActive: offices.isActive })
      .from(offices)
      .where(or(eq(offices.isActive, true), current.officeId ? eq(offices.id, current.officeId) : sql`false`))
      .orderBy(asc(offices.displayOrder), asc(offices.name)),
    db
      .select({ id: adminUsers.id, username: adminUsers.username, isActive: adminUsers.isActive })
      .from(adminUsers)
      .where(
        or(
          eq(adminUsers.isActive, true),
          current.assigneeId ? eq(adminUsers.id, current.assigneeId) : sql`false`,
        ),
      )
      .orderBy(asc(adminUsers.username)),
  ])
  return {
    offices: officeRows.map((o) => ({ value: o.id, label: o.isActive ? o.name : `${o.name} (inactive)` })),
    assignees: userRows.map((u) => ({
      value: String(u.id),
      label: u.isActive ? u.username : `${u.username} (inactive)`,
    })),
  }
}
