/** A project's excavation or installation day on the calendar, opening the project. */
import { Hammer } from 'lucide-react'
import Link from 'next/link'
import type { ProjectDay } from '@/lib/projects/calendar'
import { cn } from '@/lib/utils'

const tone = (day: ProjectDay) =>
  day.stageKey === 'excavation' ? 'border-amber-300 bg-amber-50' : 'border-teal-300 bg-teal-50'

export function ProjectDayCard({ day }: { day: ProjectDay }) {
  return (
    <Link
      href={`/admin/projects/${day.projectId}`}
      data-testid="calendar-project-day"
      className={cn(
        'block rounded-md border p-2 text-sm shadow-xs hover:border-primary focus-visible:outline-2 focus-visible:outline-ring',
        tone(day),
      )}
    >
      <span className="flex flex-wrap items-center gap-x-1 font-medium">
        <Hammer className="size-3.5 shrink-0" aria-hidden /> {day.label}
        <span className="text-xs font-normal text-muted-foreground">{day.done ? '(done)' : '(planned)'}</span>
      </span>
      <span className="block font-semibold break-words text-primary">{day.customerName}</span>
      <span className="mt-1 block text-xs break-words text-muted-foreground">
        {day.officeName ?? 'No office'} · {day.owner ?? 'no owner'}
      </span>
    </Link>
  )
}

export function ProjectDayLine({ day }: { day: ProjectDay }) {
  return (
    <Link
      href={`/admin/projects/${day.projectId}`}
      data-testid="calendar-project-day"
      title={`${day.label} (${day.done ? 'done' : 'planned'}) · ${day.customerName} · ${day.officeName ?? 'No office'}`}
      className={cn(
        'mb-0.5 block truncate rounded border px-1 py-0.5 text-xs hover:border-primary',
        tone(day),
      )}
    >
      <span className="font-medium">{day.label}</span> {day.customerName}
    </Link>
  )
}
