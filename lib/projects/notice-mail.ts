/**
 * The e-mails a homeowner gets about their build (issue 36 §4, §5), plain text like every mail
 * here: a stage reached (its newest photo attached by the caller), an installment fallen due with
 * how to pay, a reminder two days before the excavation and installation days with what to do,
 * and the review request seven days after completion. Each carries a fresh private link to their
 * project page. Pure.
 */
import { HOMEOWNER_STEPS } from '@/content/project-homeowner-steps'
import { headerSafe } from '@/lib/leads/mail-content'
import { formatCents } from '@/lib/money/cents'
import { paymentInstructionLines, type PaymentInstructions } from './payment-settings-form'
import { formatDay, projectStageLabel, type ProjectStageKey } from './rules'

/** Outbox kinds; ref_id: the stage row (reached, reminder), the installment, or the project (review). */
export const NOTICE_KINDS = {
  stageReached: 'notice:stage-reached',
  installmentDue: 'notice:installment-due',
  reminder: 'notice:reminder',
  review: 'notice:review',
} as const

export type NoticeFacts = {
  homeownerName: string
  poolName: string
  /** The absolute URL of the homeowner's project page (a link issued for this mail). */
  pageUrl: string
  company: { name: string; phone: string; email: string }
}

/** A label inside a sentence: 'Permit and HOA submitted' → 'permit and HOA submitted'. */
const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1)

const firstName = (name: string) => name.split(/\s+/)[0] || 'there'

function close(facts: NoticeFacts) {
  return [
    '',
    `Your project page (dates, photos, documents and payments): ${facts.pageUrl}`,
    'This link is private to you: please do not share it.',
    '',
    `Questions? Call ${facts.company.phone} or write to ${facts.company.email}.`,
    '',
    facts.company.name,
  ]
}

export function stageReachedMail(
  facts: NoticeFacts & {
    stage: ProjectStageKey
    reachedOn: string
    photo: boolean
    next: { stage: ProjectStageKey; plannedOn: string | null } | null
  },
) {
  const label = projectStageLabel(facts.stage)
  const next = facts.next
  const text = [
    `Hi ${firstName(facts.homeownerName)},`,
    '',
    facts.stage === 'completed'
      ? `Your ${facts.poolName} pool is finished: we recorded it as completed on ${formatDay(facts.reachedOn)}. Enjoy it!`
      : `Good news about your ${facts.poolName} pool: ${inSentence(label)} was done on ${formatDay(facts.reachedOn)}.`,
    ...(facts.photo ? ['A photo from the site is attached.'] : []),
    ...(next
      ? [
          '',
          `Next: ${projectStageLabel(next.stage)}${next.plannedOn ? `, planned for ${formatDay(next.plannedOn)}` : ''}.`,
          HOMEOWNER_STEPS[next.stage].whatWeDo,
          ...(HOMEOWNER_STEPS[next.stage].todo.length
            ? ['', 'What we need from you:', ...HOMEOWNER_STEPS[next.stage].todo.map((item) => `- ${item}`)]
            : []),
        ]
      : []),
    ...close(facts),
  ].join('\n')
  return {
    subject: headerSafe(
      facts.stage === 'completed'
        ? `Your pool is finished - ${facts.company.name}`
        : `Your pool: ${label} done - ${facts.company.name}`,
    ),
    text,
  }
}

export function installmentDueMail(
  facts: NoticeFacts & {
    label: string
    balanceCents: number
    dueOn: string
    /** Today (Eastern): a stage recorded late makes an installment due by a day already past. */
    today: string
    stage: ProjectStageKey
    instructions: PaymentInstructions
    contractBalanceCents: number
  },
) {
  const how = paymentInstructionLines(facts.instructions)
  const text = [
    `Hi ${firstName(facts.homeownerName)},`,
    '',
    `Your ${facts.poolName} pool has reached ${inSentence(projectStageLabel(facts.stage))}, so the ${inSentence(facts.label)} is now due.`,
    '',
    `Amount due: ${formatCents(facts.balanceCents)}`,
    facts.dueOn < facts.today
      ? `Please pay now: it was due by ${formatDay(facts.dueOn)}.`
      : `Please pay by: ${formatDay(facts.dueOn)}`,
    `Contract balance: ${formatCents(facts.contractBalanceCents)}`,
    '',
    'How to pay (nothing is charged online; no cash or cryptocurrency):',
    ...(how.length ? how : [`Call us on ${facts.company.phone} and we will tell you how to pay.`]),
    ...close(facts),
  ].join('\n')
  return {
    subject: headerSafe(
      `Payment due: ${formatCents(facts.balanceCents)} by ${formatDay(facts.dueOn)} - ${facts.company.name}`,
    ),
    text,
  }
}

export function reminderMail(facts: NoticeFacts & { stage: ProjectStageKey; plannedOn: string }) {
  const label = projectStageLabel(facts.stage)
  const day = facts.stage === 'excavation' ? 'excavation day' : 'installation day'
  const text = [
    `Hi ${firstName(facts.homeownerName)},`,
    '',
    `A reminder: ${day} for your ${facts.poolName} pool is ${formatDay(facts.plannedOn)}. ${HOMEOWNER_STEPS[facts.stage].whatWeDo}`,
    '',
    'Before we arrive, please:',
    ...HOMEOWNER_STEPS[facts.stage].todo.map((item) => `- ${item}`),
    '',
    'The weather can move the day: if it does, we call you.',
    ...close(facts),
  ].join('\n')
  return {
    subject: headerSafe(`Reminder: ${label} on ${formatDay(facts.plannedOn)} - ${facts.company.name}`),
    text,
  }
}

/** Google's "write a review" page of a listing. */
export function googleWriteReviewHref(placeId: string): string {
  return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`
}

export function reviewRequestMail(facts: NoticeFacts & { officeName: string; reviewUrl: string }) {
  const text = [
    `Hi ${firstName(facts.homeownerName)},`,
    '',
    `Your ${facts.poolName} pool has been finished for a week now. We hope you are enjoying it!`,
    '',
    `Would you tell other Florida families how it went? A short review of ${facts.officeName} on Google helps them choose, and helps us a lot:`,
    facts.reviewUrl,
    '',
    'It takes a minute. Thank you!',
    ...close(facts),
  ].join('\n')
  return { subject: headerSafe(`How was your new pool? - ${facts.company.name}`), text }
}
