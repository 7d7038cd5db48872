/**
 * Name, e-mail and phone of the two contact forms (the contact page's and the home page's): the
 * same fields of the same values (ContactValues), so they are labelled and limited alike.
 */
import type { ContactValues } from '@/lib/leads/forms/contact-page'
import { LeadField, type LeadFieldProps } from './lead-field'

type Binding = Pick<LeadFieldProps, 'form' | 'name' | 'value' | 'error' | 'onChange'>

export function ContactDetailsFields({
  fieldProps,
}: {
  fieldProps: (name: Exclude<keyof ContactValues, 'message'>) => Binding
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <LeadField {...fieldProps('name')} label="Full Name" required autoComplete="name" maxLength={255} />
        <LeadField
          {...fieldProps('email')}
          label="Email"
          required
          type="email"
          autoComplete="email"
          maxLength={255}
        />
      </div>
      <LeadField
        {...fieldProps('phone')}
        label="Phone"
        required
        type="tel"
        autoComplete="tel"
        maxLength={20}
      />
    </>
  )
}
