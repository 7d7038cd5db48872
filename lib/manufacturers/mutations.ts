import 'server-only'
import { sql } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { manufacturers, pools } from '@/db/schema'
import { auditedDelete, auditedInsert, auditedUpdate } from '@/lib/write/audited'
import { recordAudits } from '@/lib/audit/record'
import type { AdminUser } from '@/lib/auth/session'
import { CacheTags, invalidate } from '@/lib/cache'
import { namesMaker, poolOfMaker } from './pool-match'
import type { ManufacturerFormValues } from './schema'

type Actor = Pick<AdminUser, 'id' | 'username'>
type Row = typeof manufacturers.$inferSelect

const target = {
  table: manufacturers,
  entity: 'manufacturer',
  label: 'The manufacturer',
  tags: [CacheTags.manufacturers],
} as const

function columns(values: ManufacturerFormValues) {
  return {
    name: values.name,
    description: values.description,
    logo: values.logo,
    iconLogo: values.iconLogo,
    enabled: values.enabled,
    website: values.website,
    displayOrder: values.displayOrder,
  }
}

export async function createManufacturer(actor: Actor, values: ManufacturerFormValues): Promise<Row> {
  const db = await getDb()
  return auditedInsert(db, actor, target, columns(values))
}

/**
 * Saves the manufacturer. Pools name their maker by text, so a rename also renames it on the
 * pools that used the old name (brand or manufacturer, by the rule of pool-match: the same pools
 * the manufacturers screen counts), keeping the gallery filters whole.
 */
export async function updateManufacturer(
  actor: Actor,
  id: number,
  values: ManufacturerFormValues,
): Promise<{ row: Row; renamedPools: number }> {
  const db = await getDb()
  let renamedPools = 0
  const row = await auditedUpdate(
    db,
    actor,
    target,
    id,
    values.updatedAt,
    columns(values),
    'update',
    async (tx, before, after) => {
      if (before.name === after.name) return
      const now = new Date()
      const byMaker = await tx
        .update(pools)
        .set({ manufacturer: after.name, updatedAt: now })
        .where(namesMaker(pools.manufacturer, before.name))
        .returning({ id: pools.id })
      const byBrand = await tx
        .update(pools)
        .set({ brand: after.name, updatedAt: now })
        .where(namesMaker(pools.brand, before.name))
        .returning({ id: pools.id })
      const makers = new Set(byMaker.map((p) => p.id))
      const brands = new Set(byBrand.map((p) => p.id))
      const renamed = [...new Set([...makers, ...brands])]
      renamedPools = renamed.length
      // Each pool renamed gets its own audit row (what changed, and why), in the same transaction.
      await recordAudits(
        tx,
        renamed.map((poolId) => {
          const fields = [
            ...(makers.has(poolId) ? ['manufacturer'] : []),
            ...(brands.has(poolId) ? ['brand'] : []),
          ]
          return {
            actor,
            action: 'rename-maker',
            entity: 'pool',
            entityId: poolId,
            before: Object.fromEntries(fields.map((f) => [f, before.name])),
            after: { ...Object.fromEntries(fields.map((f) => [f, after.name])), manufacturerId: id },
          }
        }),
      )
    },
  )
  if (renamedPools) invalidate(CacheTags.pools)
  return { row, renamedPools }
}

export async function setManufacturerEnabled(
  actor: Actor,
  id: number,
  version: string | undefined,
  enabled: boolean,
): Promise<Row> {
  const db = await getDb()
  return auditedUpdate(db, actor, target, id, version, { enabled }, enabled ? 'enable' : 'disable')
}

export async function deleteManufacturer(actor: Actor, id: number, version: string): Promise<Row> {
  const db = await getDb()
  return auditedDelete(db, actor, target, id, version)
}

/** How many pools name this maker (shown before deleting). */
export async function poolsUsingMaker(db: Database, name: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pools)
    .where(poolOfMaker(name))
  return Number(row?.n ?? 0)
}
