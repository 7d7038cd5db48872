/**
 * Demo projects (issue 36 §8): six fictional homeowners whose contracts were signed between three
 * days and four months ago, each moved through its stages by the project functions staff use
 * (lib/projects: stages reached, owners, notes, photos and documents, payments), so a newcomer sees
 * the projects list and board, a project's timeline, installments partly received (one paid in two
 * parts), one behind schedule and one with a payment overdue, on the first `npm start`.
 *
 * The signed contracts are made by ./signed-contracts.ts (signed on chosen days in the past), then
 * createProjectForSignature runs as signing runs it. Photos are the
 * site's installation drawings (public/images/content), and their notes say so; documents are
 * one-page PDFs marked as demo paper. Receipts are not e-mailed to these fictional homeowners.
 * Loaded once, into a database without projects.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { and, asc, eq, sql } from 'drizzle-orm'
import {
  adminUsers,
  contractInstallments,
  pools,
  projectPayments,
  projectStages,
  projects,
} from '@/db/schema'
import type { Database } from '@/db/client'
import { businessDay, fromDateTimeLocal } from '@/lib/format'
import { createProjectForSignature } from '@/lib/projects/create'
import { addProjectFile } from '@/lib/projects/files'
import { DEMO_DATA_ACTOR } from '@/lib/projects/history'
import { recordPayment } from '@/lib/projects/payments'
import {
  PROJECT_FILE_KIND_LABELS,
  addDays,
  type PaymentMethod,
  type ProjectFileKind,
  type ProjectStageKey,
} from '@/lib/projects/rules'
import { saveStage } from '@/lib/projects/stages'
import { createSignedContractFixture } from '@/lib/demo-data/signed-contracts'
import { demoDocumentPdf } from './demo-document'
import type { SeedTx } from './types'

type Step =
  | { reach: ProjectStageKey; day: number; notes?: string; ownerIsAdmin?: boolean; reason?: string }
  | { photo: ProjectStageKey; day: number; drawing: number; caption: string }
  | {
      document: ProjectStageKey
      day: number
      kind: Exclude<ProjectFileKind, 'photo'>
      title: string
      lines: string[]
    }
  | { pay: number; day: number; cents?: number; method: PaymentMethod; reference: string }
  | { own: ProjectStageKey; day: number; notes?: string; planned?: number }

type DemoProject = {
  daysAgo: number
  lead: { firstName: string; lastName: string; email: string; phone: string; address: string }
  office: string
  poolIndex: number
  finishColor: string
  steps: Step[]
}

const DRAWING = 'Demo drawing, not a photo of this yard'

/** How the demo homeowners pay (Settings › Payments): fictional accounts. */
export const DEMO_PAYMENT_INSTRUCTIONS = {
  id: 1,
  checkPayableTo: 'Florida Fiberglass Pools LLC',
  checkMailingAddress: '2150 SW 17th Rd, Ocala, FL 34471 (or any of our offices)',
  zelleRecipient: 'payments@floridafiberglasspools.example',
  bankTransferDetails:
    'Bank: Sunshine Demo Bank (fictional)\nAccount name: Florida Fiberglass Pools LLC\nRouting number: 000000000 (demo)\nAccount number: 0000000000 (demo)',
  notes: 'Write your contract number (Q-…) on the check or in the transfer’s memo.',
}

const PROJECTS: DemoProject[] = [
  {
    daysAgo: 3,
    lead: {
      firstName: 'Lena',
      lastName: 'Harper',
      email: 'lena.harper@example.example',
      phone: '(352) 555-0182',
      address: '2741 NE 14th St, Ocala, FL 34470',
    },
    office: 'ocala',
    poolIndex: 0,
    finishColor: 'Sapphire Blue',
    steps: [
      { pay: 1, day: 0, method: 'zelle', reference: 'Zelle 7H2KQ' },
      { own: 'technical_visit', day: 1, notes: 'Call the day before: dogs in the yard.' },
    ],
  },
  {
    daysAgo: 26,
    lead: {
      firstName: 'Marco',
      lastName: 'Alvarez',
      email: 'marco.alvarez@example.example',
      phone: '(407) 555-0157',
      address: '1508 Lake Sue Dr, Winter Park, FL 32789',
    },
    office: 'orlando',
    poolIndex: 2,
    finishColor: 'Ocean Blue',
    steps: [
      { pay: 1, day: 1, method: 'check', reference: 'Check 1187' },
      { reach: 'technical_visit', day: 6, notes: 'Access through the side gate, 9 ft wide: crane fits.' },
      {
        document: 'technical_visit',
        day: 6,
        kind: 'survey',
        title: 'Site survey',
        lines: ['1508 Lake Sue Dr, Winter Park', 'Setbacks: 5 ft side, 10 ft rear', 'Crane access: 9 ft'],
      },
      { pay: 2, day: 9, method: 'bank_transfer', reference: 'Wire 20931' },
      { reach: 'permit_submitted', day: 20, notes: 'Permit filed with the city; HOA packet approved.' },
      {
        document: 'permit_submitted',
        day: 19,
        kind: 'hoa_approval',
        title: 'HOA approval',
        lines: ['Lake Sue Homeowners Association', 'Pool and screen enclosure approved'],
      },
      { own: 'permit_approved', day: 21 },
    ],
  },
  {
    daysAgo: 84,
    lead: {
      firstName: 'Thuy',
      lastName: 'Nguyen',
      email: 'thuy.nguyen@example.example',
      phone: '(561) 555-0124',
      address: '4410 Okeechobee Blvd, West Palm Beach, FL 33409',
    },
    office: 'west-palm-beach',
    poolIndex: 4,
    finishColor: 'Tropical Teal',
    steps: [
      { pay: 1, day: 0, method: 'zelle', reference: 'Zelle 3MM9P' },
      { reach: 'technical_visit', day: 5 },
      { pay: 2, day: 8, method: 'check', reference: 'Check 2203' },
      { reach: 'permit_submitted', day: 19 },
      { reach: 'permit_approved', day: 47 },
      {
        document: 'permit_approved',
        day: 47,
        kind: 'permit',
        title: 'Building permit',
        lines: ['Palm Beach County', 'Residential swimming pool', 'Permit PB-DEMO-0417'],
      },
      { reach: 'shell_ordered', day: 49, notes: 'Shell ships from the factory in about four weeks.' },
      { reach: 'excavation', day: 81, notes: 'High water table: dewatering ran all day.' },
      { photo: 'excavation', day: 81, drawing: 1, caption: `${DRAWING}: the hole dug to the shell’s shape` },
      // The pre-construction installment, paid in two parts.
      { pay: 3, day: 82, cents: 1_000_000, method: 'check', reference: 'Check 2251' },
      { pay: 3, day: 83, method: 'zelle', reference: 'Zelle 5RT8W' },
      { own: 'shell_set', day: 83, planned: 86, notes: 'Crane booked for 8 AM.' },
    ],
  },
  {
    daysAgo: 101,
    lead: {
      firstName: 'Dwayne',
      lastName: 'Brooks',
      email: 'dwayne.brooks@example.example',
      phone: '(352) 555-0139',
      address: '915 SE Fort King St, Ocala, FL 34471',
    },
    office: 'ocala',
    poolIndex: 1,
    finishColor: 'Crystal White',
    steps: [
      { pay: 1, day: 0, method: 'check', reference: 'Check 501' },
      { reach: 'technical_visit', day: 7 },
      { pay: 2, day: 8, method: 'check', reference: 'Check 502' },
      { reach: 'permit_submitted', day: 18 },
      { reach: 'permit_approved', day: 44 },
      { reach: 'shell_ordered', day: 46 },
      { reach: 'excavation', day: 76 },
      { photo: 'excavation', day: 76, drawing: 1, caption: `${DRAWING}: excavation` },
      { pay: 3, day: 77, method: 'bank_transfer', reference: 'Wire 88410' },
      { reach: 'shell_set', day: 78, notes: 'Shell set level within 1/8 inch.' },
      {
        photo: 'shell_set',
        day: 78,
        drawing: 3,
        caption: `${DRAWING}: the shell set, plumbing run to the pad`,
      },
      { pay: 4, day: 80, method: 'bank_transfer', reference: 'Wire 88522' },
      { reach: 'backfill_deck', day: 84, notes: 'Backfilled in 6-inch lifts; deck poured.' },
      { photo: 'backfill_deck', day: 84, drawing: 4, caption: `${DRAWING}: backfill and the deck forms` },
      { own: 'equipment_startup', day: 85, planned: 102 },
    ],
  },
  {
    daysAgo: 128,
    lead: {
      firstName: 'Grace',
      lastName: 'Whitman',
      email: 'grace.whitman@example.example',
      phone: '(407) 555-0191',
      address: '77 Via Tuscany Loop, Lake Mary, FL 32746',
    },
    office: 'orlando',
    poolIndex: 3,
    finishColor: 'Midnight Blue',
    steps: [
      { pay: 1, day: 0, method: 'zelle', reference: 'Zelle 1QW2E' },
      { reach: 'technical_visit', day: 6 },
      { pay: 2, day: 7, method: 'zelle', reference: 'Zelle 8UJ3K' },
      { reach: 'permit_submitted', day: 20 },
      { reach: 'permit_approved', day: 43 },
      { reach: 'shell_ordered', day: 45 },
      { reach: 'excavation', day: 80 },
      { photo: 'excavation', day: 80, drawing: 1, caption: `${DRAWING}: excavation` },
      { pay: 3, day: 80, method: 'bank_transfer', reference: 'Wire 77120' },
      { reach: 'shell_set', day: 82 },
      { pay: 4, day: 83, method: 'bank_transfer', reference: 'Wire 77188' },
      { reach: 'backfill_deck', day: 87 },
      { pay: 5, day: 89, method: 'check', reference: 'Check 3380' },
      { reach: 'equipment_startup', day: 93, notes: 'Heat pump and salt cell started; water balanced.' },
      { photo: 'equipment_startup', day: 93, drawing: 6, caption: `${DRAWING}: start-up and walkthrough` },
      { reach: 'final_inspection', day: 97 },
      {
        document: 'final_inspection',
        day: 97,
        kind: 'inspection_report',
        title: 'Final inspection report',
        lines: [
          'Seminole County Building Division',
          'Barrier and alarms: passed (chapter 515)',
          'Result: approved',
        ],
      },
      { reach: 'completed', day: 98, notes: 'Handed over; the homeowner loves the ledge.' },
      { pay: 6, day: 99, method: 'check', reference: 'Check 3391' },
    ],
  },
  {
    daysAgo: 63,
    lead: {
      firstName: 'Ada',
      lastName: 'Okoye',
      email: 'ada.okoye@example.example',
      phone: '(561) 555-0176',
      address: '1203 Palm Beach Lakes Blvd, West Palm Beach, FL 33401',
    },
    office: 'west-palm-beach',
    poolIndex: 5,
    finishColor: 'Sapphire Blue',
    steps: [
      { pay: 1, day: 1, method: 'check', reference: 'Check 140' },
      {
        reach: 'technical_visit',
        day: 9,
        notes: 'Survey found a drainage easement: the HOA wants revised drawings.',
      },
      { own: 'permit_submitted', day: 10, notes: 'Waiting for the revised drawings from the engineer.' },
    ],
  },
]

/** 3 PM Eastern on the day `day` days after `start`: when the demo's staff recorded things. */
function at(start: string, day: number): Date {
  return fromDateTimeLocal(`${addDays(start, day)}T15:00`) ?? new Date(`${addDays(start, day)}T19:00:00Z`)
}

export async function seedDemoProjects(tx: SeedTx, now: Date): Promise<number> {
  const db = tx as unknown as Database
  const [admin] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.role, 'admin'))
    .orderBy(asc(adminUsers.id))
    .limit(1)
  const actor = { id: admin?.id ?? 0, username: DEMO_DATA_ACTOR }
  const poolRows = await db.select({ id: pools.id, price: pools.price }).from(pools).orderBy(asc(pools.id))
  const priced = poolRows.filter((p) => p.price != null)
  const drawings = new Map<number, Buffer>()
  const drawing = async (n: number) => {
    const cached = drawings.get(n)
    if (cached) return cached
    const bytes = await readFile(
      path.join(process.cwd(), 'public/images/content', `installation-day-${n}.webp`),
    )
    drawings.set(n, bytes)
    return bytes
  }

  for (const demo of PROJECTS) {
    const pool = priced[demo.poolIndex % priced.length]
    if (!pool) break
    const start = businessDay(new Date(now.getTime() - demo.daysAgo * 86_400_000))
    const signed = await createSignedContractFixture(db, {
      lead: { ...demo.lead, nearestBranch: demo.office },
      poolId: pool.id,
      officeId: demo.office,
      finishColor: demo.finishColor,
      signedAt: at(start, 0),
      withPdf: true,
    })
    const { projectId } = await createProjectForSignature(db, signed.signatureId, { now: at(start, 0) })
    const installments = await db
      .select()
      .from(contractInstallments)
      .where(eq(contractInstallments.signatureId, signed.signatureId))
      .orderBy(asc(contractInstallments.position))
    const version = async () => {
      const [row] = await db
        .select({ v: projects.updatedAt })
        .from(projects)
        .where(eq(projects.id, projectId))
      return row?.v.toISOString() ?? ''
    }
    const stage = async (key: ProjectStageKey) => {
      const [row] = await db
        .select()
        .from(projectStages)
        .where(and(eq(projectStages.projectId, projectId), eq(projectStages.stageKey, key)))
      if (!row) throw new Error(`demo project: no stage ${key}`)
      return row
    }
    const paidOn = async (installmentId: number) => {
      const [row] = await db
        .select({ paid: sql<number>`coalesce(sum(${projectPayments.amountCents}), 0)::int` })
        .from(projectPayments)
        .where(eq(projectPayments.installmentId, installmentId))
      return Number(row?.paid ?? 0)
    }
    for (const step of demo.steps) {
      const when = at(start, step.day)
      if ('reach' in step || 'own' in step) {
        const key = 'reach' in step ? step.reach : step.own
        const current = await stage(key)
        await saveStage(
          actor,
          projectId,
          key,
          {
            updatedAt: await version(),
            plannedOn:
              'own' in step && step.planned !== undefined ? addDays(start, step.planned) : current.plannedOn,
            actualOn: 'reach' in step ? addDays(start, step.day) : current.actualOn,
            ownerId: 'own' in step || step.ownerIsAdmin ? (admin?.id ?? null) : current.ownerId,
            notes: step.notes ?? current.notes,
            outOfOrderReason: 'reach' in step ? (step.reason ?? null) : null,
            shiftLater: 'own' in step && step.planned !== undefined,
          },
          { db, now: when },
        )
      } else if ('photo' in step) {
        await addProjectFile(
          actor,
          projectId,
          {
            stage: step.photo,
            kind: 'photo',
            caption: step.caption,
            file: { name: `installation-day-${step.drawing}.webp`, bytes: await drawing(step.drawing) },
          },
          { db, now: when },
        )
      } else if ('document' in step) {
        await addProjectFile(
          actor,
          projectId,
          {
            stage: step.document,
            kind: step.kind,
            caption: `Demo ${PROJECT_FILE_KIND_LABELS[step.kind].toLowerCase()}, not a real record`,
            file: {
              name: `${step.title.toLowerCase().replace(/\s+/g, '-')}.pdf`,
              bytes: demoDocumentPdf(step.title, [
                `${demo.lead.firstName} ${demo.lead.lastName}`,
                ...step.lines,
              ]),
            },
          },
          { db, now: when },
        )
      } else {
        const installment = installments[step.pay - 1]
        if (!installment) continue
        const balance = installment.amountCents - (await paidOn(installment.id))
        await recordPayment(
          actor,
          projectId,
          {
            installmentId: installment.id,
            method: step.method,
            amount: Math.min(step.cents ?? balance, balance),
            receivedOn: addDays(start, step.day),
            reference: step.reference,
            requestKey: undefined,
          },
          { db, receipt: false, now: when },
        )
      }
    }
  }
  return PROJECTS.length
}
