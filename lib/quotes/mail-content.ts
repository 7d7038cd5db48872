/**
 * The e-mail that sends a quote to the homeowner (issue 35 §4): plain text like every mail of the
 * product, with the private link, what each option comes to, and until when the offer stands.
 * What staff typed is never rendered as HTML. Pure.
 */
import { formatWholeDollars } from '@/lib/money/cents'
import { headerSafe } from '@/lib/leads/mail-content'
import type { OutgoingMail } from '@/lib/mail/enqueue'

export const QUOTE_MAIL_KIND = 'quote:sent'

export type QuoteMailFacts = {
  to: string
  homeownerFirstName: string
  company: { name: string; phone: string }
  /** The sending rep's name as the homeowner reads it (their username), or null. */
  rep: string | null
  /** Absolute URL of the homeowner's page. */
  link: string
  /** 'Mar 7, 2026': the last day the offer stands, in Eastern time. */
  validUntilText: string
  versionNumber: number
  alternatives: { label: string; poolName: string; totalCents: number }[]
}

export function quoteMail(facts: QuoteMailFacts): OutgoingMail {
  const name = headerSafe(facts.homeownerFirstName, 60) || 'there'
  const options =
    facts.alternatives.length === 1
      ? [
          `Your pool: ${facts.alternatives[0]?.poolName}, ${formatWholeDollars(facts.alternatives[0]?.totalCents ?? 0)} all included.`,
        ]
      : [
          `You have ${facts.alternatives.length} options to choose from:`,
          ...facts.alternatives.map(
            (a) => `- ${a.label}: ${a.poolName}, ${formatWholeDollars(a.totalCents)} all included`,
          ),
        ]
  const text = [
    `Hi ${name},`,
    '',
    facts.versionNumber > 1
      ? `Here is your updated pool quote from ${facts.company.name}. It replaces the one we sent before.`
      : `Here is your pool quote from ${facts.company.name}.`,
    '',
    ...options,
    '',
    'Open your quote to see what is included, the payment schedule and a financing example, and to accept and sign it online:',
    facts.link,
    '',
    `The offer stands until ${facts.validUntilText}. The link is private to you: please do not forward it.`,
    '',
    `Questions? Call us at ${facts.company.phone}${facts.rep ? ` and ask for ${facts.rep}` : ''}.`,
    '',
    facts.company.name,
  ].join('\n')
  return {
    to: facts.to,
    subject: headerSafe(
      facts.versionNumber > 1
        ? `Your updated pool quote from ${facts.company.name}`
        : `Your pool quote from ${facts.company.name}`,
    ),
    text,
    kind: QUOTE_MAIL_KIND,
  }
}
