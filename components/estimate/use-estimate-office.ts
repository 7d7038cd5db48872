/**
 * The office the estimate form names (spec 01 §2, §9): the nearest to the visitor once their
 * position is known (asked for only on request), else the first; in the appointment variant the
 * office the visitor picked a consultation time with. What the slot picker holds belongs to one
 * office: when the office changes (the position arrives, or they pick another), its time, refusal
 * and offered times no longer apply.
 */
import { useState } from 'react'
import { useVisitorPosition } from '@/lib/geo/use-visitor-position'
import { officeForEstimateForm } from '@/lib/offices/nearest'
import type { Office } from '@/lib/offices/types'

/** The picker's state for one office: the time chosen, the times a refusal offered, its message. */
type PickedSlot = { officeId: string; slot: string; offered: string[] | null; error?: string }

export function useEstimateOffice(offices: Office[], booking: boolean) {
  const { position, state: positionState, request: requestPosition } = useVisitorPosition()
  const nearest = officeForEstimateForm(offices, position)
  const [bookingOfficeId, setBookingOfficeId] = useState<string | null>(null)
  const office = (booking && offices.find((o) => o.id === bookingOfficeId)) || nearest
  const [picked, setPicked] = useState<PickedSlot | null>(null)
  const current = picked && office && picked.officeId === office.id ? picked : null

  return {
    office,
    positionState,
    requestPosition,
    /** Appointment variant: the visitor picked a time with another office. */
    chooseOffice: setBookingOfficeId,
    slot: current?.slot ?? '',
    slotError: current?.error,
    offered: current?.offered ?? null,
    pickSlot(slot: string) {
      if (office) setPicked({ officeId: office.id, slot, offered: current?.offered ?? null })
    },
    /** The server refused the time: nothing is picked, the free times it offered are shown. */
    refuseSlot(error: string, offered: string[] | null) {
      if (office) setPicked({ officeId: office.id, slot: '', offered, error })
    },
    clearSlot() {
      setPicked(null)
    },
  }
}

export type EstimateOffice = ReturnType<typeof useEstimateOffice>
