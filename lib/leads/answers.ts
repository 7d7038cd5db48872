import type { BranchDetails } from '@/db/schema'

/** What the intake answers, shared by the route handler, the server actions and the browser. */
export type LeadRequestType = 'estimate' | 'appointment' | 'contact'

/** Body of a 201 from POST /api/estimates (the same body again for a replayed idempotency key). */
export type LeadAnswer = {
  /** Opaque (lib/leads/public-id): the same for a replay, alike for a lead and for held spam. */
  id: string
  requestType: LeadRequestType
  message: string
  /**
   * The office the request went to (from the property address, else the office the browser
   * showed, else the form's fallback): the one the thank-you names. Null only without offices.
   */
  branch: BranchDetails | null
  /** Appointment variant: the consultation booked with the request, when a slot was picked. */
  appointment?: BookedAppointment
}

export type BookedAppointment = { officeId: string; scheduledAt: string }

/** Body of a 4xx from POST /api/estimates. */
export type LeadErrorAnswer = {
  message: string
  fieldErrors?: Record<string, string[]>
  /** A refused consultation slot: the next free slots of the office to pick from (ISO instants). */
  slots?: string[]
}
