import 'server-only'
/**
 * Publishing the contract texts from settings: the next version, if the admin edited the current
 * one (else 409, nothing stored), with an audit entry; and the list of versions with how many
 * contracts each was signed with.
 */
import { desc, sql } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { contractTexts, quoteSignatures } from '@/db/schema'
import type { AdminUser } from '@/lib/auth/sessions'
import { recordAudit } from '@/lib/audit/record'
import { currentContractText, publishContractText, type ContractTextVersion } from '@/lib/contracts/texts'
import { StaleEditError } from '@/lib/errors'
import type { ContractTextsInput } from './contract-texts-form'

export async function publishContractTexts(
  admin: Pick<AdminUser, 'id' | 'username'>,
  input: ContractTextsInput,
): Promise<ContractTextVersion> {
  const db = await getDb()
  await currentContractText(db)
  return db.transaction(async (tx) => {
    // The newest version, locked: two admins publishing at once take turns, and the second is refused.
    const [latest] = await tx
      .select({ id: contractTexts.id, version: contractTexts.version })
      .from(contractTexts)
      .orderBy(desc(contractTexts.version))
      .limit(1)
      .for('update')
    if ((latest?.version ?? 0) !== input.basedOnVersion) throw new StaleEditError()
    const { basedOnVersion: _, ...values } = input
    const published = await publishContractText(tx, admin, values)
    await recordAudit(tx, {
      actor: admin,
      action: 'create',
      entity: 'contract_text',
      entityId: published.id,
      after: { version: published.version },
    })
    return published
  })
}

export type ContractTextListItem = Pick<
  ContractTextVersion,
  'id' | 'version' | 'isDemo' | 'createdBy' | 'createdAt'
> & {
  signedContracts: number
}

export async function listContractTextVersions(): Promise<ContractTextListItem[]> {
  const db = await getDb()
  await currentContractText(db)
  return db
    .select({
      id: contractTexts.id,
      version: contractTexts.version,
      isDemo: contractTexts.isDemo,
      createdBy: contractTexts.createdBy,
      createdAt: contractTexts.createdAt,
      signedContracts: sql<number>`(select count(*)::int from ${quoteSignatures} where ${quoteSignatures.contractTextId} = ${contractTexts.id})`,
    })
    .from(contractTexts)
    .orderBy(desc(contractTexts.version))
}

/** The current texts, for the form. */
export async function currentContractTexts(): Promise<ContractTextVersion> {
  return currentContractText(await getDb())
}
