/**
 * A project's history in words (project_events): what each stored event says on the project's
 * page, e.g. "maria recorded Excavation as reached on Mar 9, 2026". Pure.
 */
import { formatDay, projectStageLabel } from './rules'

/**
 * Who the demo projects' history names (lib/demo-data/projects.ts): their homeowners are fictional,
 * so no notice is sent about a project with a change by it (lib/projects/notices.ts).
 */
export const DEMO_DATA_ACTOR = 'demo data'

export const PROJECT_EVENTS = {
  created: 'created',
  planned: 'planned',
  reached: 'reached',
  reachedCleared: 'reached_cleared',
  outOfOrder: 'out_of_order',
  owner: 'owner',
  notes: 'notes',
  installmentDue: 'installment_due',
  installmentNotDue: 'installment_not_due',
  fileAdded: 'file_added',
  fileRemoved: 'file_removed',
  payment: 'payment',
  notifications: 'notifications',
} as const

export type ProjectEvent = {
  action: string
  actor: string
  stageKey: string | null
  fromValue: string | null
  toValue: string | null
}

export function describeProjectEvent(event: ProjectEvent): string {
  const stage = event.stageKey ? projectStageLabel(event.stageKey) : 'the project'
  const { actor, fromValue: from, toValue: to } = event
  switch (event.action) {
    case PROJECT_EVENTS.created:
      return `Project started from the signed contract${to ? ` (${to})` : ''}`
    case PROJECT_EVENTS.planned:
      return to
        ? `${actor} planned ${stage} for ${formatDay(to)}${from ? ` (was ${formatDay(from)})` : ''}`
        : `${actor} cleared the planned date of ${stage} (was ${formatDay(from)})`
    case PROJECT_EVENTS.reached:
      return `${actor} recorded ${stage} as reached on ${formatDay(to)}${from ? ` (was ${formatDay(from)})` : ''}`
    case PROJECT_EVENTS.reachedCleared:
      return `${actor} took back ${stage}: not reached after all (was recorded on ${formatDay(from)})`
    case PROJECT_EVENTS.outOfOrder:
      return `${actor} recorded ${stage} before an earlier stage: ${to ?? ''}`
    case PROJECT_EVENTS.owner:
      return to
        ? `${actor} gave ${stage} to ${to}${from ? ` (was ${from})` : ''}`
        : `${actor} took ${stage} from ${from ?? 'its owner'}: nobody owns it now`
    case PROJECT_EVENTS.notes:
      return to ? `${actor} updated the notes of ${stage}: ${to}` : `${actor} cleared the notes of ${stage}`
    case PROJECT_EVENTS.installmentDue:
      return `${to ?? 'An installment'} fell due with ${stage}`
    case PROJECT_EVENTS.installmentNotDue:
      return `${to ?? 'An installment'} is no longer due: ${stage} was taken back`
    case PROJECT_EVENTS.fileAdded:
      return `${actor} added ${to ?? 'a file'} to ${stage}`
    case PROJECT_EVENTS.fileRemoved:
      return `${actor} removed ${from ?? 'a file'} from ${stage}`
    case PROJECT_EVENTS.payment:
      return `${actor} recorded a payment: ${to ?? ''}`
    case PROJECT_EVENTS.notifications:
      return `${actor} turned e-mails to the homeowner ${to === 'on' ? 'on' : 'off'}`
    default:
      return `${actor}: ${event.action}${to ? ` → ${to}` : ''}`
  }
}
