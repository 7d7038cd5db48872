import type { Metadata } from 'next'
import Link from 'next/link'
import { OutboxPanel } from '@/components/admin/dashboard/outbox-panel'
import { OwnerReportsPanels } from '@/components/admin/dashboard/owner-reports'
import { SpeedToLeadPanels } from '@/components/admin/dashboard/speed-to-lead-panels'
import { BarList, WeekChart } from '@/components/admin/dashboard/week-chart'
import { Panel } from '@/components/admin/detail-list'
import { AdminPageHeader } from '@/components/admin/page-header'
import { DiscountApprovalsPanel } from '@/components/admin/quotes/discount-approvals-panel'
import { StatusBadge } from '@/components/admin/status-badge'
import { businessDay, formatDateTime, formatNumber } from '@/lib/format'
import { describeLeadEvent } from '@/lib/leads/history'
import { LEAD_STATUS_LABELS, LEAD_TYPE_LABELS, isLeadStatus } from '@/lib/leads/estimates/statuses'
import { requirePagePermission } from '@/components/admin/page-guard'
import { BREAKDOWN_DAYS, VIEWS_DAYS, dashboardData } from '@/lib/dashboard/queries'
import { ownerReports } from '@/lib/dashboard/reports'
import { speedToLead } from '@/lib/dashboard/speed-to-lead'
import { can } from '@/lib/auth/permissions'
import { outboxHealth } from '@/lib/mail/failed-mail'
import { getOffices } from '@/lib/offices/queries'
import { OverdueInstallmentsPanel } from '@/components/admin/projects/overdue-installments-panel'
import { projectScope } from '@/lib/projects/access'
import { reviewRequestsWaitingForPlaceId } from '@/lib/projects/notices'
import { loadOverdueInstallments } from '@/lib/projects/tasks'

export const metadata: Metadata = { title: 'Dashboard' }

const ACTIVITY_LINKS: Record<string, string> = {
  estimate: '/admin/estimates',
  contact: '/admin/contacts',
  appointment: '/admin/admin-estimates',
}

export default async function DashboardPage() {
  const { admin, denied } = await requirePagePermission('dashboard:read')
  if (denied) return denied
  // The owner's reports (issue 36 §6) are for admins: revenue by rep is not for every rep's eyes.
  const owner = admin.role === 'admin'
  const [data, offices, speed, outbox, overdue, reports, reviewsWaiting] = await Promise.all([
    dashboardData(),
    getOffices(),
    speedToLead(),
    outboxHealth(),
    can(admin.role, 'projects:read')
      ? loadOverdueInstallments(projectScope(admin), null, businessDay(new Date()), 8)
      : null,
    owner ? ownerReports() : null,
    owner ? reviewRequestsWaitingForPlaceId() : [],
  ])
  const branchName = new Map(offices.map((o) => [o.id, o.name]))
  const officeName = (id: string | null) => (id ? (branchName.get(id) ?? id) : 'No office')
  const { landingTotals, pageViews } = data
  const conversionRate =
    landingTotals.views > 0 ? `${((landingTotals.leads / landingTotals.views) * 100).toFixed(1)}%` : '—'

  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description={`Welcome back, ${admin.username}. Here is how the website is bringing in business.`}
      />
      <section aria-label="Key figures" className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="New leads today" value={data.leads.today} href="/admin/estimates?status=new" />
        <Stat label="New leads this week" value={data.leads.week} href="/admin/estimates" />
        <Stat
          label="Contact messages this week"
          value={data.contacts.week}
          note={`${data.contacts.open} waiting for a reply`}
          href="/admin/contacts?status=new"
        />
        <Stat
          label="Page views, last 7 days"
          value={pageViews.last7}
          note={`${formatNumber(pageViews.last30)} in the last ${VIEWS_DAYS} days`}
        />
      </section>
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2 xl:grid-cols-3">
        {overdue ? <OverdueInstallmentsPanel overdue={overdue} /> : null}
        {reports ? <OwnerReportsPanels reports={reports} reviewsWaiting={reviewsWaiting} /> : null}
        {can(admin.role, 'quotes:approve') ? <DiscountApprovalsPanel /> : null}
        <SpeedToLeadPanels data={speed} officeName={officeName} />
        <Panel title="New leads per week" className="lg:col-span-2">
          <WeekChart weeks={data.byWeek} />
        </Panel>
        <Panel title={`By status (last ${BREAKDOWN_DAYS} days)`}>
          <BarList
            emptyText="No leads yet."
            items={data.byStatus.map((s) => ({
              label: s.key && isLeadStatus(s.key) ? LEAD_STATUS_LABELS[s.key] : (s.key ?? 'Unknown'),
              count: s.count,
              href: s.key ? `/admin/estimates?status=${encodeURIComponent(s.key)}` : undefined,
            }))}
          />
        </Panel>
        <Panel title={`By branch (last ${BREAKDOWN_DAYS} days)`}>
          <BarList
            emptyText="No leads yet."
            items={data.byBranch.map((b) => ({
              label: b.key ? (branchName.get(b.key) ?? b.key) : 'No branch',
              count: b.count,
              href: `/admin/estimates?branch=${encodeURIComponent(b.key ?? 'none')}`,
            }))}
          />
        </Panel>
        <Panel title={`By source page (last ${BREAKDOWN_DAYS} days)`}>
          <BarList
            emptyText="No leads yet."
            items={data.bySource.map((s) => ({
              label: s.key ?? 'Unknown',
              count: s.count,
              href: s.key ? `/admin/estimates?source=${encodeURIComponent(s.key)}` : undefined,
            }))}
          />
        </Panel>
        <Panel title="Newest leads">
          {data.newest.length === 0 ? (
            <p className="text-sm text-muted-foreground">No leads yet.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {data.newest.map((lead) => (
                <li key={lead.id} className="flex items-start justify-between gap-2">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <Link
                      href={`/admin/estimates/${lead.id}`}
                      className="font-semibold text-primary hover:underline"
                    >
                      {[lead.firstName, lead.lastName].filter(Boolean).join(' ')}
                    </Link>
                    <span className="block text-xs text-muted-foreground">
                      {LEAD_TYPE_LABELS[lead.requestType] ?? lead.requestType} ·{' '}
                      {lead.nearestBranch
                        ? (branchName.get(lead.nearestBranch) ?? lead.nearestBranch)
                        : 'no branch'}{' '}
                      · {formatDateTime(lead.createdAt)}
                    </span>
                  </span>
                  <StatusBadge status={lead.status} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={`Landing pages (last ${VIEWS_DAYS} days)`} className="lg:col-span-2">
          <p className="mb-1 text-sm" data-testid="landing-totals">
            {formatNumber(landingTotals.views)} of the site&apos;s {formatNumber(pageViews.last30)} page views
            were on landing pages · {formatNumber(landingTotals.leads)}{' '}
            {landingTotals.leads === 1 ? 'lead' : 'leads'} came from them · {conversionRate} of those views
            became a lead
          </p>
          <p className="mb-3 text-xs text-muted-foreground">
            Views count every page load, as the site total does; a lead counts for the landing page it was
            sent from or its visit began on. Totals since each page was created are on{' '}
            <Link href="/admin/landing-pages" className="text-primary underline">
              Landing pages
            </Link>
            .
          </p>
          {data.landingPages.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No landing page had a view or a lead in this period.
            </p>
          ) : (
            <table className="w-full table-fixed text-sm">
              <caption className="sr-only">Landing page views and leads, last {VIEWS_DAYS} days</caption>
              <thead>
                <tr className="text-left text-xs text-muted-foreground uppercase">
                  <th scope="col" className="pb-1 font-semibold">
                    Page
                  </th>
                  <th scope="col" className="w-20 pb-1 text-right font-semibold">
                    Views
                  </th>
                  <th scope="col" className="w-20 pb-1 text-right font-semibold">
                    Leads
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.landingPages.map((p) => (
                  <tr key={p.slug} className="border-t">
                    <td className="py-1.5 pr-2">
                      <span className="block break-words">{p.title}</span>
                      <span className="text-xs text-muted-foreground">/{p.slug}</span>
                    </td>
                    <td className="py-1.5 text-right tabular-nums">{formatNumber(p.views)}</td>
                    <td className="py-1.5 text-right tabular-nums">{formatNumber(p.leads)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Panel>
        <Panel title={`Most viewed pages (last ${VIEWS_DAYS} days)`}>
          <BarList
            emptyText="No page views recorded yet."
            items={pageViews.topPaths.map((p) => ({ label: p.path, count: p.count }))}
          />
        </Panel>
        <OutboxPanel health={outbox} canRetry={can(admin.role, 'outbox:retry')} />
        <Panel title="Recent activity" className="lg:col-span-2 xl:col-span-3">
          {data.activity.length === 0 ? (
            <p className="text-sm text-muted-foreground">No staff activity yet.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {data.activity.map((event) => (
                <li key={event.id} className="border-l-2 border-primary/40 pl-3 [overflow-wrap:anywhere]">
                  <Link
                    href={`${ACTIVITY_LINKS[event.leadType] ?? '/admin/estimates'}/${event.leadId}`}
                    className="text-primary hover:underline"
                  >
                    {event.leadType} #{event.leadId}
                  </Link>
                  : {describeLeadEvent(event)}
                  <span className="block text-xs text-muted-foreground">
                    {formatDateTime(event.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  )
}

function Stat({ label, value, note, href }: { label: string; value: number; note?: string; href?: string }) {
  const body = (
    <>
      <span className="block text-sm text-muted-foreground">{label}</span>
      <span className="block text-3xl font-bold tabular-nums">{formatNumber(value)}</span>
      {note ? <span className="block text-xs text-muted-foreground">{note}</span> : null}
    </>
  )
  return href ? (
    <Link href={href} className="rounded-xl border bg-white p-4 shadow-sm hover:border-primary">
      {body}
    </Link>
  ) : (
    <div className="rounded-xl border bg-white p-4 shadow-sm">{body}</div>
  )
}
