/**
 * The receipt a homeowner gets for each payment recorded (issue 36 §2): what was received, by what
 * method and for which installment, what is left on it and on the contract, what falls due next and
 * how to pay it (the instructions admins keep in settings). Plain text, like every mail here. Kind
 * 'project:receipt' with the payment's id. Pure.
 */
import { headerSafe } from '@/lib/leads/mail-content'
import { formatCents } from '@/lib/money/cents'
import { paymentInstructionLines, type PaymentInstructions } from './payment-settings-form'
import { PAYMENT_METHOD_LABELS, formatDay, projectStageLabel, type PaymentMethod } from './rules'
import type { RecordMail } from '@/lib/mail/enqueue'

export const RECEIPT_MAIL_KIND = 'project:receipt'

export type ReceiptFacts = {
  to: string
  paymentId: number
  homeownerName: string
  poolName: string
  amountCents: number
  method: PaymentMethod
  reference: string | null
  receivedOn: string
  installment: { label: string; amountCents: number; paidCents: number }
  contract: { totalCents: number; paidCents: number }
  /** The first installment with a balance left after this payment, if any. */
  next: { label: string; balanceCents: number; dueStage: string; dueOn: string | null } | null
  company: { name: string; phone: string; email: string }
  instructions: PaymentInstructions
}

export function receiptMail(facts: ReceiptFacts): RecordMail {
  const firstName = facts.homeownerName.split(/\s+/)[0] || 'there'
  const installmentLeft = facts.installment.amountCents - facts.installment.paidCents
  const contractLeft = facts.contract.totalCents - facts.contract.paidCents
  const how = paymentInstructionLines(facts.instructions)
  const next = facts.next
  const text = [
    `Hi ${firstName},`,
    '',
    `Thank you: we received your payment of ${formatCents(facts.amountCents)} for your ${facts.poolName} pool.`,
    '',
    'Receipt',
    `Amount: ${formatCents(facts.amountCents)}`,
    `Method: ${PAYMENT_METHOD_LABELS[facts.method]}${facts.reference ? ` (reference ${facts.reference})` : ''}`,
    `Received: ${formatDay(facts.receivedOn)}`,
    `For: ${facts.installment.label}`,
    `Receipt number: ${facts.paymentId}`,
    '',
    'Where you stand',
    `${facts.installment.label}: ${formatCents(facts.installment.paidCents)} paid of ${formatCents(facts.installment.amountCents)}${installmentLeft > 0 ? `, ${formatCents(installmentLeft)} left` : ', paid in full'}`,
    `Contract: ${formatCents(facts.contract.paidCents)} paid of ${formatCents(facts.contract.totalCents)}, balance ${formatCents(contractLeft)}`,
    ...(next
      ? [
          '',
          'What comes next',
          next.dueOn
            ? `${next.label}: ${formatCents(next.balanceCents)}, to pay by ${formatDay(next.dueOn)}.`
            : `${next.label}: ${formatCents(next.balanceCents)}, due when we reach ${projectStageLabel(next.dueStage).toLowerCase()}. We will tell you when.`,
          ...(how.length ? ['', 'How to pay (nothing is charged online)', ...how] : []),
        ]
      : ['', 'Your contract is paid in full. Thank you!']),
    '',
    `Questions about a payment? Call ${facts.company.phone} or write to ${facts.company.email}.`,
    '',
    facts.company.name,
  ].join('\n')
  return {
    to: facts.to.trim(),
    subject: headerSafe(`Payment received: ${formatCents(facts.amountCents)} - ${facts.company.name}`),
    text,
    kind: RECEIPT_MAIL_KIND,
    refId: facts.paymentId,
  }
}
