import 'server-only'
/**
 * The server's re-check of a slot a visitor posted with the appointment form: never trusted as
 * sent. A refusal carries the message for the slot field and, when the office takes bookings,
 * the next free slots to pick from again. The final word on "still free" is the unique index
 * appointments_office_slot_idx at insert time (two visitors at once), see slotTakenAnswer.
 */
import type { Database } from '@/db/client'
import { uniqueViolation } from '@/lib/write/concurrency'
import { nextFreeSlots, getBookingSettings, officeBookingState, slotIsBusy } from './queries'
import { BOOKING_MESSAGES } from './rules'
import { parseSlot, slotProblem } from './slots'

/** The appointment row's booking columns. */
export type SlotBooking = { officeId: string; scheduledAt: Date; durationMinutes: number }

export type SlotRefusal = { status: 400 | 409; message: string; slots: string[] }

export type SlotCheck = { ok: true; booking: SlotBooking } | ({ ok: false } & SlotRefusal)

export async function checkSlotRequest(
  db: Database,
  request: { officeId: string | null | undefined; slot: string },
  now: Date,
): Promise<SlotCheck> {
  const scheduledAt = parseSlot(request.slot)
  if (!scheduledAt) return { ok: false, status: 400, message: BOOKING_MESSAGES.malformed, slots: [] }
  const officeId = request.officeId ?? ''
  const state = officeId ? await officeBookingState(db, officeId) : 'unknown'
  if (state === 'unknown') return { ok: false, status: 400, message: BOOKING_MESSAGES.noOffice, slots: [] }
  if (state === 'inactive')
    return { ok: false, status: 409, message: BOOKING_MESSAGES.officeInactive, slots: [] }
  const settings = await getBookingSettings(db)
  const problem = slotProblem(scheduledAt, now, settings)
  if (problem)
    return { ok: false, status: 400, message: problem, slots: await nextFreeSlots(db, officeId, now) }
  if (await slotIsBusy(db, officeId, scheduledAt, settings.slotMinutes))
    return slotTakenAnswer(db, officeId, now)
  return { ok: true, booking: { officeId, scheduledAt, durationMinutes: settings.slotMinutes } }
}

/** The answer for a slot someone else took first: 409 with the next free slots. */
export async function slotTakenAnswer(
  db: Database,
  officeId: string,
  now: Date,
): Promise<{ ok: false } & SlotRefusal> {
  return {
    ok: false,
    status: 409,
    message: BOOKING_MESSAGES.taken,
    slots: await nextFreeSlots(db, officeId, now),
  }
}

/** True when an insert failed because another live appointment holds the office's slot. */
export function isSlotClash(error: unknown): boolean {
  const violation = uniqueViolation(error)
  if (!violation) return false
  const where = violation.constraint ?? ''
  return where.includes('appointments_office_slot_idx') || where.includes('(office_id, scheduled_at)')
}
