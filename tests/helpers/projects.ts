/**
 * A project as signing makes one, for integration tests of issue 36: a signed contract
 * (lib/demo-data/signed-contracts) and createProjectForSignature in one transaction, as the
 * homeowner's signing runs them. The demo catalogue must be loaded (the pool's price).
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { pools, projects } from '@/db/schema'
import { businessDay } from '@/lib/format'
import { createProjectForSignature } from '@/lib/projects/create'
import { createSignedContractFixture } from '@/lib/demo-data/signed-contracts'

const DAY = 86_400_000

export type TestProject = {
  projectId: number
  signatureId: number
  leadId: number
  totalCents: number
  contractDate: string
  version: () => Promise<string>
}

export async function createTestProject(
  db: Database,
  options: {
    repId?: number | null
    officeId?: string
    daysAgo?: number
    email?: string | null
    name?: string
  } = {},
): Promise<TestProject> {
  const [pool] = await db
    .select({ id: pools.id })
    .from(pools)
    .where(and(isNotNull(pools.price), eq(pools.isActive, true)))
    .orderBy(asc(pools.id))
    .limit(1)
  if (!pool) throw new Error('createTestProject: load the demo catalogue first')
  const signedAt = new Date(Date.now() - (options.daysAgo ?? 40) * DAY)
  const [first, ...rest] = (options.name ?? 'Jordan Tester').split(' ')
  const made = await db.transaction(async (tx) => {
    const signed = await createSignedContractFixture(tx, {
      lead: {
        firstName: first ?? 'Jordan',
        lastName: rest.join(' '),
        email: options.email === undefined ? 'jordan.tester@example.test' : options.email,
        phone: '(352) 555-0166',
        address: '12 Test Lane, Ocala, FL 34471',
        nearestBranch: options.officeId ?? 'ocala',
      },
      poolId: pool.id,
      repId: options.repId ?? null,
      officeId: options.officeId ?? 'ocala',
      signedAt,
    })
    const { projectId } = await createProjectForSignature(tx, signed.signatureId)
    return { ...signed, projectId }
  })
  return {
    ...made,
    contractDate: businessDay(signedAt),
    version: async () => {
      const [row] = await db
        .select({ updatedAt: projects.updatedAt })
        .from(projects)
        .where(eq(projects.id, made.projectId))
      if (!row) throw new Error('project gone')
      return row.updatedAt.toISOString()
    },
  }
}
