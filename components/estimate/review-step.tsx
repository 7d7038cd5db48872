import { MapPin } from 'lucide-react'
import dynamic from 'next/dynamic'
import type { LeadFieldBinding } from '@/components/leads/lead-field'
import { LeadField } from '@/components/leads/lead-field'
import { ESTIMATE_BOOKING, ESTIMATE_FORM } from '@/content/estimate-page'
import { POOL_TYPES } from '@/content/lead-options'
import {
  ESTIMATE_CHOOSE_POOL_TYPE,
  type EstimateField,
  type EstimateValues,
} from '@/lib/leads/forms/estimate-steps'
import type { EstimatePrefill } from '@/lib/leads/prefill'
import { telHref, type Office } from '@/lib/offices/types'
import { ReviewSummary } from './review-summary'
import type { EstimateOffice } from './use-estimate-office'
import { EmailLink } from '@/components/ui/email-link'

/** The slot picker of the appointment variant: its own chunk, fetched when step 3 shows it. */
const SlotPicker = dynamic(() => import('@/components/booking/slot-picker').then((m) => m.SlotPicker), {
  ssr: false,
  loading: () => <p className="text-sm text-muted-foreground">{ESTIMATE_BOOKING.loading}</p>,
})

/**
 * Step 3 of the estimate form, Review: every answer so far with a way to change it, the
 * consultation time (appointment variant, once the page runs in the browser), the pool type (or
 * the pool or service chosen on another page) and details, and the office the request goes to.
 */
export function ReviewStep({
  field,
  values,
  prefill,
  offices,
  place,
  booking,
  hydrated,
}: {
  field: (name: EstimateField) => LeadFieldBinding
  values: EstimateValues
  prefill: EstimatePrefill
  offices: Office[]
  place: EstimateOffice
  booking: boolean
  hydrated: boolean
}) {
  const { office } = place
  const poolType = values.poolType
  // A pool of the catalogue or a resurfacing service chosen on another page is the request's
  // poolType (spec 01 §7), shown as what it is rather than as an option beside Fiberglass.
  const chosen = poolType !== '' && !(POOL_TYPES as readonly string[]).includes(poolType)
  return (
    <>
      <ReviewSummary values={values} />
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
      {chosen ? (
        <ChosenPool
          poolType={poolType}
          service={prefill.resurfacingService !== null && poolType === prefill.values.poolType}
        />
      ) : (
        <LeadField
          {...field('poolType')}
          label="Pool Type (optional)"
          control="select"
          placeholder={ESTIMATE_FORM.poolTypePlaceholder}
          options={POOL_TYPES.map((value) => ({ value, label: value }))}
        />
      )}
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
      <p className="text-sm">
        <EmailLink email={office.email} className="underline underline-offset-2" />
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

/**
 * 'Pool selected: Palm Cove' (or 'Service: Pool Resurfacing - Complete') in place of the pool-type
 * list; the request still sends it as poolType. 'Choose a pool type instead' clears it.
 */
function ChosenPool({ poolType, service }: { poolType: string; service: boolean }) {
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border px-4 py-3"
      data-testid="review-pool"
    >
      <p>
        {service ? ESTIMATE_FORM.serviceLabel : ESTIMATE_FORM.poolSelectedLabel}{' '}
        <strong className="font-semibold">{poolType}</strong>
      </p>
      <input type="hidden" name="poolType" value={poolType} />
      <button
        type="submit"
        name="intent"
        value={ESTIMATE_CHOOSE_POOL_TYPE}
        className="min-h-11 rounded-md px-3 text-sm font-semibold text-primary underline underline-offset-2 hover:bg-accent"
      >
        {ESTIMATE_FORM.choosePoolType}
      </button>
    </div>
  )
}
