/**
 * Projects and installments (issue 36 §1, §2, §7, §9) on a real database: a project from a
 * signature, planned dates, stages reached making installments due, the refusals (out of order
 * without a reason, dates before the contract or in the future, a stale version), payments
 * (partial, above the balance, in the future, the methods), receipts in the outbox, and who may
 * do what.
 */
import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  auditLog,
  contractInstallments,
  mailOutbox,
  paymentSettings,
  projectEvents,
  projectPayments,
  projectStages,
  projects,
} from '@/db/schema'
import { STALE_EDIT_MESSAGE } from '@/lib/errors'
import { businessDay } from '@/lib/format'
import { seedDemoData } from '@/lib/demo-data'
import { createRoleAdmins, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { createTestProject, type TestProject } from '@/tests/helpers/projects'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { projectScope } from './access'
import {
  moveProjectAction,
  recordPaymentAction,
  saveStageAction,
  setProjectNotificationsAction,
} from './actions'
import { createProjectForSignature } from './create'
import { listProjects } from './list-query'
import { loadProject, loadProjectForStaff } from './queries'
import { RECEIPT_MAIL_KIND } from './receipt-mail'
import { PROJECT_MESSAGES, addDays, installmentDueOn, plannedDates } from './rules'
import { PAYMENT_MESSAGES } from './schema'
import { saveSettingsAction } from '@/lib/settings/actions'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>
const today = () => businessDay(new Date())

beforeAll(async () => {
  users = await createRoleAdmins(db())
  await seedDemoData(db())
})

async function stagesOf(projectId: number) {
  return db()
    .select()
    .from(projectStages)
    .where(eq(projectStages.projectId, projectId))
    .orderBy(asc(projectStages.position))
}

async function installmentsOf(project: TestProject) {
  return db()
    .select()
    .from(contractInstallments)
    .where(eq(contractInstallments.signatureId, project.signatureId))
    .orderBy(asc(contractInstallments.position))
}

/** The stage form's values as the browser sends them: the stage as stored, with changes. */
async function stageForm(project: TestProject, stageKey: string, change: Record<string, unknown>) {
  const stage = (await stagesOf(project.projectId)).find((s) => s.stageKey === stageKey)
  return {
    updatedAt: await project.version(),
    plannedOn: stage?.plannedOn ?? '',
    actualOn: stage?.actualOn ?? '',
    ownerId: stage?.ownerId ? String(stage.ownerId) : '',
    notes: stage?.notes ?? '',
    outOfOrderReason: '',
    ...change,
  }
}

describe('a project for each signed contract', () => {
  it('is made from the signature with its stages, planned dates and the first installment due', async () => {
    const project = await createTestProject(db(), { repId: users.sales.id, daysAgo: 10 })
    const [row] = await db().select().from(projects).where(eq(projects.id, project.projectId))
    expect(row).toMatchObject({
      signatureId: project.signatureId,
      estimateRequestId: project.leadId,
      officeId: 'ocala',
      repId: users.sales.id,
      customerName: 'Jordan Tester',
      contractDate: project.contractDate,
      contractTotalCents: project.totalCents,
      currentStage: 'contract_signed',
      currentStageOn: project.contractDate,
      nextStage: 'technical_visit',
      notificationsEnabled: true,
    })
    const plan = plannedDates(project.contractDate)
    const stages = await stagesOf(project.projectId)
    expect(stages.map((s) => [s.stageKey, s.plannedOn])).toEqual(Object.entries(plan))
    expect(stages[0]).toMatchObject({ actualOn: project.contractDate, ownerId: users.sales.id })
    expect(stages.slice(1).every((s) => s.actualOn === null)).toBe(true)
    expect(row?.nextPlannedOn).toBe(plan.technical_visit)

    const installments = await installmentsOf(project)
    expect(installments.map((i) => i.dueOn)).toEqual([
      installmentDueOn(project.contractDate),
      null,
      null,
      null,
      null,
      null,
    ])
    const [created] = await db()
      .select()
      .from(projectEvents)
      .where(eq(projectEvents.projectId, project.projectId))
    expect(created).toMatchObject({ action: 'created', actor: 'homeowner' })
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, String(project.projectId))))
    expect(audit).toHaveLength(1)

    // Signing retried: the same project, nothing made twice.
    const again = await db().transaction((tx) => createProjectForSignature(tx, project.signatureId))
    expect(again).toEqual({ projectId: project.projectId, created: false })
    expect(await stagesOf(project.projectId)).toHaveLength(11)
  })
})

describe('stages', () => {
  it('reaching a stage makes its installments due; taking it back makes them not due', async () => {
    const project = await createTestProject(db(), { daysAgo: 30 })
    signInAs(users.operations.token)
    const visit = addDays(project.contractDate, 6)
    const saved = await saveStageAction(
      project.projectId,
      'technical_visit',
      await stageForm(project, 'technical_visit', {
        actualOn: visit,
        notes: 'Gate code 4411.',
        ownerId: String(users.operations.id),
      }),
    )
    expect(saved).toMatchObject({
      ok: true,
      message: `Technical visit (site survey) saved: reached on ${formatted(visit)}.`,
    })
    const [row] = await db().select().from(projects).where(eq(projects.id, project.projectId))
    expect(row).toMatchObject({
      currentStage: 'technical_visit',
      currentStageOn: visit,
      nextStage: 'permit_submitted',
    })
    const installments = await installmentsOf(project)
    expect(installments[1]?.dueOn).toBe(installmentDueOn(visit))
    expect(installments[2]?.dueOn).toBeNull()
    const actions = (
      await db().select().from(projectEvents).where(eq(projectEvents.projectId, project.projectId))
    ).map((e) => e.action)
    expect(actions).toEqual(expect.arrayContaining(['reached', 'owner', 'notes', 'installment_due']))

    const back = await saveStageAction(
      project.projectId,
      'technical_visit',
      await stageForm(project, 'technical_visit', { actualOn: '' }),
    )
    expect(back.ok).toBe(true)
    expect((await installmentsOf(project))[1]?.dueOn).toBeNull()
    const [after] = await db().select().from(projects).where(eq(projects.id, project.projectId))
    expect(after).toMatchObject({ currentStage: 'contract_signed', nextStage: 'technical_visit' })
  })

  it('moves the later stages not reached yet with a planned day when asked, and only then', async () => {
    const project = await createTestProject(db(), { daysAgo: 10 })
    signInAs(users.operations.token)
    const before = await stagesOf(project.projectId)
    const permit = before.find((s) => s.stageKey === 'permit_submitted')
    if (!permit?.plannedOn) throw new Error('no plan')
    const later = addDays(permit.plannedOn, 14)
    const moved = await saveStageAction(
      project.projectId,
      'permit_submitted',
      await stageForm(project, 'permit_submitted', { plannedOn: later, shiftLater: 'on' }),
    )
    expect(moved.ok).toBe(true)
    const after = await stagesOf(project.projectId)
    for (const [index, stage] of after.entries()) {
      const was = before[index]?.plannedOn ?? ''
      if (stage.position < 3) expect(stage.plannedOn, stage.stageKey).toBe(was)
      else {
        expect(stage.plannedOn! >= addDays(was, 14), stage.stageKey).toBe(true)
        expect(stage.plannedOn! <= addDays(was, 16), stage.stageKey).toBe(true)
      }
    }
    const plannedEvents = (
      await db().select().from(projectEvents).where(eq(projectEvents.projectId, project.projectId))
    ).filter((e) => e.action === 'planned')
    expect(plannedEvents).toHaveLength(9)
    // Without the tick, only the stage itself moves.
    const alone = await saveStageAction(
      project.projectId,
      'technical_visit',
      await stageForm(project, 'technical_visit', { plannedOn: addDays(project.contractDate, 9) }),
    )
    expect(alone.ok).toBe(true)
    const final = await stagesOf(project.projectId)
    expect(final.slice(2).map((s) => s.plannedOn)).toEqual(after.slice(2).map((s) => s.plannedOn))
  })

  it('refuses a stage reached out of order without a reason, and takes it with one', async () => {
    const project = await createTestProject(db(), { daysAgo: 90 })
    signInAs(users.operations.token)
    const before = await project.version()
    const day = addDays(project.contractDate, 70)
    const refused = await saveStageAction(
      project.projectId,
      'excavation',
      await stageForm(project, 'excavation', { actualOn: day }),
    )
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        outOfOrderReason: PROJECT_MESSAGES.outOfOrder([
          'technical_visit',
          'permit_submitted',
          'permit_approved',
          'shell_ordered',
        ]),
      },
    })
    expect(await project.version()).toBe(before)
    expect((await installmentsOf(project))[2]?.dueOn).toBeNull()

    const taken = await moveProjectAction(project.projectId, {
      updatedAt: before,
      stage: 'excavation',
      outOfOrderReason: 'Owner-pulled permit; survey done by the owner’s engineer.',
    })
    expect(taken.ok).toBe(true)
    const excavation = (await stagesOf(project.projectId)).find((s) => s.stageKey === 'excavation')
    expect(excavation).toMatchObject({
      actualOn: today(),
      outOfOrderReason: 'Owner-pulled permit; survey done by the owner’s engineer.',
    })
    expect((await installmentsOf(project))[2]?.dueOn).toBe(installmentDueOn(today()))
    const [row] = await db().select().from(projects).where(eq(projects.id, project.projectId))
    expect(row).toMatchObject({ currentStage: 'excavation', nextStage: 'technical_visit' })
  })

  it('refuses dates before the contract, a day reached in the future, the contract day changed, a stale version', async () => {
    const project = await createTestProject(db(), { daysAgo: 20 })
    signInAs(users.admin.token)
    const version = await project.version()
    const dayBefore = addDays(project.contractDate, -1)
    expect(
      await saveStageAction(
        project.projectId,
        'permit_submitted',
        await stageForm(project, 'permit_submitted', { plannedOn: dayBefore }),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { plannedOn: PROJECT_MESSAGES.beforeContract(project.contractDate) },
    })
    expect(
      await saveStageAction(
        project.projectId,
        'technical_visit',
        await stageForm(project, 'technical_visit', { actualOn: dayBefore }),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { actualOn: PROJECT_MESSAGES.beforeContract(project.contractDate) },
    })
    expect(
      await saveStageAction(
        project.projectId,
        'technical_visit',
        await stageForm(project, 'technical_visit', { actualOn: addDays(today(), 1) }),
      ),
    ).toMatchObject({ ok: false, status: 400, fieldErrors: { actualOn: PROJECT_MESSAGES.reachedInFuture } })
    expect(
      await saveStageAction(
        project.projectId,
        'contract_signed',
        await stageForm(project, 'contract_signed', { actualOn: '' }),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { actualOn: PROJECT_MESSAGES.contractSignedFixed },
    })
    expect(
      await saveStageAction(
        project.projectId,
        'technical_visit',
        await stageForm(project, 'technical_visit', { actualOn: '2026-02-30' }),
      ),
    ).toMatchObject({ ok: false, status: 400, fieldErrors: { actualOn: 'That date does not exist.' } })
    expect(await project.version()).toBe(version)

    // A colleague saved meanwhile: the form opened before is refused with 409.
    const planned = addDays(project.contractDate, 9)
    expect(
      await saveStageAction(
        project.projectId,
        'technical_visit',
        await stageForm(project, 'technical_visit', { plannedOn: planned }),
      ),
    ).toMatchObject({ ok: true })
    const stale = await saveStageAction(
      project.projectId,
      'technical_visit',
      await stageForm(project, 'technical_visit', { plannedOn: addDays(planned, 1), updatedAt: version }),
    )
    expect(stale).toMatchObject({ ok: false, status: 409, conflict: true, message: STALE_EDIT_MESSAGE })
    expect((await stagesOf(project.projectId))[1]?.plannedOn).toBe(planned)
    const [row] = await db().select().from(projects).where(eq(projects.id, project.projectId))
    expect(row?.nextPlannedOn).toBe(planned)
  })
})

function formatted(day: string) {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

describe('payments', () => {
  const pay = (installmentId: number, amount: string, extra: Record<string, unknown> = {}) => ({
    installmentId: String(installmentId),
    method: 'check',
    amount,
    receivedOn: today(),
    reference: 'Check 1042',
    ...extra,
  })

  it('takes partial payments, refuses more than the balance, and e-mails a receipt each time', async () => {
    const project = await createTestProject(db(), {
      daysAgo: 15,
      email: 'pays@example.test',
      name: 'Partial Payer',
    })
    const [first] = await installmentsOf(project)
    if (!first) throw new Error('no installments')
    signInAs(users.operations.token)
    const half = Math.floor(first.amountCents / 2)
    const dollars = (cents: number) => (cents / 100).toFixed(2)
    const one = await recordPaymentAction(
      project.projectId,
      pay(first.id, dollars(half), { requestKey: 'pay-key-0001' }),
    )
    expect(one).toMatchObject({ ok: true, data: { balanceCents: project.totalCents - half } })
    // The same form sent again: one payment.
    const twice = await recordPaymentAction(
      project.projectId,
      pay(first.id, dollars(half), { requestKey: 'pay-key-0001' }),
    )
    expect(twice).toMatchObject({ ok: true, message: expect.stringContaining('already recorded') })

    const over = await recordPaymentAction(
      project.projectId,
      pay(first.id, dollars(first.amountCents - half + 1), { method: 'zelle' }),
    )
    expect(over).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        amount: PROJECT_MESSAGES.paymentAboveBalance(
          `$${dollars(first.amountCents - half).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
        ),
      },
    })
    const rest = await recordPaymentAction(
      project.projectId,
      pay(first.id, dollars(first.amountCents - half), { method: 'bank_transfer', reference: 'Wire 88' }),
    )
    expect(rest.ok).toBe(true)
    expect(await recordPaymentAction(project.projectId, pay(first.id, '1'))).toMatchObject({
      ok: false,
      fieldErrors: { installmentId: PROJECT_MESSAGES.installmentPaid },
    })

    const payments = await db()
      .select()
      .from(projectPayments)
      .where(eq(projectPayments.projectId, project.projectId))
    expect(payments.map((p) => [p.method, p.amountCents])).toEqual([
      ['check', half],
      ['bank_transfer', first.amountCents - half],
    ])
    const receipts = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, RECEIPT_MAIL_KIND))
    const mine = receipts.filter((m) => payments.some((p) => p.id === m.refId))
    expect(mine).toHaveLength(2)
    expect(mine[0]).toMatchObject({ toAddress: 'pays@example.test' })
    expect(mine[1]?.textBody).toContain('paid in full')
    expect(mine[1]?.textBody).toContain('Bank transfer (reference Wire 88)')

    const view = await loadProject(project.projectId, today())
    expect(view?.installments[0]).toMatchObject({
      paidCents: first.amountCents,
      balanceCents: 0,
      status: 'paid',
    })
    expect((await installmentsOf(project))[0]?.paidCents).toBe(first.amountCents)
    // The list shows the same: paid so far, and nothing overdue once the due installment is paid.
    const [row] = (await listProjects(projectScope(users.admin), { page: 1, q: 'Partial Payer' }, today()))
      .rows
    expect(row).toMatchObject({ paidCents: first.amountCents, overdueCents: 0 })
    expect(view?.balanceCents).toBe(project.totalCents - first.amountCents)
  })

  it('refuses cash, a day in the future or before the contract, and another contract’s installment', async () => {
    const project = await createTestProject(db(), { daysAgo: 15 })
    const other = await createTestProject(db(), { daysAgo: 15, name: 'Other Owner' })
    const [first] = await installmentsOf(project)
    const [foreign] = await installmentsOf(other)
    if (!first || !foreign) throw new Error('no installments')
    signInAs(users.admin.token)
    expect(
      await recordPaymentAction(project.projectId, pay(first.id, '100', { method: 'cash' })),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { method: PAYMENT_MESSAGES.method },
    })
    expect(
      await recordPaymentAction(project.projectId, pay(first.id, '100', { receivedOn: addDays(today(), 1) })),
    ).toMatchObject({ ok: false, status: 400, fieldErrors: { receivedOn: PROJECT_MESSAGES.paymentInFuture } })
    expect(
      await recordPaymentAction(
        project.projectId,
        pay(first.id, '100', { receivedOn: addDays(project.contractDate, -1) }),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { receivedOn: PROJECT_MESSAGES.paymentBeforeContract(project.contractDate) },
    })
    expect(await recordPaymentAction(project.projectId, pay(first.id, '0'))).toMatchObject({
      ok: false,
      fieldErrors: { amount: PAYMENT_MESSAGES.amountZero },
    })
    expect(await recordPaymentAction(project.projectId, pay(foreign.id, '100'))).toMatchObject({
      ok: false,
      fieldErrors: { installmentId: PROJECT_MESSAGES.unknownInstallment },
    })
    expect(
      await db().select().from(projectPayments).where(eq(projectPayments.projectId, project.projectId)),
    ).toEqual([])
  })

  it('prints how to pay, as admins set it in settings, on the receipt while a balance is left', async () => {
    signInAs(users.admin.token)
    const none = await saveSettingsAction('payment', null, {
      checkPayableTo: '',
      zelleRecipient: '',
      bankTransferDetails: '',
    })
    expect(none).toMatchObject({
      ok: false,
      fieldErrors: { checkPayableTo: 'Give at least one way to pay: checks, Zelle or a bank transfer.' },
    })
    signInAs(users.operations.token)
    expect(await saveSettingsAction('payment', null, { zelleRecipient: 'pay@example.test' })).toMatchObject({
      ok: false,
      status: 403,
    })
    signInAs(users.admin.token)
    const [current] = await db().select().from(paymentSettings)
    const saved = await saveSettingsAction('payment', null, {
      updatedAt: current?.updatedAt.toISOString(),
      checkPayableTo: 'Florida Fiberglass Pools LLC',
      checkMailingAddress: '2150 SW 17th Rd, Ocala, FL 34471',
      zelleRecipient: 'payments@floridafiberglasspools.example',
      bankTransferDetails: 'Sunshine State Bank\nRouting 000000000',
      notes: 'Write your contract number on the check.',
    })
    expect(saved.ok).toBe(true)
    const project = await createTestProject(db(), { daysAgo: 5, email: 'howto@example.test' })
    const [first] = await installmentsOf(project)
    if (!first) throw new Error('no installments')
    signInAs(users.operations.token)
    expect((await recordPaymentAction(project.projectId, pay(first.id, '25'))).ok).toBe(true)
    const [receipt] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'howto@example.test'))
    expect(receipt?.textBody).toContain('How to pay (nothing is charged online)')
    expect(receipt?.textBody).toContain('Zelle: send to payments@floridafiberglasspools.example')
    expect(receipt?.textBody).toContain('Check: payable to Florida Fiberglass Pools LLC')
    expect(receipt?.textBody).toContain('Sunshine State Bank')
  })

  it('sends no receipt when e-mails are off for the project', async () => {
    const project = await createTestProject(db(), { daysAgo: 15, email: 'quiet@example.test' })
    const [first] = await installmentsOf(project)
    if (!first) throw new Error('no installments')
    signInAs(users.operations.token)
    const off = await setProjectNotificationsAction(project.projectId, {
      updatedAt: await project.version(),
      enabled: '',
    })
    expect(off).toMatchObject({ ok: true })
    const paid = await recordPaymentAction(project.projectId, pay(first.id, '50'))
    expect(paid.ok && paid.message).not.toContain('receipt')
    expect(
      await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'quiet@example.test')),
    ).toEqual([])
  })
})

describe('who may do what (the server decides)', () => {
  it('lets operations and admins run projects and payments; sales and strangers get 403 and 401', async () => {
    const project = await createTestProject(db(), { repId: users.sales.id, daysAgo: 12 })
    const [first] = await installmentsOf(project)
    if (!first) throw new Error('no installments')
    const stage = await stageForm(project, 'technical_visit', { actualOn: today() })
    const payment = { installmentId: String(first.id), method: 'zelle', amount: '10', receivedOn: today() }
    signInAs(null)
    expect(await saveStageAction(project.projectId, 'technical_visit', stage)).toMatchObject({
      ok: false,
      status: 401,
    })
    signInAs(users.sales.token)
    expect(await saveStageAction(project.projectId, 'technical_visit', stage)).toMatchObject({
      ok: false,
      status: 403,
    })
    expect(await recordPaymentAction(project.projectId, payment)).toMatchObject({ ok: false, status: 403 })
    expect(
      await moveProjectAction(project.projectId, { updatedAt: stage.updatedAt, stage: 'technical_visit' }),
    ).toMatchObject({
      ok: false,
      status: 403,
    })
    expect(
      await db().select().from(projectPayments).where(eq(projectPayments.projectId, project.projectId)),
    ).toEqual([])
    expect(await project.version()).toBe(stage.updatedAt)
    signInAs(users.operations.token)
    expect(await recordPaymentAction(project.projectId, payment)).toMatchObject({ ok: true })
    expect(await saveStageAction(project.projectId, 'technical_visit', stage)).toMatchObject({ ok: true })
  })

  it('shows sales their own customers’ projects only', async () => {
    const mine = await createTestProject(db(), { repId: users.sales.id, name: 'Own Customer' })
    const theirs = await createTestProject(db(), { repId: users.operations.id, name: 'Someone Else' })
    const salesScope = projectScope(users.sales)
    const list = await listProjects(salesScope, { page: 1 }, today())
    expect(list.rows.map((r) => r.id)).toContain(mine.projectId)
    expect(list.rows.map((r) => r.id)).not.toContain(theirs.projectId)
    expect(await loadProjectForStaff(theirs.projectId, salesScope, today())).toBeNull()
    expect((await loadProjectForStaff(mine.projectId, salesScope, today()))?.customerName).toBe(
      'Own Customer',
    )
    const all = await listProjects(projectScope(users.operations), { page: 1, q: 'Someone Else' }, today())
    expect(all.rows.map((r) => r.id)).toEqual([theirs.projectId])
  })
})
