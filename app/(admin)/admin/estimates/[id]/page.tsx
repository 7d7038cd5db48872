import { AlarmClock, ArrowLeft, Users } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { DetailList, Panel } from '@/components/admin/detail-list'
import { versionOf } from '@/lib/write/concurrency'
import { RecordVersion } from '@/components/admin/forms/record-version'
import { FollowUpPanel } from '@/components/admin/follow-ups/follow-up-panel'
import { HistoryList } from '@/components/admin/history-list'
import { CommentForm } from '@/components/admin/leads/comment-form'
import { ContactActions } from '@/components/admin/leads/contact-links'
import { LeadRepForm } from '@/components/admin/leads/lead-rep-form'
import { LeadStatusForm } from '@/components/admin/leads/lead-status-form'
import { LeadContractPanel } from '@/components/admin/quotes/lead-contract-panel'
import { LeadQuotesPanel } from '@/components/admin/quotes/lead-quotes-panel'
import { StatusBadge } from '@/components/admin/status-badge'
import { formatDateTime } from '@/lib/format'
import { parseId } from '@/lib/admin/http'
import { findContactOfLead } from '@/lib/leads/contacts/queries'
import { getLeadDetail } from '@/lib/leads/estimates/detail'
import { leadNextStep } from '@/lib/leads/estimates/next-step'
import { LEAD_TYPE_LABELS, type LeadType } from '@/lib/leads/estimates/statuses'
import { listActiveStaff } from '@/lib/users/staff'
import { requirePagePermission } from '@/components/admin/page-guard'
import { can } from '@/lib/auth/permissions'
import { cn } from '@/lib/utils'

export const metadata: Metadata = { title: 'Lead' }

export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  const { admin, denied } = await requirePagePermission('leads:read')
  if (denied) return denied
  const id = parseId((await params).id)
  if (!id) notFound()
  const [detail, staff, fromContact] = await Promise.all([
    getLeadDetail(id),
    listActiveStaff(),
    findContactOfLead(id),
  ])
  if (!detail) notFound()
  const { lead, comments, history, duplicates, appointments } = detail
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ') || `Lead #${lead.id}`
  const canWrite = can(admin.role, 'leads:write')
  const branch = lead.branchDetails
  const utm = lead.attribution ?? {}
  const next = leadNextStep(lead, appointments)
  const wants = [lead.poolType, lead.budgetRange, lead.timeframe].filter(Boolean).join(' · ')

  return (
    <>
      <Link
        href="/admin/estimates"
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> All leads
      </Link>
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{name}</h1>
        <StatusBadge status={lead.status} />
        <span className="text-sm text-muted-foreground">
          {LEAD_TYPE_LABELS[lead.requestType as LeadType] ?? lead.requestType} #{lead.id} · received{' '}
          {formatDateTime(lead.createdAt)}
        </span>
      </div>

      {fromContact ? (
        <p
          className="mb-4 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950"
          data-testid="lead-from-contact"
        >
          Converted from contact message{' '}
          <Link href={`/admin/contacts/${fromContact.id}`} className="font-semibold underline">
            #{fromContact.id} by {fromContact.name}
          </Link>{' '}
          received {formatDateTime(fromContact.createdAt)}.
        </p>
      ) : null}

      {duplicates.length > 0 ? (
        <section
          aria-labelledby="dupes-title"
          className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <h2 id="dupes-title" className="flex items-center gap-2 font-semibold">
            <Users className="size-4" aria-hidden /> Possible duplicate: {duplicates.length} other{' '}
            {duplicates.length === 1 ? 'lead has' : 'leads have'} the same phone or e-mail
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {duplicates.map((d) => (
              <li key={d.id}>
                <Link href={`/admin/estimates/${d.id}`} className="font-medium underline">
                  #{d.id} {[d.firstName, d.lastName].filter(Boolean).join(' ')}
                </Link>{' '}
                · {LEAD_TYPE_LABELS[d.requestType as LeadType] ?? d.requestType} ·{' '}
                {formatDateTime(d.createdAt)} · <StatusBadge status={d.status} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {/* Phone order is the order of work: reach the customer, move the lead on, note what was
          said; the request's details, history and where it came from follow. On a wide screen
          the work stays in the main column and the details sit beside it. */}
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-4">
          <Panel title="Contact">
            <ContactActions phone={lead.phone} email={lead.email} address={lead.address} />
            {wants ? <p className="mt-3 text-sm text-muted-foreground">Wants: {wants}</p> : null}
          </Panel>
          <Panel title="Next step">
            <p
              data-testid="lead-next-step"
              className={cn(
                'mb-3 rounded-md border p-3 text-sm',
                next.overdue
                  ? 'border-red-300 bg-red-50 font-medium text-red-900'
                  : 'border-sky-200 bg-sky-50 text-sky-950',
              )}
            >
              {next.overdue ? <AlarmClock className="mr-1.5 inline size-4 align-[-3px]" aria-hidden /> : null}
              {next.text}
              {next.unassigned ? ' No sales rep is assigned yet.' : ''}
            </p>
            <DetailList
              items={[
                ['Status', <StatusBadge key="s" status={lead.status} />],
                ['Status changed', formatDateTime(lead.statusUpdatedAt)],
                ['Reason lost', lead.lostReason],
                ['Sales rep', lead.salesRep ?? 'Unassigned'],
                ['Last updated', formatDateTime(lead.updatedAt)],
              ]}
            />
            {canWrite ? (
              <div className="mt-4 border-t pt-4">
                <RecordVersion version={versionOf(lead.updatedAt)}>
                  <div className="grid gap-5 sm:grid-cols-2">
                    <LeadStatusForm id={lead.id} status={lead.status} lostReason={lead.lostReason} />
                    <LeadRepForm id={lead.id} salesRep={lead.salesRep} staff={staff} />
                  </div>
                </RecordVersion>
              </div>
            ) : null}
          </Panel>
          <LeadQuotesPanel admin={admin} leadId={lead.id} leadRep={lead.salesRep} />
          <Panel title={`Comments (${comments.length})`}>
            {canWrite ? <CommentForm id={lead.id} /> : null}
            {comments.length === 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">No comments yet.</p>
            ) : (
              <ol className="mt-4 space-y-3" aria-label="Comments, newest first">
                {[...comments].reverse().map((c) => (
                  <li key={c.id} className="rounded-lg bg-muted p-3 text-sm" data-testid="lead-comment">
                    <p className="mb-1 text-xs text-muted-foreground">
                      <span className="font-semibold text-foreground">{c.author}</span> ·{' '}
                      {formatDateTime(c.createdAt)}
                    </p>
                    <p className="whitespace-pre-wrap">{c.comment}</p>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
          {/* After the comments: a rep on a phone reaches the comment box within two screens. */}
          <FollowUpPanel admin={admin} target="estimate" targetId={lead.id} />
        </div>

        <div className="min-w-0 space-y-4">
          <LeadContractPanel leadId={lead.id} />
          <Panel title="Project">
            <DetailList
              items={[
                ['Request type', LEAD_TYPE_LABELS[lead.requestType as LeadType] ?? lead.requestType],
                ['Pool type', lead.poolType],
                ['Budget range', lead.budgetRange],
                ['Timeframe', lead.timeframe],
                ['Address', lead.address],
                [
                  'Message',
                  lead.message ? <span className="whitespace-pre-wrap">{lead.message}</span> : null,
                ],
              ]}
            />
          </Panel>
          {appointments.length > 0 ? (
            <Panel title="Appointments">
              <ul className="space-y-2 text-sm">
                {appointments.map((a) => (
                  <li key={a.id}>
                    <Link href={`/admin/admin-estimates/${a.id}`} className="text-primary underline">
                      Appointment #{a.id}
                    </Link>{' '}
                    <StatusBadge status={a.status} />{' '}
                    {a.scheduledAt ? `· ${formatDateTime(a.scheduledAt)}` : '· no date yet'}
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
          <Panel title="History">
            <HistoryList
              events={history}
              receivedAt={lead.createdAt}
              receivedNote={lead.sourcePage ? `source page: ${lead.sourcePage}` : undefined}
            />
          </Panel>
          <Panel title="Branch">
            <DetailList
              items={[
                ['Nearest branch', branch?.name ?? lead.nearestBranch],
                ['City', branch?.city],
                ['Address', branch?.address],
                ['Phone', branch?.phone],
                ['E-mail', branch?.email],
                [
                  'Distance',
                  branch?.distanceMiles != null ? `${branch.distanceMiles.toFixed(1)} miles` : null,
                ],
              ]}
            />
          </Panel>
          <Panel title="Where the lead came from">
            <DetailList
              items={[
                ['Source page', lead.sourcePage],
                ['UTM source', utm.utmSource],
                ['UTM medium', utm.utmMedium],
                ['UTM campaign', utm.utmCampaign],
                ['UTM term', utm.utmTerm],
                ['UTM content', utm.utmContent],
                ['Referrer', utm.referrer],
                ['Landing page', utm.landingPage],
              ]}
            />
          </Panel>
        </div>
      </div>
    </>
  )
}
