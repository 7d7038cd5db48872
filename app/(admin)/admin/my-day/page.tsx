import type { Metadata } from 'next'
import { FollowUpDoneButton } from '@/components/admin/follow-ups/follow-up-done-button'
import { DayCard } from '@/components/admin/my-day/day-card'
import { DayFilters } from '@/components/admin/my-day/day-filters'
import { DaySection } from '@/components/admin/my-day/day-section'
import { AdminPageHeader } from '@/components/admin/page-header'
import { businessDay, formatDate, formatDateTime } from '@/lib/format'
import { requirePagePermission } from '@/components/admin/page-guard'
import { can } from '@/lib/auth/permissions'
import { TARGET_LABELS, TARGET_PATHS, CALL_BACK_PROMISE_HOURS } from '@/lib/follow-ups/rules'
import { receivedAgo } from '@/lib/my-day/labels'
import {
  listDayOwners,
  loadMyDay,
  type DayAppointment,
  type DayFollowUp,
  type DayLead,
  type DayOpenLead,
} from '@/lib/my-day/queries'
import { timeRange } from '@/lib/leads/appointments/calendar-labels'
import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '@/lib/leads/appointments/statuses'
import { LEAD_STATUS_LABELS, LEAD_TYPE_LABELS, type LeadStatus } from '@/lib/leads/estimates/statuses'
import { getOffices } from '@/lib/offices/queries'
import { formatCents } from '@/lib/money/cents'
import { projectScope } from '@/lib/projects/access'
import { formatDay, projectStageLabel } from '@/lib/projects/rules'
import { loadOverdueInstallments, loadStageTasks } from '@/lib/projects/tasks'

export const metadata: Metadata = { title: 'My day' }

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

export default async function MyDayPage({ searchParams }: { searchParams: Search }) {
  const { admin, denied } = await requirePagePermission('follow-ups:read')
  if (denied) return denied
  const search = await searchParams
  const anyRep = can(admin.role, 'follow-ups:any-rep')
  const [offices, owners] = await Promise.all([getOffices(), anyRep ? listDayOwners() : Promise.resolve([])])
  // Only admins choose whose day; an unknown name or office falls back to the default, not an error.
  const owner = (anyRep && owners.find((o) => o.username === one(search.rep))) || admin
  const office = offices.find((o) => o.id === one(search.office))?.id ?? null
  const now = new Date()
  const today = businessDay(now)
  // Project work (issue 36): the stages this person owns, and the overdue installments they can see.
  const projects = can(admin.role, 'projects:read')
  const [day, tasks, overdue] = await Promise.all([
    loadMyDay({ user: owner, office, now }),
    projects ? loadStageTasks(owner.id, office, today) : Promise.resolve([]),
    projects ? loadOverdueInstallments(projectScope(owner), office, today) : Promise.resolve(null),
  ])
  const officeName = new Map(offices.map((o) => [o.id, o.name]))
  const mine = owner.id === admin.id
  const canWrite = can(admin.role, 'follow-ups:write')

  const followUpCard = (item: DayFollowUp, overdue: boolean) => (
    <DayCard
      key={item.id}
      name={item.name}
      phone={item.phone}
      href={`${TARGET_PATHS[item.target]}/${item.targetId}`}
      tone={overdue ? 'urgent' : 'plain'}
      when={`${overdue ? 'Overdue since' : 'Due'} ${formatDateTime(item.dueAt)} · ${TARGET_LABELS[item.target]} #${item.targetId}`}
      detail={item.note || undefined}
      extra={
        canWrite ? (
          <FollowUpDoneButton id={item.id} done={false} version={item.updatedAt.toISOString()} />
        ) : undefined
      }
    />
  )
  const leadCard = (lead: DayLead, late: boolean) => (
    <DayCard
      key={`${lead.target}-${lead.id}`}
      name={lead.name}
      phone={lead.phone}
      href={`${TARGET_PATHS[lead.target]}/${lead.id}`}
      tone={late ? 'urgent' : 'plain'}
      when={[
        receivedAgo(lead.createdAt, now),
        lead.target === 'contact'
          ? TARGET_LABELS.contact
          : (LEAD_TYPE_LABELS[lead.requestType] ?? lead.requestType),
        lead.nearestBranch ? (officeName.get(lead.nearestBranch) ?? lead.nearestBranch) : 'no office',
        lead.salesRep ? `rep ${lead.salesRep}` : 'unassigned',
      ].join(' · ')}
    />
  )

  const appointmentCard = (a: DayAppointment) => (
    <DayCard
      key={`appointment-${a.id}`}
      name={a.customerName}
      phone={a.phone}
      href={`/admin/admin-estimates/${a.id}`}
      when={[
        `${timeRange(a.scheduledAt, a.durationMinutes)} ET`,
        APPOINTMENT_STATUS_LABELS[a.status as AppointmentStatus] ?? a.status,
        a.officeId ? (officeName.get(a.officeId) ?? a.officeId) : 'no office',
        a.assignee ? `rep ${a.assignee}` : 'nobody assigned yet',
      ].join(' · ')}
      detail={`Appointment #${a.id}${a.leadId ? ` · Lead #${a.leadId}` : ''}`}
    />
  )
  const openLeadCard = (lead: DayOpenLead) => (
    <DayCard
      key={`open-${lead.id}`}
      name={lead.name}
      phone={lead.phone}
      href={`/admin/estimates/${lead.id}`}
      when={[
        `${LEAD_STATUS_LABELS[lead.status as LeadStatus] ?? lead.status} since ${formatDateTime(lead.since)}`,
        lead.nearestBranch ? (officeName.get(lead.nearestBranch) ?? lead.nearestBranch) : 'no office',
      ].join(' · ')}
    />
  )

  return (
    <>
      <AdminPageHeader
        title={mine ? 'My day' : `${owner.username}'s day`}
        description={`${formatDate(now)} · ${mine ? 'your' : `${owner.username}'s`} appointments, follow-ups${projects ? ', project work' : ''} and open leads, and the new leads and messages of ${office ? officeName.get(office) : 'all offices'}.`}
      />
      <DayFilters
        owners={
          anyRep
            ? owners.map((o) => ({
                value: o.username,
                label: o.isActive ? `${o.username} (${o.role})` : `${o.username} (inactive)`,
              }))
            : null
        }
        owner={owner.username}
        offices={offices.map((o) => ({ value: o.id, label: o.name }))}
        office={office}
      />
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <DaySection
          id="day-appointments"
          title="Today's appointments"
          count={day.appointments.length}
          empty="No site visits or consultations today."
        >
          {day.appointments.map(appointmentCard)}
        </DaySection>
        <DaySection
          id="day-overdue"
          title="Overdue follow-ups"
          count={day.overdue.length}
          empty="Nothing overdue."
        >
          {day.overdue.map((item) => followUpCard(item, true))}
        </DaySection>
        <DaySection
          id="day-today"
          title="Due later today"
          count={day.dueToday.length}
          empty="Nothing else due today."
        >
          {day.dueToday.map((item) => followUpCard(item, false))}
        </DaySection>
        <DaySection
          id="day-missed"
          title={`Not called back within ${CALL_BACK_PROMISE_HOURS} hours`}
          count={day.missedPromise.length}
          empty="Every lead and message was called back in time."
        >
          {day.missedPromise.map((lead) => leadCard(lead, true))}
        </DaySection>
        <DaySection
          id="day-new"
          title="New leads and messages nobody has taken"
          count={day.newUnassigned.length}
          empty="No new unassigned leads or messages."
        >
          {day.newUnassigned.map((lead) => leadCard(lead, false))}
        </DaySection>
        {projects ? (
          <DaySection
            id="day-project-tasks"
            title="Project stages to see to"
            count={tasks.length}
            empty="No project stage of yours is due this week."
          >
            {tasks.map((task) => (
              <DayCard
                key={`${task.projectId}-${task.stageKey}`}
                name={task.customerName}
                phone={task.phone}
                href={`/admin/projects/${task.projectId}#stage-${task.stageKey}`}
                tone={task.late ? 'urgent' : 'plain'}
                when={`${projectStageLabel(task.stageKey)} · ${task.late ? 'planned' : 'due'} ${formatDay(task.plannedOn)}${task.late ? ', not done yet' : ''} · ${task.officeName ?? 'no office'}`}
              />
            ))}
          </DaySection>
        ) : null}
        {overdue ? (
          <DaySection
            id="day-overdue-installments"
            title="Overdue installments"
            count={overdue.count}
            empty="No installment is overdue."
          >
            {overdue.items.map((item) => (
              <DayCard
                key={`${item.projectId}-${item.label}`}
                name={item.customerName}
                phone={item.phone}
                href={`/admin/projects/${item.projectId}#payments`}
                tone="urgent"
                when={`${formatCents(item.balanceCents)} unpaid, due by ${formatDay(item.dueOn)} · ${item.officeName ?? 'no office'}`}
                detail={item.label}
              />
            ))}
          </DaySection>
        ) : null}
        <DaySection
          id="day-open-leads"
          title={mine ? 'My open leads' : `${owner.username}'s open leads`}
          count={day.openLeads.length}
          empty="No open leads assigned."
        >
          {day.openLeads.map(openLeadCard)}
        </DaySection>
      </div>
    </>
  )
}
