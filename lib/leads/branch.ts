/**
 * The branch a lead is routed to. The browser sends the office it showed the visitor
 * (nearestBranch, an office id); the server looks it up in its own office list and stores the
 * details it knows, never the browser's copy. An unknown or missing branch gets the spec's
 * fallback of the form: West Palm Beach for contact messages (footer/home rule), the first
 * branch for estimates and appointments (estimate form rule).
 */
import type { BranchDetails } from '@/db/schema'
import { officeForEstimateForm, officeForFooter } from '@/lib/offices/nearest'
import type { Office } from '@/lib/offices/types'
import type { LeadRequestType } from './answers'

export type { BranchDetails }

export function findOffice(
  offices: readonly Office[],
  requested: string | null | undefined,
): Office | undefined {
  const wanted = requested?.trim().toLowerCase()
  if (!wanted) return undefined
  return offices.find(
    (o) =>
      o.id.toLowerCase() === wanted || o.name.toLowerCase() === wanted || o.city.toLowerCase() === wanted,
  )
}

export function resolveBranch(
  offices: readonly Office[],
  requested: string | null | undefined,
  requestType: LeadRequestType,
): Office | undefined {
  return (
    findOffice(offices, requested) ??
    (requestType === 'contact' ? officeForFooter(offices, null) : officeForEstimateForm(offices, null))
  )
}

/** What a lead keeps of its branch; the estimate form's confirmation shows the same. */
export function branchDetails(office: Office): BranchDetails {
  return {
    id: office.id,
    name: office.name,
    city: office.city,
    phone: office.phone,
    email: office.email,
    address: office.address,
  }
}
