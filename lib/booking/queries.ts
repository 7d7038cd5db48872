import 'server-only'
/**
 * What booking reads from the database: the settings row, an office's active flag and its live
 * appointments. Read fresh on every call (never cached): a slot list or a re-check must see the
 * booking made a moment ago.
 */
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { appointments, bookingSettings, offices } from '@/db/schema'
import { DEFAULT_BOOKING_SETTINGS, NEXT_SLOTS_OFFERED, type BookingSettings } from './rules'
import { bookingWindow, freeSlots, overlaps, type BusyPeriod } from './slots'

/** Appointment statuses that hold their slot (the same as appointments_office_slot_idx). */
export const LIVE_APPOINTMENT_STATUSES = ['pending', 'confirmed'] as const

export async function getBookingSettings(db: Database): Promise<BookingSettings> {
  const [row] = await db
    .select({ slotMinutes: bookingSettings.slotMinutes, leadTimeHours: bookingSettings.leadTimeHours })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1))
  return row ?? DEFAULT_BOOKING_SETTINGS
}

/** 'active', 'inactive', or 'unknown' for an id no office has. */
export async function officeBookingState(
  db: Database,
  officeId: string,
): Promise<'active' | 'inactive' | 'unknown'> {
  const [row] = await db.select({ isActive: offices.isActive }).from(offices).where(eq(offices.id, officeId))
  if (!row) return 'unknown'
  return row.isActive ? 'active' : 'inactive'
}

/** The office's live appointments that could overlap a slot of the window. */
async function busyPeriods(db: Database, officeId: string, from: Date, until: Date): Promise<BusyPeriod[]> {
  // An appointment starting up to a day before the window could still run into it.
  const rows = await db
    .select({ start: appointments.scheduledAt, minutes: appointments.durationMinutes })
    .from(appointments)
    .where(
      and(
        eq(appointments.officeId, officeId),
        inArray(appointments.status, [...LIVE_APPOINTMENT_STATUSES]),
        isNotNull(appointments.scheduledAt),
        gte(appointments.scheduledAt, new Date(from.getTime() - 86_400_000)),
        lt(appointments.scheduledAt, until),
      ),
    )
  return rows.flatMap((row) => (row.start ? [{ start: row.start, minutes: row.minutes }] : []))
}

/** The free slots of an active office (none for an inactive one), earliest first. */
export async function officeFreeSlots(
  db: Database,
  officeId: string,
  now: Date,
  settings?: BookingSettings,
): Promise<Date[]> {
  if ((await officeBookingState(db, officeId)) !== 'active') return []
  const current = settings ?? (await getBookingSettings(db))
  const { from, until } = bookingWindow(now, current)
  return freeSlots(now, current, await busyPeriods(db, officeId, from, until))
}

/**
 * What an office's slot picker offers (GET /api/booking/slots): null for an id no office has; an
 * inactive office takes no online bookings and has no slots.
 */
export async function officeSlotOffer(
  officeId: string,
  now: Date,
): Promise<{ bookable: boolean; slotMinutes: number; slots: Date[] } | null> {
  const db = await getDb()
  const state = await officeBookingState(db, officeId)
  if (state === 'unknown') return null
  const settings = await getBookingSettings(db)
  const slots = await officeFreeSlots(db, officeId, now, settings)
  return { bookable: state === 'active', slotMinutes: settings.slotMinutes, slots }
}

/** The next few free slots, offered to a visitor whose choice was refused. */
export async function nextFreeSlots(db: Database, officeId: string, now: Date): Promise<string[]> {
  const slots = await officeFreeSlots(db, officeId, now)
  return slots.slice(0, NEXT_SLOTS_OFFERED).map((slot) => slot.toISOString())
}

/** True when a live appointment of the office overlaps the slot (e.g. one staff put in by hand). */
export async function slotIsBusy(db: Database, officeId: string, start: Date, minutes: number) {
  const busy = await busyPeriods(db, officeId, start, new Date(start.getTime() + minutes * 60_000))
  return overlaps(start, minutes, busy)
}
