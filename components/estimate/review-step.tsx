import { MapPin } from 'lucide-react'
import dynamic from 'next/dynamic'
import type { LeadFieldBinding } from '@/components/leads/lead-field'
import { LeadField } from '@/components/leads/lead-field'
import { ESTIMATE_BOOKING, ESTIMATE_FORM } from '@/content/estimate-page'
import { POOL_TYPES } from '@/content/lead-options'
import type { EstimateField } from '@/lib/leads/forms/estimate-steps'
import { telHref, type Office } from '@/lib/offices/types'
import type { EstimateOffice } from './use-estimate-office'

/** The slot picker of the appointment variant: its own chunk, fetched when step 3 shows it. */
const SlotPicker = dynamic(() => import('@/components/booking/slot-picker').then((m) => m.SlotPicker), {
  ssr: false,
  loading: () => <p className="text-sm text-muted-foreground">{ESTIMATE_BOOKING.loading}</p>,
})

/**
 * Step 3 of the estimate form, Review: the consultation time (appointment variant, once the page
 * runs in the browser), the pool type and details, and the office the request goes to.
 */
export function ReviewStep({
  field,
  poolType,
  offices,
  place,
  booking,
  hydrated,
}: {
  field: (name: EstimateField) => LeadFieldBinding
  /** The pool type chosen, which may be a pool or service picked on another page. */
  poolType: string
  offices: Office[]
  place: EstimateOffice
  booking: boolean
  hydrated: boolean
}) {
  const { office } = place
  return (
    <>
      {booking && hydrated && office && (
        <SlotPicker
          offices={offices}
          officeId={office.id}
          onOfficeChange={place.chooseOffice}
          value={place.slot}
          onChange={place.pickSlot}
          error={place.slotError}
          offered={place.offered}
        />
      )}
      <LeadField
        {...field('poolType')}
        label="Pool Type (optional)"
        control="select"
        placeholder={ESTIMATE_FORM.poolTypePlaceholder}
        options={poolTypeOptions(poolType)}
      />
      <LeadField
        {...field('message')}
        // Leaving the details checks nothing, so an error the server gave them stays until edited.
        onBlur={undefined}
        label="Additional Details (optional)"
        control="textarea"
        rows={5}
        maxLength={5000}
      />
      {office && <EstimateBranch office={office} place={place} hydrated={hydrated} />}
    </>
  )
}

/** The office the request goes to, with a way to find the nearest one. */
function EstimateBranch({
  office,
  place,
  hydrated,
}: {
  office: Office
  place: EstimateOffice
  hydrated: boolean
}) {
  return (
    <div className="rounded-xl bg-accent p-4 text-accent-foreground" data-testid="estimate-branch">
      <p className="text-sm font-semibold">{ESTIMATE_FORM.branchTitle}</p>
      <p className="mt-1 font-semibold">{office.city}, FL</p>
      <p className="text-sm">
        <a href={telHref(office.phone)} className="underline underline-offset-2">
          {office.phone}
        </a>
      </p>
      <p className="text-sm break-all">
        <a href={`mailto:${office.email}`} className="underline underline-offset-2">
          {office.email}
        </a>
      </p>
      {hydrated && place.positionState !== 'resolved' && (
        <button
          type="button"
          onClick={place.requestPosition}
          className="mt-2 inline-flex items-center gap-1 text-sm font-medium underline underline-offset-2"
        >
          <MapPin className="size-4" aria-hidden="true" />
          {place.positionState === 'detecting' ? 'Finding your nearest office...' : ESTIMATE_FORM.findNearest}
        </button>
      )}
    </div>
  )
}

function poolTypeOptions(current: string) {
  const options = POOL_TYPES.map((value) => ({ value, label: value }))
  // A pool or resurfacing service chosen on another page is kept as its own option.
  if (current && !POOL_TYPES.includes(current as (typeof POOL_TYPES)[number])) {
    options.unshift({
      value: current as (typeof POOL_TYPES)[number],
      label: current as (typeof POOL_TYPES)[number],
    })
  }
  return options
}
