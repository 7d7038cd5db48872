/**
 * The morning digest a rep reads before the first call: overdue follow-ups, those due today, new
 * leads and messages nobody has taken, and those past the 24-hour promise, each with a link.
 * Plain text, like every mail of the product. An empty day has no digest (null).
 */
import { formatDate, formatDateTime } from '@/lib/format'
import { TARGET_LABELS, TARGET_PATHS, CALL_BACK_PROMISE_HOURS } from '@/lib/follow-ups/rules'
import { headerSafe } from '@/lib/leads/mail-content'
import { receivedAgo } from '@/lib/my-day/labels'
import type { DayFollowUp, DayLead, MyDay } from '@/lib/my-day/queries'

/** Each section lists at most this many; the rest are on My day. */
export const DIGEST_SECTION_MAX = 10

type Line = { text: string; href: string }

function section(title: string, lines: Line[], site: string): string[] {
  if (!lines.length) return []
  const shown = lines.slice(0, DIGEST_SECTION_MAX)
  const more = lines.length - shown.length
  return [
    `${title} (${lines.length > DIGEST_SECTION_MAX ? `${DIGEST_SECTION_MAX}+` : lines.length})`,
    ...shown.flatMap((line) => [`- ${line.text}`, `  ${site}${line.href}`]),
    ...(more > 0 ? [`- and more on My day`] : []),
    '',
  ]
}

const followUpLine = (f: DayFollowUp, when: string): Line => ({
  text: [
    `${when} ${formatDateTime(f.dueAt)}: ${f.name || `${TARGET_LABELS[f.target]} #${f.targetId}`}`,
    f.phone,
    f.note || null,
  ]
    .filter(Boolean)
    .join(' · '),
  href: `${TARGET_PATHS[f.target]}/${f.targetId}`,
})

const leadLine = (lead: DayLead, now: Date): Line => ({
  text: [
    `${lead.name || `${TARGET_LABELS[lead.target]} #${lead.id}`} (${TARGET_LABELS[lead.target].toLowerCase()})`,
    lead.phone,
    receivedAgo(lead.createdAt, now),
  ]
    .filter(Boolean)
    .join(' · '),
  href: `${TARGET_PATHS[lead.target]}/${lead.id}`,
})

export function digestMail(
  user: { username: string },
  day: MyDay,
  now: Date,
  siteUrl: string,
): { subject: string; text: string } | null {
  const total = day.overdue.length + day.dueToday.length + day.newUnassigned.length + day.missedPromise.length
  if (total === 0) return null
  const site = siteUrl.replace(/\/$/, '')
  const counts = [
    day.overdue.length ? `${day.overdue.length} overdue` : null,
    day.dueToday.length ? `${day.dueToday.length} due today` : null,
    day.missedPromise.length ? `${day.missedPromise.length} past ${CALL_BACK_PROMISE_HOURS} h` : null,
    day.newUnassigned.length ? `${day.newUnassigned.length} new unassigned` : null,
  ].filter(Boolean)
  return {
    subject: headerSafe(`Your day, ${formatDate(now)}: ${counts.join(', ')}`),
    text: [
      `Good morning ${user.username},`,
      '',
      'Here is your day.',
      '',
      ...section(
        'Overdue follow-ups',
        day.overdue.map((f) => followUpLine(f, 'Was due')),
        site,
      ),
      ...section(
        'Follow-ups due today',
        day.dueToday.map((f) => followUpLine(f, 'Due')),
        site,
      ),
      ...section(
        `Not called back within ${CALL_BACK_PROMISE_HOURS} hours`,
        day.missedPromise.map((lead) => leadLine(lead, now)),
        site,
      ),
      ...section(
        'New leads and messages nobody has taken',
        day.newUnassigned.map((lead) => leadLine(lead, now)),
        site,
      ),
      `Your day: ${site}/admin/my-day`,
      '',
      'This digest is sent once each working morning at 7:00 AM Eastern, when your day has something in it.',
    ].join('\n'),
  }
}
