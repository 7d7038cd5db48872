import 'server-only'
/**
 * The contract texts by version (contract_texts): the current one is the highest version. A
 * database without any gets the built-in demo texts as version 1 on first use, so contracts can
 * be drafted at once; admins replace them by publishing a new version (never by editing one).
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { contractTexts } from '@/db/schema'
import { DEFAULT_CONTRACT_TEXTS, type ContractTextValues } from '@/content/contract-texts'

export type ContractTextVersion = typeof contractTexts.$inferSelect

export async function currentContractText(db: Database): Promise<ContractTextVersion> {
  const [latest] = await db.select().from(contractTexts).orderBy(desc(contractTexts.version)).limit(1)
  if (latest) return latest
  await db
    .insert(contractTexts)
    .values({ version: 1, ...DEFAULT_CONTRACT_TEXTS, isDemo: true, createdBy: 'built-in demo texts' })
    .onConflictDoNothing()
  const [first] = await db.select().from(contractTexts).where(eq(contractTexts.version, 1))
  if (!first) throw new Error('contract texts: version 1 could not be stored')
  return first
}

/** Publishes the next version (the previous ones stay, for the contracts signed with them). */
export async function publishContractText(
  db: Database,
  actor: { username: string },
  values: ContractTextValues,
): Promise<ContractTextVersion> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contractTexts)
      .values({
        version: sql`(select coalesce(max(${contractTexts.version}), 0) + 1 from ${contractTexts})`,
        ...values,
        isDemo: false,
        createdBy: actor.username,
      })
      .returning()
    if (!row) throw new Error('contract texts: the new version was not stored')
    return row
  })
}
