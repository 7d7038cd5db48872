/**
 * The e-mails of the homeowner's page (issue 35 §4–§6), plain text like every mail here: the
 * signed contract to the homeowner (with its PDF attached), the rep's notice of a signature or a
 * decline, and a new link asked for on the "lost your link?" form. Kinds name what they are, with
 * the signature, version or lead as ref_id.
 */
import { headerSafe } from '@/lib/leads/mail-content'
import { formatCents } from '@/lib/money/cents'
import { formatDate, formatDateTime } from '@/lib/format'

export const PORTAL_MAIL_KINDS = {
  signedToHomeowner: 'contract:signed-homeowner',
  signedToRep: 'contract:signed-rep',
  declinedToRep: 'quote:declined-rep',
  newLink: 'homeowner:new-link',
} as const

type Company = { name: string; phone: string; email: string }

export type SignedMailFacts = {
  homeownerName: string
  reference: string
  optionLabel: string
  poolName: string
  totalCents: number
  signedAt: Date
  documentSha256: string
  firstInstallmentCents: number
  pageUrl: string | null
  leadUrl: string
  company: Company
}

export function signedContractFilename(reference: string): string {
  return `contract-${reference}.pdf`
}

export function signedToHomeownerMail(f: SignedMailFacts) {
  return {
    subject: headerSafe(`Your signed pool contract ${f.reference}`),
    text: [
      `Hello ${f.homeownerName},`,
      '',
      `Thank you: you signed your pool contract on ${formatDateTime(f.signedAt)}. Your signed copy is attached as a PDF; keep it with your records.`,
      '',
      `Option: ${f.optionLabel}, ${f.poolName}`,
      `Contract price: ${formatCents(f.totalCents)}`,
      `Contract: ${f.reference}`,
      `Document SHA-256: ${f.documentSha256}`,
      '',
      `What happens next: your sales representative will call you to book the technical visit. The first payment (${formatCents(f.firstInstallmentCents)}) schedules it; the payment schedule is in the contract.`,
      ...(f.pageUrl
        ? ['', `Your private page, with the contract to download at any time: ${f.pageUrl}`]
        : []),
      '',
      'You may cancel without penalty by written notice within three business days after signing (see the terms).',
      '',
      `${f.company.name} · ${f.company.phone} · ${f.company.email}`,
    ].join('\n'),
  }
}

export function signedToRepMail(f: SignedMailFacts) {
  return {
    subject: headerSafe(`Signed: ${f.homeownerName} accepted ${f.reference} (${formatCents(f.totalCents)})`),
    text: [
      `${f.homeownerName} signed contract ${f.reference} on ${formatDateTime(f.signedAt)}.`,
      '',
      `Option: ${f.optionLabel}, ${f.poolName}`,
      `Contract price: ${formatCents(f.totalCents)}`,
      `First payment (technical visit deposit): ${formatCents(f.firstInstallmentCents)}`,
      '',
      'The lead is now Won with this value. Call the homeowner to book the technical visit; a follow-up is on your My day.',
      `Lead and signed contract: ${f.leadUrl}`,
    ].join('\n'),
  }
}

export function declinedToRepMail(f: {
  homeownerName: string
  reference: string
  reason: string | null
  declinedAt: Date
  leadUrl: string
}) {
  return {
    subject: headerSafe(`Declined: ${f.homeownerName} declined ${f.reference}`),
    text: [
      `${f.homeownerName} declined quote ${f.reference} on ${formatDateTime(f.declinedAt)}.`,
      '',
      `Reason given: ${f.reason ?? 'none'}`,
      '',
      `Lead: ${f.leadUrl}`,
    ].join('\n'),
  }
}

export function newLinkMail(f: {
  homeownerName: string
  pageUrl: string
  expiresAt: Date
  company: Company
}) {
  return {
    subject: headerSafe(`Your link to your pool quote from ${f.company.name}`),
    text: [
      `Hello ${f.homeownerName},`,
      '',
      'Here is a new link to your private page, with your quote (or your signed contract):',
      f.pageUrl,
      '',
      `The link works until ${formatDate(f.expiresAt)}. Keep it to yourself: anyone with it can open your page.`,
      'If you did not ask for it, you can ignore this e-mail; your earlier link still works.',
      '',
      `${f.company.name} · ${f.company.phone} · ${f.company.email}`,
    ].join('\n'),
  }
}
