'use client'

import { CalendarPlus } from 'lucide-react'
import { useRef, useState } from 'react'
import {
  AdminForm,
  CheckboxField,
  SelectField,
  SubmitButton,
  TextField,
  type Option,
} from '@/components/admin/forms/fields'
import { useRecordVersion } from '@/components/admin/forms/record-version'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { Button } from '@/components/ui/button'
import { bookSiteVisitAction } from '@/lib/leads/appointments/actions'
import { APPOINTMENT_DURATIONS } from '@/lib/leads/appointments/time-rules'
import { siteVisitSchema, timeLabel, VISIT_TIMES } from '@/lib/leads/appointments/visit-schema'

const TIME_OPTIONS = VISIT_TIMES.map((t) => ({ value: t, label: timeLabel(t) }))
const LENGTH_OPTIONS = APPOINTMENT_DURATIONS.map((m) => ({
  value: String(m),
  label: m < 60 ? `${m} minutes` : m % 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m / 60} h`,
}))

/**
 * 'Book a site visit' on a lead: the day, the start (Eastern time), the length, the office and the
 * rep who visits. Booked, it is confirmed at once: it is on the calendar and the rep's My day, the
 * homeowner gets the invite by e-mail, and the lead is Scheduled. Opened by its button, so the
 * comments stay near the top of the page on a phone; it closes once a visit is booked.
 */
export function SiteVisitForm({
  leadId,
  offices,
  reps,
  defaultOffice,
  defaultRep,
  today,
  hasEmail,
}: {
  leadId: number
  offices: readonly Option[]
  reps: readonly Option[]
  defaultOffice: string | null
  defaultRep: string | null
  /** Today in Eastern time (YYYY-MM-DD): the first day the date picker offers. */
  today: string
  hasEmail: boolean
}) {
  const ref = useRef<HTMLFormElement>(null)
  const [open, setOpen] = useState(false)
  const form = useAdminForm({
    schema: siteVisitSchema,
    action: (raw) => bookSiteVisitAction(leadId, raw),
    shared: useRecordVersion(),
    onSaved: () => {
      ref.current?.reset()
      setOpen(false)
    },
  })
  if (!open) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          <CalendarPlus aria-hidden /> Book a site visit
        </Button>
        {form.status?.kind === 'success' ? (
          <p role="status" className="text-sm text-emerald-800" data-testid="visit-booked">
            {form.status.message}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <AdminForm ref={ref} form={form} aria-label="Book a site visit" className="space-y-0">
      <h3 className="mb-3 text-sm font-semibold">Book a site visit</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="visitDate" label="Day" type="date" required min={today} />
        <SelectField
          name="visitTime"
          label="Time (Eastern)"
          required
          options={TIME_OPTIONS}
          placeholder="Choose a time…"
          defaultValue=""
        />
        <SelectField name="durationMinutes" label="Length" options={LENGTH_OPTIONS} defaultValue="60" />
        <SelectField
          name="officeId"
          label="Office"
          required
          options={offices}
          placeholder="Choose the office…"
          defaultValue={defaultOffice ?? ''}
        />
        <SelectField
          name="assigneeId"
          label="Rep who visits"
          required
          options={reps}
          placeholder="Choose the rep…"
          defaultValue={defaultRep ?? ''}
        />
        <CheckboxField
          name="outsideHours"
          label="Outside office hours (the homeowner asked for it)"
          className="self-end sm:pb-2.5"
          hint="Office hours: Monday to Friday, 9 AM to 4 PM."
        />
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        {hasEmail
          ? 'The homeowner gets a calendar invite by e-mail.'
          : 'No e-mail address on this lead: the homeowner gets no calendar invite.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <SubmitButton pending={form.pending} pendingText="Booking...">
          Book site visit
        </SubmitButton>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </AdminForm>
  )
}
