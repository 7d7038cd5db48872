'use client'

import { useMemo, useState } from 'react'
import { AdminForm, SelectField, SubmitButton, TextField } from '@/components/admin/forms/fields'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { formatCents } from '@/lib/money/cents'
import { recordPaymentAction } from '@/lib/projects/actions'
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '@/lib/projects/rules'
import { paymentFormSchema } from '@/lib/projects/schema'

type Open = { id: number; position: number; label: string; balanceCents: number }

function newKey() {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

/**
 * Records a payment received: which installment, how (check, bank transfer or Zelle: nothing is
 * charged online), how much (part of the balance is fine, more is refused), the day it arrived and
 * a reference. Each form carries a one-time key: a double click records one payment.
 */
export function PaymentForm({
  projectId,
  installments,
  today,
  receipts,
}: {
  projectId: number
  /** The installments with a balance left, in order. */
  installments: Open[]
  today: string
  /** Whether a receipt is e-mailed (the homeowner has an address and e-mails are on). */
  receipts: boolean
}) {
  const [requestKey, setRequestKey] = useState(newKey)
  const [installmentId, setInstallmentId] = useState(String(installments[0]?.id ?? ''))
  const [formKey, setFormKey] = useState(0)
  const schema = useMemo(() => paymentFormSchema(), [])
  const form = useAdminForm({
    schema,
    action: (raw) => recordPaymentAction(projectId, raw),
    onSaved: () => {
      setRequestKey(newKey())
      setFormKey((n) => n + 1)
    },
  })
  const chosen = installments.find((i) => String(i.id) === installmentId) ?? installments[0]

  return (
    <AdminForm form={form} aria-label="Record payment" data-testid="payment-form" className="space-y-4">
      <input type="hidden" name="requestKey" value={requestKey} />
      <div key={formKey} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          name="installmentId"
          label="Installment"
          required
          value={chosen ? String(chosen.id) : ''}
          onChange={(event) => setInstallmentId(event.currentTarget.value)}
          options={installments.map((i) => ({
            value: String(i.id),
            label: `${i.label}: ${formatCents(i.balanceCents)} left`,
          }))}
          className="sm:col-span-2 lg:col-span-3"
        />
        <SelectField
          name="method"
          label="Method"
          required
          placeholder="Choose…"
          defaultValue=""
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
          hint="No cash, no cryptocurrency."
        />
        <TextField
          name="amount"
          label="Amount (USD)"
          required
          inputMode="decimal"
          placeholder="e.g. 2,500"
          hint={chosen ? `At most ${formatCents(chosen.balanceCents)}: part of it is fine.` : undefined}
        />
        <TextField
          name="receivedOn"
          label="Received on"
          type="date"
          required
          max={today}
          defaultValue={today}
        />
        <TextField
          name="reference"
          label="Reference"
          maxLength={100}
          placeholder="Check number, transfer or Zelle confirmation"
          className="sm:col-span-2 lg:col-span-3"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={form.pending} pendingText="Recording…">
          Record payment
        </SubmitButton>
        <p className="text-sm text-muted-foreground">
          {receipts
            ? 'A receipt is e-mailed to the homeowner.'
            : 'No receipt is e-mailed: the homeowner has no e-mail address, or e-mails are off for this project.'}
        </p>
      </div>
    </AdminForm>
  )
}
