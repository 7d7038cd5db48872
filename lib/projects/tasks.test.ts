/**
 * Project work outside the project page (issue 36 §1, §2): a person's stages on My day, overdue
 * installments for My day and the dashboard (scoped like every project read), and excavation and
 * installation days on the calendar.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { projectStages } from '@/db/schema'
import { seedDemoData } from '@/lib/demo-data'
import { businessDay } from '@/lib/format'
import { createRoleAdmins, type TestAdmin } from '@/tests/helpers/admin-content'
import { createTestProject } from '@/tests/helpers/projects'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { projectScope } from './access'
import { projectDays } from './calendar'
import { listProjects } from './list-query'
import { addDays, installmentDueOn } from './rules'
import { loadOverdueInstallments, loadStageTasks } from './tasks'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>
const today = businessDay(new Date())

beforeAll(async () => {
  users = await createRoleAdmins(db())
  await seedDemoData(db())
})

async function setStage(
  projectId: number,
  stageKey: string,
  values: Partial<typeof projectStages.$inferInsert>,
) {
  await db()
    .update(projectStages)
    .set(values)
    .where(and(eq(projectStages.projectId, projectId), eq(projectStages.stageKey, stageKey)))
}

describe('project work', () => {
  it('lists the stages a person owns that are late or planned this week, not later ones or others’', async () => {
    const project = await createTestProject(db(), { daysAgo: 30, name: 'Task Owner' })
    await setStage(project.projectId, 'technical_visit', { ownerId: users.operations.id })
    await setStage(project.projectId, 'permit_submitted', {
      ownerId: users.operations.id,
      plannedOn: addDays(today, 3),
    })
    await setStage(project.projectId, 'permit_approved', {
      ownerId: users.operations.id,
      plannedOn: addDays(today, 20),
    })
    await setStage(project.projectId, 'shell_ordered', {
      ownerId: users.admin.id,
      plannedOn: addDays(today, 1),
    })
    const tasks = await loadStageTasks(users.operations.id, null, today)
    expect(tasks.map((t) => [t.stageKey, t.late])).toEqual([
      ['technical_visit', true],
      ['permit_submitted', false],
    ])
    expect(tasks[0]).toMatchObject({ customerName: 'Task Owner', phone: '(352) 555-0166' })
    expect(await loadStageTasks(users.operations.id, 'orlando', today)).toEqual([])
  })

  it('lists overdue installments with their balance, every project’s or one’s own customers’', async () => {
    const mine = await createTestProject(db(), { daysAgo: 30, repId: users.sales.id, name: 'Late Payer' })
    await createTestProject(db(), { daysAgo: 30, repId: users.operations.id, name: 'Other Payer' })
    await createTestProject(db(), { daysAgo: 2, repId: users.sales.id, name: 'Not Yet Due' })
    const all = await loadOverdueInstallments(projectScope(users.operations), null, today)
    const names = all.items.map((i) => i.customerName)
    expect(names).toEqual(expect.arrayContaining(['Late Payer', 'Other Payer']))
    expect(names).not.toContain('Not Yet Due')
    expect(all.totalCents).toBe(all.items.reduce((sum, i) => sum + i.balanceCents, 0))
    const own = await loadOverdueInstallments(projectScope(users.sales), null, today)
    expect(own.items.map((i) => i.customerName)).toEqual(['Late Payer'])
    expect(own.items[0]).toMatchObject({
      label: 'Initial payment: technical visit deposit',
      dueOn: installmentDueOn(mine.contractDate),
    })
    expect(own.count).toBe(1)
    const [row] = (await listProjects(projectScope(users.sales), { page: 1, overdue: 'payment' }, today)).rows
    expect(row).toMatchObject({
      customerName: 'Late Payer',
      paidCents: 0,
      overdueCents: own.items[0]?.balanceCents,
    })
  })

  it('puts excavation and installation days on the calendar by office, done or planned', async () => {
    const project = await createTestProject(db(), { daysAgo: 70, officeId: 'orlando', name: 'Dig Day' })
    await setStage(project.projectId, 'excavation', {
      plannedOn: addDays(today, 1),
      ownerId: users.operations.id,
    })
    await setStage(project.projectId, 'shell_set', { plannedOn: addDays(today, 3) })
    const days = Array.from({ length: 7 }, (_, i) => addDays(today, i))
    const shown = await projectDays(projectScope(users.admin), {}, days)
    const dig = shown.get(addDays(today, 1))?.find((d) => d.projectId === project.projectId)
    expect(dig).toMatchObject({
      label: 'Excavation',
      done: false,
      officeName: 'Orlando Office',
      owner: users.operations.username,
    })
    expect(
      shown
        .get(addDays(today, 3))
        ?.some((d) => d.projectId === project.projectId && d.label === 'Installation'),
    ).toBe(true)
    const ocala = await projectDays(projectScope(users.admin), { office: 'ocala' }, days)
    expect([...ocala.values()].flat().some((d) => d.projectId === project.projectId)).toBe(false)
    const byOwner = await projectDays(projectScope(users.admin), { rep: users.operations.username }, days)
    expect([...byOwner.values()].flat().map((d) => d.projectId)).toEqual([project.projectId])
    // Not their customer: a sales rep does not see it.
    const sales = await projectDays(projectScope(users.sales), {}, days)
    expect([...sales.values()].flat().some((d) => d.projectId === project.projectId)).toBe(false)
  })
})
