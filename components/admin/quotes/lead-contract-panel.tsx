import { Download } from 'lucide-react'
import { DetailList, Panel } from '@/components/admin/detail-list'
import { formatDate, formatDateTime } from '@/lib/format'
import { formatCents } from '@/lib/money/cents'
import { getLeadContractSummary } from '@/lib/quotes/lead-contract'
import { QUOTE_STATUS_LABELS } from '@/lib/quotes/states'

/**
 * The homeowner's side of the lead (issue 35): the quote their page shows, when they first opened
 * it, and the signed contract with its PDF. Nothing when no quote has been sent.
 */
export async function LeadContractPanel({ leadId }: { leadId: number }) {
  const summary = await getLeadContractSummary(leadId)
  if (!summary) return null
  const { signature } = summary
  return (
    <Panel title={signature ? 'Signed contract' : 'Quote on the homeowner’s page'}>
      <DetailList
        items={[
          ['Quote', `${summary.reference} · ${QUOTE_STATUS_LABELS[summary.status]}`],
          ['Sent', formatDateTime(summary.sentAt)],
          ['First viewed', summary.viewedAt ? formatDateTime(summary.viewedAt) : 'Not opened yet'],
          ['Valid through', formatDate(`${summary.validUntil}T12:00:00Z`)],
          ...(summary.declinedAt
            ? ([
                ['Declined', formatDateTime(summary.declinedAt)],
                ['Reason given', summary.declineReason ?? 'none'],
              ] as [string, string][])
            : []),
          ...(signature
            ? ([
                ['Signed by', signature.signerName],
                ['Signed', formatDateTime(signature.signedAt)],
                ['Contract price', formatCents(signature.totalCents)],
              ] as [string, string][])
            : []),
          [
            'Homeowner’s link',
            summary.link ? `works until ${formatDate(summary.link.expiresAt)}` : 'none working',
          ],
        ]}
      />
      {signature?.hasPdf ? (
        <a
          href={`/api/admin/contracts/${signature.id}`}
          className="mt-4 inline-flex min-h-10 items-center gap-2 rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
          data-testid="staff-contract-download"
        >
          <Download className="size-4" aria-hidden /> Download the signed contract (PDF)
        </a>
      ) : null}
    </Panel>
  )
}
