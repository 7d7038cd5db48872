/** A coloured status label for leads, contacts and appointments (text always readable on its colour). */
import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '@/lib/leads/appointments/statuses'
import { CONTACT_STATUS_LABELS, type ContactStatus } from '@/lib/leads/contacts/statuses'
import { LEAD_STATUS_LABELS, type LeadStatus } from '@/lib/leads/estimates/statuses'
import { cn } from '@/lib/utils'

const TONES = {
  blue: 'bg-sky-100 text-sky-900 border-sky-200',
  indigo: 'bg-indigo-100 text-indigo-900 border-indigo-200',
  violet: 'bg-violet-100 text-violet-900 border-violet-200',
  amber: 'bg-amber-100 text-amber-900 border-amber-200',
  green: 'bg-emerald-100 text-emerald-900 border-emerald-200',
  red: 'bg-red-100 text-red-900 border-red-200',
  gray: 'bg-slate-100 text-slate-800 border-slate-200',
} as const
type Tone = keyof typeof TONES

const STATUS_TONES: Record<string, Tone> = {
  new: 'blue',
  contacted: 'indigo',
  scheduled: 'violet',
  quoted: 'amber',
  won: 'green',
  lost: 'gray',
  spam: 'red',
  replied: 'indigo',
  closed: 'gray',
  converted: 'green',
  pending: 'amber',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'gray',
  'no-show': 'red',
}

const LABELS: Record<string, string> = {
  ...CONTACT_STATUS_LABELS,
  ...APPOINTMENT_STATUS_LABELS,
  ...LEAD_STATUS_LABELS,
}

export function StatusBadge({
  status,
  className,
}: {
  status: LeadStatus | ContactStatus | AppointmentStatus | string
  className?: string
}) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[STATUS_TONES[status] ?? 'gray'],
        className,
      )}
    >
      {LABELS[status] ?? status}
    </span>
  )
}
