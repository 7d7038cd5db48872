import { Download } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { DetailList, Panel } from '@/components/admin/detail-list'
import { RecordVersion } from '@/components/admin/forms/record-version'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { LateBadge, StageBadge } from '@/components/admin/projects/badges'
import { NotificationsSwitch } from '@/components/admin/projects/notifications-switch'
import { PaymentsPanel } from '@/components/admin/projects/payments-panel'
import { StageTimeline } from '@/components/admin/projects/stage-timeline'
import { buttonVariants } from '@/components/ui/button'
import { parseId } from '@/lib/admin/http'
import { can } from '@/lib/auth/permissions'
import { businessDay, formatDateTime } from '@/lib/format'
import { formatCents } from '@/lib/money/cents'
import { telHref } from '@/lib/offices/types'
import { projectScope } from '@/lib/projects/access'
import { describeProjectEvent } from '@/lib/projects/history'
import { loadProjectForStaff, projectOptions } from '@/lib/projects/queries'
import { daysBetween, formatDay, projectStageLabel } from '@/lib/projects/rules'

export const metadata: Metadata = { title: 'Project' }

export default async function ProjectPage({ params }: { params: Promise<{ id: string }> }) {
  const { admin, denied } = await requirePagePermission('projects:read')
  if (denied) return denied
  const id = parseId((await params).id)
  if (!id) notFound()
  const today = businessDay(new Date())
  const [project, options] = await Promise.all([
    loadProjectForStaff(id, projectScope(admin), today),
    projectOptions(),
  ])
  if (!project) notFound()
  const canWrite = can(admin.role, 'projects:write')
  const canRecord = can(admin.role, 'payments:write')
  const late = !!project.nextPlannedOn && project.nextPlannedOn < today

  return (
    <RecordVersion version={project.updatedAt}>
      <AdminPageHeader
        title={project.customerName}
        back={{ href: '/admin/projects', label: 'Projects' }}
        description={`${project.poolName} · ${formatCents(project.contractTotalCents)} · signed ${formatDay(project.contractDate)} (${project.quoteReference})`}
        actions={
          <>
            {project.contractPdf ? (
              <a
                href={`/api/admin/projects/${project.id}/contract`}
                className={buttonVariants({ variant: 'outline' })}
                download
              >
                <Download aria-hidden /> Signed contract (PDF)
              </a>
            ) : null}
            {can(admin.role, 'leads:read') ? (
              <Link
                href={`/admin/estimates/${project.leadId}`}
                className={buttonVariants({ variant: 'ghost' })}
              >
                The lead
              </Link>
            ) : null}
          </>
        }
      />
      <nav aria-label="On this page" className="mb-4 flex flex-wrap gap-2 text-sm">
        {[
          ['#stages', 'Stages'],
          ['#payments', 'Payments'],
          ['#history', 'History'],
        ].map(([href, label]) => (
          <a
            key={href}
            href={href}
            className="rounded-full border bg-white px-3 py-1.5 font-medium hover:border-primary"
          >
            {label}
          </a>
        ))}
      </nav>
      <div className="mb-4 grid items-start gap-4 lg:grid-cols-2">
        <Panel title="Where it stands">
          <div className="space-y-3 text-sm" data-testid="project-standing">
            <p className="flex flex-wrap items-center gap-2">
              <StageBadge stage={project.currentStage} />
              <span className="text-muted-foreground">
                since {formatDay(project.currentStageOn)} ({daysBetween(project.currentStageOn, today)} days)
              </span>
            </p>
            <p>
              {project.nextStage ? (
                <>
                  Next: <strong>{projectStageLabel(project.nextStage)}</strong>
                  {project.nextPlannedOn
                    ? `, planned ${formatDay(project.nextPlannedOn)}`
                    : ', not planned yet'}{' '}
                  {late ? <LateBadge>Behind schedule</LateBadge> : null}
                </>
              ) : (
                'Every stage is done.'
              )}
            </p>
            <p>
              Paid {formatCents(project.paidCents)} of {formatCents(project.contractTotalCents)}; balance{' '}
              <strong data-testid="project-balance">{formatCents(project.balanceCents)}</strong>
              {project.overdueCents > 0 ? (
                <span className="ml-1 font-semibold text-red-800">
                  ({formatCents(project.overdueCents)} overdue)
                </span>
              ) : null}
            </p>
            {canWrite ? (
              <NotificationsSwitch projectId={project.id} enabled={project.notificationsEnabled} />
            ) : (
              <p className="text-muted-foreground">
                E-mails to the homeowner: {project.notificationsEnabled ? 'on' : 'off'}
              </p>
            )}
          </div>
        </Panel>
        <Panel title="Homeowner and contract">
          <DetailList
            items={[
              ['Homeowner', project.customerName],
              [
                'Contact',
                project.phone || project.email ? (
                  <span key="contact" className="flex flex-col items-start gap-1">
                    {project.phone ? (
                      <a
                        href={telHref(project.phone)}
                        className="inline-flex min-h-6 items-center text-primary underline-offset-4 hover:underline"
                      >
                        {project.phone}
                      </a>
                    ) : null}
                    {project.email ? (
                      <a
                        href={`mailto:${project.email}`}
                        className="inline-flex min-h-6 items-center break-all text-muted-foreground underline-offset-4 hover:underline"
                      >
                        {project.email}
                      </a>
                    ) : null}
                  </span>
                ) : null,
              ],
              ['Address', project.address],
              ['Pool', project.poolName],
              ['Office', project.officeName ?? project.officeId],
              ['Rep', project.rep],
            ]}
          />
        </Panel>
      </div>
      <section id="stages" aria-labelledby="stages-title" className="mb-6 scroll-mt-20">
        <h2 id="stages-title" className="mb-3 text-xl font-semibold">
          Stages
        </h2>
        <StageTimeline
          project={project}
          today={today}
          canWrite={canWrite}
          staff={options.staff.map((s) => ({ id: s.id, username: s.username }))}
        />
      </section>
      <section id="payments" aria-labelledby="payments-title" className="mb-6 scroll-mt-20">
        <h2 id="payments-title" className="mb-3 text-xl font-semibold">
          Payments
        </h2>
        <PaymentsPanel project={project} today={today} canRecord={canRecord} />
      </section>
      <section id="history" aria-labelledby="history-title" className="scroll-mt-20">
        <h2 id="history-title" className="mb-3 text-xl font-semibold">
          History
        </h2>
        <div className="rounded-xl border bg-white p-4 shadow-sm">
          <ol className="space-y-2 text-sm" data-testid="project-history">
            {project.events.map((event) => (
              <li key={event.id} className="border-l-2 border-primary/40 pl-3">
                <p className="break-words">{describeProjectEvent(event)}</p>
                <p className="text-xs text-muted-foreground">{formatDateTime(event.createdAt)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </RecordVersion>
  )
}
