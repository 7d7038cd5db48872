import 'server-only'
/**
 * Recording a payment a homeowner made (issue 36 §2, §9): check, bank transfer or Zelle, against
 * one installment of the contract, partial payments allowed. Refused on its field: more than the
 * installment's balance (the contract's balance is the sum of its installments', so it can never
 * be overpaid either), an installment already paid, a day in the future or before the contract.
 * The installment's row is locked while its balance is checked, so two people recording at once
 * cannot overpay it; its paid_cents is set from its payments in the same transaction. One
 * transaction stores the payment, its history line, its audit row and the
 * homeowner's receipt in the outbox (unless e-mails are off for the project). A retried form (the
 * same one-time key) gets the first payment back, never a second.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import {
  companyInfo,
  contractInstallments,
  estimateRequests,
  offices,
  projectEvents,
  projectPayments,
  projects,
} from '@/db/schema'
import { recordAudit } from '@/lib/audit/record'
import type { AdminUser } from '@/lib/auth/session'
import { AdminInputError } from '@/lib/errors'
import { queueMail } from '@/lib/mail/enqueue'
import { formatCents } from '@/lib/money/cents'
import { uniqueViolation } from '@/lib/write/concurrency'
import { DEFAULT_COMPANY } from '@/content/company'
import { PROJECT_EVENTS } from './history'
import { getPaymentInstructions } from './payment-settings'
import { receiptMail } from './receipt-mail'
import { PAYMENT_METHOD_LABELS, PROJECT_MESSAGES, formatDay } from './rules'
import type { PaymentFormValues } from './schema'

type Actor = Pick<AdminUser, 'id' | 'username'>
type Payment = typeof projectPayments.$inferSelect

export type PaymentRecorded = {
  payment: Payment
  /** True when the form had already been sent: the payment it recorded then. */
  duplicate: boolean
  installmentBalanceCents: number
  contractBalanceCents: number
  receiptQueued: boolean
}

export async function recordPayment(
  actor: Actor,
  projectId: number,
  values: PaymentFormValues,
  options: { db?: Database; receipt?: boolean; now?: Date } = {},
): Promise<PaymentRecorded> {
  const db = options.db ?? (await getDb())
  try {
    return await db.transaction((tx) => record(tx, actor, projectId, values, options))
  } catch (error) {
    // The same form sent twice at the same moment: the second insert meets the first's key.
    if (values.requestKey && uniqueViolation(error)) {
      const first = await earlierPayment(db, projectId, values.requestKey)
      if (first) return first
    }
    throw error
  }
}

async function earlierPayment(db: Database, projectId: number, requestKey: string) {
  const [payment] = await db
    .select()
    .from(projectPayments)
    .where(and(eq(projectPayments.requestKey, requestKey), eq(projectPayments.projectId, projectId)))
  if (!payment) return null
  const balances = await balancesOf(db, projectId, payment.installmentId)
  return { payment, duplicate: true, ...balances, receiptQueued: false }
}

/** Paid so far, by installment, for one project's installments. */
async function paidByInstallment(db: Database, projectId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      installmentId: projectPayments.installmentId,
      paid: sql<number>`coalesce(sum(${projectPayments.amountCents}), 0)::int`,
    })
    .from(projectPayments)
    .where(eq(projectPayments.projectId, projectId))
    .groupBy(projectPayments.installmentId)
  return new Map(rows.map((row) => [row.installmentId, Number(row.paid)]))
}

async function balancesOf(db: Database, projectId: number, installmentId: number) {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId))
  const [installment] = await db
    .select()
    .from(contractInstallments)
    .where(eq(contractInstallments.id, installmentId))
  const paid = await paidByInstallment(db, projectId)
  const total = [...paid.values()].reduce((sum, cents) => sum + cents, 0)
  return {
    installmentBalanceCents: (installment?.amountCents ?? 0) - (paid.get(installmentId) ?? 0),
    contractBalanceCents: (project?.contractTotalCents ?? 0) - total,
  }
}

async function record(
  tx: Database,
  actor: Actor,
  projectId: number,
  values: PaymentFormValues,
  options: { receipt?: boolean; now?: Date },
): Promise<PaymentRecorded> {
  const now = options.now ?? new Date()
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId))
  if (!project) throw new AdminInputError(PROJECT_MESSAGES.notFound, 404)
  if (values.requestKey) {
    const first = await earlierPayment(tx, projectId, values.requestKey)
    if (first) return first
  }
  const [installment] = await tx
    .select()
    .from(contractInstallments)
    .where(
      and(
        eq(contractInstallments.id, values.installmentId),
        eq(contractInstallments.signatureId, project.signatureId),
      ),
    )
    .for('update')
  if (!installment) throw new AdminInputError(PROJECT_MESSAGES.unknownInstallment, 400, 'installmentId')
  const paid = await paidByInstallment(tx, projectId)
  const balance = installment.amountCents - (paid.get(installment.id) ?? 0)
  if (balance <= 0) throw new AdminInputError(PROJECT_MESSAGES.installmentPaid, 400, 'installmentId')
  if (values.amount > balance)
    throw new AdminInputError(PROJECT_MESSAGES.paymentAboveBalance(formatCents(balance)), 400, 'amount')
  if (values.receivedOn < project.contractDate)
    throw new AdminInputError(PROJECT_MESSAGES.paymentBeforeContract(project.contractDate), 400, 'receivedOn')

  const [payment] = await tx
    .insert(projectPayments)
    .values({
      projectId,
      installmentId: installment.id,
      method: values.method,
      amountCents: values.amount,
      receivedOn: values.receivedOn,
      reference: values.reference,
      requestKey: values.requestKey ?? null,
      recordedById: actor.id,
      recordedBy: actor.username,
      createdAt: now,
    })
    .returning()
  if (!payment) throw new Error('payment not stored')
  paid.set(installment.id, (paid.get(installment.id) ?? 0) + payment.amountCents)
  // The installment's running total, set from its payments (the lists' overdue index reads it).
  await tx
    .update(contractInstallments)
    .set({ paidCents: paid.get(installment.id) ?? 0 })
    .where(eq(contractInstallments.id, installment.id))
  const contractPaid = [...paid.values()].reduce((sum, cents) => sum + cents, 0)
  const installmentBalanceCents = installment.amountCents - (paid.get(installment.id) ?? 0)
  const contractBalanceCents = project.contractTotalCents - contractPaid

  await tx.insert(projectEvents).values({
    projectId,
    actor: actor.username,
    action: PROJECT_EVENTS.payment,
    toValue: `${formatCents(payment.amountCents)} by ${PAYMENT_METHOD_LABELS[values.method].toLowerCase()}${payment.reference ? ` (${payment.reference})` : ''}, received ${formatDay(payment.receivedOn)}, for ${installment.label}; ${installmentBalanceCents > 0 ? `${formatCents(installmentBalanceCents)} left on it` : 'paid in full'}`,
    createdAt: now,
  })
  await recordAudit(tx, {
    actor,
    action: 'create',
    entity: 'project-payment',
    entityId: payment.id,
    after: payment,
  })

  let receiptQueued = false
  if (options.receipt !== false && project.notificationsEnabled) {
    const mail = await receiptFor(tx, project, payment, installment, paid)
    if (mail) {
      await queueMail(tx, mail)
      receiptQueued = true
    }
  }
  return { payment, duplicate: false, installmentBalanceCents, contractBalanceCents, receiptQueued }
}

type Installment = typeof contractInstallments.$inferSelect

/** The homeowner's receipt, or null without an e-mail address. Reads inside the transaction. */
async function receiptFor(
  tx: Database,
  project: typeof projects.$inferSelect,
  payment: Payment,
  installment: Installment,
  paid: Map<number, number>,
) {
  const [lead] = await tx
    .select({ email: estimateRequests.email })
    .from(estimateRequests)
    .where(eq(estimateRequests.id, project.estimateRequestId))
  if (!lead?.email) return null
  const [company] = await tx.select().from(companyInfo).where(eq(companyInfo.id, 1))
  const [office] = project.officeId
    ? await tx.select().from(offices).where(eq(offices.id, project.officeId))
    : []
  const installments = await tx
    .select()
    .from(contractInstallments)
    .where(eq(contractInstallments.signatureId, project.signatureId))
    .orderBy(asc(contractInstallments.position))
  const next = installments.find((i) => i.amountCents - (paid.get(i.id) ?? 0) > 0)
  const contractPaid = [...paid.values()].reduce((sum, cents) => sum + cents, 0)
  return receiptMail({
    to: lead.email,
    paymentId: payment.id,
    homeownerName: project.customerName,
    poolName: project.poolName,
    amountCents: payment.amountCents,
    method: payment.method as PaymentFormValues['method'],
    reference: payment.reference,
    receivedOn: payment.receivedOn,
    installment: {
      label: installment.label,
      amountCents: installment.amountCents,
      paidCents: paid.get(installment.id) ?? 0,
    },
    contract: { totalCents: project.contractTotalCents, paidCents: contractPaid },
    next: next
      ? {
          label: next.label,
          balanceCents: next.amountCents - (paid.get(next.id) ?? 0),
          dueStage: next.dueStage,
          dueOn: next.dueOn,
        }
      : null,
    company: {
      name: company?.name ?? DEFAULT_COMPANY.name,
      phone: office?.phone ?? company?.phone ?? DEFAULT_COMPANY.phone,
      email: office?.email ?? company?.email ?? DEFAULT_COMPANY.email,
    },
    instructions: await getPaymentInstructions(tx),
  })
}
