'use client'

import { UserPlus, Tags } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'
import { updateLeadsManyAction } from '@/lib/leads/estimates/actions'
import { ConfirmButton } from '@/components/admin/forms/confirm-button'
import { Field, NativeSelect } from '@/components/admin/form-controls'
import { useRowSelection } from '@/components/admin/row-selection'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import {
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  LOST_REASON_MAX,
  type LeadStatus,
} from '@/lib/leads/estimates/statuses'

/** The select value that unassigns, as '' means nothing chosen yet. */
const UNASSIGN = '-'

type Change = { salesRep: string | null } | { status: LeadStatus; lostReasonId?: number; lostReason?: string }

export type BulkLostReason = { id: number; label: string; requiresText: boolean }

/**
 * 'Change selected' on the leads list: one sales rep or one status for every ticked lead, asked
 * for confirmation first. Each lead carries the version the list showed, so a lead a colleague
 * changed meanwhile is skipped and named in the answer, never overwritten.
 */
export function LeadBulkBar({
  versions,
  staff,
  lostReasons,
}: {
  versions: Record<number, string>
  staff: { username: string; role: string }[]
  /** The active lost reasons of the staff's list: one of them is given to every lead lost. */
  lostReasons: readonly BulkLostReason[]
}) {
  const router = useRouter()
  const { selected, clear } = useRowSelection()
  const [rep, setRep] = useState('')
  const [status, setStatus] = useState('')
  const [lostReasonId, setLostReasonId] = useState('')
  const [lostReason, setLostReason] = useState('')
  const reason = lostReasons.find((r) => String(r.id) === lostReasonId)
  const count = selected.size
  const what = `${count} ${count === 1 ? 'lead' : 'leads'}`

  async function apply(change: Change) {
    const leads = [...selected].map((id) => ({ id, updatedAt: versions[id] ?? '' }))
    const result = await updateLeadsManyAction({ leads, ...change })
    if (result.ok) {
      if (result.data && result.data.skipped.length > 0) toast.warning(result.message, { duration: 15000 })
      else toast.success(result.message)
      clear()
    } else toast.error(result.message)
    router.refresh()
  }

  const repLabel = rep === UNASSIGN ? 'unassign the sales rep of' : `assign ${rep} to`
  const statusLabel = status ? LEAD_STATUS_LABELS[status as LeadStatus] : ''
  const needsReason = status === 'lost' && (!reason || (reason.requiresText && lostReason.trim() === ''))
  const reasonWords = reason
    ? reason.requiresText
      ? `${reason.label}: ${lostReason.trim()}`
      : reason.label
    : ''

  return (
    <section
      aria-label="Change selected leads"
      className="mb-3 rounded-lg border bg-muted/30 p-3"
      data-testid="lead-bulk"
    >
      <p className="mb-2 text-sm font-medium" aria-live="polite">
        {count > 0
          ? `${what} selected`
          : 'Tick leads to assign a rep or change the status of several at once.'}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="flex flex-wrap items-end gap-2 self-start">
          <Field id="bulk-rep" label="Sales rep" className="min-w-0 flex-1 basis-48">
            <NativeSelect id="bulk-rep" value={rep} onChange={(e) => setRep(e.target.value)}>
              <option value="">Choose a rep…</option>
              <option value={UNASSIGN}>Unassigned</option>
              {staff.map((s) => (
                <option key={s.username} value={s.username}>
                  {s.username} ({s.role})
                </option>
              ))}
            </NativeSelect>
          </Field>
          {count === 0 || rep === '' ? (
            <Button type="button" variant="outline" disabled>
              <UserPlus aria-hidden /> Assign rep
            </Button>
          ) : (
            <ConfirmButton
              variant="outline"
              size="default"
              confirmVariant="default"
              title={`Assign ${what}?`}
              description={`This will ${repLabel} the ${what} you ticked. Leads a colleague changed since you loaded the list are skipped.`}
              confirmLabel={rep === UNASSIGN ? `Unassign ${what}` : `Assign ${what} to ${rep}`}
              onConfirm={() => apply({ salesRep: rep === UNASSIGN ? null : rep })}
            >
              <UserPlus aria-hidden /> Assign rep
            </ConfirmButton>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-2 self-start">
          <Field id="bulk-status" label="Status" className="min-w-0 flex-1 basis-40">
            <NativeSelect id="bulk-status" value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">Choose a status…</option>
              {LEAD_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {LEAD_STATUS_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {status === 'lost' ? (
            <Field
              id="bulk-lost-reason"
              label="Reason lost (for all of them)"
              className="min-w-0 flex-1 basis-48"
            >
              <NativeSelect
                id="bulk-lost-reason"
                value={lostReasonId}
                onChange={(e) => setLostReasonId(e.target.value)}
              >
                <option value="">Choose the reason…</option>
                {lostReasons.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ) : null}
          {status === 'lost' && reason?.requiresText ? (
            <Field
              id="bulk-lost-text"
              label={`${reason.label}: what was it?`}
              className="min-w-0 flex-1 basis-48"
            >
              <Input
                id="bulk-lost-text"
                value={lostReason}
                maxLength={LOST_REASON_MAX}
                onChange={(e) => setLostReason(e.target.value)}
              />
            </Field>
          ) : null}
          {count === 0 || status === '' || needsReason ? (
            <Button type="button" variant="outline" disabled>
              <Tags aria-hidden /> Change status
            </Button>
          ) : (
            <ConfirmButton
              variant="outline"
              size="default"
              confirmVariant="default"
              title={`Mark ${what} ${statusLabel}?`}
              description={`The ${what} you ticked move to ${statusLabel}${status === 'lost' ? `, lost because: ${reasonWords}` : ''}.${status === 'won' ? ' Leads without a deal value are skipped: win them on their page, with the amount.' : ''} Leads a colleague changed since you loaded the list are skipped.`}
              confirmLabel={`Mark ${what} ${statusLabel}`}
              onConfirm={() =>
                apply({
                  status: status as LeadStatus,
                  ...(status === 'lost' && reason
                    ? {
                        lostReasonId: reason.id,
                        ...(reason.requiresText ? { lostReason: lostReason.trim() } : {}),
                      }
                    : {}),
                })
              }
            >
              <Tags aria-hidden /> Change status
            </ConfirmButton>
          )}
        </div>
      </div>
    </section>
  )
}
