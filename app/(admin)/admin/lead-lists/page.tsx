import type { Metadata } from 'next'
import { Panel } from '@/components/admin/detail-list'
import { AddLeadListEntry, LeadListRow } from '@/components/admin/lead-lists/lead-list-forms'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { listLeadSources, listLostReasons } from '@/lib/leads/lists/queries'

export const metadata: Metadata = { title: 'Sources and lost reasons' }

export default async function LeadListsPage() {
  const { denied } = await requirePagePermission('lead-lists:write')
  if (denied) return denied
  const [sources, reasons] = await Promise.all([listLeadSources(), listLostReasons()])
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title="Sources and lost reasons"
        description="The lists reps pick from: where a lead they enter came from, and why a lead was lost. Deactivated entries are no longer offered; leads that have one keep it, so reports stay whole."
      />
      <div className="space-y-4">
        <Panel title={`Lead sources (${sources.length})`}>
          <p className="mb-3 text-sm text-muted-foreground">
            Offered on the New lead screen for phone, walk-in, referral and home-show leads. Web leads keep
            the page and campaign they came from.
          </p>
          <ul className="mb-4 divide-y rounded-lg border" aria-label="Lead sources">
            {sources.map((s) => (
              <LeadListRow
                key={s.id}
                kind="source"
                row={{ id: s.id, name: s.name, isActive: s.isActive, updatedAt: s.updatedAt.toISOString() }}
              />
            ))}
          </ul>
          <AddLeadListEntry kind="source" />
        </Panel>
        <Panel title={`Lost reasons (${reasons.length})`}>
          <p className="mb-3 text-sm text-muted-foreground">
            Offered when a lead is marked Lost, on its page, on the pipeline board and in bulk. A reason that
            asks for a text (like Other) makes the rep say what it was.
          </p>
          <ul className="mb-4 divide-y rounded-lg border" aria-label="Lost reasons">
            {reasons.map((r) => (
              <LeadListRow
                key={r.id}
                kind="reason"
                row={{
                  id: r.id,
                  name: r.label,
                  isActive: r.isActive,
                  requiresText: r.requiresText,
                  updatedAt: r.updatedAt.toISOString(),
                }}
              />
            ))}
          </ul>
          <AddLeadListEntry kind="reason" />
        </Panel>
      </div>
    </div>
  )
}
