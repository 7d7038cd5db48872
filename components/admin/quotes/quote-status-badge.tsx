/** A quote version's state as a coloured label (its text always readable on its colour). */
import { QUOTE_STATUS_LABELS, isQuoteStatus } from '@/lib/quotes/states'
import { cn } from '@/lib/utils'

const TONES: Record<string, string> = {
  draft: 'bg-slate-100 text-slate-800 border-slate-300',
  sent: 'bg-sky-100 text-sky-900 border-sky-200',
  viewed: 'bg-indigo-100 text-indigo-900 border-indigo-200',
  accepted: 'bg-emerald-100 text-emerald-900 border-emerald-200',
  declined: 'bg-red-100 text-red-900 border-red-200',
  expired: 'bg-amber-100 text-amber-900 border-amber-200',
  superseded: 'bg-white text-slate-700 border-slate-300 border-dashed',
}

export function QuoteStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status] ?? TONES.draft,
        className,
      )}
    >
      {isQuoteStatus(status) ? QUOTE_STATUS_LABELS[status] : status}
    </span>
  )
}
