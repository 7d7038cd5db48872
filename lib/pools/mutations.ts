import 'server-only'
import { asc, eq } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { manufacturers, pools } from '@/db/schema'
import { auditedDelete, auditedInsert, auditedUpdate } from '@/lib/write/audited'
import { NotFoundError } from '@/lib/errors'
import type { AdminUser } from '@/lib/auth/session'
import { CacheTags } from '@/lib/cache'
import { imageColumns, imagesFromRow } from './image-columns'
import type { PoolFormValues } from './schema'

type Actor = Pick<AdminUser, 'id' | 'username'>
type PoolRow = typeof pools.$inferSelect

const target = { table: pools, entity: 'pool', label: 'The pool', tags: [CacheTags.pools] } as const

/**
 * Spec 01 §3: brand and manufacturer default to the first manufacturer line. A blank one copies
 * the other; both blank take the first manufacturer in display order.
 */
async function makerDefaults(db: Database, values: PoolFormValues) {
  let brand = values.brand ?? values.manufacturer
  let manufacturer = values.manufacturer ?? values.brand
  if (!brand || !manufacturer) {
    const [first] = await db
      .select({ name: manufacturers.name })
      .from(manufacturers)
      .orderBy(asc(manufacturers.displayOrder), asc(manufacturers.id))
      .limit(1)
    brand ??= first?.name ?? null
    manufacturer ??= first?.name ?? null
  }
  return { brand, manufacturer }
}

function columns(values: PoolFormValues) {
  return {
    name: values.name,
    model: values.model,
    series: values.series,
    size: values.size,
    sizeCategory: values.sizeCategory,
    dimensions: values.dimensions,
    lengthFt: values.lengthFt,
    widthFt: values.widthFt,
    depth: values.depth,
    volume: values.volume,
    shape: values.shape,
    builtInSpa: values.builtInSpa,
    features: values.features,
    material: values.material,
    warranty: values.warranty,
    finishOptions: values.finishOptions,
    productUrl: values.productUrl,
    description: values.description,
    price: values.price,
    installationTime: values.installationTime,
    isActive: values.isActive,
    ...imageColumns(values.images),
  }
}

export async function createPool(actor: Actor, values: PoolFormValues): Promise<PoolRow> {
  const db = await getDb()
  return auditedInsert(db, actor, target, { ...columns(values), ...(await makerDefaults(db, values)) })
}

export async function updatePool(actor: Actor, id: number, values: PoolFormValues): Promise<PoolRow> {
  const db = await getDb()
  return auditedUpdate(db, actor, target, id, values.updatedAt, {
    ...columns(values),
    ...(await makerDefaults(db, values)),
  })
}

export async function setPoolActive(
  actor: Actor,
  id: number,
  version: string | undefined,
  isActive: boolean,
): Promise<PoolRow> {
  const db = await getDb()
  return auditedUpdate(db, actor, target, id, version, { isActive }, isActive ? 'activate' : 'deactivate')
}

/** A copy named '… (copy)', inactive so it stays off the public site until someone reviews it. */
export async function duplicatePool(actor: Actor, id: number): Promise<PoolRow> {
  const db = await getDb()
  const [source] = await db.select().from(pools).where(eq(pools.id, id)).limit(1)
  if (!source) throw new NotFoundError(target.label)
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = source
  const name = `${source.name} (copy)`.slice(0, 255)
  return auditedInsert(db, actor, { ...target, entity: 'pool' }, { ...rest, name, isActive: false })
}

export async function deletePool(actor: Actor, id: number, version: string): Promise<PoolRow> {
  const db = await getDb()
  return auditedDelete(db, actor, target, id, version)
}

export { imagesFromRow }
