import type { LeadFieldBinding } from '@/components/leads/lead-field'
import { LeadField } from '@/components/leads/lead-field'
import type { EstimateField } from '@/lib/leads/forms/estimate-steps'

/** Step 1 of the estimate form, Contact: who to call. */
export function ContactStep({ field }: { field: (name: EstimateField) => LeadFieldBinding }) {
  return (
    <>
      <LeadField {...field('name')} label="Full Name" required autoComplete="name" maxLength={255} />
      <LeadField
        {...field('phone')}
        label="Phone Number"
        required
        type="tel"
        autoComplete="tel"
        maxLength={20}
      />
      <LeadField
        {...field('address')}
        label="Property Address (optional)"
        autoComplete="street-address"
        maxLength={500}
      />
    </>
  )
}
