import { AlarmClock, ArrowLeft, CalendarCheck, Users } from 'lucide-react'
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
import { LeadDealForm } from '@/components/admin/leads/lead-deal-form'
import { LeadDetailsForm } from '@/components/admin/leads/lead-details-form'
import { LeadRepForm } from '@/components/admin/leads/lead-rep-form'
import { LeadStatusForm } from '@/components/admin/leads/lead-status-form'
import { LeadVisits } from '@/components/admin/leads/lead-visits'
import { SiteVisitForm } from '@/components/admin/leads/site-visit-form'
import { LeadContractPanel } from '@/components/admin/quotes/lead-contract-panel'
import { LeadQuotesPanel } from '@/components/admin/quotes/lead-quotes-panel'
import { StatusBadge } from '@/components/admin/status-badge'
import { businessDay, formatDateTime } from '@/lib/format'
import { parseId } from '@/lib/admin/http'
import { appointmentChoices } from '@/lib/leads/appointments/queries'
import { findContactOfLead } from '@/lib/leads/contacts/queries'
import { getLeadDetail } from '@/lib/leads/estimates/detail'
import { leadNextStep } from '@/lib/leads/estimates/next-step'
import { LEAD_TYPE_LABELS, type LeadType } from '@/lib/leads/estimates/statuses'
import { listLostReasons } from '@/lib/leads/lists/queries'
import { formatCents } from '@/lib/money/cents'
import { getOffices } from '@/lib/offices/queries'
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
  const [detail, staff, fromContact, offices, reasons, choices] = await Promise.all([
    getLeadDetail(id),
    listActiveStaff(),
    findContactOfLead(id),
    getOffices(),
    listLostReasons(),
    appointmentChoices({ officeId: null, assigneeId: null }),
  ])
  if (!detail) notFound()
  const { lead, comments, history, duplicates, appointments, source, lostReason } = detail
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ') || `Lead #${lead.id}`
  const canWrite = can(admin.role, 'leads:write')
  const canBook = canWrite && can(admin.role, 'appointments:write')
  const branch = lead.branchDetails
  const utm = lead.attribution ?? {}
  const next = leadNextStep(lead, appointments)
  const wants = [lead.poolType, lead.budgetRange, lead.timeframe].filter(Boolean).join(' · ')
  const typeLabel = LEAD_TYPE_LABELS[lead.requestType as LeadType] ?? lead.requestType
  const officeName = new Map(offices.map((o) => [o.id, o.name]))
  const repId = new Map(choices.assignees.map((a) => [a.label, a.value]))
  const lostReasons = reasons
    .filter((r) => r.isActive || r.id === lead.lostReasonId)
    .map(({ id: reasonId, label, requiresText }) => ({ id: reasonId, label, requiresText }))

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
        {/* One numbering: this is the lead's number; its visits carry their appointment numbers. */}
        <span className="text-sm text-muted-foreground" data-testid="lead-number">
          Lead #{lead.id} · {source ? source.name : `${typeLabel} request`} · received{' '}
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
                  Lead #{d.id} {[d.firstName, d.lastName].filter(Boolean).join(' ')}
                </Link>{' '}
                · {LEAD_TYPE_LABELS[d.requestType as LeadType] ?? d.requestType} ·{' '}
                {formatDateTime(d.createdAt)} · <StatusBadge status={d.status} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {/* Phone order is the order of work: reach the customer, move the lead on, note what was
          said, book the visit; the request's details, history and where it came from follow. On a
          wide screen the work stays in the main column and the details sit beside it. Every form
          that changes the lead shares its version. */}
      <RecordVersion version={versionOf(lead.updatedAt)}>
        <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0 space-y-4">
            <Panel title="Contact">
              <ContactActions phone={lead.phone} email={lead.email} address={lead.address} />
              {wants ? <p className="mt-3 text-sm text-muted-foreground">Wants: {wants}</p> : null}
              {canWrite ? (
                <LeadDetailsForm
                  id={lead.id}
                  values={{
                    firstName: lead.firstName,
                    lastName: lead.lastName,
                    phone: lead.phone,
                    email: lead.email,
                    address: lead.address,
                    nearestBranch: lead.nearestBranch,
                  }}
                  offices={offices.map((o) => ({ value: o.id, label: o.name }))}
                />
              ) : null}
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
                {next.overdue ? (
                  <AlarmClock className="mr-1.5 inline size-4 align-[-3px]" aria-hidden />
                ) : null}
                {next.text}
                {next.unassigned ? ' No sales rep is assigned yet.' : ''}
                {next.visitId ? (
                  <>
                    {' '}
                    <Link
                      href={`/admin/admin-estimates/${next.visitId}`}
                      className="inline-flex items-center gap-1 font-semibold underline"
                    >
                      <CalendarCheck className="size-4" aria-hidden /> Open appointment #{next.visitId}
                    </Link>
                  </>
                ) : null}
              </p>
              <DetailList
                items={[
                  ['Status', <StatusBadge key="s" status={lead.status} />],
                  ['Status changed', formatDateTime(lead.statusUpdatedAt)],
                  ['Reason lost', lostReason],
                  ['Deal value', lead.dealValueCents === null ? null : formatCents(lead.dealValueCents)],
                  ['Sales rep', lead.salesRep ?? 'Unassigned'],
                  ['Last updated', formatDateTime(lead.updatedAt)],
                ]}
              />
              {canWrite ? (
                <div className="mt-4 border-t pt-4">
                  <div className="grid gap-5 sm:grid-cols-2">
                    <LeadStatusForm
                      id={lead.id}
                      status={lead.status}
                      lostReasonId={lead.lostReasonId}
                      lostReason={lead.lostReason}
                      lostReasons={lostReasons}
                      dealValueCents={lead.dealValueCents}
                    />
                    <LeadRepForm id={lead.id} salesRep={lead.salesRep} staff={staff} />
                  </div>
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
            <Panel title="Site visits">
              <LeadVisits
                appointments={appointments}
                officeName={(officeId) => (officeId ? (officeName.get(officeId) ?? officeId) : null)}
                repName={(assigneeId) =>
                  choices.assignees.find((a) => a.value === String(assigneeId))?.label ?? null
                }
              />
              {canBook ? (
                <div className="mt-4 border-t pt-4">
                  <SiteVisitForm
                    leadId={lead.id}
                    offices={choices.offices}
                    reps={choices.assignees}
                    defaultOffice={
                      choices.offices.some((o) => o.value === lead.nearestBranch) ? lead.nearestBranch : null
                    }
                    defaultRep={
                      repId.get(lead.salesRep ?? admin.username) ?? repId.get(admin.username) ?? null
                    }
                    today={businessDay(new Date())}
                    hasEmail={Boolean(lead.email)}
                  />
                </div>
              ) : null}
            </Panel>

            <FollowUpPanel admin={admin} target="estimate" targetId={lead.id} />
          </div>

          <div className="min-w-0 space-y-4">
            <LeadContractPanel leadId={lead.id} />
            <Panel title="Deal value">
              <p className="mb-3 text-2xl font-bold tabular-nums" data-testid="deal-value">
                {lead.dealValueCents === null ? (
                  <span className="text-base font-normal text-muted-foreground">Not set yet</span>
                ) : (
                  formatCents(lead.dealValueCents)
                )}
              </p>
              {canWrite ? <LeadDealForm id={lead.id} dealValueCents={lead.dealValueCents} /> : null}
            </Panel>
            <Panel title="Project">
              <DetailList
                items={[
                  ['Request type', typeLabel],
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
            <Panel title="History">
              <HistoryList
                events={history}
                receivedAt={lead.createdAt}
                // A lead entered by hand says who entered it, and from which source, in its history.
                receivedNote={source ? null : lead.sourcePage ? `source page: ${lead.sourcePage}` : undefined}
              />
            </Panel>
            <Panel title="Office">
              <DetailList
                items={[
                  ['Office', branch?.name ?? lead.nearestBranch],
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
                  ['Source', source ? source.name : 'Website'],
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
      </RecordVersion>
    </>
  )
}
