import 'server-only'
/**
 * The office a stored lead is routed to (docs/decisions/one-nearest-office.md), in this order:
 *
 * 1. a consultation time picked with an office: that office (the time is its own);
 * 2. the property address, when its ZIP code or Florida city resolves: the nearest office to it
 *    by the spec's haversine (what the homeowner typed beats where their browser is);
 * 3. the office the browser showed (nearest to the visitor's position or typed ZIP code);
 * 4. the form's fallback of the spec (lib/leads/branch resolveBranch).
 */
import { EARTH_RADIUS_KM, EARTH_RADIUS_MILES } from '@/lib/geo/haversine'
import { nearestOffice } from '@/lib/offices/nearest'
import type { Office } from '@/lib/offices/types'
import { placeForAddress } from '@/lib/places/coordinates'
import type { LeadRequestType } from './answers'
import { findOffice, resolveBranch } from './branch'

export type BranchQuestion = {
  requestType: LeadRequestType
  nearestBranch: string | null | undefined
  address: string | null | undefined
  slot?: string | null | undefined
}

export async function branchForLead(
  offices: readonly Office[],
  lead: BranchQuestion,
): Promise<Office | undefined> {
  if (lead.slot) {
    const booked = findOffice(offices, lead.nearestBranch)
    if (booked) return booked
  }
  const place = await placeForAddress(lead.address)
  // The estimate form measures in km, the other places in miles (spec 01 §9): the same office.
  const radius = lead.requestType === 'contact' ? EARTH_RADIUS_MILES : EARTH_RADIUS_KM
  const byAddress = nearestOffice(offices, place, radius)
  return byAddress ?? resolveBranch(offices, lead.nearestBranch, lead.requestType)
}
