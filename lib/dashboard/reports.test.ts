/**
 * The owner's reports (issue 36 §6) add up: on the demo data plus projects from a UTM campaign, a
 * manual source and a source page, every total and breakdown of the dashboard equals what plain
 * loops over the stored rows give (no SQL shared with the report).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminUsers,
  contractInstallments,
  estimateRequests,
  leadSources,
  offices,
  projectPayments,
  projects,
} from '@/db/schema'
import { seedDemoData } from '@/lib/demo-data'
import { businessDay } from '@/lib/format'
import { LocalUploadStorage } from '@/lib/uploads/storage'
import { setPrivateStorage } from '@/lib/uploads/private-storage'
import { createStaff } from '@/tests/helpers/admin-users'
import { createTestProject } from '@/tests/helpers/projects'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { ownerReports } from './reports'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
const privateDir = mkdtempSync(path.join(os.tmpdir(), 'reports-'))

afterAll(() => {
  setPrivateStorage(undefined)
  rmSync(privateDir, { recursive: true, force: true })
})

beforeAll(async () => {
  setPrivateStorage(new LocalUploadStorage(privateDir))
  // The demo deals and the six demo projects (stages, photos, payments partly received).
  await seedDemoData(db(), { deals: true, projects: true })
  const rep = (await createStaff(db(), { role: 'sales' })).user
  const utm = await createTestProject(db(), { repId: rep.id, officeId: 'orlando', daysAgo: 70 })
  await db()
    .update(estimateRequests)
    .set({ attribution: { utmSource: 'facebook', utmCampaign: 'spring' }, sourcePage: '/pools' })
    .where(eq(estimateRequests.id, utm.leadId))
  const campaign = await createTestProject(db(), { repId: rep.id, daysAgo: 10 })
  await db()
    .update(estimateRequests)
    .set({ attribution: { utmCampaign: 'home-show-2026' } })
    .where(eq(estimateRequests.id, campaign.leadId))
  const manual = await createTestProject(db(), { daysAgo: 5 })
  const [source] = await db().select().from(leadSources).limit(1)
  await db()
    .update(estimateRequests)
    .set({ leadSourceId: source!.id, attribution: { utmSource: 'ignored-when-manual' } })
    .where(eq(estimateRequests.id, manual.leadId))
  await db()
    .update(estimateRequests)
    .set({ status: 'lost' })
    .where(eq(estimateRequests.id, (await createTestProject(db(), { daysAgo: 2 })).leadId))
})

/** The source the reports name, computed by hand from a lead row. */
function sourceOf(lead: typeof estimateRequests.$inferSelect, names: Map<number, string>): string {
  if (lead.leadSourceId !== null && names.has(lead.leadSourceId)) return names.get(lead.leadSourceId)!
  return lead.attribution?.utmSource || lead.attribution?.utmCampaign || lead.sourcePage || 'Website (direct)'
}

function sumBy<T>(items: T[], key: (item: T) => string, cents: (item: T) => number) {
  const out = new Map<string, number>()
  for (const item of items) out.set(key(item), (out.get(key(item)) ?? 0) + cents(item))
  return out
}

const asMap = (rows: { label: string; cents: number }[]) => new Map(rows.map((r) => [r.label, r.cents]))

describe('the owner reports', () => {
  it('equal the sums over the stored rows', async () => {
    const report = await ownerReports({ db: db() })
    const projectRows = await db().select().from(projects)
    const leads = new Map((await db().select().from(estimateRequests)).map((l) => [l.id, l]))
    const sourceNames = new Map((await db().select().from(leadSources)).map((s) => [s.id, s.name]))
    const officeNames = new Map((await db().select().from(offices)).map((o) => [o.id, o.name]))
    const reps = new Map((await db().select().from(adminUsers)).map((u) => [u.id, u.username]))
    const payments = await db().select().from(projectPayments)
    const installments = await db().select().from(contractInstallments)

    let total = 0
    for (const p of projectRows) total += p.contractTotalCents
    expect(projectRows.length).toBeGreaterThan(9)
    expect(report.revenue.totalCents).toBe(total)
    expect(report.revenue.contracts).toBe(projectRows.length)
    expect(report.revenue.averageCents).toBe(Math.round(total / projectRows.length))

    expect(asMap(report.revenue.byMonth)).toEqual(
      new Map(
        [
          ...sumBy(
            projectRows,
            (p) => p.contractDate.slice(0, 7),
            (p) => p.contractTotalCents,
          ),
        ].map(([month, cents]) => {
          const label = `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`
          return [label, cents]
        }),
      ),
    )
    expect(asMap(report.revenue.byOffice)).toEqual(
      sumBy(
        projectRows,
        (p) => (p.officeId ? (officeNames.get(p.officeId) ?? 'No office') : 'No office'),
        (p) => p.contractTotalCents,
      ),
    )
    expect(asMap(report.revenue.byRep)).toEqual(
      sumBy(
        projectRows,
        (p) => (p.repId !== null ? (reps.get(p.repId) ?? 'No rep') : 'No rep'),
        (p) => p.contractTotalCents,
      ),
    )
    const bySource = sumBy(
      projectRows,
      (p) => sourceOf(leads.get(p.estimateRequestId)!, sourceNames),
      (p) => p.contractTotalCents,
    )
    expect(asMap(report.revenue.bySource)).toEqual(bySource)
    expect(bySource.get('facebook')).toBeGreaterThan(0)
    expect(bySource.get('home-show-2026')).toBeGreaterThan(0)
    expect(bySource.has('ignored-when-manual')).toBe(false)
    for (const breakdown of [
      report.revenue.byMonth,
      report.revenue.byOffice,
      report.revenue.byRep,
      report.revenue.bySource,
    ])
      expect(breakdown.reduce((sum, r) => sum + r.cents, 0)).toBe(total)

    let won = 0
    let lost = 0
    for (const lead of leads.values()) {
      if (lead.status === 'won') won++
      if (lead.status === 'lost') lost++
    }
    expect(lost).toBeGreaterThan(0)
    expect(report.winRate).toEqual({ won, lost, rate: won / (won + lost) })

    let collected = 0
    for (const payment of payments) collected += payment.amountCents
    expect(collected).toBeGreaterThan(0)
    expect(report.payments.collectedCents).toBe(collected)
    expect(report.payments.outstandingCents).toBe(total - collected)
    const today = businessDay(new Date())
    let overdue = 0
    for (const i of installments)
      if (i.dueOn && i.dueOn < today && i.paidCents < i.amountCents) overdue += i.amountCents - i.paidCents
    expect(report.payments.overdueCents).toBe(overdue)

    const dayMs = 86_400_000
    const daysIn = (p: (typeof projectRows)[number]) =>
      Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${p.currentStageOn}T00:00:00Z`)) / dayMs)
    expect(report.stages.reduce((sum, s) => sum + s.projects, 0)).toBe(projectRows.length)
    for (const stage of report.stages) {
      const at = projectRows.filter((p) => p.currentStage === stage.stage)
      expect(stage.projects).toBe(at.length)
      expect(stage.longestDays).toBe(Math.max(...at.map(daysIn)))
      expect(stage.averageDays).toBe(Math.round(at.reduce((sum, p) => sum + daysIn(p), 0) / at.length))
    }
  })
})
