import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { AppointmentForm } from '@/components/admin/appointments/appointment-form'
import { FollowUpPanel } from '@/components/admin/follow-ups/follow-up-panel'
import { DetailList, Panel } from '@/components/admin/detail-list'
import { HistoryList } from '@/components/admin/history-list'
import { ContactActions } from '@/components/admin/leads/contact-links'
import { StatusBadge } from '@/components/admin/status-badge'
import { appointmentChoices, getAppointmentDetail } from '@/lib/leads/appointments/queries'
import { businessDay, formatDateTime, toDateTimeLocal } from '@/lib/format'
import { calendarHref } from '@/lib/leads/appointments/calendar'
import { parseId } from '@/lib/admin/http'
import { requirePagePermission } from '@/components/admin/page-guard'
import { can } from '@/lib/auth/permissions'

export const metadata: Metadata = { title: 'Appointment' }

export default async function AppointmentPage({ params }: { params: Promise<{ id: string }> }) {
  const { admin, denied } = await requirePagePermission('appointments:read')
  if (denied) return denied
  const id = parseId((await params).id)
  const detail = id ? await getAppointmentDetail(id) : undefined
  if (!detail) notFound()
  const { appointment: a, history, lead } = detail
  const choices = await appointmentChoices(a)
  const label = (options: { value: string; label: string }[], value: string | number | null) =>
    value === null ? null : (options.find((o) => o.value === String(value))?.label ?? String(value))
  return (
    <>
      <Link
        href="/admin/admin-estimates"
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> All appointments
      </Link>
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{a.customerName}</h1>
        <StatusBadge status={a.status} />
        <span className="text-sm text-muted-foreground">
          Appointment #{a.id} · {a.scheduledAt ? formatDateTime(a.scheduledAt) : 'no date yet'}
        </span>
        {a.scheduledAt ? (
          <Link
            href={calendarHref({ view: 'week', date: businessDay(a.scheduledAt) })}
            className="text-sm font-medium text-primary hover:underline"
          >
            See its week on the calendar
          </Link>
        ) : null}
      </div>
      {/* A phone reads customer, appointment, follow-ups, history; a wide screen keeps the
          appointment's form beside them, and the follow-up form gets the wide column. */}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 xl:grid-cols-[minmax(0,1fr)_22rem] xl:grid-rows-[auto_auto_1fr]">
        <div>
          <Panel title="Customer">
            <div className="mb-4">
              <ContactActions phone={a.phone} email={a.email} address={a.address} />
            </div>
            <DetailList
              items={[
                ['Name', a.customerName],
                ['Phone', a.phone],
                ['E-mail', a.email],
                ['Address', a.address],
                ['Message', a.message ? <span className="whitespace-pre-wrap">{a.message}</span> : null],
                ['Requested', formatDateTime(a.createdAt)],
                [
                  'Lead',
                  lead ? (
                    <Link href={`/admin/estimates/${lead.id}`} className="text-primary underline">
                      Lead #{lead.id} {[lead.firstName, lead.lastName].filter(Boolean).join(' ')} (
                      {lead.status})
                    </Link>
                  ) : null,
                ],
              ]}
            />
          </Panel>
        </div>
        <div className="xl:col-start-2 xl:row-span-3 xl:row-start-1">
          <Panel title="Appointment">
            <DetailList
              items={[
                ['Date and time', a.scheduledAt ? formatDateTime(a.scheduledAt) : 'Not set'],
                ['Length', `${a.durationMinutes} minutes`],
                ['Office', label(choices.offices, a.officeId) ?? 'Not set'],
                ['Assignee', label(choices.assignees, a.assigneeId) ?? 'Nobody yet'],
                ['Status', <StatusBadge key="s" status={a.status} />],
                ['Status changed', formatDateTime(a.statusUpdatedAt)],
              ]}
            />
            {can(admin.role, 'appointments:write') ? (
              <div className="mt-4 border-t pt-4">
                <AppointmentForm
                  id={a.id}
                  status={a.status}
                  scheduledAt={toDateTimeLocal(a.scheduledAt)}
                  durationMinutes={a.durationMinutes}
                  officeId={a.officeId}
                  assigneeId={a.assigneeId}
                  offices={choices.offices}
                  assignees={choices.assignees}
                  hasEmail={Boolean(a.email)}
                  version={a.updatedAt.toISOString()}
                />
              </div>
            ) : null}
          </Panel>
        </div>
        <div className="xl:col-start-1">
          <FollowUpPanel admin={admin} target="appointment" targetId={a.id} />
        </div>
        <div className="xl:col-start-1">
          <Panel title="History">
            <HistoryList events={history} receivedAt={a.createdAt} />
          </Panel>
        </div>
      </div>
    </>
  )
}
